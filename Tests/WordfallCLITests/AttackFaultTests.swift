import Foundation
import Glibc
import Testing
import WordfallTestSupport

@testable import wordfall

/// The faults of issue 30 found by an attacker, through the real binary: hostile typed lines in plain
/// mode, huge values in a level, a FIFO for a WordNet file, control codes in a level id, many words.
@Suite struct AttackFaultTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-attack-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let plain: [String: String?] = [
        "TERM": "dumb", "WNSEARCHDIR": "/nonexistent", "NO_COLOR": nil, "LC_ALL": "C.UTF-8",
    ]

    /// Lines with a non-letter typed in plain mode are recorded as the game saw them (rejected as
    /// `invalidInput`): the level quit is offered again and resumed, and the finished game replays the same.
    @Test func linesWithNonLettersTypedInPlainModeKeepTheGameReplayable() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let level = Repository.fixture("e2e/pack/one.json")
        let arguments = ["play", "--data-dir", data, level]
        let first = try WordfallBinary.built.run(
            arguments, input: "don't\ncat1\n12\n\u{7}\n\u{1B}[A\n\"\\u{41}\"\nquit\nyes\n", environment: Self.plain
        )
        #expect(first.status == 0, "\(first)")
        // Quit before its goal is done (a won level left is ended, not kept: decision 0402).
        #expect(first.stdout.contains("not finished: it is kept"), "\(first)")
        let second = try WordfallBinary.built.run(
            arguments, input: "resume\nwords\ndog\ncats\nfinish\n", environment: Self.plain)
        #expect(second.status == 0, "\(second)")
        #expect(second.stderr == "", "\(second)")
        #expect(second.stdout.contains("You left Quick One"), "\(second)")
        #expect(!second.stdout.contains("damaged"), "\(second)")
        #expect(second.stdout.contains("DOG accepted"), "\(second)")
        #expect(second.stdout.contains("CATS accepted"), "\(second)")
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1", "--data-dir", data])
        #expect(verify.status == 0, "\(verify)")
        #expect(verify.stdout.hasSuffix(": the same\n"), "\(verify)")
        let export = try WordfallBinary.built.run(["replay", "--export", "1", "--data-dir", data])
        #expect(export.status == 0, "\(export)")
        let lines = export.stdout.split(separator: "\n").filter { !$0.hasPrefix(":wait") }
        #expect(
            lines.dropFirst() == [
                #""DON'T""#, #""CAT1""#, #""12""#, #""\u{7}""#, #""\u{1B}[A""#, #""\"\\U{41}\"""#, "DOG", "CATS",
                ":finish",
            ], "\(export)")
        // The export is a script `run` plays to the same end.
        let script = data + "/game.txt"
        try export.stdout.write(toFile: script, atomically: true, encoding: .utf8)
        let run = try WordfallBinary.built.run(["run", level, "--script", script])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(#""reason":"invalidInput""#), "\(run)")
    }

    /// A game won with a word the player added replays with the words it was played with: `--verify`, the
    /// on-screen replay's session and `--export` (with `--export-words`) play it to the same end, even once
    /// the word is removed again.
    @Test func aGameWonWithTheirOwnWordReplaysTheSame() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let level = """
            {"format": 1, "id": "own", "title": "Own Words", "board": {"letters": ["ZYXQ", "WVBK"]},
             "rules": {"refill": "none", "moves": 3}, "goals": [{"type": "words", "count": 1}]}
            """
        let file = folder + "/own.json"
        try level.write(toFile: file, atomically: true, encoding: .utf8)
        let data = ["--data-dir", folder + "/data"]
        #expect(try WordfallBinary.built.run(["words", "add", "zyx"] + data).stdout == "ZYX: added to your words\n")
        let play = try WordfallBinary.built.run(
            ["play"] + data + [file], input: "zyx\nfinish\n", environment: Self.plain)
        #expect(play.status == 0, "\(play)")
        #expect(play.stdout.contains("ZYX accepted"), "\(play)")
        let list = try WordfallBinary.built.run(["replay", "--list"] + data)
        #expect(list.stdout.contains("Own Words  220 points"), "\(list)")
        _ = try WordfallBinary.built.run(["words", "remove", "zyx"] + data)
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1"] + data)
        #expect(verify.stdout == "game 1: recorded 220 points, completed; replayed 220 points, completed: the same\n")
        #expect(verify.status == 0, "\(verify)")
        let export = try WordfallBinary.built.run(["replay", "--export", "1"] + data)
        #expect(export.stdout.contains("# played with your own words"), "\(export)")
        let words = try WordfallBinary.built.run(["replay", "--export-words", "1"] + data)
        #expect(words.status == 0)
        #expect(words.stdout.contains("\nzyx\t60\n"))
        try export.stdout.write(toFile: folder + "/game.txt", atomically: true, encoding: .utf8)
        try words.stdout.write(toFile: folder + "/words.txt", atomically: true, encoding: .utf8)
        let run = try WordfallBinary.built.run(
            ["run", file, "--dictionary", folder + "/words.txt", "--script", folder + "/game.txt"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""score":220"#), "\(run.stdout.suffix(300))")
    }

    /// No message line over 300 characters, whatever the input: a 5,000-letter goal word and a
    /// 5,000-character dictionary path are cut with their length said.
    @Test func messageLinesAreCutWhateverTheLevelHolds() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let long = String(repeating: "a", count: 5000)
        let word = """
            {"format": 1, "id": "long", "title": "Long", "board": {"letters": ["CATS", "DOGS"]},
             "rules": {"refill": "none"}, "goals": [{"type": "word", "word": "\(long)"}]}
            """
        let path = """
            {"format": 1, "id": "long", "title": "Long", "board": {"letters": ["CATS", "DOGS"]},
             "dictionary": "\(long)", "goals": [{"type": "words", "count": 1}]}
            """
        try word.write(toFile: folder + "/word.json", atomically: true, encoding: .utf8)
        try path.write(toFile: folder + "/path.json", atomically: true, encoding: .utf8)
        for (file, says) in [("word.json", "is not in the level's word list"), ("path.json", "dictionary: ")] {
            let check = try WordfallBinary.built.run(["check", folder + "/" + file])
            #expect(check.status == 2, "\(check)")
            #expect(check.stderr.contains(says), "\(check)")
            #expect(check.stderr.contains(" characters in all)"), "\(check)")
            for line in check.stderr.split(separator: "\n") { #expect(line.count <= 300, "\(line.count): \(line)") }
        }
        // A path given whole on the command line is cut too.
        let deep = folder + "/" + String(repeating: "d", count: 250) + "/" + String(repeating: "e", count: 250)
        let missing = try WordfallBinary.built.run(["check", deep + ".json"])
        #expect(missing.status == 2, "\(missing)")
        for line in missing.stderr.split(separator: "\n") { #expect(line.count <= 300, "\(line.count): \(line)") }
    }

    /// A FIFO as WordNet's `index.noun` is refused as not a regular file, at once (it blocked for good).
    @Test(.timeLimit(.minutes(1))) func aFIFOAsAWordNetFileIsRefusedWithoutWaiting() throws {
        let folder = try DefineTests.makeDatabase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.removeItem(atPath: folder + "/index.noun")
        #expect(mkfifo(folder + "/index.noun", 0o600) == 0)
        let define = try WordfallBinary.built.run(["define", "dog"], environment: ["WNSEARCHDIR": folder])
        #expect(define.status == 2, "\(define)")
        #expect(define.stderr == "wordfall: error: cannot read WordNet's \(folder)/index.noun: not a regular file\n")
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        var environment = Self.plain
        environment["WNSEARCHDIR"] = folder
        let play = try WordfallBinary.built.run(
            ["play", "--plain", "--data-dir", data, Repository.fixture("e2e/pack/one.json")], input: "cats\nfinish\n",
            environment: environment)
        #expect(play.status == 0, "\(play)")
        #expect(play.stdout.contains("Level complete!"), "\(play)")
    }

    /// A level id holding a newline and control codes: `replay --export`'s comment stays one line (the
    /// script runs), and nothing a command prints carries a raw control code.
    @Test func aLevelIdWithControlCodesNeverBreaksAScriptOrReachesTheTerminal() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let words = Repository.fixture("e2e/words.txt")
        let level = """
            {"format": 1, "id": "evil\\nid\\u001b]2;owned\\u0007\\u0085\\b\\r", "title": "Evil\\u001b[31m\\r",
             "board": {"letters": ["CATS", "DOGS"]}, "rules": {"refill": "none", "moves": 1},
             "dictionary": "\(words)", "goals": [{"type": "words", "count": 1}]}
            """
        let file = folder + "/evil.json"
        try level.write(toFile: file, atomically: true, encoding: .utf8)
        let data = folder + "/data"
        let play = try WordfallBinary.built.run(
            ["play", "--data-dir", data, file], input: "cat\n", environment: Self.plain)
        #expect(play.status == 0, "\(play)")
        let list = try WordfallBinary.built.run(["replay", "--list", "--data-dir", data])
        let export = try WordfallBinary.built.run(["replay", "--export", "1", "--data-dir", data])
        #expect(export.status == 0, "\(export)")
        #expect(
            export.stdout.hasPrefix(#"# wordfall replay of game 1, evil\u{A}id\u{1B}]2;owned\u{7}\u{85}\u{8}\u{D}: "#))
        for outcome in [play, list, export] {
            let controls = outcome.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
            }
            #expect(controls.isEmpty, "\(outcome)")
        }
        #expect(export.stdout.split(separator: "\n").first?.hasPrefix("#") == true)
        #expect(export.stdout.split(separator: "\n").dropFirst().allSatisfy { !$0.hasPrefix("id") })
        let script = folder + "/game.txt"
        try export.stdout.write(toFile: script, atomically: true, encoding: .utf8)
        let run = try WordfallBinary.built.run(["run", file, "--script", script])
        #expect(run.status == 0, "\(run)")
    }

    /// 20,000 words on the command line: every one is read and told (argument-parser took 15 s for them,
    /// 11 minutes for 100,000: its parsing of a list of positional arguments is quadratic).
    @Test func manyWordsAreAddedAndToldEachOnce() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let letters = Array("BCDFGHJKLMNPQRSTVWXZ")
        // 20,000 words no list holds (consonants only), every one twice, and CAT, which the list knows.
        var words: [String] = []
        for index in 0..<10_000 {
            let word = String([
                letters[index % 20], letters[index / 20 % 20], letters[index / 400 % 20], letters[index / 8000 % 20],
                "Q",
            ])
            words.append(word)
        }
        let add = try WordfallBinary.built.run(["words", "add"] + words + words + ["cat", "--data-dir", data])
        #expect(add.status == 0, "\(add.stderr)")
        let lines = add.stdout.split(separator: "\n")
        #expect(lines.count == 20_001)
        #expect(lines.prefix(10_000).elementsEqual(words.map { "\($0): added to your words" }), "\(lines.prefix(3))")
        #expect(lines.dropFirst(10_000).prefix(10_000).elementsEqual(words.map { "\($0): already accepted" }))
        #expect(lines.last == "CAT: already accepted")
        let list = try WordfallBinary.built.run(["words", "list", "--data-dir", data])
        #expect(list.stdout == "Added: \(words.sorted().joined(separator: " "))\nRemoved: none\n", "\(list.stderr)")
        let remove = try WordfallBinary.built.run(["words", "remove"] + words + ["--data-dir", data])
        #expect(remove.stdout.split(separator: "\n").count == 10_000)
        #expect(
            try WordfallBinary.built.run(["words", "list", "--data-dir", data]).stdout.hasPrefix("You have no words"))
    }

    /// The plain form of `words add|remove` is read in one pass; any other spelling goes to argument-parser.
    @Test func wordsAddIsReadWithoutArgumentParser() throws {
        let words = (0..<100_000).map { _ in "cat" }
        let command = try #require(WordsCommand.direct(["words", "add"] + words + ["--data-dir", "d"]))
        let add = try #require(command as? WordsAddCommand)
        #expect(add.words == words)
        #expect(add.dataOptions.dataDirectory == "d")
        let remove = try #require(WordsCommand.direct(["words", "remove", "dog"]) as? WordsRemoveCommand)
        #expect(remove.words == ["dog"])
        #expect(remove.dataOptions.dataDirectory == nil)
        for other in [
            ["words", "add"], ["words", "list"], ["words", "add", "--help"], ["words", "add", "--data-dir=d", "x"],
        ] {
            #expect(WordsCommand.direct(other) == nil, "\(other)")
        }
    }
}
