/// A dictionary word formable on a board, with its best path and the points it is worth.
public struct FoundWord: Hashable, Sendable, CustomStringConvertible {
    /// The word, upper case (`QU` for a Q tile).
    public var word: String { text.string }
    /// The points the path is worth.
    public let points: Int
    /// The word's text as the solver keeps it (`word` makes a `String` of it).
    let text: Text
    private let cells: Cells
    /// The word's node bits 27-31 in the lexicon (`LexiconTrie`), shifted down: its tier and category.
    private let attributes: UInt8

    /// How common the word is and whether the game offers it.
    public var entry: WordEntry { WordEntry(nodeValue: UInt64(attributes) << LexiconTrie.attributeShift) }
    /// Whether the game may offer the word (see `WordEntry.isOffered`).
    public var isOffered: Bool { entry.isOffered }
    /// Whether the word is expected (see `WordEntry.isExpected`); a word that is not is a find.
    public var isExpected: Bool { entry.isExpected }

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

    /// The number of letters of `word`, counted without making a `String` (a Q tile counts two: QU).
    var letterCount: Int {
        switch text {
        case .string(let word): return word.utf8.count
        case .packed(let packed):
            // Letter i (from 0) is bits 55-5i to 59-5i, never 0, zeros after the last: the lowest bit set
            // lies in the last letter's group (all zero: no letter).
            return (64 - packed.trailingZeroBitCount) / 5
        }
    }

    /// Calls `body` with the row and column of each cell of the path in order, without making its array.
    func forEachCell(_ body: (_ row: Int, _ column: Int) -> Void) {
        switch cells {
        case .packed(let low, let high, let count):
            for index in 0..<count {
                let byte = (index < 8 ? low >> UInt64(index * 8) : high >> UInt64((index - 8) * 8)) & 0xFF
                body(Int(byte >> 4), Int(byte & 0xF))
            }
        case .list(let positions): for cell in positions { body(cell.row, cell.column) }
        }
    }

    /// A found word of `entry` (by default one from a list without tiers: offered and expected).
    public init(
        word: String, path: [Position], points: Int, entry: WordEntry = WordEntry(level: 0, category: .ordinary)
    ) {
        self.text = Text(word)
        self.points = points
        self.cells = Cells(path)
        let code = LexiconTrie.tierCode(level: entry.level) ?? 0
        switch entry.category {
        case .ordinary: attributes = code
        case .unoffered: attributes = code | WordListBuilder.Attributes.unoffered
        case .slur: attributes = code | WordListBuilder.Attributes.slur
        }
    }

    /// A found word whose text and path are given packed: the text as `Text.packed` holds it (at most
    /// `Text.maxPacked` letters A-Z; the solver keeps the others as a `String`), the path up to 16 cells,
    /// one byte each (row << 4 | column).
    init(packedText: UInt64, packedLow: UInt64, packedHigh: UInt64, count: Int, points: Int, nodeValue: UInt64) {
        self.text = .packed(packedText)
        self.points = points
        self.cells = .packed(packedLow, packedHigh, count)
        self.attributes = UInt8(truncatingIfNeeded: nodeValue >> LexiconTrie.attributeShift)
    }

    /// A found word whose path is given packed: up to 16 cells, one byte each (row << 4 | column).
    init(word: String, packedLow: UInt64, packedHigh: UInt64, count: Int, points: Int, nodeValue: UInt64) {
        self.text = Text(word)
        self.points = points
        self.cells = .packed(packedLow, packedHigh, count)
        self.attributes = UInt8(truncatingIfNeeded: nodeValue >> LexiconTrie.attributeShift)
    }

    /// A found word with an unpacked path, its attributes from its trie node's value.
    init(word: String, path: [Position], points: Int, nodeValue: UInt64) {
        self.text = Text(word)
        self.points = points
        self.cells = Cells(path)
        self.attributes = UInt8(truncatingIfNeeded: nodeValue >> LexiconTrie.attributeShift)
    }

    /// Equal when the word, the path and the points are: the entry comes from the word's list.
    public static func == (lhs: FoundWord, rhs: FoundWord) -> Bool {
        lhs.text == rhs.text && lhs.points == rhs.points && lhs.cells == rhs.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(points)
        hasher.combine(cells)
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

        /// Whether `left` comes before `right` alphabetically (as their strings compare), without making
        /// a string of two packed texts.
        static func precedes(_ left: Text, _ right: Text) -> Bool {
            if case .packed(let first) = left, case .packed(let second) = right { return first < second }
            return left.string < right.string
        }

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
