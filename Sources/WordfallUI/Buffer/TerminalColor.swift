/// A colour of a cell: the terminal's own default, one of the eight basic colours, or an exact colour.
///
/// The basic eight are the colours every colour terminal shows, in the shades the player's terminal
/// gives them; the dark theme uses only those. An exact colour (`rgb`) is drawn as itself on a terminal
/// whose terminfo entry is direct-colour, as the nearest of the 256-colour palette on a 256-colour one,
/// and as its `basic` colour elsewhere (`ColorDepth`). `NO_COLOR` / `--no-color` drop them all at once
/// (see `Theme`).
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the eight basic colours.
    case basic(BasicColor)
    /// An exact colour, and the basic colour that stands for it where only eight or sixteen are shown.
    case rgb(RGB, basic: BasicColor)

    public static let black = TerminalColor.basic(.black)
    public static let red = TerminalColor.basic(.red)
    public static let green = TerminalColor.basic(.green)
    public static let yellow = TerminalColor.basic(.yellow)
    public static let blue = TerminalColor.basic(.blue)
    public static let magenta = TerminalColor.basic(.magenta)
    public static let cyan = TerminalColor.basic(.cyan)
    public static let white = TerminalColor.basic(.white)

    /// An exact colour from its hex digits (`0xF5793A`), shown as `basic` on terminals of eight or sixteen colours.
    public static func hex(_ value: UInt32, basic: BasicColor) -> TerminalColor {
        .rgb(RGB(hex: value), basic: basic)
    }

    /// The basic colour this colour is shown as on a terminal of eight or sixteen colours (nil: the default).
    public var basicColor: BasicColor? {
        switch self {
        case .default: nil
        case .basic(let color): color
        case .rgb(_, let basic): basic
        }
    }
}
