/// How many colours the terminal shows, and so how a `TerminalColor` becomes a curses colour number.
///
/// Decided from terminfo's colour count (what ncurses reports as `COLORS`): a direct-colour entry
/// (`TERM=xterm-direct`, 2^24 colours) draws exact colours; `COLORTERM=truecolor` with a 256-colour
/// entry still draws the nearest of the 256, because curses can only send what terminfo describes; 256
/// colours give the nearest of the 6x6x6 cube and the grey ramp (entries
/// 16-255, never the first sixteen, which the player's terminal theme redefines); 8 or 16 colours give
/// each colour's basic stand-in. docs/SCREEN.md, "Colours, marks and sound".
public enum ColorDepth: Hashable, Sendable {
    /// No colour: `NO_COLOR`, `--no-color`, or a terminal without colours.
    case none
    /// Eight or sixteen colours: the basic eight.
    case basic
    /// The xterm 256-colour palette.
    case palette256
    /// Exact 24-bit colours (a direct-colour terminfo entry).
    case direct

    /// The depth for a terminal whose terminfo entry reports `colors` colours.
    public static func detect(colors: Int) -> ColorDepth {
        if colors >= 1 << 24 { return .direct }
        if colors >= 256 { return .palette256 }
        if colors >= 8 { return .basic }
        return .none
    }

    /// The curses colour number that draws `color` at this depth: -1 for the terminal's default.
    public func number(for color: TerminalColor) -> Int32 {
        switch (self, color) {
        case (.none, _), (_, .default): -1
        case (_, .basic(let basic)): Int32(basic.rawValue)
        case (.basic, .rgb(_, let basic)): Int32(basic.rawValue)
        case (.palette256, .rgb(let rgb, _)): Int32(Self.nearest256(rgb))
        case (.direct, .rgb(let rgb, _)): rgb.packed
        }
    }

    /// The entry of the xterm 256-colour palette (16-255) nearest to `rgb`.
    static func nearest256(_ rgb: RGB) -> Int {
        var best = 16
        var bestDistance = Int.max
        for entry in 16...255 {
            let distance = rgb.distance(to: paletteColor(entry))
            if distance < bestDistance {
                best = entry
                bestDistance = distance
            }
        }
        return best
    }

    /// The colour xterm gives entry `entry` (16-255) of its 256-colour palette.
    static func paletteColor(_ entry: Int) -> RGB {
        if entry >= 232 {
            let level = UInt8(8 + 10 * (entry - 232))
            return RGB(red: level, green: level, blue: level)
        }
        let steps: [UInt8] = [0, 95, 135, 175, 215, 255]
        let index = entry - 16
        return RGB(red: steps[index / 36], green: steps[index / 6 % 6], blue: steps[index % 6])
    }
}
