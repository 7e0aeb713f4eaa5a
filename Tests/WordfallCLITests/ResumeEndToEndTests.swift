import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// A level left in progress, in a real terminal (docs/decisions/0090): quit with Ctrl-D, or stopped
/// by SIGTERM, it is offered the next time, resumed where it stood, and its replay is one game.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct ResumeEndToEndTests {
    static let level = Repository.fixture("e2e/resume.json")

    /// Starts `wordfall play` of the resume level on `folder`'s saved data, its process id written to `pidFile`.
    static func play(_ folder: String, pidFile: String? = nil) throws -> Tmux {
        let play = "\(Tmux.binary) play --data-dir \(folder)/saved \(level)"
        guard let pidFile else { return try Tmux.start(command: play) }
        return try Tmux.start(command: "sh -c 'echo $$ > \(pidFile); exec \(play)'")
    }

    /// The offer, Enter, and the game where it stood: its score, word, moves, and the clock where it stopped.
    static func resume(_ folder: String) throws -> Tmux {
        let tmux = try play(folder)
        try tmux.waitFor("Welcome back")
        let offer = tmux.capture()
        #expect(offer.contains("You left Come Back with 50 points, 9 moves left, 1 word found."), "\(offer)")
        #expect(offer.contains("Its clock stopped where you left it:"))
        #expect(offer.contains("Enter resumes, n starts again."))
        tmux.press("Enter")
        try tmux.waitFor("Resumed where you left it.")
        let screen = tmux.capture()
        #expect(screen.contains("Last word  CAT +50"))
        #expect(screen.contains("Score 50"))
        #expect(screen.contains(", 9 moves"), "\(screen)")
        return tmux
    }

    /// The second word does the goals, Ctrl-F finishes the level; the saved game is one game of both words, and it replays the same.
    static func finish(_ tmux: Tmux, folder: String) throws {
        tmux.type("dog")
        tmux.press("Enter")
        try tmux.waitFor("Goals done")
        tmux.press("C-f")
        try tmux.waitFor("Level complete!")
        try tmux.waitForBar("Enter")
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")
        let data = ["--data-dir", folder + "/saved"]
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1"] + data)
        #expect(verify.status == 0, "\(verify)")
        #expect(verify.stdout.hasSuffix("replayed 120 points, completed: the same\n"), "\(verify)")
        let export = try WordfallBinary.built.run(["replay", "--export", "1"] + data)
        #expect(
            export.stdout.split(separator: "\n").filter { !$0.hasPrefix(":") && !$0.hasPrefix("#") } == ["CAT", "DOG"])
        let list = try WordfallBinary.built.run(["replay", "--list"] + data)
        #expect(list.stdout.split(separator: "\n").count == 1, "one game: \(list.stdout)")
    }

    @Test func quitWithCtrlDThenResumeWhereItStood() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Self.play(folder)
        defer { first.kill() }
        try first.waitFor("any key")
        first.press("Space")
        first.type("cat")
        first.press("Enter")
        try first.waitFor("Last word  CAT +50")
        first.press("C-d")
        try first.waitFor("it is kept, and offered to")
        first.type("y")
        try first.waitFor("EXITED 0")

        let second = try Self.resume(folder)
        defer { second.kill() }
        try Self.finish(second, folder: folder)
    }

    @Test func stoppedBySIGTERMMidLevelThenResumed() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pidFile = folder + "/pid"
        let first = try Self.play(folder, pidFile: pidFile)
        defer { first.kill() }
        try first.waitFor("any key")
        first.press("Space")
        first.type("cat")
        first.press("Enter")
        try first.waitFor("Last word  CAT +50")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        Glibc.kill(pid, SIGTERM)
        try first.waitFor("EXITED 143")

        let second = try Self.resume(folder)
        defer { second.kill() }
        try Self.finish(second, folder: folder)
    }

    /// A level left that cannot be kept (the database is a newer wordfall's, so it is only read): the quit
    /// dialog does not promise it, stderr says so after the screen, and `wordfall play` exits 74.
    @Test func aLevelThatCannotBeKeptSaysSoAndExitsNonZero() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let probe = try WordfallBinary.built.run(["store-probe", "--data-dir", data])
        #expect(probe.status == 0, "\(probe)")
        let path = data + "/wordfall.sqlite3"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[60...63] = [0, 0, 0, 99]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let tmux = try Self.play(folder)
        defer { tmux.kill() }
        try tmux.waitFor("newer wordfall")
        tmux.press("Enter")
        try tmux.waitFor("any key")
        tmux.press("Space")
        tmux.type("cat")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CAT +50")
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        #expect(tmux.capture().contains("This level is not finished: its progress will be lost."))
        tmux.type("y")
        try tmux.waitFor("EXITED 74")
        let screen = tmux.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("wordfall: error: the level in progress was not kept (see above)"), "\(screen)")
        #expect(screen.contains("The level in progress could not be kept in \(path): it was written by a newer"))
    }
}
