/// One of the eight colours every colour terminal has, numbered as ANSI and curses number them.
public enum BasicColor: UInt8, Hashable, Sendable, CaseIterable {
    case black = 0
    case red = 1
    case green = 2
    case yellow = 3
    case blue = 4
    case magenta = 5
    case cyan = 6
    case white = 7
}
