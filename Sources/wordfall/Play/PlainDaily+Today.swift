import WordfallCore
import WordfallUI

extension PlainDaily {
    /// Today's puzzle from `data`, as `wordfall daily` plays it: the bundled word list, one result a day
    /// (a day played already says its result), recorded by the same recorder.
    static func today(data: SavedData) -> PlainDaily {
        PlainDaily {
            let day = CalendarDay.today()
            let lexicon: Lexicon
            do throws(LexiconError) {
                lexicon = try Lexicon.bundled()
            } catch {
                return .failure(Refusal(lines: [LexiconCache.message(for: error)]))
            }
            if let store = data.store, let result = try? store.dailyResult(on: day.description) {
                if let problem = result.problem {
                    return .failure(Refusal(lines: DailyCommand.damaged(day, problem: problem, store: store).lines))
                }
                let share = ShareText.lines(
                    day: result.date, rank: result.rank, score: result.score,
                    total: result.total, words: result.words, longestWordLength: result.bestWordLength,
                    shape: DailyCommand.shape(of: result, store: data.store), unicode: false)
                return .failure(
                    Refusal(lines: ["You played the puzzle of \(day) already; one result per day:"] + share))
            }
            let puzzle = DailyPuzzle(day: day, lexicon: lexicon)
            let level: Level
            do throws(LevelError) {
                level = try LevelLoader().load(bytes: Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json")
            } catch {
                return .failure(Refusal(lines: error.lines))
            }
            let play = DailyPlay(puzzle)
            return .success(
                Game(
                    level: level, lexicon: lexicon, play: play,
                    progress: StoredProgress(.daily(play), data: data),
                    services: PlayServices.standard(data: data)))
        }
    }
}
