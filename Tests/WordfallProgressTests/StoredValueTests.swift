import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

/// Values in the database that this build never writes (a bit flip, a hand edit, a later version):
/// every read skips the damaged row, says which value is wrong, and never traps.
@Suite struct StoredValueTests {
    /// One damage: the statement that plants it, and what the report of the skipped row says.
    struct Damage: CustomTestStringConvertible, Sendable {
        var sql: String
        var report: String
        var testDescription: String { sql }
    }

    static let damages: [Damage] = [
        Damage(
            sql: "UPDATE level_progress SET best_stars = -1",
            report: "table level_progress, pack starter, level 01: best_stars is -1, not a whole number from 0 to 3"),
        Damage(
            sql: "UPDATE level_progress SET best_stars = 1e300",
            report: "best_stars is 1e+300, not a whole number from 0 to 3"),
        Damage(
            sql: "UPDATE level_progress SET best_score = 1e300",
            report: "best_score is 1e+300, not a whole number from 0 to 1000000000"),
        Damage(
            sql: "UPDATE level_progress SET best_score = -5", report: "best_score is -5, not a whole number from 0"),
        Damage(
            sql: "UPDATE level_progress SET completed = 7", report: "completed is 7, not a whole number from 0 to 1"),
        Damage(
            sql: "UPDATE level_progress SET best_word_points = 1e300",
            report: "best_word_points is 1e+300, not a whole number"),
        Damage(sql: "UPDATE game_words SET points = 1e300", report: "table game_words: 1 row whose points are not"),
        Damage(sql: "UPDATE game_words SET points = -3", report: "table game_words: 1 row whose points are not"),
    ]

    static let replayDamages: [Damage] = [
        Damage(sql: "UPDATE games SET score = 1e300", report: "table games, game 1: score is 1e+300, not a whole"),
        Damage(sql: "UPDATE games SET stars = -1", report: "table games, game 1: stars is -1, not a whole"),
        Damage(
            sql: "UPDATE games SET duration = 1e300", report: "table games, game 1: duration is 1e+300, not a number"),
        Damage(sql: "UPDATE games SET ended_at = 1e300", report: "table games, game 1: ended_at is 1e+300"),
        Damage(sql: "UPDATE games SET ending = 'won'", report: "table games, game 1: ending is 'won', not one of"),
    ]

    func withStore(_ damage: String, _ body: (GameStore) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-damage-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let store = try #require(GameStore.open(directory: folder).store)
            try store.record(
                PlayedGame(
                    id: GameID.random(), endedAt: 1_795_308_060, pack: "starter", level: "01", seed: 7, score: 120,
                    stars: 2,
                    words: [PlayedWord(word: "QUEENS", points: 120)], duration: 12.5, ending: .completed,
                    replay: .init(levelText: "{}", moves: "1.000\tcat\n")))
            try store.connection.execute(damage)
        }
        // Opened again, as the next command would.
        let opened = GameStore.open(directory: folder)
        #expect(opened.warnings == [])
        try body(try #require(opened.store))
    }

    @Test(arguments: damages)
    func aDamagedValueIsSkippedAndReported(_ damage: Damage) throws {
        try withStore(damage.sql) { store in
            let statistics = try store.statistics(today: try #require(CalendarDay(year: 2026, month: 11, day: 25)))
            let progress = try store.progress()
            let reports = store.takeDamageReports()
            #expect(reports.count == 1, "one report: \(reports)")
            #expect(reports.first?.contains(damage.report) == true, "\(reports)")
            #expect(reports.first?.hasPrefix("Your saved data in \(store.path) has a damaged row, not read: ") == true)
            #expect(statistics.gamesPlayed == 1)
            if damage.sql.contains("game_words") {
                #expect(statistics.bestWord == nil)
                #expect(statistics.stars == 2)
                #expect(progress.level("01", inPack: "starter")?.bestStars == 2)
            } else {
                #expect(statistics.stars == 0)
                #expect(statistics.packs == [])
                #expect(statistics.bestWord == ScoredWord(word: "QUEENS", points: 120))
            }
            if !damage.sql.contains("best_word_points") && !damage.sql.contains("game_words") {
                #expect(progress.level("01", inPack: "starter") == nil)
            }
            // Reported once.
            _ = try store.progress()
            #expect(store.takeDamageReports() == [])
        }
    }

    @Test(arguments: replayDamages)
    func aDamagedGameIsLeftOutOfTheReplaysAndSaysWhy(_ damage: Damage) throws {
        try withStore(damage.sql) { store in
            let replays = try store.replays()
            #expect(replays == [])
            let reports = store.takeDamageReports()
            #expect(reports.count == 1 && reports.first?.contains(damage.report) == true, "\(reports)")
            #expect(throws: ProgressError.self) { try store.replay(id: 1) }
        }
    }

    @Test func aDamagedBestIsReplacedByTheNextPlay() throws {
        try withStore("UPDATE level_progress SET best_stars = 1e300, best_score = -1") { store in
            let recorded = try store.record(
                PlayedGame(
                    id: GameID.random(), endedAt: 1_795_308_100, pack: "starter", level: "01", seed: 7, score: 50,
                    stars: 1, words: [],
                    duration: 3, ending: .completed))
            #expect(recorded.improved)
            #expect(
                try store.progress().level("01", inPack: "starter")
                    == LevelProgress(bestScore: 50, bestStars: 1, completed: true))
        }
    }

