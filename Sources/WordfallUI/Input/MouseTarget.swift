import WordfallCore

/// What is under the mouse pointer on the screen showing: the session hit-tests the pointer
/// (it knows the layout), the key map decides what a press or a drag on it means.
public enum MouseTarget: Hashable, Sendable {
    /// A tile of the board.
    case tile(Position)
    /// A level of the campaign screen's list, by its index in the pack.
    case level(Int)
    /// An entry of the home screen's menu or list, by its index in it.
    case entry(Int)
}
