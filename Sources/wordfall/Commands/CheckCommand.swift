import ArgumentParser
import SystemPackage
import WordfallCore

/// `wordfall check PATH...`: validates level files and packs, and says what each valid board offers.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check levels and packs; print what each board offers.",
        discussion: """
            A PATH is a level file or a pack folder (holding pack.json). For each valid
            level, one line on stdout:
              ID: ROWSxCOLUMNS, N words (M with finds), best WORD (POINTS points),
              solution in K moves (difficulty D)
            (N counts the expected words formable on the starting board, M all the words of
            the list when more; "best" is the best expected word, omitted when N is 0; "at
            least N words" and a warning on stderr when the board has more paths than the
            solver's budget can try; D rates the level from 1.0 to 10.0 by what completing
            it asks, docs/LEVELS.md "Difficulty"). A goal no game can complete (more words
            than the move limit allows; on a static board, more than its boards hold, a
            word they cannot form, a score beyond the best words' total, ...) is an error:
            FILE: error: goals[N]: cannot be completed: WHY. Each problem is one line on
            stderr: FILE:LINE:COLUMN: error: MESSAGE for JSON syntax, FILE: error: PATH:
            MESSAGE for a wrong value.
            Exit status: 0 when every file is valid, 2 otherwise.
            """
    )

    @Argument(
        help: ArgumentHelp("Level files and pack folders.", valueName: "path"), completion: .file(extensions: ["json"]))
    var paths: [String]

    @OptionGroup var options: LevelOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one level file or pack folder.") }
    }

    func run() throws {
        try Self.run(paths: paths, options: options.overrides)
    }

    /// The check, from plain values: `DirectInvocation` calls it without argument-parser.
    static func run(paths: [String], options: LevelOverrides) throws {
        let stdout = OutputBuffer(descriptor: .standardOutput)
        let stderr = OutputBuffer(descriptor: .standardError)
        var lexicons = LexiconCache()
        var problems = false
        for path in paths {
            for (file, outcome) in Self.levels(at: path, options: options) {
                do throws(CommandFailure) {
                    let level = try outcome.get()
                    let prepared = try PreparedLevel.prepare(level, options: options, lexicons: &lexicons)
                    // Goals no game can complete are errors in the level-file shape (docs/LEVELS.md).
                    // The bot, the rating and the best game search each board once between them (and
                    // the starting board's search here is theirs too).
                    let searches = BoardSearches()
                    let impossible = GoalFeasibility.problems(
                        level: prepared.level, lexicon: prepared.lexicon, searches: searches)
                    guard impossible.isEmpty else {
                        throw .badInput(
                            impossible.map { "\(file): error: goals[\($0.goal)]: cannot be completed: \($0.reason)" })
                    }
                    let search = prepared.summaryOfStartingBoard()
                    // The bot needs whole searches: a board past the solver's budget is not searched for a solution.
                    let bot = search.isComplete ? Self.solve(prepared, searches: searches) : nil
                    var line = Self.summaryLine(prepared, search)
                    // The player's finish after the last goal is not counted as a move.
                    if let bot, let solution = bot.solution?.filter({ $0 != .finish }) {
                        line += ", solution in \(solution.count) move\(solution.count == 1 ? "" : "s")"
                        if let rating = bot.rating { line += " (difficulty \(Self.oneDecimal(rating.difficulty)))" }
                    }
                    stdout.writeLine(line)
                    stdout.flush()
                    if !search.isComplete {
                        stderr.writeLine(prepared.incompleteSearchWarning(steps: search.steps))
                    } else if let bot, bot.solution == nil {
                        stderr.writeLine(
                            bot.positions == 0
                                ? "\(file): warning: no move can be played: the level is over as it starts"
                                : "\(file): warning: no solution found (searched \(bot.positions) positions); "
                                    + "the level may still be solvable")
                    }
                    if let bot, let stars = prepared.level.stars,
                        let best = LevelBot.bestGame(
                            level: prepared.level, lexicon: prepared.lexicon, solution: bot.solution,
                            expectedOnly: true, searches: searches)
                    {
                        for (count, threshold) in [(2, stars.twoStars), (3, stars.threeStars)]
                        where best.score < threshold {
                            stderr.writeLine(
                                "\(file): warning: stars: \(count) stars need \(threshold) points; the best game found "
                                    + "scores \(best.score) (docs/LEVELS.md, \"Stars within reach\")")
                        }
                        // A star one word makes (docs/LEVELS.md, "Two ways to every star").
                        let spread = StarSpread.problems(
                            level: prepared.level, lexicon: prepared.lexicon, solution: bot.solution, best: best,
                            searches: searches)
                        for problem in spread { stderr.writeLine(StarSpread.warning(problem, file: file)) }
                    }
                    // A letter goal the draws decide (docs/LEVELS.md, "Letter goals and luck").
                    for chance in LetterLuck.problems(level: prepared.level) {
                        stderr.writeLine(LetterLuck.warning(chance, file: file, language: prepared.level.language))
                    }
                    stderr.flush()
                } catch {
                    problems = true
                    stdout.flush()
                    for line in error.lines { stderr.writeLine(line) }
                    stderr.flush()
                }
            }
        }
        stderr.flush()
        try stdout.finish()
        if problems { throw ExitCode(Wordfall.badInputStatus) }
    }

    /// The levels at `path`: one for a level file, each of a pack's levels for a pack folder (or its `pack.json`).
    ///
    /// A pack's problems (its `pack.json`, duplicate ids, its levels') come as
    /// one failure, after the levels that are fine on their own.
    static func levels(at path: String, options: LevelOverrides) -> [(file: String, Result<Level, CommandFailure>)] {
        let loader = LevelLoader(checksDictionary: options.dictionary == nil)
        guard PreparedLevel.isPack(path) else {
            do {
                return [(path, .success(try loader.load(path: path)))]
            } catch {
                return [(path, .failure(.badInput(error.lines)))]
            }
        }
        let packs = PackLoader(levelLoader: loader)
        do {
            let loaded = try packs.loadLevels(path: path)
            return zip(loaded.pack.levelPaths, loaded.levels).map { ($0, .success($1)) }
        } catch {
            var outcomes: [(file: String, Result<Level, CommandFailure>)] = []
            if let pack = try? packs.load(path: path) {
                outcomes = pack.levelPaths.compactMap { levelPath in
                    (try? loader.load(path: levelPath)).map { (levelPath, .success($0)) }
                }
            }
            outcomes.append((path, .failure(.badInput(error.lines))))
            return outcomes
        }
    }

    /// A game that completes the level, of expected words where one is found (what a person would play),
    /// else of any words; and the level's rating (docs/LEVELS.md, "Difficulty").
    /// `searches`: the boards searched, shared by the bots and the rating (and the best game after them).
    static func solve(
        _ prepared: PreparedLevel, searches: BoardSearches = BoardSearches()
    ) -> (solution: [Move]?, rating: LevelRating?, positions: Int) {
        let level = prepared.level
        let lexicon = prepared.lexicon
        let expected = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true, searches: searches)
        let any =
            expected.solution == nil ? LevelBot.solve(level: level, lexicon: lexicon, searches: searches) : expected
        let rating = LevelRating.rate(
            level: level, lexicon: lexicon, solution: expected.solution, positions: expected.positions,
            completesWithFinds: any.solution != nil, searches: searches)
        return (any.solution, rating, any.positions)
    }

    /// `1.25` as `1.3`: one decimal, rounded half up.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `ID: ROWSxCOLUMNS, N words (M with finds), best WORD (POINTS points)`: N expected words, M all the
    /// words of the list (omitted when the same), the best expected word.
    static func summaryLine(_ prepared: PreparedLevel, _ search: BoardSummary) -> String {
        let board = prepared.startingBoard
        let expected = search.expectedCount
        var count = "\(search.isComplete ? "" : "at least ")\(expected) word\(expected == 1 ? "" : "s")"
        if search.count != expected { count += " (\(search.count) with finds)" }
        var line = "\(prepared.level.id): \(board.rows)x\(board.columns), \(count)"
        if let best = search.bestExpected {
            let language = prepared.level.language
            let word = language.isEnglish ? best.word : language.tiles.faces(of: best.word)
            line += ", best \(word) (\(best.points) points)"
        }
        return line
    }
}
