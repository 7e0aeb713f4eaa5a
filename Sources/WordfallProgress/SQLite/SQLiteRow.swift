/// One result row, its columns in the order the query named them.
struct SQLiteRow: Hashable, Sendable {
    var values: [SQLiteValue]

    /// Column `index` as a whole number (0 for NULL or text).
    func int(_ index: Int) -> Int {
        switch values[index] {
        case .integer(let value): Int(truncatingIfNeeded: value)
        case .real(let value): value.isFinite ? Int(value) : 0
        default: 0
        }
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

    /// Column `index` as text; nil for NULL.
    func text(_ index: Int) -> String? {
        switch values[index] {
        case .text(let value): value
        case .integer(let value): String(value)
        default: nil
        }
    }
}
