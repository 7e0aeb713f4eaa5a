import WordfallCore

/// A daily puzzle being played: its day, generator version and total points (for the live rank), and
/// its big word.
public struct DailyPlay: Hashable, Sendable {
    public var day: CalendarDay
    public var generator: Int
    /// The board's total points (`DailyPuzzle.total`).
    public var total: Int
    /// The day's big word (`DailyPuzzle.bigWord`), upper case; nil when not known (a replay).
    public var bigWord: String?

    public init(day: CalendarDay, generator: Int, total: Int, bigWord: String? = nil) {
        self.day = day
        self.generator = generator
        self.total = total
        self.bigWord = bigWord
    }

    /// The play of `puzzle`.
    public init(_ puzzle: DailyPuzzle) {
        self.init(day: puzzle.day, generator: puzzle.generator, total: puzzle.total, bigWord: puzzle.bigWord?.word)
    }
}
