import ArgumentParser
import WordfallCore
import WordfallJSON
import WordfallUI

/// `wordfall compare LINE LINE... [--json]`: result lines of one challenge side by side, each replayed on the
/// board first (docs/RULES.md, "Challenges").
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare challenge results, word by word.",
        discussion: """
            Give each line as `wordfall challenge result` prints it, quoted. Each is played
            again on the challenge's board: a line with a word the board does not give, a
            score its words do not make, or a check that fails is refused with the reason.
            That catches typos, edited scores and impossible words; it cannot catch a player
            who looked words up. When one of the lines is yours, your saved data counts the
            challenge as won or lost (`wordfall stats`).
            Exit status: 0 compared, 2 a line refused.
            """)

    @Argument(help: ArgumentHelp("Result lines, quoted.", valueName: "line"))
    var lines: [String] = []

    @Flag(name: .long, help: "One JSON object: players, both and each player's only.")
    var json = false

    @Option(
        name: .long,
        help: ArgumentHelp("With a challenge code of a level file of one's own: that level file.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var level: String?

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        guard lines.count >= 2 else { throw ValidationError("give at least two result lines to compare") }
    }

    func run() throws {
        let comparison = try Self.compare(lines, levelFile: level)
        let stdout = OutputBuffer(descriptor: .standardOutput)
        if json {
            stdout.writeLine(Self.json(comparison.comparison))
        } else {
            for line in ComparisonText.lines(comparison.comparison, title: comparison.title) { stdout.writeLine(line) }
        }
        try stdout.finish()
        ChallengeRecord.note(comparison.comparison, dataDirectory: dataOptions.dataDirectory)
    }

    /// Reads, replays and compares `lines`.
    ///
    /// - Throws: `CommandFailure` (status 2) naming the first line refused and why.
    static func compare(_ lines: [String], levelFile: String?) throws(CommandFailure) -> (
        comparison: ChallengeComparison, title: String
    ) {
        var results: [ChallengeResult] = []
        for (index, line) in lines.enumerated() {
            do {
                results.append(try ChallengeResult(reading: line))
            } catch {
                throw .badInput("line \(index + 1) (\(TerminalText.quoted(line))): error: \(error.message)")
            }
        }
        guard let code = results.first?.code else { throw .badInput("wordfall: error: no result line given") }
        if let other = results.firstIndex(where: { $0.code != code }) {
            throw .badInput("line \(other + 1): error: \(ChallengeResultError.differentChallenges.message)")
        }
        let prepared = try ChallengeLevels.resolve(code.text, levelFile: levelFile)
        var replays: [ChallengeReplay] = []
        for (index, result) in results.enumerated() {
            do {
                replays.append(try ChallengeReplay(result, level: prepared.level, lexicon: prepared.lexicon))
            } catch {
                throw .badInput("line \(index + 1) (\(result.name)): error: \(error.message)")
            }
        }
        let words = prepared.wordsOnStartingBoard().words
        return (ChallengeComparison(replays, boardWords: words), prepared.level.title)
    }

    /// The comparison as one JSON object: `code`, `players` (each `name`, `score`, `rank`, `words`, `only`,
    /// `bestMissed`, `label`), `both`, `winner` (a label).
    static func json(_ comparison: ChallengeComparison) -> String {
        // Words as their tiles read in the challenge's language (Catalan's COL·LEGI), as the result line has them.
        let tiles = comparison.code.language.language.tiles
        func words(_ json: inout JSONWriter, _ key: String, _ words: [ScoredWord]) {
            json.key(key)
            json.array { array in
                for word in words {
                    array.object { item in
                        item.member("word", tiles.faces(of: word.word))
                        item.member("points", word.points)
                    }
                }
            }
        }
        var writer = JSONWriter()
        writer.object { json in
            json.member("code", comparison.code.text)
            json.key("players")
            json.array { array in
                for player in comparison.players {
                    array.object { item in
                        item.member("name", player.name)
                        item.member("score", player.score)
                        item.member("rank", player.rank)
                        item.key("words")
                        item.array { found in
                            for word in player.words {
                                found.object { entry in
                                    entry.member("word", tiles.faces(of: word.word))
                                    entry.member("points", word.points)
                                    entry.member("second", word.second)
                                }
                            }
                        }
                        words(&item, "only", player.only)
                        item.key("bestMissed")
                        if let missed = player.bestMissed {
                            item.object { entry in
                                entry.member("word", tiles.faces(of: missed.word))
                                entry.member("points", missed.points)
                            }
                        } else {
                            item.null()
                        }
                        item.member("label", player.label)
                    }
                }
            }
            words(&json, "both", comparison.both)
            json.key("winner")
            if let winner = comparison.winner { json.string(winner) } else { json.null() }
        }
        return writer.text
    }
}
