/// Where a level's starting board comes from.
public enum BoardSource: Hashable, Sendable {
    /// A fixed board given letter by letter (with its bonus overlay).
    case fixed(Board)
    /// A board of this size drawn from the bag, row-major.
    case random(rows: Int, columns: Int)
}
