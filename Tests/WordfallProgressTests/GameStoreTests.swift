import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

@Suite struct GameStoreTests {
    /// 2026-11-22 00:41:00 UTC, so names of files set aside are known in advance.
    static let fixedDate = 1_795_308_060

    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-store-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func open(_ folder: String, maxPageCount: Int? = nil) -> GameStore.Opened {
        GameStore.open(directory: folder, now: { GameStoreTests.fixedDate }, maxPageCount: maxPageCount)
    }

    func contents(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    static func game(
        _ level: String, score: Int, stars: Int = 1, ending: GameEnding = .completed, words: [PlayedWord] = [],
        pack: String? = "starter"
    ) -> PlayedGame {
        PlayedGame(
            id: GameID.random(), endedAt: fixedDate, pack: pack, level: level, seed: 7, score: score, stars: stars,
            words: words,
            duration: 42.5, ending: ending)
    }

    @Test func aNewFolderGetsADatabaseAtTheCurrentSchema() throws {
        try withFolder { folder in
            let opened = open(folder + "/a/b")
            let store = try #require(opened.store)
            #expect(opened.warnings.isEmpty)
            #expect(try store.progress() == CampaignProgress())
            let version = try store.connection.rows("PRAGMA user_version").first?.int(0)
            #expect(version == GameStore.schemaVersion)
            let mode = try store.connection.rows("PRAGMA journal_mode").first?.text(0)
            #expect(mode == "wal")
        }
    }

    @Test func importsProgressJSONOnceAndKeepsTheFileRenamed() throws {
        try withFolder { folder in
            let json = """
                {"format": 1, "packs": {"starter": {"01": {"bestScore": 120, "bestStars": 2, "completed": true},
                "02": {"bestScore": 40, "bestStars": 0, "completed": false}}}}
                """
            try json.write(toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
            let opened = open(folder)
            let store = try #require(opened.store)
            #expect(opened.warnings.isEmpty)
            let progress = try store.progress()
            #expect(
                progress.level("01", inPack: "starter") == LevelProgress(bestScore: 120, bestStars: 2, completed: true))
            #expect(
                progress.level("02", inPack: "starter") == LevelProgress(bestScore: 40, bestStars: 0, completed: false))
            let names = try contents(folder)
            #expect(names.contains("progress.json.imported-20261122T004100Z"))
            #expect(!names.contains("progress.json"))
            #expect(
                try String(contentsOfFile: folder + "/progress.json.imported-20261122T004100Z", encoding: .utf8) == json
            )
            // A progress.json that turns up later is not imported over the database.
            try json.replacingOccurrences(of: "120", with: "999").write(
                toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
            let again = try #require(open(folder).store)
            #expect(try again.progress().level("01", inPack: "starter")?.bestScore == 120)
        }
    }

    @Test func aDamagedProgressFileIsKeptAsideAndTheWarningNamesBothPaths() throws {
        try withFolder { folder in
            try "{not json".write(toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
            let opened = open(folder)
            let store = try #require(opened.store)
            #expect(try store.progress() == CampaignProgress())
            let warning = try #require(opened.warnings.first)
            #expect(warning.contains(folder + "/progress.json"))
            #expect(warning.contains(folder + "/progress.json.corrupt-20261122T004100Z"))
            #expect(
                try String(contentsOfFile: folder + "/progress.json.corrupt-20261122T004100Z", encoding: .utf8)
                    == "{not json")
        }
    }

    @Test func aDamagedDatabaseIsKeptAsideAndAFreshOneStarted() throws {
        try withFolder { folder in
            let path = folder + "/" + GameStore.fileName
            let garbage = String(repeating: "not a database ", count: 400)
            try garbage.write(toFile: path, atomically: true, encoding: .utf8)
            let opened = open(folder)
            let store = try #require(opened.store)
            let warning = try #require(opened.warnings.first)
            #expect(warning.contains(path))
            #expect(warning.contains(path + ".corrupt-20261122T004100Z"))
            #expect(try String(contentsOfFile: path + ".corrupt-20261122T004100Z", encoding: .utf8) == garbage)
            try store.record(Self.game("01", score: 10))
            #expect(try store.progress().level("01", inPack: "starter")?.bestScore == 10)
        }
    }

    /// A negative schema version (a flipped bit in byte 60, a hand edit) is damage: the file is kept aside
    /// and a fresh database started, never a migration run from below the first (issue 30, item 5).
    @Test(arguments: [-1, -9, Int(Int32.min)]) func aNegativeSchemaVersionIsDamageKeptAside(version: Int) throws {
        try withFolder { folder in
            do {
                let store = try #require(open(folder).store)
                try store.record(Self.game("01", score: 10))
                try store.connection.execute("PRAGMA user_version = \(version)")
            }
            let opened = open(folder)
            let store = try #require(opened.store)
            let warning = try #require(opened.warnings.first)
            #expect(warning.contains("its schema version is \(version), which no wordfall writes"), "\(warning)")
            #expect(opened.damagedKeptAs == folder + "/" + GameStore.fileName + ".corrupt-20261122T004100Z")
            #expect(try contents(folder).contains(GameStore.fileName + ".corrupt-20261122T004100Z"))
            #expect(try store.progress() == CampaignProgress())
        }
    }

