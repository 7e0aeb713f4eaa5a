/// The characters the screen is drawn with: UTF-8 box drawing, or a plain ASCII fallback.
public struct Glyphs: Hashable, Sendable {
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var horizontal: String
    public var vertical: String
    public var check: String
    public var cross: String
    public var unchecked: String
    public var star: String
    public var noStar: String
    public var barFull: String
    public var barEmpty: String
    public var bullet: String
    public var separator: String
    public var arrows: String
    public var ellipsis: String

    /// UTF-8 box drawing and symbols; every one takes a single cell.
    public static let unicode = Glyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        check: "✓", cross: "✗", unchecked: "·", star: "★", noStar: "☆", barFull: "█", barEmpty: "░",
        bullet: "•", separator: "·", arrows: "←↑↓→", ellipsis: "…")

    /// Seven-bit ASCII, for `--ascii` and terminals whose locale is not UTF-8. The marks read as
    /// they mean: `OK` for yes, `X` for no (an `x` read as a tick and `!` as an alarm).
    public static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        check: "OK", cross: "X", unchecked: " ", star: "*", noStar: ".", barFull: "#", barEmpty: ".",
        bullet: "*", separator: "|", arrows: "arrows", ellipsis: "...")
}
