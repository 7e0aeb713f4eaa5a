/// One result row, its columns in the order the query named them.
///
/// A stored value is untrusted (a bit flip, a hand edit, a later version): the plain accessors never
/// trap, and `int(_:in:)` / `double(_:in:)` say when a value is not one this build ever writes.
struct SQLiteRow: Hashable, Sendable {
    var values: [SQLiteValue]

    /// Column `index` as a whole number (0 for NULL, text, or a real that is not a whole `Int`).
    func int(_ index: Int) -> Int {
        switch values[index] {
        case .integer(let value): Int(truncatingIfNeeded: value)
        case .real(let value): Int(exactly: value) ?? 0
        default: 0
        }
    }

    /// Column `index` as a whole number within `range`; nil when it is NULL, text, a real, or outside it.
    func int(_ index: Int, in range: ClosedRange<Int>) -> Int? {
        guard case .integer(let value) = values[index], let number = Int(exactly: value), range.contains(number) else {
            return nil
        }
        return number
    }

    /// Column `index` as a 64-bit pattern (for seeds, stored as a signed integer).
    func int64(_ index: Int) -> Int64 {
        if case .integer(let value) = values[index] { return value }
        return 0
    }

    func double(_ index: Int) -> Double {
        switch values[index] {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: 0
        }
    }

    /// Column `index` as a number within `range` (NaN and the infinities never are); nil otherwise.
    func double(_ index: Int, in range: ClosedRange<Double>) -> Double? {
        let value: Double
        switch values[index] {
        case .integer(let number): value = Double(number)
        case .real(let number): value = number
        default: return nil
        }
        return range.contains(value) ? value : nil
    }

    /// Column `index` as text; nil for NULL.
    func text(_ index: Int) -> String? {
        switch values[index] {
        case .text(let value): value
        case .integer(let value): String(value)
        default: nil
        }
    }

    /// Column `index` as it is stored, for a message about a damaged value (`-1`, `1e+300`, `NULL`, `'x'`).
    func shown(_ index: Int) -> String {
        switch values[index] {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "'" + value + "'"
        }
    }
}
