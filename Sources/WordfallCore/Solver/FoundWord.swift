/// A dictionary word formable on a board, with its best path and the points it is worth.
public struct FoundWord: Hashable, Sendable, CustomStringConvertible {
    /// The word, upper case (`QU` for a Q tile).
    public var word: String { text.string }
    /// The points the path is worth.
    public let points: Int
    private let text: Text
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
        self.text = Text(word)
        self.points = points
        self.cells = Cells(path)
    }

    /// A found word whose text and path are given packed: the text as `Text.packed` holds it (at most
    /// `Text.maxPacked` letters A-Z; the solver keeps the others as a `String`), the path up to 16 cells,
    /// one byte each (row << 4 | column).
    init(packedText: UInt64, packedLow: UInt64, packedHigh: UInt64, count: Int, points: Int) {
        self.text = .packed(packedText)
        self.points = points
        self.cells = .packed(packedLow, packedHigh, count)
    }

    /// A found word whose path is given packed: up to 16 cells, one byte each (row << 4 | column).
    init(word: String, packedLow: UInt64, packedHigh: UInt64, count: Int, points: Int) {
        self.text = Text(word)
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

    /// A word's text, kept without a `String` when it can be (the solver makes many; few are read). Each text
    /// has one form, so the synthesized equality and hash go by the text.
    enum Text: Hashable, Sendable {
        /// Up to `maxPacked` letters A-Z, 5 bits each (A = 1), the first in bits 55-59, zeros after the last:
        /// as numbers, these compare like the words.
        case packed(UInt64)
        /// Any other text.
        case string(String)

        /// The most letters `packed` holds.
        static let maxPacked = 12

        init(_ word: String) {
            var packed: UInt64 = 0
            var count = 0
            for byte in word.utf8 {
                guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && count < Self.maxPacked else {
                    self = .string(word)
                    return
                }
                packed |= UInt64(byte - 64) << UInt64(55 - count * 5)
                count += 1
            }
            self = .packed(packed)
        }

        var string: String {
            switch self {
            case .string(let word): return word
            case .packed(let packed):
                return String(unsafeUninitializedCapacity: Self.maxPacked) { buffer in
                    var count = 0
                    while count < Self.maxPacked {
                        let letter = (packed >> UInt64(55 - count * 5)) & 31
                        guard letter != 0 else { break }
                        buffer[count] = UInt8(truncatingIfNeeded: letter) + 64
                        count += 1
                    }
                    return count
                }
            }
        }
    }
}
