import WordfallCore

/// What the player chose on the home screen, for the command to play (the home session ends with it).
public enum HomeChoice: Hashable, Sendable {
    /// A game left in progress, by its index in `HomeContent.inProgress` (0: the one left last).
    case resume(Int)
    /// The campaign of the pack played last (the starter pack for a new player).
    case continuePack
    /// Today's puzzle.
    case daily
    /// The endless game, a new seed (docs/RULES.md, "The endless game").
    case endless
    /// Practice: a falling board of its own, nothing saved (docs/RULES.md, "Practice").
    case practice
    /// A pack of the Packs list, by its index in `HomeContent.packs`.
    case pack(Int)
    /// A game of the Replays list, by its index in `HomeContent.replays`, played back.
    case replay(Int)
    /// A challenge a friend sent, by its code as the player pasted it (read, checked).
    case challenge(String)
    /// Another language for the daily, practice and the endless game (`l`, or the Language entry): the
    /// command keeps it and shows the home screen again in it (its daily's line is that language's).
    case language(Language)
    /// Quit wordfall.
    case quit
}
