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
    /// The level is over; `hasNext` when a next level can be started.
    case levelOver(hasNext: Bool)
}
