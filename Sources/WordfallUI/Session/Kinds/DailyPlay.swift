import WordfallCore

/// A daily puzzle being played: its day, generator version and total points (for the live rank).
package struct DailyPlay: Hashable, Sendable {
    package var day: CalendarDay
    package var generator: Int
    /// The board's total points (`DailyPuzzle.total`).
    package var total: Int

    package init(day: CalendarDay, generator: Int, total: Int) {
        self.day = day
        self.generator = generator
        self.total = total
    }
}
