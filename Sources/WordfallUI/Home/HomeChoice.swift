/// What the player chose on the home screen, for the command to play (the home session ends with it).
public enum HomeChoice: Hashable, Sendable {
    /// The game left in progress (`HomeContent.inProgress`).
    case resume
    /// The campaign of the pack played last (the starter pack for a new player).
    case continuePack
    /// Today's puzzle.
    case daily
    /// A pack of the Packs list, by its index in `HomeContent.packs`.
    case pack(Int)
    /// A game of the Replays list, by its index in `HomeContent.replays`, played back.
    case replay(Int)
    /// Quit wordfall.
    case quit
}
