extension DailyPuzzle {
    /// The first day of the daily puzzle, 2026-11-24: puzzle number 1.
    public static let firstDay = CalendarDay(dayNumber: 20_781)

    /// The puzzle number of `day`, counted from `firstDay` (1), so friends in other time zones can tell
    /// which board they compare; nil for a day before the daily existed.
    public static func number(of day: CalendarDay) -> Int? {
        let number = day.dayNumber - firstDay.dayNumber + 1
        return number >= 1 ? number : nil
    }

    /// This puzzle's number (`number(of:)`).
    public var number: Int? { Self.number(of: day) }
}
