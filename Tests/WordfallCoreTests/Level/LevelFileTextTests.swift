import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// `Level.fileText`, what a replay keeps: loading it gives the same level back.
@Suite struct LevelFileTextTests {
    @Test func everyStarterLevelRoundTrips() throws {
        let folder = Repository.root.appendingPathComponent("Resources/Levels")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json") && $0 != "pack.json"
        }
        #expect(names.count == 13)
        for name in names {
            let level = try LevelLoader().load(path: folder.appendingPathComponent(name).path)
            let again = try LevelLoader().load(bytes: Array(level.fileText.utf8), path: name)
            #expect(again == level, "\(name)")
        }
    }

    @Test func aCustomBagLabelsAndLimitsRoundTrip() throws {
        let text = #"""
            {"format": 1, "id": "x", "title": "Quoted \"title\"", "board": {"size": [4, 5]}, "seed": 42,
             "bag": {"A": 3, "B": 0, "E": 9, "Z": 1}, "rules": {"minWordLength": 4, "timeLimit": 90.5, "moves": 7},
             "goals": [{"type": "letter", "letter": "e", "count": 2, "label": "Find Es"}], "stars": [10, 20]}
            """#
        let level = try LevelLoader(fileSystem: memoryFileSystem([:])).load(bytes: Array(text.utf8), path: "x.json")
        #expect(
            try LevelLoader(fileSystem: memoryFileSystem([:])).load(bytes: Array(level.fileText.utf8), path: "x.json")
                == level)
    }

    /// The exact bytes, as `generate` and `replay --export-level` have always written them: keys in
    /// docs/LEVELS.md's order, rules and rows on one line, goals one a line, strings by the one escaper.
    @Test func theTextIsByteForByteTheFileFormat() throws {
        let text = #"""
            {"format": 1, "id": "x", "title": "Quoted \"title\" \\ é tab\t", "board": {"size": [4, 5]},
             "seed": 18446744073709551615, "bag": {"A": 3, "E": 9, "Z": 1},
             "rules": {"minWordLength": 4, "timeLimit": 90.5, "moves": 7, "shuffles": 0, "hints": 3, "refill": "none"},
             "goals": [{"type": "letter", "letter": "e", "count": 2, "label": "Find \"Es\" \u0001"},
                       {"type": "word", "word": "quiz"}, {"type": "longWords", "count": 2, "minLength": 5}],
             "stars": [10, 20]}
            """#
        let level = try LevelLoader(fileSystem: memoryFileSystem([:])).load(bytes: Array(text.utf8), path: "x.json")
        let weights: [Character: Int] = ["A": 3, "E": 9, "Z": 1]
        let bag = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { "\"\($0)\": \(weights[$0, default: 0])" }.joined(separator: ", ")
        #expect(
            level.fileText == #"""
                {
                  "format": 1,
                  "id": "x",
                  "title": "Quoted \"title\" \\ é tab\t",
                  "board": {
                    "size": [4, 5]
                  },
                  "rules": {"minWordLength": 4, "refill": "none", "moves": 7, "timeLimit": 90.5, "shuffles": 0, "hints": 3},
                  "bag": {\#(bag)},
                  "seed": 18446744073709551615,
                  "goals": [
                    {"type": "letter", "letter": "E", "count": 2, "label": "Find \"Es\" \u0001"},
                    {"type": "word", "word": "QUIZ"},
                    {"type": "longWords", "count": 2, "minLength": 5}
                  ],
                  "stars": [10, 20]
                }

                """#)
    }
}