    @Test func aDatabaseDamagedInsideIsFoundAndKeptAside() throws {
        try withFolder { folder in
            do {
                let store = try #require(open(folder).store)
                for index in 0..<200 {
                    try store.record(
                        Self.game(
                            "level-\(index)", score: index, words: [PlayedWord(word: "WORD\(index)", points: index)]))
                }
                try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            }
            // Overwrite a page in the middle of the file: a valid header, a broken b-tree.
            let path = folder + "/" + GameStore.fileName
            let handle = try #require(FileHandle(forUpdatingAtPath: path))
            try handle.seek(toOffset: 4096 * 2)
            handle.write(Data(repeating: 0x5a, count: 4096))
            try handle.close()
            let opened = open(folder)
            #expect(opened.store != nil)
            #expect(opened.warnings.first?.contains("is damaged") == true)
            #expect(try contents(folder).contains(GameStore.fileName + ".corrupt-20261122T004100Z"))
        }
    }

    @Test func recordsEveryGameAndKeepsTheBestPerLevel() throws {
        try withFolder { folder in
            let store = try #require(open(folder).store)
            let first = try store.record(
                Self.game(
                    "01", score: 300, stars: 2,
                    words: [PlayedWord(word: "CAT", points: 50), PlayedWord(word: "CODER", points: 250)]))
            #expect(first.improved)
            let worse = try store.record(Self.game("01", score: 100, stars: 0, ending: .outOfMoves))
            #expect(!worse.improved)
            // Each field keeps its own best: a higher score with fewer stars keeps the stars.
            let mixed = try store.record(Self.game("01", score: 800, stars: 1))
            #expect(mixed.improved)
            #expect(
                try store.progress().level("01", inPack: "starter")
                    == LevelProgress(bestScore: 800, bestStars: 2, completed: true))
            #expect(try store.connection.rows("SELECT count(*) FROM games").first?.int(0) == 3)
            let words = try store.connection.rows("SELECT word, points FROM game_words ORDER BY game_id, position")
            #expect(words.map { $0.text(0) ?? "" } == ["CAT", "CODER"])
            let ended = try store.connection.rows("SELECT ending, duration, seed FROM games ORDER BY id")
            #expect(ended.map { $0.text(0) ?? "" } == ["completed", "outOfMoves", "completed"])
            #expect(ended.first?.double(1) == 42.5)
            #expect(ended.first?.int(2) == 7)
            // A level played on its own is kept as a game, not as level progress.
            try store.record(Self.game("loose", score: 5, pack: nil))
            #expect(try store.progress().packs.keys.sorted() == ["starter"])
        }
    }

    @Test func aFullDiskFailsTheSaveInFullAndKeepsWhatWasSaved() throws {
        try withFolder { folder in
            let store = try #require(open(folder, maxPageCount: 12).store)
            try store.record(Self.game("01", score: 100))
            let many = (0..<2000).map { PlayedWord(word: "LONGWORD\($0)", points: $0) }
            #expect(throws: ProgressError.self) { try store.record(Self.game("02", score: 500, words: many)) }
            do throws(ProgressError) {
                try store.record(Self.game("02", score: 500, words: many))
                Issue.record("a save on a full disk succeeded")
            } catch {
                #expect(error.message.contains(folder + "/" + GameStore.fileName))
                #expect(error.message.contains("full"))
                #expect(error.message.contains("the game goes on"))
            }
            #expect(try store.progress().level("01", inPack: "starter")?.bestScore == 100)
            #expect(try store.progress().level("02", inPack: "starter") == nil)
            #expect(try store.connection.rows("SELECT count(*) FROM games").first?.int(0) == 1)
        }
    }

    @Test func aReadOnlyDatabaseFailsTheSaveAndKeepsWhatWasSaved() throws {
        try withFolder { folder in
            let store = try #require(open(folder).store)
            try store.record(Self.game("01", score: 100))
            try store.connection.execute("PRAGMA query_only = 1")
            do throws(ProgressError) {
                try store.record(Self.game("01", score: 900))
                Issue.record("a save to a read-only database succeeded")
            } catch {
                #expect(error.message.contains("readonly"))
            }
            #expect(try store.progress().level("01", inPack: "starter")?.bestScore == 100)
        }
    }

    @Test func aDataFolderThatCannotBeMadeMeansNoStoreAndSaysWhy() throws {
        try withFolder { folder in
            try "a file".write(toFile: folder + "/blocked", atomically: true, encoding: .utf8)
            let opened = open(folder + "/blocked/wordfall")
            #expect(opened.store == nil)
            #expect(opened.warnings.first?.contains(folder + "/blocked/wordfall") == true)
            #expect(opened.warnings.first?.contains("cannot be saved") == true)
        }
    }

    @Test func oneDailyResultPerDate() throws {
        try withFolder { folder in
            let store = try #require(open(folder).store)
            var game = Self.game("daily-2026-11-22", score: 300, pack: nil)
            game.daily = DailyResult(
                date: "2026-11-22", generator: 1, score: 300, total: 1000, rank: "Good", words: 3, bestWordLength: 5)
            #expect(try store.record(game).daily?.score == 300)
            game.score = 900
            game.daily?.score = 900
            #expect(try store.record(game).daily?.score == 300)
            #expect(try store.dailyResult(on: "2026-11-22")?.score == 300)
            #expect(try store.dailyResult(on: "2026-11-23") == nil)
        }
    }

    /// Issue 22: a day counts for the streak only when its puzzle was played that day.
    @Test func aPastDayPlayedLaterExtendsNoStreak() throws {
        try withFolder { folder in
            let store = try #require(open(folder).store)
            for (date, playedOn) in [
                ("2026-11-22", "2026-11-22"), ("2026-11-23", "2026-11-24"), ("2026-11-24", "2026-11-24"),
            ] {
                var game = Self.game("daily-\(date)", score: 100, pack: nil)
                game.daily = DailyResult(
                    date: date, generator: 1, score: 100, total: 1000, rank: "Good", words: 1, bestWordLength: 4,
                    playedOn: playedOn)
                try store.record(game)
            }
            #expect(try store.dailyResult(on: "2026-11-23")?.playedOn == "2026-11-24")
            let statistics = try store.statistics(today: try #require(CalendarDay("2026-11-24")))
            #expect(statistics.daily.daysPlayed == 3)
            #expect(statistics.daily.currentStreak == 1, "yesterday's puzzle, played today, is not a day of the streak")
            #expect(statistics.daily.longestStreak == 1)
        }
    }

    /// Results kept before the streak rule take the local day their game ended (migration 4).
    @Test func resultsKeptBeforeTakeTheDayTheirGameEnded() throws {
        try withFolder { folder in
            let store = try #require(open(folder).store)
            var game = Self.game("daily-2026-11-22", score: 100, pack: nil)
            game.daily = DailyResult(
                date: "2026-11-22", generator: 1, score: 100, total: 1000, rank: "Good", words: 1, bestWordLength: 4)
            try store.record(game)
            try store.connection.execute(
                "UPDATE games SET ended_at = CAST(strftime('%s', '2026-11-22 12:00:00', 'utc') AS INTEGER)")
            try store.connection.execute(
                GameStore.migrations[3].replacingOccurrences(
                    of: "ALTER TABLE daily_results ADD COLUMN played_on TEXT;", with: ""))
            #expect(try store.dailyResult(on: "2026-11-22")?.playedOn == "2026-11-22")
        }
    }

    @Test func statisticsSumEveryGameAndTheDaily() throws {
        try withFolder { folder in
            let store = try #require(open(folder).store)
            try store.record(
                Self.game(
                    "01", score: 300, stars: 2,
                    words: [PlayedWord(word: "CAT", points: 50), PlayedWord(word: "QUEENS", points: 250)]))
            try store.record(
                Self.game("02", score: 90, stars: 0, ending: .outOfTime, words: [PlayedWord(word: "DOGS", points: 90)]))
            for (date, score) in [("2026-11-20", 50), ("2026-11-22", 100), ("2026-11-23", 800)] {
                var game = Self.game("daily-\(date)", score: score, pack: nil)
                game.daily = DailyResult(
                    date: date, generator: 1, score: score, total: 1000,
                    rank: DailyRank.rank(score: score, total: 1000, wordsLeft: 1).name, words: 1, bestWordLength: 4,
                    playedOn: date)
                try store.record(game)
            }
            let today = try #require(CalendarDay("2026-11-24"))
            let statistics = try store.statistics(today: today)
            #expect(statistics.gamesPlayed == 5)
            #expect(statistics.levelsCompleted == 1)
            #expect(statistics.stars == 2)
            #expect(statistics.wordsFound == 3)
            #expect(statistics.bestWord == ScoredWord(word: "QUEENS", points: 250))
            #expect(statistics.longestWord == ScoredWord(word: "QUEENS", points: 250))
            #expect(statistics.packs.map(\.pack) == ["starter"])
            #expect(
                statistics.packs.first?.levels == [
                    PlayerStatistics.LevelLine(
                        level: "01", bestScore: 300, stars: 2, completed: true,
                        bestWord: ScoredWord(word: "QUEENS", points: 250), plays: 1),
                    // Its one try failed: the best score is the best completed try's (docs/RULES.md).
                    PlayerStatistics.LevelLine(
                        level: "02", bestScore: 0, stars: 0, completed: false,
                        bestWord: ScoredWord(word: "DOGS", points: 90), plays: 1),
                ])
            #expect(statistics.daily.daysPlayed == 3)
            #expect(statistics.daily.currentStreak == 2)
            #expect(statistics.daily.longestStreak == 2)
            #expect(statistics.daily.ranks.filter { $0.days > 0 }.map(\.name) == ["Moving Up", "Good", "Genius"])
        }
    }
}
