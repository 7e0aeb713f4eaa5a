/// A bonus printed on a tile; it belongs to the tile and moves with it.
public enum Bonus: Character, Sendable, CaseIterable {
    case none = "."
    case doubleLetter = "2"
    case tripleLetter = "3"
    case doubleWord = "D"
    case tripleWord = "T"

    /// The factor applied to the tile's own letter value.
    public var letterMultiplier: Int {
        switch self {
        case .doubleLetter: 2
        case .tripleLetter: 3
        default: 1
        }
    }

    /// The factor applied to the whole word.
    public var wordMultiplier: Int {
        switch self {
        case .doubleWord: 2
        case .tripleWord: 3
        default: 1
        }
    }
}
