/// What the loop feeds a session: a key, the window's size, or the passing of time (bubbletea's
/// messages: `KeyMsg`, `WindowSizeMsg`, a tick).
public enum SessionInput: Hashable, Sendable {
    /// A key, a mouse action (`Key.resize` is sent as `resized` instead).
    case key(Key)
    /// The window's size in cells: sent once before the first frame and after every change.
    case resized(width: Int, height: Int)
    /// Time passed (a few times a second): the clock, a word's moment, a replay's next move.
    case tick
}
