import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

/// Challenges from the command line (docs/RULES.md, "Challenges"; docs/HEADLESS.md): a code of each kind
/// plays the game it names, the same as the level it was made from; a bad code is refused with what to do;
/// a result line goes back, compares, and counts in the statistics.
@Suite struct ChallengeTests {
    static let binary = WordfallBinary.built
    static let twoMoves = Repository.fixture("challenge/two-moves.json")
    static let starter = WordfallBinary.repositoryRoot.appendingPathComponent("Resources/Levels/01-first-steps.json")
        .path

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-challenge-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func code(_ arguments: [String]) throws -> String {
        let made = try binary.run(["challenge"] + arguments)
        #expect(made.status == 0, "\(made)")
        let code = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code.count <= 40 && code.hasPrefix("WF-") && !code.contains("\n"), "\(code)")
        return code
    }

    /// A run's lines with the level's id and the summary's result taken out: what makes it the same game.
    static func game(_ stdout: String) -> String {
        stdout.replacingOccurrences(of: #""level":"[^"]*","#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #","result":"[^"]*""#, with: "", options: .regularExpression)
    }

    @Test func aCodeOfEachKindPlaysTheGameItNames() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script.txt").path
        try "cat\ntea\n:shuffle\ndogs\n:wait 200\nrat\n".write(toFile: script, atomically: true, encoding: .utf8)
        // The day's level file, as `daily --level` prints it.
        let day = try Self.binary.run(["daily", "--level", "--date", "2026-11-24"])
        let daily = folder.appendingPathComponent("daily.json").path
        try day.stdout.write(toFile: daily, atomically: true, encoding: .utf8)
        let kinds: [(code: [String], level: String, extra: [String])] = [
            (["--daily", "2026-11-24"], daily, []), ([Self.starter], Self.starter, []),
            ([Self.twoMoves], Self.twoMoves, ["--level", Self.twoMoves]),
        ]
        for kind in kinds {
            let code = try Self.code(kind.code)
            let fromCode = try Self.binary.run(["run", code, "--script", script] + kind.extra)
            let fromFile = try Self.binary.run(["run", kind.level, "--script", script])
            #expect(fromCode.stderr == "")
            #expect(fromCode.status == fromFile.status)
            #expect(Self.game(fromCode.stdout) == Self.game(fromFile.stdout), "\(kind.code)")
            #expect(fromCode.stdout.contains(#""level":"challenge-WF"#))
            #expect(fromCode.stdout.contains(#","result":"WF"#))
            let solved = try Self.binary.run(["solve", code] + kind.extra)
            #expect(solved.stdout == (try Self.binary.run(["solve", kind.level])).stdout)
        }
        // The standard round: a 5x5 static board drawn from the seed, three minutes.
        let code = try Self.code(["--seed", "42"])
        let run = try Self.binary.run(["run", code], input: "cat\n:wait 180\n")
        let round = ChallengeRound.level(seed: 42, lexicon: try Lexicon.bundled())
        let board = Game(level: round, lexicon: try Lexicon.bundled()).board.rowStrings
        #expect(run.stdout.hasPrefix(#"{"event":"levelStarted","level":"challenge-"#))
        #expect(run.stdout.contains(#""board":["# + board.map { "\"\($0)\"" }.joined(separator: ",") + "]"))
        #expect(run.stdout.contains(#""reason":"outOfTime""#))
        #expect(try Self.code(["--seed", "42"]) == code)
    }

    @Test func aBadCodeIsRefusedWithWhatToDo() throws {
        let code = try Self.code(["--seed", "7"])
        var symbols = Array(code)
        let last = symbols.count - 1
        symbols[last] = symbols[last] == "7" ? "8" : "7"
        let changed = String(symbols)
        symbols = Array(code)
        // Two different symbols of the body swapped (a swap inside the header's kind reads as a wrong length).
        var pair = 8
        while pair + 2 < symbols.count,
            symbols[pair] == symbols[pair + 1] || symbols[pair] == "-" || symbols[pair + 1] == "-"
        {
            pair += 1
        }
        symbols.swapAt(pair, pair + 1)
        let swapped = String(symbols)
        let newer = "WF-2" + code.dropFirst(4)
        for (text, message) in [
            (changed, "does not check: a symbol is mistyped or two are swapped"),
            (swapped, "does not check: a symbol is mistyped or two are swapped"),
            (newer, "made by a newer wordfall; this one reads version 1: update wordfall"),
        ] {
            for command in [["play", text, "--plain"], ["run", text], ["solve", text]] {
                let outcome = try Self.binary.run(command)
                #expect(outcome.status == 2, "\(command)")
                #expect(outcome.stdout == "")
                #expect(outcome.stderr.contains(message), "\(outcome)")
            }
        }
        // Another word list: a level of one's own whose list changed after the code was made.
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = folder.appendingPathComponent("words.txt").path
        try "cat\ndog\n".write(toFile: words, atomically: true, encoding: .utf8)
        let level = folder.appendingPathComponent("own.json").path
        try String(contentsOfFile: Self.twoMoves, encoding: .utf8)
            .replacingOccurrences(of: #""goals""#, with: #""dictionary": "words.txt", "goals""#)
            .write(toFile: level, atomically: true, encoding: .utf8)
        let own = try Self.code([level])
        try "cat\ndog\nsat\n".write(toFile: words, atomically: true, encoding: .utf8)
        let other = try Self.binary.run(["run", own, "--level", level])
        #expect(other.status == 2)
        #expect(other.stderr.contains("the code was made with another word list"), "\(other)")
        let missing = try Self.binary.run(["run", own])
        #expect(missing.stderr.contains("names a level file by its content"), "\(missing)")
        let wrongFile = try Self.binary.run(["run", own, "--level", Self.twoMoves])
        #expect(wrongFile.stderr.contains("is not the level this code names"), "\(wrongFile)")
        let unknownLanguage = try Self.binary.run(["challenge", "--seed", "1", "--language", "klingon"])
        #expect(unknownLanguage.status == 2)
    }

    @Test func aResultGoesBackComparesAndCounts() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ["XDG_DATA_HOME": folder.path]
        let code = try Self.code([Self.starter])
        // The player's own words never apply to a challenge.
        _ = try Self.binary.run(["words", "add", "ZZZAP"], environment: data)
        let played = try Self.binary.run(
            ["play", code, "--plain"], input: "zzzap\ncat\ntrace\ncreate\nfinish\n",
            environment: data.merging(["USER": "ann"]) { $1 })
        // Nor is `words add` suggested: it would change one side's list.
        #expect(played.stdout.contains("ZZZAP: not in the dictionary."), "\(played)")
        #expect(!played.stdout.contains("words add"), "\(played)")
        let said = played.stdout.split(separator: "\n").last { $0.hasPrefix("Your result, to send back: ") }
        let mine = try #require(said.map { String($0.dropFirst("Your result, to send back: ".count)) })
        let result = try Self.binary.run(["challenge", "result", "--name", "ann"], environment: data)
        #expect(result.status == 0)
        #expect(result.stdout == mine + "\n")
        let friend = try Self.binary.run(["run", code, "--name", "bob"], input: "cat\n")
        let theirs = try #require(
            friend.stdout.split(separator: "\n").last.flatMap { line in
                line.range(of: #""result":""#).map { String(line[$0.upperBound...].dropLast(2)) }
            })
        let compared = try Self.binary.run(["compare", mine, theirs], environment: data)
        #expect(compared.status == 0, "\(compared)")
        #expect(compared.stdout.contains("1. ann"))
        #expect(compared.stdout.contains("Both found: CAT 50"))
        #expect(compared.stdout.contains("ann won, by"))
        let json = try Self.binary.run(["compare", "--json", theirs, mine])
        #expect(json.stdout.hasPrefix(#"{"code":"\#(code)","players":[{"name":"ann","score":"#))
        #expect(json.stdout.contains(#""both":[{"word":"CAT","points":50}],"winner":"ann"}"#))
        let stats = try Self.binary.run(["stats", "--json"], environment: data)
        #expect(stats.stdout.contains(#""challenges":{"won":1,"lost":0,"drawn":0}"#), "\(stats)")
        // Compared again, it still counts once.
        _ = try Self.binary.run(["compare", mine, theirs], environment: data)
        #expect(try Self.binary.run(["stats", "--json"], environment: data).stdout == stats.stdout)
        // An edited line is refused with the reason.
        let edited = theirs.replacingOccurrences(of: ":bob:50:", with: ":bob:90:")
        let refused = try Self.binary.run(["compare", mine, edited])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("line 2"))
        #expect(refused.stderr.contains("does not check"))
    }

    /// Issue 42: two lines of one name are told apart in what `compare` prints, by their place among that
    /// name's lines as given.
    @Test func twoLinesOfOneNameReadApart() throws {
        let code = try Self.code(["--seed", "42"])
        func line(_ input: String) throws -> String {
            let run = try Self.binary.run(["run", code, "--name", "ann"], input: input)
            let last = try #require(run.stdout.split(separator: "\n").last)
            let start = try #require(last.range(of: #""result":""#))
            return String(last[start.upperBound...].dropLast(2))
        }
        let words = try Self.binary.run(["solve", code]).stdout.split(separator: "\n").map {
            String($0.split(separator: " ")[1])
        }
        let first = try line(words[0].lowercased() + "\n")
        let second = try line(words[1].lowercased() + "\n" + words[2].lowercased() + "\n")
        let compared = try Self.binary.run(["compare", first, second])
        #expect(compared.status == 0, "\(compared)")
        let lines = compared.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("1. ann (") && lines[2].hasPrefix("2. ann ("), "\(compared)")
        #expect(lines.contains { $0.hasPrefix("Only ann (1): \(words[0]) ") }, "\(compared)")
        #expect(lines.contains { $0.hasPrefix("Only ann (2): ") && $0.contains(words[1]) }, "\(compared)")
        let json = try Self.binary.run(["compare", "--json", first, second])
        #expect(json.stdout.contains(#""label":"ann (1)""#) && json.stdout.contains(#""label":"ann (2)""#), "\(json)")
    }

    /// Quitting a challenge before its end prints no result: an earlier game's line is not this one's.
    @Test func aChallengeLeftHasNoResultYet() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ["XDG_DATA_HOME": folder.path, "USER": "ann"]
        let code = try Self.code([Self.starter])
        let first = try Self.binary.run(
            ["play", code, "--plain"], input: "cat\ntrace\ncreate\nfinish\n", environment: data)
        #expect(first.stdout.contains("Your result, to send back: \(code.filter { $0 != "-" }):ann:"), "\(first)")
        let left = try Self.binary.run(["play", code, "--plain"], input: "tea\nquit\nyes\n", environment: data)
        #expect(left.status == 0)
        #expect(!left.stdout.contains("Your result"), "\(left)")
        #expect(
            left.stdout.hasSuffix(
                "No result yet: the challenge was left before its end; `wordfall play \(code)` goes back to it.\n"),
            "\(left)")
    }

    /// Issue 42: a challenge's result is its first play to the end. A later play of the code is practice,
    /// said so, and its line is never the one `play` or `challenge result` gives; the name `--name` gave is
    /// kept for the next ones.
    @Test func aLaterPlayIsPracticeAndTheFirstLineStands() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ["XDG_DATA_HOME": folder.path, "USER": "root"]
        let code = try Self.code([Self.starter])
        let first = try Self.binary.run(
            ["play", code, "--plain", "--name", "ann"], input: "cat\ntrace\ncreate\nfinish\n", environment: data)
        let prefix = "Your result, to send back: "
        let said = first.stdout.split(separator: "\n").last { $0.hasPrefix(prefix) }
        let counted = try #require(said.map { String($0.dropFirst(prefix.count)) }, "\(first)")
        #expect(counted.contains(":ann:"))
        // Played again in another order: practice, and the first line stands, with the name kept.
        let again = try Self.binary.run(
            ["play", code, "--plain"], input: "trace\ncat\ncreate\nfinish\n", environment: data)
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.contains("Practice: this code was played to its end before"), "\(again)")
        #expect(
            again.stdout.hasSuffix(
                "Practice: a challenge's result is its first play's, and this code was played before. "
                    + "Your result, to send back: \(counted)\n"), "\(again)")
        let result = try Self.binary.run(["challenge", "result"], environment: data)
        #expect(result.stdout == counted + "\n", "\(result)")
        let byCode = try Self.binary.run(["challenge", "result", code], environment: data)
        #expect(byCode.stdout == counted + "\n", "\(byCode)")
    }
}
