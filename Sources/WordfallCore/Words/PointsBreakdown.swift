/// An accepted word's points in the terms of docs/RULES.md, from its tiles:
/// `10 x letterPoints x wordMultiplier x lengthMultiplier`. `Scoring.points(for:)` is its `points`.
public struct PointsBreakdown: Hashable, Sendable {
    /// Sum of letter values, each times its letter bonus.
    public var letterPoints: Int
    /// Product of the word bonuses.
    public var wordMultiplier: Int
    /// Letters spelled (a Q tile counts two).
    public var letters: Int
    /// Whether a letter bonus was on the path.
    public var hasLetterBonus: Bool

    /// The breakdown of the word spelled by `tiles`, in path order.
    public init<S: Sequence>(tiles: S) where S.Element == Tile {
        letterPoints = 0
        wordMultiplier = 1
        letters = 0
        hasLetterBonus = false
        for tile in tiles {
            letterPoints = Scoring.saturatingSum(letterPoints, tile.value * tile.bonus.letterMultiplier)
            wordMultiplier = Scoring.saturatingProduct(wordMultiplier, tile.bonus.wordMultiplier)
            letters = Scoring.saturatingSum(letters, tile.letterCount)
            if tile.bonus.letterMultiplier > 1 { hasLetterBonus = true }
        }
    }

    /// `max(1, letters - 2)`.
    public var lengthMultiplier: Int { Scoring.lengthMultiplier(letters: letters) }

    /// The points, saturating at `Int.max`.
    public var points: Int {
        Scoring.points(letterPoints: letterPoints, wordMultiplier: wordMultiplier, letters: letters)
    }

    /// Whether the product of the parts is the points (false when the points saturated at `Int.max`).
    public var addsUp: Bool {
        let (a, o1) = letterPoints.multipliedReportingOverflow(by: 10)
        let (b, o2) = a.multipliedReportingOverflow(by: wordMultiplier)
        let (_, o3) = b.multipliedReportingOverflow(by: lengthMultiplier)
        return !(o1 || o2 || o3)
    }
}
