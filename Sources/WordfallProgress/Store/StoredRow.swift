import WordfallCore

/// One row read from the store, each value checked against what this build ever writes.
///
/// Every stored value is untrusted: a bit flip, a hand edit or a later version can leave `-1` in
/// `best_stars` or the REAL `1e300` in an INTEGER column, which `quick_check` does not see. A value
/// out of its range is noted (`problem`), and the reader skips the row and reports it; nothing traps.
struct StoredRow {
    /// The ranges this build writes.
    enum Range {
        /// Scores, points, counts of words.
        static let count = 0...1_000_000_000
        static let stars = 0...3
        /// 0 or 1.
        static let flag = 0...1
        /// Seconds since 1970, up to the end of year 9999.
        static let moment = 0...253_402_300_799
        /// A word's length.
        static let length = 0...1_000
        /// Seconds on a level clock (about 31 years).
        static let seconds = 0.0...1e9
    }

    let row: SQLiteRow
    let table: String
    let columns: [String]
    /// The first value out of its range, in words (`best_stars is -1, not 0 to 3`); nil when all are sound.
    private(set) var problem: String?

    init(_ row: SQLiteRow, table: String, columns: [String]) {
        self.row = row
        self.table = table
        self.columns = columns
    }

    /// Column `index` as a whole number in `range` (its lower bound, noted as a problem, when it is not).
    mutating func int(_ index: Int, _ range: ClosedRange<Int>) -> Int {
        if let value = row.int(index, in: range) { return value }
        note(index, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        return range.lowerBound
    }

    /// Column `index` as a number in `range` (its lower bound, noted as a problem, when it is not).
    mutating func double(_ index: Int, _ range: ClosedRange<Double>) -> Double {
        if let value = row.double(index, in: range) { return value }
        note(index, expected: "a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        return range.lowerBound
    }

    /// Column `index` as text ("" noted as a problem when it is NULL).
    mutating func text(_ index: Int) -> String {
        if let value = row.text(index) { return value }
        note(index, expected: "text")
        return ""
    }

    /// Column `index` as text, nil for NULL.
    func optionalText(_ index: Int) -> String? { row.text(index) }

    /// Notes that column `index` holds something else than `expected` (only the first problem is kept).
    mutating func note(_ index: Int, expected: String) {
        guard problem == nil else { return }
        problem = "\(columns[index]) is \(TerminalText.quoted(row.shown(index))), not \(expected)"
    }

    /// The report of a skipped row: `table games, row 12: score is 1e+300, not ...; the row is skipped`.
    func report(key: String) -> String {
        "table \(table), \(TerminalText.quoted(key)): \(problem ?? "damaged"); the row is skipped"
    }
}
