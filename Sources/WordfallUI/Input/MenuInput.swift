/// What the player did on the home screen, once a key has been read there (`KeyMap.home`).
public enum MenuInput: Hashable, Sendable {
    /// Up or down: pick the entry `by` places away.
    case moved(by: Int)
    /// Enter: open the picked entry.
    case chosen
    /// A number key: open the entry with that number (1 is the first).
    case numbered(Int)
    /// A mouse press on the entry shown on this row of the list: pick it, or open it when picked.
    case clicked(row: Int)
    /// Esc or q: back to the menu from a page, quit from the menu.
    case back
    /// Up or down on a page of text (statistics, help), by lines.
    case scrolled(Int)
    /// h on the menu: turn hard mode on or off for the daily and levels.
    case hardTurned
    /// l on the menu: the next language for the daily, practice and the endless game.
    case languageTurned
}
