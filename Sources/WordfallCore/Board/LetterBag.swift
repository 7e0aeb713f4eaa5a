/// Letter weights for drawing tiles, indexed by code letter (`LetterCode.index`): A (0) to Z (25), and for a
/// set of more than 26 tiles the codes 0-9 (26-35).
public struct LetterBag: Hashable, Sendable {
    /// 26 weights, or 36 for a set of more than 26 tiles.
    public let weights: [Int]
    /// The value of the tile each letter draws, by code letter as `weights`: its language's (English's
    /// Scrabble values unless given).
    public let values: [Int]
    /// Whether the Q tiles it draws read QU: its language's rule (`TileSet.qReadsQU`).
    public let qReadsQU: Bool

    public init(weights: [Int], values: [Int]? = nil, qReadsQU: Bool = true) {
        precondition(
            (weights.count == LetterCode.letters || weights.count == LetterCode.count)
                && weights.allSatisfy { $0 >= 0 } && weights.reduce(0, +) > 0)
        precondition(values.map { $0.count == weights.count } ?? (weights.count == LetterCode.letters))
        self.weights = weights
        self.values = values ?? Scoring.values
        self.qReadsQU = qReadsQU
    }

    /// The Scrabble tile counts (total 98), the `"bag": "english"` default.
    public static let english = LetterBag(weights: [
        9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1,
    ])

    public var total: Int { weights.reduce(0, +) }
}
