/// A cell on the board: row 0 is the top, column 0 the left.
///
/// Positions compare row first, then column, which is the order the rules use
/// for the best-path tie-break (the lexicographically smallest list of pairs).
public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    /// Whether `other` is one of the 8 neighbours (horizontal, vertical, diagonal).
    public func isAdjacent(to other: Position) -> Bool {
        self != other && abs(row - other.row) <= 1 && abs(column - other.column) <= 1
    }

    /// `row,column`, as move scripts and `solve` write it.
    public var description: String { "\(row),\(column)" }
}
