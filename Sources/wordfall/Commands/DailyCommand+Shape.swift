import WordfallCore
import WordfallProgress
import WordfallUI

extension DailyCommand {
    /// What the share text takes from a day played, each read or made once: the game kept of it (its replay
    /// and its level), and the day's puzzle when the result is of this build's board.
    struct SharedDay {
        var replay: StoredReplay?
        var level: Level?
        var puzzle: DailyPuzzle?
        var lexicon: Lexicon?

        init(_ result: DailyResult, store: GameStore?) {
            let language = DailyCommand.language(of: result)
            guard let day = CalendarDay(result.date) else { return }
            let id = DailyPuzzle.id(of: day, language: language)
            replay = ((try? store?.replays(ofLevel: id)) ?? []).first
            if let replay {
                level = try? LevelLoader().load(bytes: Array(replay.levelText.utf8), path: replay.level + ".json")
            }
            guard result.generator == DailyPuzzle.generatorVersion, let lexicon = try? Lexicon.bundled(language) else {
                return
            }
            self.lexicon = lexicon
            puzzle = DailyPuzzle(day: day, language: language, lexicon: lexicon)
        }
    }

    /// The share text's shape of a day played (docs/HEADLESS.md, `daily --share`), from the game kept of it: its
    /// moves played again give the words found, the day's puzzle the words on the board and the big
    /// word. Nil when no game of that day is kept, or the result is of another generator's board.
    static func shape(of day: SharedDay) -> ShareText.Shape? {
        guard let puzzle = day.puzzle, let lexicon = day.lexicon, let level = day.level,
            let moves = day.replay.flatMap({ ReplayText.decode($0.moves) })
        else { return nil }
        let game = Game(level: level, lexicon: lexicon)
        game.restore(moves, elapsed: moves.last?.at ?? 0)
        let found = Set(game.foundWords.map { $0.uppercased() })
        let expected = puzzle.words.map(\.word)
        return ShareText.Shape(
            found: expected.filter(found.contains), missed: expected.filter { !found.contains($0) },
            bigWord: puzzle.bigWord?.word, played: game.foundWords.map { $0.uppercased() })
    }
}
