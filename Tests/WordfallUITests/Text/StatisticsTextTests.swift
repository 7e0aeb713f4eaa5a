import Testing
import WordfallCore
import WordfallUI

@Suite struct StatisticsTextTests {
    @Test func theSummaryThenTheDailyThenEachPack() {
        let statistics = PlayerStatistics(
            gamesPlayed: 1234, levelsCompleted: 2, stars: 5, wordsFound: 40,
            bestWord: ScoredWord(word: "QUEENS", points: 1500), longestWord: ScoredWord(word: "PEREGRINE", points: 900),
            packs: [
                .init(
                    pack: "starter",
                    levels: [
                        .init(
                            level: "01", bestScore: 500, stars: 3, completed: true,
                            bestWord: ScoredWord(word: "CATERED", points: 500), plays: 2),
                        .init(level: "02", bestScore: 40, stars: 0, completed: false, bestWord: nil, plays: 1),
                    ])
            ],
            daily: .init(
                daysPlayed: 3, currentStreak: 2, longestStreak: 2,
                ranks: DailyRank.all.map { ($0.name, $0.name == "Good" ? 2 : $0.name == "Genius" ? 1 : 0) }))
        #expect(
            StatisticsText.lines(statistics) == [
                "Games played      1,234",
                "Levels completed  2",
                "Stars             5",
                "Words found       40",
                "Best word         QUEENS (1,500 points)",
                "Longest word      PEREGRINE (9 letters, 900 points)",
                "",
                "Daily puzzle      3 days played, streak 2 (longest 2)",
                "Round ranks       Good 2, Genius 1",
                "",
                "starter: 2 levels played, 1 completed",
                "  01  ***  best 500, best word CATERED",
                "  02  ...  best 40, not completed",
            ])
        // A pack and its levels by their titles, stars as UTF-8 terminals show them.
        let titled = StatisticsText.lines(
            statistics, packTitle: { $0 == "starter" ? "Wordfall Starter Pack" : $0 },
            levelTitle: { level, _ in level == "01" ? "First Steps" : "Falling Letters" }, unicode: true)
        #expect(
            Array(titled.suffix(3)) == [
                "Wordfall Starter Pack: 2 levels played, 1 completed",
                "  First Steps      ★★★  best 500, best word CATERED",
                "  Falling Letters  ☆☆☆  best 40, not completed",
            ])
    }

    /// Issue 40: "Games played 6" after 9 games. The count says which games it counts when there were several
    /// kinds; with one kind it is the number alone.
    @Test func gamesPlayedSaysWhichGamesItCounts() {
        var statistics = PlayerStatistics(
            gamesPlayed: 9, levelsCompleted: 0, stars: 0, wordsFound: 0, bestWord: nil, longestWord: nil, packs: [],
            daily: .init(daysPlayed: 0, currentStreak: 0, longestStreak: 0, ranks: DailyRank.all.map { ($0.name, 0) }))
        statistics.games = GameCounts(levels: 5, dailyRounds: 2, hunts: 1, endless: 1)
        #expect(
            StatisticsText.lines(statistics).first
                == "Games played      9 (5 levels, 2 daily rounds, 1 hunt, 1 endless)")
        statistics.games = GameCounts(levels: 0, dailyRounds: 1, hunts: 0, endless: 8)
        #expect(StatisticsText.lines(statistics).first == "Games played      9 (1 daily round, 8 endless)")
        statistics.games = GameCounts(levels: 9)
        #expect(StatisticsText.lines(statistics).first == "Games played      9")
    }

    /// Another language's daily has its own line, named by its language, with its own streak and ranks.
    @Test func anotherLanguagesDailyHasItsOwnLines() {
        var statistics = PlayerStatistics(
            gamesPlayed: 2, levelsCompleted: 0, stars: 0, wordsFound: 6, bestWord: nil, longestWord: nil, packs: [],
            daily: .init(daysPlayed: 0, currentStreak: 0, longestStreak: 0, ranks: DailyRank.all.map { ($0.name, 0) }))
        statistics.otherDailies = [
            .init(
                daysPlayed: 2, currentStreak: 1, longestStreak: 1,
                ranks: DailyRank.all.map { ($0.name, $0.name == "Great" ? 2 : 0) },
                huntRanks: DailyRank.all.map { ($0.name, $0.name == "Amazing" ? 1 : 0) }, language: "ca")
        ]
        #expect(
            Array(StatisticsText.lines(statistics).suffix(4)) == [
                "Daily puzzle      0 days played, streak 0 (longest 0)",
                "Daily puzzle (Català) 2 days played, streak 1 (longest 1)",
                "Round ranks       Great 2",
                "Hunt ranks        Amazing 1",
            ])
    }
}
