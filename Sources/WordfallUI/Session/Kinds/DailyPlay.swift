import WordfallCore

/// A daily puzzle being played: its day, generator version and total points (for the live rank).
public struct DailyPlay: Hashable, Sendable {
    public var day: CalendarDay
    public var generator: Int
    /// The board's total points (`DailyPuzzle.total`).
    public var total: Int

    public init(day: CalendarDay, generator: Int, total: Int) {
        self.day = day
        self.generator = generator
        self.total = total
    }
}
