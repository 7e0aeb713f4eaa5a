import WordfallCore

/// An accepted word's points in the terms of docs/RULES.md, from the model's own tile facts (value,
/// bonus multipliers, letter count): `10 x letter points x word bonus x length`.
struct PointsBreakdown: Hashable, Sendable {
    /// Sum of letter values, each times its letter bonus.
    var letterPoints: Int
    /// Product of the word bonuses.
    var wordMultiplier: Int
    /// `max(1, letters - 2)`.
    var lengthMultiplier: Int
    var letters: Int
    /// Whether a letter bonus was on the path.
    var hasLetterBonus: Bool

    init(tiles: [Tile]) {
        letterPoints = tiles.reduce(0) { $0 &+ $1.value &* $1.bonus.letterMultiplier }
        wordMultiplier = tiles.reduce(1) { $0 &* $1.bonus.wordMultiplier }
        letters = tiles.reduce(0) { $0 + $1.letterCount }
        lengthMultiplier = max(1, letters - 2)
        hasLetterBonus = tiles.contains { $0.bonus.letterMultiplier > 1 }
    }

    /// The product, as the rules compute it (without saturation: a check against the model's points).
    var product: Int { 10 &* letterPoints &* wordMultiplier &* lengthMultiplier }

    /// The breakdown in words, e.g. `10 x 8 letter points (letter bonus) x 2 word bonus x 2 for 4 letters`;
    /// nil when it would not add up to `points` (points that saturated at the largest number).
    func text(points: Int) -> String? {
        guard product == points else { return nil }
        var parts = ["10 x \(Format.number(letterPoints)) letter points" + (hasLetterBonus ? " (with bonus)" : "")]
        if wordMultiplier > 1 { parts.append("\(wordMultiplier) word bonus") }
        // A short word's length multiplies by 1: nothing to say.
        if lengthMultiplier > 1 { parts.append("\(lengthMultiplier) for \(letters) letters") }
        return parts.joined(separator: " x ")
    }

    /// Whether the word deserves a bigger moment than CAT: long, or worth a lot.
    static func isBig(letters: Int, points: Int) -> Bool { letters >= 6 || points >= 500 }
}
