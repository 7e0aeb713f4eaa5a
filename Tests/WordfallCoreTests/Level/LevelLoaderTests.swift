import Foundation
import Testing

@testable import WordfallCore

/// A file system of in-memory files, for loader tests that must not touch the disk.
func memoryFileSystem(_ files: [String: String], folders: Set<String> = []) -> LevelFileSystem {
    LevelFileSystem(
        kind: { path in
            if files[path] != nil { return .file }
            return folders.contains(path) ? .directory : .missing
        },
        read: { path in
            if let text = files[path] { return .success(Array(text.utf8)) }
            return .failure(folders.contains(path) ? .isDirectory : .notFound)
        })
}

/// The diagnostic lines for `text` loaded as `path`, or [] when it loads.
func levelErrors(_ text: String, path: String = "level.json", files: [String: String] = [:]) -> [String] {
    levelErrors(bytes: Array(text.utf8), path: path, files: files)
}

func levelErrors(bytes: [UInt8], path: String = "level.json", files: [String: String] = [:]) -> [String] {
    do {
        _ = try LevelLoader(fileSystem: memoryFileSystem(files)).load(bytes: bytes, path: path)
        return []
    } catch {
        return error.lines
    }
}

/// A valid level with `extra` spliced into the top-level object (e.g. `"seed": 3,`).
func levelText(
    _ extra: String = "", board: String = #"{"letters": ["ABC", "DEF", "GHI"]}"#,
    goals: String = #"[{"type": "score", "target": 100}]"#
) -> String {
    #"{"format": 1, "title": "T", "board": "# + board + ", " + extra + #" "goals": "# + goals + "}"
}

