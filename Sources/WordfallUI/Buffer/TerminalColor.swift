/// One of the eight basic terminal colours, or the terminal's own default.
///
/// Only the basic eight are used so that every colour terminal shows them,
/// and `NO_COLOR` / `--no-color` can drop them all at once (see `Theme`).
public enum TerminalColor: UInt8, Hashable, Sendable, CaseIterable {
    case `default` = 255
    case black = 0
    case red = 1
    case green = 2
    case yellow = 3
    case blue = 4
    case magenta = 5
    case cyan = 6
    case white = 7
}
