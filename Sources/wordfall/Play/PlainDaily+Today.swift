import WordfallCore
import WordfallProgress
import WordfallUI

extension PlainDaily {
    /// Today's puzzle in `language` from `data`, as `wordfall daily` plays it: the language's bundled word list, one result a day
    /// (once its round is played, its hunt), recorded by the same recorders.
    static func today(data: SavedData, language: Language = .english) -> PlainDaily {
        PlainDaily {
            let day = CalendarDay.today()
            let lexicon: Lexicon
            do throws(LexiconError) {
                lexicon = try Lexicon.bundled(language)
            } catch {
                return .failure(Refusal(lines: [LexiconCache.message(for: error)]))
            }
            let result = data.store.flatMap { try? $0.dailyResult(on: day.description, language: language.code) }
            if let problem = result?.problem {
                return .failure(Refusal(lines: DailyCommand.damaged(day, problem: problem, store: data.store).lines))
            }
            let puzzle = DailyPuzzle(day: day, language: language, lexicon: lexicon)
            let level: Level
            do throws(LevelError) {
                level = try LevelLoader().load(bytes: Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json")
            } catch {
                return .failure(Refusal(lines: error.lines))
            }
            // Once the round is played, today's puzzle is its hunt.
            if result != nil {
                let recorder = HuntRecorder(
                    data: data, puzzle: puzzle, hunt: HuntRecorder.dayHunt(puzzle, store: data.store))
                var services = PlayServices.standard(data: data)
                services.nudge = recorder.nudge
                services.nudgesGiven = recorder.nudgesGiven
                services.dailyLanguage = language.isEnglish ? nil : language
                return .success(
                    Game(
                        level: HuntPlay.level(level), lexicon: lexicon, play: DailyPlay(puzzle, hunt: recorder.hunt),
                        progress: recorder, services: services))
            }
            let play = DailyPlay(puzzle)
            var services = PlayServices.standard(data: data)
            services.dailyLanguage = language.isEnglish ? nil : language
            return .success(
                Game(
                    level: level, lexicon: lexicon, play: play,
                    progress: StoredProgress(.daily(play), data: data), services: services))
        }
    }
}
