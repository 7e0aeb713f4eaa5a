import Foundation
import Testing
import WordfallTestSupport

/// `wordfall words`: the player's own words, kept in the store, applied to the games played on screen.
@Suite struct WordsCommandTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-words-\(UUID().uuidString)").path
    }

    @Test func addRemoveAndList() throws {
        let data = ["--data-dir", Self.folder()]
        defer { try? FileManager.default.removeItem(atPath: data[1]) }
        let binary = WordfallBinary.built
        let empty = try binary.run(["words", "list"] + data)
        #expect(empty.status == 0)
        #expect(empty.stdout == "You have no words of your own: `wordfall words add WORD` accepts one.\n")
        let add = try binary.run(["words", "add", "dor", "Ziti", "yid", "qwzx"] + data)
        #expect(add.status == 0)
        #expect(
            add.stdout
                == "DOR: added to your words\nZITI: already accepted\nYID: refused as offensive; not added\n"
                + "QWZX: added to your words\n")
        let remove = try binary.run(["words", "remove", "cat", "qwzx", "zzzq"] + data)
        #expect(
            remove.stdout
                == "CAT: removed from the dictionary of your games\nQWZX: removed from your words\n"
                + "ZZZQ: not accepted already\n")
        let list = try binary.run(["words", "list"] + data)
        #expect(list.stdout == "Added: DOR\nRemoved: CAT\n")
        let again = try binary.run(["words", "add", "cat"] + data)
        #expect(again.stdout == "CAT: accepted again\n")
        #expect(try binary.run(["words", "list"] + data).stdout == "Added: DOR\nRemoved: none\n")
        let bad = try binary.run(["words", "add", "c4t"] + data)
        #expect(bad.status == 2)
        #expect(bad.stderr == "wordfall: error: 'c4t' is not a word: 1 to 15 letters A-Z\n")
    }

    /// `run` is a pure function of its inputs: the player's words never reach it.
    @Test func runIgnoresThePlayersWords() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let binary = WordfallBinary.built
        _ = try binary.run(["words", "remove", "cat", "--data-dir", folder + "/wordfall"])
        let level = WordfallBinary.repositoryRoot.appendingPathComponent("Resources/Levels/01-first-steps.json").path
        let run = try binary.run(
            ["run", level], input: "cat\n", environment: ["XDG_DATA_HOME": folder, "HOME": folder])
        #expect(run.stdout.contains(#"{"event":"wordAccepted","word":"CAT""#), "\(run)")
    }
}

/// The player's words on screen: a removed word is refused with the way to add it back, an added one
/// scores.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct WordsOnScreenTests {
    @Test func aRemovedWordIsRefusedAndAnAddedOneScores() throws {
        let tmux = try Tmux.start(command: "sleep 1; \(Tmux.binary) play")
        defer { tmux.kill() }
        let data = ["--data-dir", tmux.dataDirectory + "/wordfall"]
        #expect(try WordfallBinary.built.run(["words", "remove", "cat"] + data).status == 0)
        #expect(try WordfallBinary.built.run(["words", "add", "dor"] + data).status == 0)
        try tmux.waitFor("1  First Steps  (next)")
        tmux.press("Enter")
        try tmux.waitFor("First steps")
        tmux.press("Space")
        try tmux.waitFor("Goals 0/1")
        tmux.type("cat\r")
        try tmux.waitFor("CAT: not in the dictionary (`wordfall")
        tmux.type("dor\r")
        try tmux.waitFor("Last word  DOR +")
        try tmux.quitByAsking()
    }
}
