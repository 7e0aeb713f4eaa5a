/// A key press (or mouse action, or resize) as the terminal layer reports it.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case enter
    case backspace
    case delete
    case escape
    case tab
    case up
    case down
    case left
    case right
    /// A control key, by its lower-case letter: Ctrl-C is `.control("c")`.
    case control(Character)
    case mouse(MouseEvent)
    /// The terminal changed size; the screen is laid out again.
    case resize
}

/// A mouse action at a screen cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The left button went down (or clicked).
        case press
        /// The pointer moved with the left button held.
        case drag
        /// The left button came up.
        case release
    }

    public var x: Int
    public var y: Int
    public var kind: Kind

    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}
