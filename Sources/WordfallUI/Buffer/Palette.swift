import WordfallCore

/// The colours of a theme, by what they mark; `Theme` adds attributes and drops them for `NO_COLOR`.
///
/// Meaning never rests on colour alone: bonus tiles carry DL/TL/DW/TW labels, done goals a tick,
/// the selected path reverse and bold, in every palette.
struct Palette: Hashable, Sendable {
    /// A tile's ink and paper.
    struct Face: Hashable, Sendable {
        var ink: TerminalColor
        var paper: TerminalColor
    }

    var frame: TerminalColor
    var title: TerminalColor
    var key: TerminalColor
    var good: TerminalColor
    var bad: TerminalColor
    var warning: TerminalColor
    var star: TerminalColor
    var bar: TerminalColor
    /// Tile faces, by bonus, in `Bonus.allCases` order (none, DL, TL, DW, TW).
    var tiles: [Face]
    var selected: Face
    var hinted: Face

    /// The face of a tile with `bonus`.
    func tile(_ bonus: Bonus) -> Face { tiles[Bonus.allCases.firstIndex(of: bonus) ?? 0] }

    static func named(_ name: ThemeName) -> Palette {
        switch name {
        case .dark: dark
        case .light: light
        case .colourBlind: colourBlind
        }
    }

    /// The first theme's basic colours, for dark backgrounds.
    static let dark = Palette(
        frame: .blue, title: .cyan, key: .yellow, good: .green, bad: .red, warning: .yellow, star: .yellow,
        bar: .green,
        tiles: [
            Face(ink: .black, paper: .white), Face(ink: .black, paper: .cyan), Face(ink: .white, paper: .blue),
            Face(ink: .white, paper: .magenta), Face(ink: .white, paper: .red),
        ],
        selected: Face(ink: .black, paper: .yellow), hinted: Face(ink: .black, paper: .green))

    /// Dark inks for light backgrounds: no text in yellow or cyan, which vanish on white (where only
    /// eight colours exist, blue, magenta, red and green stand in).
    static let light = Palette(
        frame: .hex(0x1F4E99, basic: .blue), title: .hex(0x1F4E99, basic: .blue),
        key: .hex(0x8A1F8A, basic: .magenta), good: .hex(0x1B6E20, basic: .green),
        bad: .hex(0xB00020, basic: .red), warning: .hex(0x9A4A00, basic: .red),
        star: .hex(0x8A5A00, basic: .magenta), bar: .hex(0x1B6E20, basic: .green),
        tiles: [
            Face(ink: .black, paper: .hex(0xE4E4E4, basic: .white)),
            Face(ink: .black, paper: .hex(0x9BD3E8, basic: .cyan)),
            Face(ink: .white, paper: .hex(0x1F4E99, basic: .blue)),
            Face(ink: .white, paper: .hex(0x8A1F8A, basic: .magenta)),
            Face(ink: .white, paper: .hex(0xB00020, basic: .red)),
        ],
        selected: Face(ink: .black, paper: .hex(0xF7D26A, basic: .yellow)),
        hinted: Face(ink: .black, paper: .hex(0x9CD69C, basic: .green)))

    /// Wordle's high-contrast pair, orange (#F5793A) and blue (#85C0F9), for dark backgrounds: good is
    /// blue, bad is orange, and nothing is told by red against green (where only eight colours exist,
    /// cyan and yellow stand in: they differ in blue, which red-green colour blindness keeps).
    static let colourBlind = Palette(
        frame: .hex(0x85C0F9, basic: .blue), title: .hex(0x85C0F9, basic: .cyan),
        key: .hex(0xF5793A, basic: .yellow), good: .hex(0x85C0F9, basic: .cyan),
        bad: .hex(0xF5793A, basic: .yellow), warning: .hex(0xF5793A, basic: .yellow),
        star: .hex(0xF5793A, basic: .yellow), bar: .hex(0x85C0F9, basic: .cyan),
        tiles: [
            Face(ink: .black, paper: .white), Face(ink: .black, paper: .hex(0x85C0F9, basic: .cyan)),
            Face(ink: .white, paper: .hex(0x1F5FAD, basic: .blue)),
            Face(ink: .black, paper: .hex(0xF5793A, basic: .yellow)),
            Face(ink: .white, paper: .hex(0xA33C00, basic: .magenta)),
        ],
        selected: Face(ink: .black, paper: .hex(0xF5793A, basic: .yellow)),
        hinted: Face(ink: .black, paper: .hex(0x85C0F9, basic: .cyan)))
}
