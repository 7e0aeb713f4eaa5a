import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// A kept game is the game of the level it was played on (issue 30, items 13 and 14, docs/RULES.md):
/// two level files with one id in two folders each keep their own, and a word list changed since a game
/// was kept is said on the offer to resume it, word by word, never silently.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct KeptGameIdentityEndToEndTests {
    /// `folder/name/resume.json`: the resume fixture with `title`, its own copy of `words.txt` (or, with
    /// `bundled`, no word list of its own: the bundled one).
    static func level(in folder: String, _ name: String, title: String, bundled: Bool = false) throws -> String {
        let directory = folder + "/" + name
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var text = try String(contentsOfFile: ResumeEndToEndTests.level, encoding: .utf8)
            .replacingOccurrences(of: "\"Come Back\"", with: "\"\(title)\"")
        if bundled { text = text.replacingOccurrences(of: "  \"dictionary\": \"words.txt\",\n", with: "") }
        try text.write(toFile: directory + "/resume.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: Repository.fixture("e2e/words.txt"), toPath: directory + "/words.txt")
        return directory + "/resume.json"
    }

    /// Plays `word` on `level` and leaves it with Ctrl-D, kept.
    static func playAndLeave(_ level: String, data: String, word: String) throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(data) \(level)")
        defer { tmux.kill() }
        try tmux.waitFor("any key")
        tmux.press("Space")
        tmux.type(word)
        tmux.press("Enter")
        try tmux.waitFor("Last word  \(word.uppercased())")
        tmux.press("C-d")
        try tmux.waitFor("it is kept, and offered to")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")
    }

    /// The offer shown when `level` is played again, one line.
    static func offer(_ level: String, data: String) throws -> String {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(data) \(level)")
        defer { tmux.kill() }
        try tmux.waitFor("Welcome back")
        // The card's text, its frame and the spaces that pad it left out.
        return tmux.capture().replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    @Test func twoLevelFilesWithOneIdKeepAGameEach() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let first = try Self.level(in: folder, "a", title: "Folder A")
        let second = try Self.level(in: folder, "b", title: "Folder B")
        try Self.playAndLeave(first, data: data, word: "cat")
        try Self.playAndLeave(second, data: data, word: "dog")
        #expect(try Self.offer(first, data: data).contains("You left Folder A with 50 points"))
        #expect(try Self.offer(second, data: data).contains("You left Folder B with"))
    }

    @Test func aWordGoneFromTheLevelsListIsSaidOnTheOffer() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let level = try Self.level(in: folder, "a", title: "Edited")
        try Self.playAndLeave(level, data: data, word: "cat")
        let words = folder + "/a/words.txt"
        let list = try String(contentsOfFile: words, encoding: .utf8)
        try list.split(separator: "\n").filter { $0 != "cat" }.joined(separator: "\n")
            .write(toFile: words, atomically: true, encoding: .utf8)
        let offer = try Self.offer(level, data: data)
        #expect(offer.contains("CAT is no longer accepted: the level's word list"), "\(offer)")
        #expect(offer.contains("no longer has it."), "\(offer)")
    }

    @Test func aWordThePlayerRemovedIsSaidOnTheOffer() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let level = try Self.level(in: folder, "a", title: "Bundled", bundled: true)
        try Self.playAndLeave(level, data: data, word: "cat")
        let removed = try WordfallBinary.built.run(["words", "remove", "cat", "--data-dir", data])
        #expect(removed.status == 0, "\(removed)")
        let offer = try Self.offer(level, data: data)
        #expect(offer.contains("CAT is no longer accepted: you removed it (wordfall words remove)."), "\(offer)")
    }

    /// Issue 36: two windows on one level each keep their own game (the second's keep replaces nothing);
    /// Continue lists both, most recent first, and the older is the one resumed when picked; finishing it
    /// records it once and leaves the other kept, offered alone at the level's next start.
    @Test func twoWindowsOnOneLevelKeepTwoGamesAndTheOlderResumes() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let level = try Self.level(in: folder, "a", title: "Two Windows")
        let first = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(data) \(level)")
        defer { first.kill() }
        let second = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(data) \(level)")
        defer { second.kill() }
        for (window, word) in [(first, "cat"), (second, "dog")] {
            try window.waitFor("any key")
            window.press("Space")
            window.type(word)
            window.press("Enter")
            try window.waitFor("Last word  \(word.uppercased())")
        }
        // The older game is left first: each window's quit dialog promises its own game is kept.
        for window in [first, second] {
            window.press("C-d")
            try window.waitFor("it is kept, and offered to")
            window.type("y")
            try window.waitFor("EXITED 0")
        }
        let home = try Tmux.start(command: "\(Tmux.binary) --data-dir \(data)")
        defer { home.kill() }
        try home.waitFor("1  Continue        Two Windows: 70 points")
        home.press("Enter")
        try home.waitFor("Games in progress")
        let list = home.capture()
        let newer = try #require(list.range(of: "1  Two Windows: 70 points, 9 moves left, 1 word found"), "\(list)")
        let older = try #require(list.range(of: "2  Two Windows: 50 points, 9 moves left, 1 word found"), "\(list)")
        #expect(newer.lowerBound < older.lowerBound)
        home.press("Down")
        home.press("Enter")
        try home.waitFor("Welcome back")
        let offer = home.capture().replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(offer.contains("You left Two Windows with 50 points, 9 moves left, 1 word found."), "\(offer)")
        #expect(offer.contains("Another game of this level is kept too"), "\(offer)")
        home.press("Enter")
        try home.waitFor("Resumed where you left it.")
        #expect(home.capture().contains("Last word  CAT +50"))
        home.type("code")
        home.press("Enter")
        try home.waitFor("Goals done: level")
        home.press("C-f")
        try home.waitFor("Level complete!")
        try home.waitForBar("Enter quit")
        home.press("Enter")
        try home.waitFor("Quit wordfall?")
        home.type("y")
        try home.waitFor("EXITED 0")

        let replays = try WordfallBinary.built.run(["replay", "--list", "--data-dir", data])
        let rows = replays.stdout.split(separator: "\n")
        #expect(rows.count == 1 && rows.first?.contains("Two Windows  230 points") == true, "\(replays)")
        #expect(try Self.offer(level, data: data).contains("You left Two Windows with 70 points"))
        #expect(!(try Self.offer(level, data: data).contains("Another game")), "the newer is kept alone")
    }
}
