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
    case pageUp
    case pageDown
    /// A control key, by its lower-case letter: Ctrl-C is `.control("c")`.
    case control(Character)
    case mouse(MouseEvent)
    /// The terminal changed size; the screen is laid out again.
    case resize
}
