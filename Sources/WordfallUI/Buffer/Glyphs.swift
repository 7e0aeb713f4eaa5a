/// The characters the screen is drawn with: UTF-8 box drawing, or a plain ASCII fallback.
package struct Glyphs: Hashable, Sendable {
    package var topLeft: String
    package var topRight: String
    package var bottomLeft: String
    package var bottomRight: String
    package var horizontal: String
    package var vertical: String
    package var check: String
    package var cross: String
    package var unchecked: String
    package var star: String
    package var noStar: String
    package var barFull: String
    package var barEmpty: String
    package var bullet: String
    package var separator: String
    package var arrows: String
    package var ellipsis: String

    /// UTF-8 box drawing and symbols; every one takes a single cell.
    package static let unicode = Glyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        check: "✓", cross: "✗", unchecked: "·", star: "★", noStar: "☆", barFull: "█", barEmpty: "░",
        bullet: "•", separator: "·", arrows: "←↑↓→", ellipsis: "…")

    /// Seven-bit ASCII, for `--ascii` and terminals whose locale is not UTF-8. The marks read as
    /// they mean: `OK` for yes, `X` for no (an `x` read as a tick and `!` as an alarm).
    package static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        check: "OK", cross: "X", unchecked: " ", star: "*", noStar: ".", barFull: "#", barEmpty: ".",
        bullet: "*", separator: "|", arrows: "arrows", ellipsis: "...")
}
