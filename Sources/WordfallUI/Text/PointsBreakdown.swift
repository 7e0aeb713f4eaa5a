import WordfallCore

/// The model's `PointsBreakdown` in words.
extension PointsBreakdown {
    /// The breakdown in words, e.g. `10 x 8 letter points (letter bonus) x 2 word bonus x 2 for 4 letters`;
    /// nil when it would not add up to the points (points that saturated at the largest number).
    func text() -> String? {
        guard addsUp else { return nil }
        var parts = ["10 x \(Format.number(letterPoints)) letter points" + (hasLetterBonus ? " (with bonus)" : "")]
        if wordMultiplier > 1 { parts.append("\(wordMultiplier) word bonus") }
        // A short word's length multiplies by 1: nothing to say.
        if lengthMultiplier > 1 { parts.append("\(lengthMultiplier) for \(letters) letters") }
        return parts.joined(separator: " x ")
    }

    /// Whether the word deserves a bigger moment than CAT: long, or worth a lot.
    static func isBig(letters: Int, points: Int) -> Bool { letters >= 6 || points >= 500 }
}
