/// Which screen is showing, which decides what each key means.
public enum ScreenMode: Hashable, Sendable {
    case playing
    case help
    case paused
    case confirmingQuit
    /// The player's statistics, over the pause or review screen.
    case statistics
    /// The meaning of the last accepted word, over the game.
    case meaning
    /// Every goal and the words found, over the game: what the compact layout of a small window leaves out.
    case goals
    /// Something about the saved data the player must read (a damaged file set aside), at the start.
    case notice
    /// The level is over; `hasNext` when a next level can be started.
    case levelOver(hasNext: Bool)
    /// The campaign screen: the pack's levels, one to pick.
    case campaign
    /// Before a level's clock starts: the first-steps card, or the line about the level's new rule.
    case intro

    /// Whether the level's clock runs on this screen: playing, and looking at a word's meaning or the
    /// goals over the game (a daily's clock is not a pause button).
    public var keepsTheClockRunning: Bool { self == .playing || self == .meaning || self == .goals }
}
