import Foundation
import Testing

@testable import WordfallCore

@Suite struct PackLoaderTests {
    static let level =
        #"{"format": 1, "title": "T", "board": {"size": [3, 3]}, "goals": [{"type": "words", "count": 1}]}"#

    func loader(_ files: [String: String], folders: Set<String> = []) -> PackLoader {
        PackLoader(levelLoader: LevelLoader(fileSystem: memoryFileSystem(files, folders: folders)))
    }

    @Test func loadsAPackFromItsFolderOrItsPackFile() throws {
        let files = [
            "packs/garden/pack.json": #"{"format": 1, "title": "Garden", "levels": ["01-a.json", "more/02-b.json"]}"#,
            "packs/garden/01-a.json": Self.level, "packs/garden/more/02-b.json": Self.level,
        ]
        let expected = LevelPack(
            title: "Garden", directory: "packs/garden",
            levelPaths: ["packs/garden/01-a.json", "packs/garden/more/02-b.json"])
        let packs = loader(files, folders: ["packs/garden", "packs/garden/more"])
        #expect(try packs.load(path: "packs/garden") == expected)
        #expect(try packs.load(path: "packs/garden/") == expected)
        #expect(try packs.load(path: "packs/garden/pack.json") == expected)
        let (pack, levels) = try packs.loadLevels(path: "packs/garden")
        #expect(pack == expected)
        #expect(levels.map(\.id) == ["01-a", "02-b"])
    }

    @Test func resolvesAPackFileInTheWorkingDirectory() throws {
        let files = ["pack.json": #"{"format": 1, "title": "Here", "levels": ["a.json"]}"#, "a.json": Self.level]
        #expect(
            try loader(files).load(path: "pack.json")
                == LevelPack(title: "Here", directory: ".", levelPaths: ["a.json"]))
    }

    @Test func aPackListingItsOwnPackFileSaysSo() {
        let files = [
            "p/pack.json": #"{"format": 1, "title": "Loop", "levels": ["a.json", "pack.json"]}"#,
            "p/a.json": Self.level,
        ]
        #expect(throws: LevelError.self) { try loader(files, folders: ["p"]).load(path: "p") }
        do {
            _ = try loader(files, folders: ["p"]).load(path: "p")
        } catch {
            #expect(
                error.lines == [
                    #"p/pack.json: error: levels[1]: "pack.json" is this pack's own pack.json, not a level file"#
                ])
        }
    }

    @Test func reportsPackProblemsThenLevelProblems() {
        let files = [
            "p/pack.json": """
            {"format": 2, "title": "", "levels": ["a.json", "b.json", "gone.json"], "author": "me"}
            """,
            "p/a.json": Self.level,
            "p/b.json": #"{"format": 1, "title": "B", "board": {"size": [3, 3]}, "goals": []}"#,
        ]
        #expect(throws: LevelError.self) { try loader(files, folders: ["p"]).load(path: "p") }
        do {
            _ = try loader(files, folders: ["p"]).loadLevels(path: "p")
            Issue.record("the pack must be refused")
        } catch {
            #expect(
                error.lines == [
                    "p/pack.json: error: format: must be 1 (the only pack format so far), got 2",
                    #"p/pack.json: error: title: must be a non-empty string, got """#,
                    "p/pack.json: error: levels[2]: level file not found: p/gone.json",
                    "p/pack.json: error: author: unknown key (allowed here: format, title, levels)",
                    "p/b.json: error: goals: must have 1 to 8 goals, got 0",
                ])
        }
    }

    @Test func keepsOddFileNamesOnOneLine() {
        let files = ["p/pack.json": #"{"format": 1, "title": "P", "levels": ["a\nb.json"]}"#]
        do {
            _ = try loader(files, folders: ["p"]).load(path: "p")
            Issue.record("the pack must be refused")
        } catch {
            #expect(error.lines == [#"p/pack.json: error: levels[0]: level file not found: "p/a\nb.json""#])
        }
    }

    @Test func refusesDuplicateIDsAcrossLevels() {
        let files = [
            "p/pack.json": #"{"format": 1, "title": "P", "levels": ["a.json", "b.json"]}"#,
            "p/a.json":
                #"{"format": 1, "id": "b", "title": "A", "board": {"size": [3, 3]}, "goals": [{"type": "words", "count": 1}]}"#,
            "p/b.json": Self.level,
        ]
        #expect(
            throws: LevelError(diagnostics: [
                LevelDiagnostic(
                    file: "p/pack.json", place: .value(path: "levels[1]", line: 1, column: 50),
                    message: #"level id "b" is already used by levels[0]; give one of them another "id""#)
            ])
        ) {
            try loader(files, folders: ["p"]).loadLevels(path: "p")
        }
        // Reading the pack alone does not read the levels, so it cannot see the clash.
        #expect(throws: Never.self) { try loader(files, folders: ["p"]).load(path: "p") }
    }

    @Test func refusesFoldersWithoutAPackAndUnreadablePacks() {
        #expect(
            throws: LevelError(diagnostics: [
                LevelDiagnostic(
                    file: "empty", place: .file, message: "not a level pack: there is no pack.json in this folder")
            ])
        ) {
            try loader([:], folders: ["empty"]).load(path: "empty")
        }
        #expect(
            throws: LevelError(diagnostics: [LevelDiagnostic(file: "nowhere", place: .file, message: "no such file")])
        ) {
            try loader([:]).load(path: "nowhere")
        }
        #expect(
            throws: LevelError(diagnostics: [
                LevelDiagnostic(
                    file: "p/pack.json", place: .syntax(line: 1, column: 2),
                    message: "unexpected end of file, expected a key in double quotes")
            ])
        ) {
            try loader(["p/pack.json": "{"], folders: ["p"]).loadLevels(path: "p")
        }
    }
}
