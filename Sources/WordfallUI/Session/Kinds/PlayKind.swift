import WordfallCore
import WordfallPlay
import WordfallProgress

/// The rules of one kind of play (a level file, a campaign, the daily puzzle, a replay): what the
/// session opens on, and which keys the bar shows; what comes next, what is saved and what the quit dialog says are the flow's
/// (`PlayFlow`). `PlaySession` handles what every kind shares (building words, pause, help,
/// hints, shuffles, meanings, the end screen) and asks its kind at each of these points, so no code
/// asks which kind it is in.
///
/// Every requirement but `levels` and `progress` has a default, a level file's behaviour: a new kind
/// implements only what it does differently. The session is passed in rather than kept, so a kind
/// holds no reference back to it.
package protocol PlayKind: AnyObject {
    /// The levels played, in order (at least one).
    var levels: [Level] { get }
    /// Where results are recorded, and what was recorded before.
    var progress: any ProgressRecorder { get }
    /// The level the session starts with.
    var startIndex: Int { get }
    /// The keys the bar shows on these screens instead of the usual ones (`KeysBar.items`).
    var keys: [PlayFlow.Screen: [KeysBar.Item]] { get }
    /// The line beside level `index`'s title in the header ("Pack, level 2 of 5"), nil for none.
    func subtitle(level index: Int) -> String?
    /// The level is ready (`PlayFlow.Effect.introduce`): shows its intro, or begins it.
    func introduce(_ session: PlaySession)
    /// The card shown before level `index`'s clock starts, nil for none (a timed level's line about
    /// the clock is added by the session).
    func introduction(level index: Int, _ session: PlaySession) -> IntroCard?
    /// The level is about to start (its clock, its events followed).
    func began(_ session: PlaySession)
    /// A few times a second, whatever shows (a duel's count-down and what the friend sent).
    func ticked(_ session: PlaySession)
    /// Whether the kind takes `key` before the key map (and acts on it): its own keys, a line being typed.
    func takesKey(_ key: Key, _ session: PlaySession) -> Bool
    /// A kept game was played again and play goes on (after the session said so).
    func resumed(_ session: PlaySession)
    /// A replay's recorded moves, which the flow plays at their times (`PlayFlow.State.replaying`).
    var replaying: [TimedMove] { get }
    /// Adds what the kind knows to the end screen's review (the pack's result, the daily's rank).
    func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession)
    /// Shows the campaign's levels (`PlayFlow.Effect.showLevels`: at the start, or `l` on the end screen).
    func showLevels(_ session: PlaySession)
    /// Compares the game that ended with a friend's result line (`PlayFlow.Effect.compare`): only a
    /// challenge has one to compare with.
    func compare(_ line: String, _ session: PlaySession) -> PlayFlow.Comparison
    /// Whether the player's own words (`wordfall words add`) may apply to its games, so a word not in the
    /// list names the command (a challenge: never, both players play the same list).
    var ownWords: Bool { get }
    /// The kind as the flow of play knows it (`PlayFlow.Kind`): where its rules of what comes next,
    /// what is saved and what quitting says are.
    var flowKind: PlayFlow.Kind { get }
    /// Whether a retry is a new game (docs/RULES.md, "Every try a new game"); a challenge's is not.
    var retriesAreNewGames: Bool { get }
    /// A challenge's round (`PlayFlow.State.isRound`): its end is a round's.
    var isRound: Bool { get }
    /// What a first Ctrl-F before the goals says when a second ends the game as it stands (a challenge's
    /// round, a duel: `PlayFlow.State.endsEarly`); nil where it cannot end early.
    var earlyEndWarning: String? { get }
}

extension PlayKind {
    package var startIndex: Int { 0 }
    package var keys: [PlayFlow.Screen: [KeysBar.Item]] { [:] }
    package func subtitle(level index: Int) -> String? { nil }
    package func introduce(_ session: PlaySession) { session.open() }
    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? { nil }
    package func began(_ session: PlaySession) {}
    package func ticked(_ session: PlaySession) {}
    package func takesKey(_ key: Key, _ session: PlaySession) -> Bool { false }
    package func resumed(_ session: PlaySession) {}
    package var replaying: [TimedMove] { [] }
    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
    }
    package func showLevels(_ session: PlaySession) {}
    package var ownWords: Bool { true }
    package var retriesAreNewGames: Bool { true }
    package var earlyEndWarning: String? { nil }
    package var isRound: Bool { false }
    package func compare(_ line: String, _ session: PlaySession) -> PlayFlow.Comparison {
        .refused("Only a challenge's game compares with a friend's result line.")
    }
}
