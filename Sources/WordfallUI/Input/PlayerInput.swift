import WordfallCore

/// What the player did, once a key has been read in the screen's current mode.
public enum PlayerInput: Hashable, Sendable {
    case letterTyped(Character)
    case letterDeleted
    case wordCleared
    case wordSubmitted
    /// Arrow keys: move the board cursor by rows and columns.
    case cursorMoved(rows: Int, columns: Int)
    /// Space: add the tile under the cursor to the path (or take back the last one).
    case cursorTilePicked
    /// A mouse press or drag over a tile.
    case tileTouched(Position, dragging: Bool)
    case shuffleRequested
    case hintRequested
    case helpToggled
    case pauseToggled
    case quitRequested
    case quitConfirmed
    case quitCancelled
    case nextLevelChosen
    case retryChosen
    /// `s` on the pause or review screen: show the statistics (any key goes back).
    case statisticsToggled
    /// `=` while playing: show the meaning of the last accepted word (any key goes back).
    case meaningToggled
    /// Any key on the notice shown at the start: play begins.
    case noticeDismissed
    case resized
}
