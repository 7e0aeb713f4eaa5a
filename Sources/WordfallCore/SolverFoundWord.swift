/// A dictionary word formable on a board, with its best path and the points it is worth.
public struct FoundWord: Hashable, Sendable, CustomStringConvertible {
    /// The word, upper case (`QU` for a Q tile).
    public let word: String
    /// The points the path is worth.
    public let points: Int
    private let cells: Cells

    /// The best path spelling the word (most points; ties: lexicographically smallest).
    public var path: [Position] {
        switch cells {
        case .packed(let low, let high, let count):
            (0..<count).map { index in
                let byte = (index < 8 ? low >> UInt64(index * 8) : high >> UInt64((index - 8) * 8)) & 0xFF
                return Position(row: Int(byte >> 4), column: Int(byte & 0xF))
            }
        case .list(let positions): positions
        }
    }

    public init(word: String, path: [Position], points: Int) {
        self.word = word
        self.points = points
        self.cells = Cells(path)
    }

    /// A found word whose path is given packed: up to 16 cells, one byte each (row << 4 | column).
    init(word: String, packedLow: UInt64, packedHigh: UInt64, count: Int, points: Int) {
        self.word = word
        self.points = points
        self.cells = .packed(packedLow, packedHigh, count)
    }

    public var description: String {
        "\(word) \(points) [\(path.map(\.description).joined(separator: " "))]"
    }

    /// A path, stored without an array allocation when it can be (the solver makes many; few are read).
    private enum Cells: Hashable, Sendable {
        /// Up to 16 cells with row and column below 16, one byte each (row << 4 | column), first cell lowest.
        case packed(UInt64, UInt64, Int)
        /// Any other path.
        case list([Position])

        init(_ path: [Position]) {
            guard path.count <= 16, path.allSatisfy({ (0..<16).contains($0.row) && (0..<16).contains($0.column) })
            else {
                self = .list(path)
                return
            }
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (index, cell) in path.enumerated() {
                let byte = UInt64(cell.row << 4 | cell.column)
                if index < 8 { low |= byte << UInt64(index * 8) } else { high |= byte << UInt64((index - 8) * 8) }
            }
            self = .packed(low, high, path.count)
        }
    }
}
