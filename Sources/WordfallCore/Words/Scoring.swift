/// The points rule of docs/RULES.md:
/// `10 x sum(letterValue x letterBonus) x product(wordBonus) x max(1, letters - 2)`.
public enum Scoring {
    /// Scrabble letter values, indexed by `letter - 65`.
    static let values: [Int] = [
        1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10,
    ]

    /// The value of an upper-case ASCII letter, 0 for anything else.
    public static func letterValue(_ letter: UInt8) -> Int {
        guard letter >= 65 && letter <= 90 else { return 0 }  // English's values: A-Z only
        return values[Int(letter - 65)]
    }

    /// The points for a word spelled by `tiles`, in path order.
    ///
    /// Saturates at `Int.max` instead of trapping: a long word over many `T`
    /// tiles (a level's own word list may hold one) is worth more than 2^63
    /// (3^40 alone is), and a legal level must not crash the game.
    public static func points<S: Sequence>(for tiles: S) -> Int where S.Element == Tile {
        PointsBreakdown(tiles: tiles).points
    }

    /// The rule's last step, shared by every place that scores a path (the game, the solver, the best-path
    /// search): `10 x letterPoints x wordMultiplier x max(1, letters - 2)`, saturating at `Int.max`.
    @inlinable
    public static func points(letterPoints: Int, wordMultiplier: Int, letters: Int) -> Int {
        saturatingProduct(
            saturatingProduct(saturatingProduct(10, letterPoints), wordMultiplier), lengthMultiplier(letters: letters))
    }

    /// The length multiplier, `max(1, letters - 2)`.
    @inlinable
    public static func lengthMultiplier(letters: Int) -> Int { max(1, letters - 2) }

    /// `a + b` for non-negative values, or `Int.max` when it does not fit.
    @inlinable
    public static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    /// `a * b` for non-negative values, or `Int.max` when it does not fit.
    @inlinable
    public static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}
