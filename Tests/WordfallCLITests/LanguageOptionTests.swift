import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

/// `--language` on `play` and `generate` (docs/HEADLESS.md): a language by code or English name, a
/// language not played refused before anything happens, a level file in another language refused.
@Suite struct LanguageOptionTests {
    let binary = WordfallBinary.built

    @Test func aLanguageNotPlayedIsAUsageError() throws {
        for command in [["play"], ["generate", "/nonexistent/pack", "--levels", "1"]] {
            let outcome = try binary.run(command + ["--language", "xx"])
            #expect(outcome.status == 2, "\(outcome)")
            #expect(outcome.stdout == "")
            #expect(outcome.stderr.contains("--language: 'xx' is not a language this wordfall plays (it plays en"))
        }
    }

    /// The help names every language the game plays, not the first two: its list is the languages' table.
    @Test func theHelpNamesEveryLanguage() throws {
        #expect(Language.codes == Language.all.map(\.code).joined(separator: ", "))
        #expect(Language.all.count >= 7)
        for command in ["play", "daily", "generate"] {
            let outcome = try binary.run([command, "--help"])
            #expect(outcome.status == 0, "\(outcome)")
            // The option's help, its wrapped lines joined.
            let text = outcome.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            #expect(
                text.contains(
                    "The language to play in, by its code or its English name (\(Language.codes): "
                        + "docs/LANGUAGES.md). Default: en."), "\(outcome.stdout)")
        }
    }

    @Test func englishByCodeOrNameGeneratesWhatNoOptionDoes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-language-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var packs: [String] = []
        for (name, language) in [
            ("plain", [String]()), ("code", ["--language", "en"]), ("name", ["--language", "English"]),
        ] {
            let folder = root.appendingPathComponent(name).path
            let outcome = try binary.run(
                ["generate", folder, "--levels", "1", "--size", "4x4", "--solutions", folder + "-proofs"] + language)
            #expect(outcome.status == 0, "\(outcome)")
            packs.append(try String(contentsOfFile: folder + "/01-generated.json", encoding: .utf8))
        }
        #expect(packs[0] == packs[1] && packs[1] == packs[2])
        #expect(!packs[0].contains("\"language\""), "an English level does not name its language")
    }

    /// The Catalan pack is proved by `check`, and `run` reads Catalan words and writes its tiles' faces.
    @Test func catalanPlaysHeadlessInItsLetters() throws {
        let pack = WordfallBinary.repositoryRoot.appendingPathComponent("Resources/Levels/ca").path
        let checked = try binary.run(["check", pack])
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.stdout.split(separator: "\n").count == 8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-ca-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let level = """
            {"format": 1, "title": "Prova", "language": "ca",
             "board": {"letters": ["C[L·L]ASO", "OEGIR", "PLAÇA", "QTNES"]},
             "goals": [{"type": "words", "count": 2}]}
            """
        try level.write(to: folder.appendingPathComponent("prova.json"), atomically: true, encoding: .utf8)
        let outcome = try binary.run(["run", "prova.json"], in: folder, input: "plaça\nCOL.LEGIS\nkiwi\n")
        #expect(outcome.status == 2 && outcome.stderr.contains("'kiwi' is not a move"), "\(outcome)")
        let played = try binary.run(["run", "prova.json"], in: folder, input: "plaça\nCOL.LEGIS\n:finish\n")
        let lines = played.stdout.split(separator: "\n").map(String.init)
        #expect(played.status == 0, "\(played)")
        #expect(lines.first?.contains("\"board\":[\"C[L·L]ASO\",\"OEGIR\",\"PLAÇA\",\"QTNES\"]") == true)
        #expect(
            lines.contains(
                "{\"event\":\"wordAccepted\",\"word\":\"PLAÇA\",\"path\":[[2,0],[2,1],[2,2],[2,3],[2,4]],\"points\":480}"
            ))
        #expect(lines.last?.contains("\"words\":[\"PLAÇA\",\"COL·LEGIS\"]") == true, "\(lines)")
    }

    /// Italian's and Portuguese's packs are proved by `check`; `run` reads their words (a Q tile reading Q
    /// alone, Portuguese's Ç, folded marks) and writes their tiles' faces.
    @Test(arguments: [
        ("it", ["ACQUA", "PERCH", "ESTIM", "LONTA"], "acqua\nkiwi\n", "ACQUA", "[[0,0],[0,1],[0,2],[0,3],[0,4]]", 510),
        ("pt", ["AÇAOSE", "QUANDO", "LTREMA", "SESARI"], "ação\nkiwi\n", "AÇAO", "[[0,0],[0,1],[0,2],[0,3]]", 120),
    ])
    func italianAndPortuguesePlayHeadless(
        code: String, rows: [String], moves: String, word: String, path: String, points: Int
    ) throws {
        let folder = try Self.packCheckedWithALevel(code: code, rows: rows, as: "prova.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try binary.run(["run", "prova.json"], in: folder, input: moves)
        #expect(refused.status == 2 && refused.stderr.contains("'kiwi' is not a move"), "\(refused)")
        let played = try binary.run(
            ["run", "prova.json"], in: folder, input: moves.replacingOccurrences(of: "kiwi", with: ":finish"))
        let lines = played.stdout.split(separator: "\n").map(String.init)
        #expect(played.status == 0, "\(played)")
        #expect(
            lines.contains("{\"event\":\"wordAccepted\",\"word\":\"\(word)\",\"path\":\(path),\"points\":\(points)}"),
            "\(lines)")
    }

    /// French's and Dutch's packs are proved by `check`; `run` reads their words with the Q tile reading Q
    /// alone (COQ, QUIZ: Q then U), folded marks (école) and Dutch IJ as I then J.
    @Test(arguments: [
        ("fr", ["ECOLE", "QCOQS", "ABRIS", "TUNES"], "école\ncoq\n", "ECOLE", "[[0,0],[0,1],[0,2],[0,3],[0,4]]", 210),
        ("fr", ["ECOLE", "QCOQS", "ABRIS", "TUNES"], "coq\n", "COQ", "[[0,1],[0,2],[1,3]]", 120),
        ("nl", ["IJSQU", "ZEKIZ", "ABRIS", "TUNES"], "\u{133}s\n", "IJS", "[[0,0],[0,1],[0,2]]", 70),
        ("nl", ["IJSQU", "ZEKIZ", "ABRIS", "TUNES"], "quiz\n", "QUIZ", "[[0,3],[0,4],[1,3],[1,4]]", 380),
    ])
    func frenchAndDutchPlayHeadless(
        code: String, rows: [String], moves: String, word: String, path: String, points: Int
    ) throws {
        let folder = try Self.packCheckedWithALevel(code: code, rows: rows, as: "essai.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let played = try binary.run(["run", "essai.json"], in: folder, input: moves + ":finish\n")
        let lines = played.stdout.split(separator: "\n").map(String.init)
        #expect(played.status == 0, "\(played)")
        #expect(
            lines.contains("{\"event\":\"wordAccepted\",\"word\":\"\(word)\",\"path\":\(path),\"points\":\(points)}"),
            "\(lines)")
    }

    /// German's pack is proved by `check`; `run` reads its Ä Ö Ü tiles (typed with their marks, and a noun in
    /// lower case: bär is Bär) and writes their faces.
    @Test(arguments: [
        ("über\n", "ÜBER", "[[0,0],[0,1],[0,2],[0,3]]", 220), ("grün\n", "GRÜN", "[[1,0],[1,1],[1,2],[1,3]]", 200),
        ("bär\n", "BÄR", "[[2,0],[2,1],[1,1]]", 100),
    ])
    func germanPlaysHeadlessWithItsUmlauts(moves: String, word: String, path: String, points: Int) throws {
        let folder = try Self.packCheckedWithALevel(
            code: "de", rows: ["ÜBERS", "GRÜNE", "BÄRTE", "SÖHNE"], as: "probe.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let played = try binary.run(["run", "probe.json"], in: folder, input: moves + ":finish\n")
        let lines = played.stdout.split(separator: "\n").map(String.init)
        #expect(played.status == 0, "\(played)")
        #expect(lines.first?.contains("\"board\":[\"ÜBERS\",\"GRÜNE\",\"BÄRTE\",\"SÖHNE\"]") == true, "\(lines)")
        #expect(
            lines.contains("{\"event\":\"wordAccepted\",\"word\":\"\(word)\",\"path\":\(path),\"points\":\(points)}"),
            "\(lines)")
    }

    /// Spanish's pack is proved by `check`; `run` reads its CH, LL and RR tiles (typed as their letters, one
    /// tile each, scored once: CHICOS is 10 x 11 x 3) and its Ñ, and writes their faces; a C tile then an H
    /// tile never spell CH (COCHE is not on a board whose CH is two tiles).
    @Test(arguments: [
        ("chicos\n", "CHICOS", 330), ("CALLES\n", "CALLES", 420), ("perros\n", "PERROS", 420),
        ("an\u{303}os\n", "AÑOS", 220),
    ])
    func spanishPlaysHeadlessWithItsTilesOfTwoLetters(moves: String, word: String, points: Int) throws {
        let folder = try Self.packCheckedWithALevel(
            code: "es", rows: ["[CH]ICOS", "CA[LL]ES", "PE[RR]OS", "AÑOSE", "COCHE"], as: "prueba.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let played = try binary.run(["run", "prueba.json"], in: folder, input: moves + "coche\n:finish\n")
        let lines = played.stdout.split(separator: "\n").map(String.init)
        #expect(played.status == 0, "\(played)")
        let board = "\"board\":[\"[CH]ICOS\",\"CA[LL]ES\",\"PE[RR]OS\",\"AÑOSE\",\"COCHE\"]"
        #expect(lines.first?.contains(board) == true, "\(lines)")
        let accepted = lines.filter { $0.hasPrefix("{\"event\":\"wordAccepted\",\"word\":\"\(word)\",\"path\":[[") }
        #expect(accepted.count == 1 && accepted[0].hasSuffix("]],\"points\":\(points)}"), "\(lines)")
        let coche = "{\"event\":\"wordRejected\",\"word\":\"COCHE\",\"reason\":\"notOnBoard\"}"
        #expect(lines.contains(coche), "\(lines)")
    }

    /// Polish's pack is proved by `check`; `run` reads its Ą Ć Ę Ł Ń Ó Ś Ź Ż tiles (typed with their marks,
    /// composed or not) and writes their faces; nothing folds, so `zolw` is Z-O-L-W, not ŻÓŁW.
    @Test(arguments: [
        ("źródło\n", "ŹRÓDŁO", "[[0,0],[0,1],[0,2],[0,3],[0,4],[1,4]]", 840),
        ("z\u{307}ółw\n", "ŻÓŁW", "[[1,0],[1,1],[1,2],[1,3]]", 280), ("SIĘ\n", "SIĘ", "[[2,0],[2,1],[2,2]]", 70),
    ])
    func polishPlaysHeadlessWithItsMarkedLetters(moves: String, word: String, path: String, points: Int) throws {
        let folder = try Self.packCheckedWithALevel(
            code: "pl", rows: ["ŹRÓDŁ", "ŻÓŁWO", "SIĘAK", "ĆMAŃN"], as: "test.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let played = try binary.run(["run", "test.json"], in: folder, input: moves + "zolw\n:finish\n")
        let lines = played.stdout.split(separator: "\n").map(String.init)
        #expect(played.status == 0, "\(played)")
        let board = "\"board\":[\"ŹRÓDŁ\",\"ŻÓŁWO\",\"SIĘAK\",\"ĆMAŃN\"]"
        #expect(lines.first?.contains(board) == true, "\(lines)")
        #expect(
            lines.contains("{\"event\":\"wordAccepted\",\"word\":\"\(word)\",\"path\":\(path),\"points\":\(points)}"),
            "\(lines)")
        #expect(lines.contains { $0.hasPrefix("{\"event\":\"wordRejected\",\"word\":\"ZOLW\"") }, "\(lines)")
    }

    /// Proves the language's pack by `check` (8 levels, exit 0), then writes a one-goal level of `rows` in that
    /// language as `name` in a new temporary folder, which it returns (the caller removes it).
    static func packCheckedWithALevel(code: String, rows: [String], as name: String) throws -> URL {
        let pack = WordfallBinary.repositoryRoot.appendingPathComponent("Resources/Levels/" + code).path
        let checked = try WordfallBinary.built.run(["check", pack])
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.stdout.split(separator: "\n").count == 8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-\(code)-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let board = rows.map { "\"\($0)\"" }.joined(separator: ", ")
        let level = """
            {"format": 1, "title": "Test", "language": "\(code)", "board": {"letters": [\(board)]},
             "goals": [{"type": "words", "count": 1}]}
            """
        try level.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return folder
    }
}