@Suite struct LevelLoaderTests {
    @Test func loadsTheExampleOfRulesMD() throws {
        let text = """
            {
              "format": 1,
              "id": "meadow-03",
              "title": "Long Haul",
              "board": {
                "letters": ["CATS", "ODER", "GNIP", "sque"],
                "bonus":   ["....", ".2..", "...D", "...t"]
              },
              "rules": { "minWordLength": 3, "refill": "none", "moves": 20,
                         "timeLimit": 300.5, "shuffles": 2, "hints": 0 },
              "bag": "english",
              "seed": 42,
              "dictionary": "words.txt",
              "goals": [
                { "type": "score", "target": 10000 },
                { "type": "longWords", "count": 3, "minLength": 5, "label": "Three long words" }
              ],
              "stars": [12000, 15000]
            }
            """
        let loader = LevelLoader(fileSystem: memoryFileSystem(["packs/words.txt": "cat\n"]))
        let level = try loader.load(bytes: Array(text.utf8), path: "packs/meadow.json")
        #expect(level.id == "meadow-03")
        #expect(level.title == "Long Haul")
        guard case .fixed(let board) = level.board else {
            Issue.record("expected a fixed board")
            return
        }
        #expect(board.rowStrings == ["CATS", "ODER", "GNIP", "SQUE"])
        #expect(board.bonusRowStrings == ["....", ".2..", "...D", "...T"])
        #expect(
            level.rules
                == Rules(minWordLength: 3, refill: .none, moves: 20, timeLimit: 300.5, shuffles: 2, hints: 0))
        #expect(level.bag == .english)
        #expect(level.seed == 42)
        #expect(level.dictionary == "packs/words.txt")
        #expect(
            level.goals == [
                GoalSpec(.score(target: 10000)),
                GoalSpec(.longWords(count: 3, minLength: 5), label: "Three long words"),
            ])
        #expect(level.stars == StarThresholds(twoStars: 12000, threeStars: 15000))
    }

    @Test func appliesDefaults() throws {
        let level = try LevelLoader(fileSystem: memoryFileSystem([:]))
            .load(bytes: Array(levelText(board: #"{"size": [5, 6]}"#).utf8), path: "a/b/first.level.json")
        #expect(level.id == "first.level")
        #expect(level.board == .random(rows: 5, columns: 6))
        #expect(level.rules == Rules())
        #expect(level.bag == .english)
        #expect(level.seed == 0)
        #expect(level.dictionary == nil)
        #expect(level.stars == nil)
    }

    @Test func readsEveryGoalType() throws {
        let goals = """
            [{"type": "score", "target": 1}, {"type": "words", "count": 2},
             {"type": "longWords", "count": 3, "minLength": 25}, {"type": "word", "word": "queen"},
             {"type": "wordScore", "target": 5}, {"type": "letter", "letter": "z", "count": 6},
             {"type": "bonusTiles", "count": 7}, {"type": "streak", "count": 8, "label": "Eight in a row"}]
            """
        let level = try LevelLoader(fileSystem: memoryFileSystem([:]))
            .load(bytes: Array(levelText(goals: goals).utf8), path: "x.json")
        #expect(
            level.goals.map(\.kind) == [
                .score(target: 1), .words(count: 2), .longWords(count: 3, minLength: 25), .word("QUEEN"),
                .wordScore(target: 5), .letter(UInt8(ascii: "Z"), count: 6), .bonusTiles(count: 7), .streak(count: 8),
            ])
        #expect(level.goals.last?.label == "Eight in a row")
    }

    @Test func readsACustomBag() throws {
        let level = try LevelLoader(fileSystem: memoryFileSystem([:]))
            .load(bytes: Array(levelText(#""bag": {"A": 5, "e": 5, "S": 2, "Z": 0},"#).utf8), path: "x.json")
        var weights = [Int](repeating: 0, count: 26)
        weights[0] = 5
        weights[4] = 5
        weights[18] = 2
        #expect(level.bag == LetterBag(weights: weights))
    }

    /// A file of many problems gets the first 100 and one line saying how many more, not a line each.
    @Test func keepsTheFirstHundredProblems() {
        let keys = (0..<250).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        let text =
            #"{"format": 1, "title": "x", "board": {"size": [3, 3]}, "goals": [{"type": "score", "target": 10}], "#
            + keys + "}"
        let lines = levelErrors(text)
        #expect(lines.count == 101)
        #expect(lines.first?.hasPrefix("level.json: error: k0: unknown key") == true)
        #expect(lines[99].hasPrefix("level.json: error: k99: unknown key"))
        #expect(lines.last == "level.json: error: 150 more problems not shown (the first 100 are above)")
    }

    @Test func aOneLetterGoalWordReadsRight() {
        let text = #"{"format": 1, "title": "x", "board": {"size": [3, 3]}, "goals": [{"type": "word", "word": "q"}]}"#
        #expect(
            levelErrors(text) == [
                #"level.json: error: goals[0].word: "Q" has 1 letter, fewer than minWordLength (3), so it could never be accepted"#
            ])
    }

    @Test func reportsEveryProblemInFileOrder() {
        let text = """
            {
              "format": 2,
              "titel": "x",
              "board": { "letters": ["CATS", "OD1R", "GNI"], "bonus": ["....", "..X.", "...."] },
              "rules": { "minWordLength": 4, "refill": "up", "moves": 0, "timeLimit": 0, "shufles": 1 },
              "seed": 18446744073709551616,
              "bag": {"A": 1.5, "bb": 2, "E": -1},
              "goals": [ {"type": "word", "word": "cat"}, {"type":"longWords","count":"ten","minLength":40},
                         {"type":"scroe"}, {"count": 3} ],
              "stars": [500, 400],
              "dictionary": "nope.txt"
            }
            """
        #expect(
            levelErrors(text, path: "dir/bad.json") == [
                "dir/bad.json: error: title: is required (the level's name, a non-empty string)",
                "dir/bad.json: error: format: must be 1 (the only level format so far), got 2",
                #"dir/bad.json: error: titel: unknown key; did you mean "title"?"#,
                "dir/bad.json: error: board.letters[1]: has '1' at position 3; only letters A-Z are allowed",
                "dir/bad.json: error: board.letters[2]: must be 4 letters long like board.letters[0], got 3",
                "dir/bad.json: error: board.bonus[1]: has 'X' at position 3; allowed: . 2 3 D T",
                #"dir/bad.json: error: rules.refill: must be "gravity" or "none", got "up""#,
                "dir/bad.json: error: rules.moves: must be 1 to 1000, got 0",
                "dir/bad.json: error: rules.timeLimit: must be more than 0 and at most 86400 seconds, got 0",
                #"dir/bad.json: error: rules.shufles: unknown key; did you mean "shuffles"?"#,
                "dir/bad.json: error: seed: must be 0 to 18446744073709551615, got 18446744073709551616",
                "dir/bad.json: error: bag.A: must be a whole number, got 1.5",
                "dir/bad.json: error: bag.bb: must be a single letter A-Z",
                "dir/bad.json: error: bag.E: must be 0 to 1000000, got -1",
                #"dir/bad.json: error: goals[0].word: "CAT" has 3 letters, fewer than minWordLength (4), so it could never be accepted"#,
                #"dir/bad.json: error: goals[1].count: must be a whole number, got "ten""#,
                "dir/bad.json: error: goals[1].minLength: must be 2 to 25, got 40",
                #"dir/bad.json: error: goals[2].type: unknown goal type "scroe"; did you mean "score"?"#,
                "dir/bad.json: error: goals[3].type: is required (one of score, words, longWords, word, wordScore, letter, bonusTiles, streak)",
                "dir/bad.json: error: stars[1]: must be higher than stars[0] (500), got 400",
                "dir/bad.json: error: dictionary: word list not found: dir/nope.txt (the path is relative to the level file)",
            ])
    }
    @Test(arguments: [
        ("18446744073709551615", "", UInt64.max),
        ("1.8446744073709551615e19", "", UInt64.max),
        ("18446744073709551616", "seed: must be 0 to 18446744073709551615, got 18446744073709551616", 0),
        ("-1", "seed: must be 0 to 18446744073709551615, got -1", 0),
        ("-0", "", 0),
        ("1e3", "", 1000),
        ("1.5", "seed: must be a whole number, got 1.5", 0),
        ("9007199254740993", "", 9_007_199_254_740_993),
    ])
    func readsSeedsExactly(text: String, error: String, expected: UInt64) throws {
        let source = levelText(#""seed": "# + text + ",")
        if error.isEmpty {
            let level = try LevelLoader(fileSystem: memoryFileSystem([:])).load(
                bytes: Array(source.utf8), path: "x.json")
            #expect(level.seed == expected)
        } else {
            #expect(levelErrors(source, path: "x.json") == ["x.json: error: " + error])
        }
    }

    @Test(arguments: [
        ("1e3", ""),
        ("1000.0", ""),
        ("-0", "rules.moves: must be 1 to 1000, got -0"),
        ("1001", "rules.moves: must be 1 to 1000, got 1001"),
        ("1.5", "rules.moves: must be a whole number, got 1.5"),
        ("9223372036854775808", "rules.moves: must be 1 to 1000, got 9223372036854775808"),
        ("1e400", "rules.moves: must be 1 to 1000, got 1e400"),
        ("\"ten\"", #"rules.moves: must be a whole number, got "ten""#),
        ("null", "rules.moves: must be a whole number, got null"),
        ("[1]", "rules.moves: must be a whole number, got an array"),
    ])
    func readsWholeNumbersAtTheEdges(text: String, error: String) {
        let lines = levelErrors(levelText(#""rules": {"moves": "# + text + "},"), path: "x.json")
        #expect(lines == (error.isEmpty ? [] : ["x.json: error: " + error]))
    }

    @Test(arguments: [
        ("0.001", ""),
        ("86400", ""),
        ("8.64e4", ""),
        ("86400.0001", "rules.timeLimit: must be more than 0 and at most 86400 seconds, got 86400.0001"),
        ("-0", "rules.timeLimit: must be more than 0 and at most 86400 seconds, got -0"),
        ("1e-400", "rules.timeLimit: must be more than 0 and at most 86400 seconds, got 1e-400"),
        ("1e400", "rules.timeLimit: must be more than 0 and at most 86400 seconds, got 1e400"),
    ])
    func readsTimeLimitsAtTheEdges(text: String, error: String) {
        let lines = levelErrors(levelText(#""rules": {"timeLimit": "# + text + "},"), path: "x.json")
        #expect(lines == (error.isEmpty ? [] : ["x.json: error: " + error]))
    }

    @Test func acceptsAByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(levelText().utf8)
        let level = try LevelLoader(fileSystem: memoryFileSystem([:])).load(bytes: bytes, path: "bom.json")
        #expect(level.id == "bom")
    }

    @Test func refusesMissingFilesAndFolders() {
        let loader = LevelLoader(fileSystem: memoryFileSystem([:], folders: ["levels"]))
        #expect(
            throws: LevelError(diagnostics: [LevelDiagnostic(file: "nope.json", place: .file, message: "no such file")])
        ) {
            try loader.load(path: "nope.json")
        }
        #expect(
            throws: LevelError(diagnostics: [
                LevelDiagnostic(file: "levels", place: .file, message: "is a folder, not a level file")
            ])
        ) {
            try loader.load(path: "levels")
        }
        #expect(
            levelErrors(levelText(#""dictionary": "words","#), path: "levels/a.json") == [
                "levels/a.json: error: dictionary: word list not found: levels/words (the path is relative to the level file)"
            ])
        #expect(
            levelErrors(levelText(#""dictionary": "w\nx\u2028","#), path: "a.json") == [
                #"a.json: error: dictionary: word list not found: "w\nx\u2028" (the path is relative to the level file)"#
            ])
    }

    @Test func readsRealFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-loader-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try levelText(#""dictionary": "../words.txt","#).write(
            toFile: folder + "/sub/l.json", atomically: true, encoding: .utf8)
        #expect(throws: LevelError.self) { try LevelLoader().load(path: folder + "/sub/l.json") }
        try "cat\n".write(toFile: folder + "/words.txt", atomically: true, encoding: .utf8)
        let level = try LevelLoader().load(path: folder + "/sub/l.json")
        #expect(level.dictionary == folder + "/sub/../words.txt")
        #expect(level.id == "l")
        let relative = try LevelLoader(fileSystem: .live(relativeTo: folder)).load(path: "sub/l.json")
        #expect(relative.dictionary == "sub/../words.txt")
        #expect(
            throws: LevelError(diagnostics: [
                LevelDiagnostic(file: folder + "/sub", place: .file, message: "is a folder, not a level file")
            ])
        ) {
            try LevelLoader().load(path: folder + "/sub")
        }
        #expect(
            throws: LevelError(diagnostics: [
                LevelDiagnostic(file: folder + "/none.json", place: .file, message: "no such file")
            ])
        ) {
            try LevelLoader().load(path: folder + "/none.json")
        }
    }

    @Test func letsTheCommandLineSkipTheDictionaryCheck() throws {
        let loader = LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false)
        let level = try loader.load(bytes: Array(levelText(#""dictionary": "w.txt","#).utf8), path: "d/x.json")
        #expect(level.dictionary == "d/w.txt")
    }

    @Test func treatsDuplicateKeysAsErrorsAndKeepsTheFirst() {
        let text =
            #"{"format": 1, "format": 1, "title": "T", "board": {"size": [2, 2]}, "goals": [{"type": "words", "count": 1, "count": 2}]}"#
        #expect(
            levelErrors(text) == [
                "level.json: error: format: duplicate key (first given at line 1, column 2)",
                "level.json: error: goals[0].count: duplicate key (first given at line 1, column 97)",
            ])
    }

    /// Random bytes, truncated and mutated valid files: the loader must answer
    /// (a level or diagnostics), never trap. A fixed seed keeps the test repeatable.
    @Test func neverTrapsOnDamagedInput() {
        let valid = Array(
            #"""
            {"format": 1, "id": "f", "title": "Fuzz", "board": {"letters": ["QUIZ", "ABCD", "EFGH"],
             "bonus": ["..2.", "D..T", "3..."]}, "rules": {"minWordLength": 3, "refill": "none", "moves": 9,
             "timeLimit": 30.5, "shuffles": 2, "hints": 0}, "bag": {"A": 3, "E": 2}, "seed": 18446744073709551615,
             "goals": [{"type": "word", "word": "quiz"}, {"type": "letter", "letter": "q", "count": 1},
             {"type": "longWords", "count": 2, "minLength": 4, "label": "\u00e9\ud83d\ude00"}], "stars": [1, 2]}
            """#.utf8)
        let loader = LevelLoader(fileSystem: memoryFileSystem([:]))
        #expect((try? loader.load(bytes: valid, path: "f.json")) != nil)
        var random = SplitMix(seed: 7)
        var outcomes = 0
        for length in 0...valid.count {
            outcomes += outcome(loader, Array(valid[0..<length]))
        }
        let alphabet = Array(#"{}[]":,.-+eE0123456789 \truefalsnul"ABCQZ"#.utf8) + [10]
        for _ in 0..<3000 {
            var bytes = valid
            for _ in 0..<Int(random.next() % 4 + 1) {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 2: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: index)
                }
            }
            outcomes += outcome(loader, bytes)
        }
        for _ in 0..<500 {
            let bytes = (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            outcomes += outcome(loader, bytes)
        }
        #expect(outcomes == valid.count + 1 + 3000 + 500)
    }

    /// 1 when loading `bytes` gave a level or at least one single-line diagnostic.
    private func outcome(_ loader: LevelLoader, _ bytes: [UInt8]) -> Int {
        do {
            _ = try loader.load(bytes: bytes, path: "f.json")
            return 1
        } catch {
            let ok = !error.diagnostics.isEmpty && error.lines.allSatisfy { !$0.contains("\n") }
            #expect(ok, "input \(bytes) gave \(error.lines)")
            return ok ? 1 : 0
        }
    }
}

/// SplitMix64, the tests' own copy (repeatable random input for fuzzing).
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
