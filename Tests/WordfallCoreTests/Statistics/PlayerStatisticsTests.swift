import Testing
import WordfallCore

@Suite struct PlayerStatisticsTests {
    func days(_ texts: [String]) -> [CalendarDay] { texts.compactMap(CalendarDay.init) }

    @Test func streaksCountDaysInARow() throws {
        let today = try #require(CalendarDay("2026-11-24"))
        let played = days(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-22", "2026-11-23"])
        // Today not played yet: the streak up to yesterday is still alive.
        #expect(PlayerStatistics.streaks(days: played, today: today) == (2, 3))
        #expect(PlayerStatistics.streaks(days: played + days(["2026-11-24"]), today: today) == (3, 3))
        // A day missed breaks it.
        let later = try #require(CalendarDay("2026-11-26"))
        #expect(PlayerStatistics.streaks(days: played, today: later) == (0, 3))
        #expect(PlayerStatistics.streaks(days: [], today: today) == (0, 0))
        // Across a month and a year.
        #expect(PlayerStatistics.streaks(days: days(["2025-12-31", "2026-01-01"]), today: today) == (0, 2))
    }
}

@Suite struct StreakDaysTests {
    @Test func onlyADayPlayedOnItsOwnDateCounts() throws {
        let day = { (text: String) in CalendarDay(text) }
        let results: [(date: CalendarDay, playedOn: CalendarDay?)] = [
            (try #require(day("2026-11-22")), day("2026-11-22")),
            (try #require(day("2026-11-23")), day("2026-11-24")),
            (try #require(day("2026-11-24")), nil),
        ]
        #expect(PlayerStatistics.streakDays(results) == [try #require(day("2026-11-22"))])
    }
}
