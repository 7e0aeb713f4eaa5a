import WordfallCore
import WordfallProgress
import WordfallUI

extension DailyCommand {
    /// The share text's shape of a day played (docs/HEADLESS.md, `daily --share`), from the game kept of it: its
    /// moves played again give the words found, the day's puzzle the words on the board and the big
    /// word. Nil when no game of that day is kept, or the result is of another generator's board.
    static func shape(of result: DailyResult, store: GameStore?) -> ShareText.Shape? {
        let language = language(of: result)
        guard result.generator == DailyPuzzle.generatorVersion, let day = CalendarDay(result.date),
            let replay = replay(of: result, store: store), let moves = ReplayText.decode(replay.moves),
            let level = try? LevelLoader().load(bytes: Array(replay.levelText.utf8), path: replay.level + ".json"),
            let lexicon = try? Lexicon.bundled(language)
        else { return nil }
        let puzzle = DailyPuzzle(day: day, language: language, lexicon: lexicon)
        let game = Game(level: level, lexicon: lexicon)
        game.restore(moves, elapsed: moves.last?.at ?? 0)
        let found = Set(game.foundWords.map { $0.uppercased() })
        let expected = puzzle.words.map(\.word)
        return ShareText.Shape(
            found: expected.filter(found.contains), missed: expected.filter { !found.contains($0) },
            bigWord: puzzle.bigWord?.word, played: game.foundWords.map { $0.uppercased() })
    }

    /// The game kept of the day `result` is of (a daily has one), nil when none is.
    private static func replay(of result: DailyResult, store: GameStore?) -> StoredReplay? {
        guard let day = CalendarDay(result.date) else { return nil }
        let id = DailyPuzzle.id(of: day, language: language(of: result))
        return ((try? store?.replays()) ?? []).first { $0.pack == nil && $0.level == id }
    }

    /// Whether the day was played in hard mode (its kept game's level says so): the share text's `*`.
    static func playedHard(_ result: DailyResult, store: GameStore?) -> Bool {
        guard let replay = replay(of: result, store: store) else { return false }
        return (try? LevelLoader().load(bytes: Array(replay.levelText.utf8), path: replay.level + ".json"))?.rules.hard
            == true
    }
}
