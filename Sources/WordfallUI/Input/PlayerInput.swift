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
    /// `m` in the quit dialog of a session started from the home screen: back to the home screen.
    case homeChosen
    case nextLevelChosen
    case retryChosen
    /// The end screen's missed words in full.
    case missedAsked
    /// `s` on the pause or review screen: show the statistics (any key goes back).
    case statisticsToggled
    /// `=` while playing: show the meaning of the last accepted word (any key goes back).
    case meaningToggled
    /// Ctrl-G while playing: every goal and the words found (any key goes back).
    case goalsToggled
    /// Ctrl-F while playing: finish the level now (once its goals are done; the stars are counted).
    case finishRequested
    /// Any key on the notice shown at the start: play begins.
    case noticeDismissed
    /// Enter on the end screen: the usual choice (`GameScreenState.Review.usualChoice`).
    case usualChoiceChosen
    /// Back to the campaign screen from the end of a level.
    case campaignChosen
    /// Up or down in a screen that scrolls (help, the review), by lines.
    case scrolled(Int)
    /// On the campaign screen: pick the open level `by` places away.
    case levelPicked(by: Int)
    /// On the campaign screen: pick the level shown on this row of the list (a mouse click).
    case levelClicked(row: Int)
    /// On the campaign screen: play the picked level.
    case levelChosen
    /// Leave the intro (first-steps card or new-rule line) and start the clock.
    case introDismissed
}
