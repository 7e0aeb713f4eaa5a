import Foundation
import Testing
import WordfallTestSupport

/// A command that refuses to start touches no saved data (issue 30, item 2): the terminal is checked,
/// TERM's terminfo entry included, before the data folder is opened, so nothing is created, imported or
/// set aside in it.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed"))
struct RefusalTouchesNothingTests {
    static let pack = Repository.fixture("e2e/pack")

    @Test(arguments: [["play", pack], ["play"], [], ["daily"], ["replay", "1"]])
    func anUnknownTerminalTypeLeavesTheDataFolderAsItWas(_ arguments: [String]) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-refusal-\(UUID())").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        // A damaged progress.json would be set aside (and a database made) by any open of the store.
        try "{not json".write(toFile: data + "/progress.json", atomically: true, encoding: .utf8)
        let command = (["TERM=wordfall-no-such-term", Tmux.binary] + arguments + ["--data-dir", data])
            .joined(separator: " ")
        let tmux = try Tmux.start(command: command)
        defer { tmux.kill() }
        try tmux.waitFor("EXITED 2")
        #expect(tmux.capture().contains("terminal type 'wordfall-no-such-term' is unknown to ncurses"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: data) == ["progress.json"])
    }

    /// A terminal described in `$TERMINFO` (a folder of the player's own) is known: the check looks where
    /// ncurses looks, and the game starts.
    @Test func aTerminalDescribedInTheTerminfoFolderOfTheEnvironmentStarts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-terminfo-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let system = try #require(
            ["/lib/terminfo/x/xterm-256color", "/usr/share/terminfo/x/xterm-256color"].first {
                FileManager.default.fileExists(atPath: $0)
            })
        try FileManager.default.createDirectory(atPath: folder + "/terminfo/w", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: system, toPath: folder + "/terminfo/w/wordfall-own-term")
        let tmux = try Tmux.start(
            command: "TERMINFO=\(folder)/terminfo TERM=wordfall-own-term \(Tmux.binary) play --data-dir \(folder)/data "
                + Repository.fixture("e2e/pack/one.json"))
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/1")
        try tmux.quitByAsking()
    }
}
