/// Letter weights for drawing tiles, indexed A (0) to Z (25).
public struct LetterBag: Hashable, Sendable {
    public let weights: [Int]
    /// The value of the tile each letter draws, by code letter A (0) to Z (25): its language's (English's
    /// Scrabble values unless given).
    public let values: [Int]
    /// Whether the Q tiles it draws read QU: its language's rule (`TileSet.qReadsQU`).
    public let qReadsQU: Bool

    public init(weights: [Int], values: [Int]? = nil, qReadsQU: Bool = true) {
        precondition(weights.count == 26 && weights.allSatisfy { $0 >= 0 } && weights.reduce(0, +) > 0)
        precondition(values.map { $0.count == 26 } ?? true)
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
