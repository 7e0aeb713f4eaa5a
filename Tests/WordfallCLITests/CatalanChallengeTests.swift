import Foundation
import Testing
import WordfallTestSupport

/// Catalan challenges (docs/LANGUAGES.md, docs/RULES.md "Challenges"): a code of each kind carries its
/// language, plays the Catalan game it names headless, in plain mode and in `solve`, and its result line and
/// comparison keep the tiles of several letters (L·L, NY) whole.
@Suite struct CatalanChallengeTests {
    static let binary = WordfallBinary.built
    static let root = WordfallBinary.repositoryRoot.path
    static let starter = root + "/Resources/Levels/ca/01-generated.json"

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-ca-challenge-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func code(_ arguments: [String]) throws -> String {
        let made = try binary.run(["challenge"] + arguments)
        #expect(made.status == 0, "\(made)")
        let code = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code.count <= 40 && code.hasPrefix("WF-1"), "\(code)")
        return code
    }

    /// The summary's result line of a headless run.
    static func result(_ stdout: String) throws -> String {
        let last = try #require(stdout.split(separator: "\n").last)
        let start = try #require(last.range(of: #""result":""#))
        return String(last[start.upperBound...].dropLast(2))
    }

    @Test func aCatalanCodeOfEachKindPlaysTheGameItNames() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A level of one's own: the starter level retitled (so not the pack's bytes).
        let own = folder.appendingPathComponent("own.json").path
        try String(contentsOfFile: Self.starter, encoding: .utf8)
            .replacingOccurrences(of: #""title": ""#, with: #""title": "Own "#)
            .write(toFile: own, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("script.txt").path
        try "rodats\ndropo\nnul·la\nrenyit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let round = try Self.binary.run([
            "run", try Self.code(["--seed", "11", "--language", "ca"]), "--script", script,
        ])
        // The Catalan daily's level file, as `daily --level --language ca` prints it.
        let day = try Self.binary.run(["daily", "--level", "--date", "2026-11-24", "--language", "ca"])
        let daily = folder.appendingPathComponent("daily.json").path
        try day.stdout.write(toFile: daily, atomically: true, encoding: .utf8)
        let kinds: [(code: [String], level: String, extra: [String])] = [
            ([Self.starter], Self.starter, []), ([own], own, ["--level", own]),
            (["--daily", "2026-11-24", "--language", "ca"], daily, []),
        ]
        for kind in kinds {
            let code = try Self.code(kind.code)
            let fromCode = try Self.binary.run(["run", code, "--script", script] + kind.extra)
            let fromFile = try Self.binary.run(["run", kind.level, "--script", script])
            #expect(fromCode.stderr == "", "\(fromCode)")
            let same = { (text: String) in
                text.replacingOccurrences(of: #""level":"[^"]*","#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: #","result":"[^"]*""#, with: "", options: .regularExpression)
            }
            #expect(same(fromCode.stdout) == same(fromFile.stdout), "\(kind.code)")
            #expect(fromCode.stdout.contains(#""level":"challenge-WF"#), "\(fromCode)")
            #expect(try Self.result(fromCode.stdout).hasPrefix(code.filter { $0 != "-" } + ":"))
            #expect(
                try Self.binary.run(["solve", code] + kind.extra).stdout
                    == (try Self.binary.run(["solve", kind.level])).stdout)
        }
        // The round: Catalan's bag, its L·L and NY tiles, on a 5x5 board, words as their tiles read.
        #expect(round.stdout.contains(#""board":["NTUEM","NU[L·L]IA","TIOAZ","[NY]ENSS","ERATT"]"#), "\(round)")
        #expect(round.stdout.contains(#""words":["NUL·LA","RENYIT"]"#), "\(round)")
        let solved = try Self.binary.run(["solve", try Self.code(["--seed", "11", "--language", "catalan"])])
        #expect(solved.stdout.contains("\n420 RENYIT ") && solved.stdout.contains("\n260 NUL·LA "), "\(solved)")
        #expect(try Self.code(["--seed", "11"]) != (try Self.code(["--seed", "11", "--language", "ca"])))
    }

    @Test func aCatalanResultKeepsItsTilesAndCompares() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = try Self.code(["--seed", "11", "--language", "ca"])
        let played = try Self.binary.run(
            ["play", code, "--plain", "--name", "ann"], input: "renyit\nnul.la\nareny\nfinish\nyes\n",
            environment: ["XDG_DATA_HOME": folder.path])
        let compact = code.filter { $0 != "-" }
        let said = played.stdout.split(separator: "\n").last { $0.hasPrefix("Your result, to send back: ") }
        let mine = try #require(said.map { String($0.dropFirst("Your result, to send back: ".count)) }, "\(played)")
        #expect(mine.hasPrefix("\(compact):ann:940:RENYIT@"), "\(mine)")
        #expect(mine.contains(",NUL·LA@") && mine.contains(",ARENY@"), "\(mine)")
        let friend = try Self.binary.run(["run", code, "--name", "bob"], input: "nul·la\nconys\n")
        let theirs = try Self.result(friend.stdout)
        #expect(theirs.hasPrefix("\(compact):bob:260:NUL·LA@0:"), "\(theirs)")
        let compared = try Self.binary.run(["compare", mine, theirs.lowercased()])
        #expect(compared.status == 0, "\(compared)")
        #expect(compared.stdout.contains("\nBoth found: NUL·LA 260\n"), "\(compared)")
        #expect(compared.stdout.contains("\nOnly ann: RENYIT 420, ARENY 260\n"), "\(compared)")
        #expect(compared.stdout.contains("\nann won, by 680 points."), "\(compared)")
        let json = try Self.binary.run(["compare", "--json", mine, theirs])
        #expect(json.stdout.contains(#""both":[{"word":"NUL·LA","points":260}],"winner":"ann"}"#), "\(json)")
        // L then L is not the L·L tile: a line that spells it so is refused with the reason.
        let forged = try Self.binary.run(["compare", mine, theirs.replacingOccurrences(of: "NUL·LA", with: "NULLA")])
        #expect(forged.status == 2, "\(forged)")
    }

    @Test func aCatalanCodeIsRefusedWhereItDoesNotFit() throws {
        let english = try Self.binary.run(["challenge", Self.starter, "--language", "en"])
        #expect(english.status == 2)
        #expect(english.stderr.contains("the level is in catalan (its \"language\"), not english"), "\(english)")
        // A Catalan level file's code with an English file given for it.
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = folder.appendingPathComponent("own.json").path
        try String(contentsOfFile: Self.starter, encoding: .utf8)
            .replacingOccurrences(of: #""title": ""#, with: #""title": "Own "#)
            .write(toFile: own, atomically: true, encoding: .utf8)
        let code = try Self.code([own])
        let wrong = try Self.binary.run(["run", code, "--level", Repository.fixture("challenge/two-moves.json")])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("is not the level this code names"), "\(wrong)")
    }
}