    /// Values each in its range that no build writes together (issue 36, item 11): `stats` reported none.
    static let statisticsDamages: [Damage] = [
        Damage(
            sql: "UPDATE games SET ending = 'won'",
            report:
                "table games: 1 row whose ending is not one of completed, outOfMoves, outOfTime, noWordsLeft, burnedDown, "
                + "ended; skipped, with their words"),
        Damage(
            sql: "UPDATE game_words SET word = char(27) || '[31mQUEENS'",
            report: "table game_words: 1 row whose word is empty, longer than 1000 letters or holds a control or "
                + "invisible character; skipped"),
        Damage(
            sql: "UPDATE game_words SET word = 'QUE' || char(8203) || 'ENS'",
            report: "table game_words: 1 row whose word is empty"),
        Damage(sql: "UPDATE game_words SET word = ''", report: "table game_words: 1 row whose word is empty"),
    ]

    @Test(arguments: statisticsDamages)
    func aGameOrWordNoBuildWritesIsLeftOutOfTheStatistics(_ damage: Damage) throws {
        try withStore(damage.sql) { store in
            let statistics = try store.statistics(today: try #require(CalendarDay(year: 2026, month: 11, day: 25)))
            let reports = store.takeDamageReports()
            #expect(reports.count == 1 && reports.first?.contains(damage.report) == true, "\(reports)")
            #expect(statistics.gamesPlayed == (damage.sql.contains("ending") ? 0 : 1))
            #expect(statistics.wordsFound == 0)
            #expect(statistics.bestWord == nil && statistics.longestWord == nil)
        }
    }

    /// A round whose finds (accepted words not on the board's expected list) score past the board's
    /// total is what a build writes: it is kept and read back whole, counted in the statistics, not
    /// reported as damaged (a perfect round once lost its day, its share and its hunt so).
    @Test func aRoundPastTheBoardsTotalIsKept() throws {
        try withStore("") { store in
            var game = PlayedGame(
                id: GameID.random(), endedAt: 1_795_308_060, pack: nil, level: "daily-2026-11-22", seed: 7,
                score: 1_100, stars: 0, words: [PlayedWord(word: "QUEENS", points: 1_100)], duration: 120,
                ending: .ended)
            game.daily = DailyResult(
                date: "2026-11-22", generator: 2, score: 1_100, total: 1000, rank: "Queen Bee", words: 1,
                bestWordLength: 6)
            try store.record(game)
            let read = try #require(try store.dailyResult(on: "2026-11-22"))
            #expect(read.problem == nil && read.score == 1_100 && read.rank == "Queen Bee", "\(read)")
            let statistics = try store.statistics(today: try #require(CalendarDay(year: 2026, month: 11, day: 25)))
            #expect(store.takeDamageReports() == [])
            #expect(statistics.daily.daysPlayed == 1)
        }
    }

    /// A day's result whose rank no version names, or whose date is
    /// no day: reported by `stats` and skipped, and reported when the day is asked for (it stays played).
    @Test(arguments: [
        ("UPDATE daily_results SET rank = 'Bogus'", "rank is 'Bogus', not a rank, one of Beginner, Good Start,"),
        ("UPDATE daily_results SET date = '2026-13-40'", "date is '2026-13-40', not a day, YYYY-MM-DD"),
    ])
    func aDailyResultNoBuildWritesIsReported(_ sql: String, _ report: String) throws {
        try withStore("") { store in
            var game = PlayedGame(
                id: GameID.random(), endedAt: 1_795_308_060, pack: nil, level: "daily-2026-11-22", seed: 7,
                score: 300, stars: 0, words: [PlayedWord(word: "QUEENS", points: 300)], duration: 180,
                ending: .outOfTime)
            game.daily = DailyResult(
                date: "2026-11-22", generator: 2, score: 300, total: 1000, rank: "Solid", words: 1, bestWordLength: 6)
            try store.record(game)
            #expect(try store.dailyResult(on: "2026-11-22")?.problem == nil)
            try store.connection.execute(sql)
            let statistics = try store.statistics(today: try #require(CalendarDay(year: 2026, month: 11, day: 25)))
            let reports = store.takeDamageReports()
            #expect(reports.count == 1 && reports.first?.contains("table daily_results, ") == true, "\(reports)")
            #expect(reports.first?.contains(report) == true, "\(reports)")
            #expect(reports.first?.hasSuffix("; the row is skipped.") == true, "\(reports)")
            #expect(statistics.daily.daysPlayed == 0)
            #expect(statistics.daily.ranks.allSatisfy { $0.days == 0 })
            if !sql.contains("date =") {
                let read = try #require(try store.dailyResult(on: "2026-11-22"), "a damaged day is still played")
                #expect(read.problem?.contains(report) == true, "\(read)")
            }
        }
    }
}
