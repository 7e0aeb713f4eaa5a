extension PlayFlow {
    /// How long the end screen ignores keys after it appears, and after each key it ignored, in seconds:
    /// keys typed as the level ended (the rest of a word, the next word) must not choose for the player.
    public static let endScreenGrace = 0.7
    /// How long a word's moment (its celebration, the tiles that fell in) lasts, and a big word's.
    public static let moment = (word: 1.5, bigWord: 3.0)

    /// The screen's moments, at the times the view's clock read (`keyPressed`, `timePassed`): what a key
    /// does at the end screen and when a word's moment ends are the flow's, as where play is.
    public struct Moments: Hashable, Sendable {
        /// When the last word's moment ends; nil: none showing.
        public internal(set) var wordEnds: Double?
        /// When the end screen showed, or a key last started its moment again; nil: no end showing.
        public internal(set) var endSince: Double?
        /// Whether the end screen's keys work (its moment is over): its bar shows no keys until they do.
        public internal(set) var endKeysWork = true
        /// The last key was held back by the end screen's moment: it chooses nothing.
        public internal(set) var keyHeld = false
        /// The keys pressed so far, and the one that was a first Ctrl-F of a game that ends early.
        var keys = 0
        var finishPressed: Int?
    }

    /// A key: at the end screen, within its moment, it is held back and starts the moment again (a finisher
    /// still typing "neatr" never chooses, however long the burst); `holdable` false for a key that only
    /// scrolls or answers a question the player asked for.
    static func keyPressed(_ state: inout State, at time: Double, holdable: Bool) -> [Effect] {
        state.moments.keys += 1
        state.moments.keyHeld = false
        guard case .levelOver = state.screen, holdable, let since = state.moments.endSince else { return [] }
        state.moments.endSince = time
        if time - since < endScreenGrace {
            state.moments.keyHeld = true
            state.moments.endKeysWork = false
        }
        return []
    }

    /// The view's clock read `time`: the end screen's keys work once its moment is over, and a word's moment ends.
    static func timePassed(_ state: inout State, at time: Double) -> [Effect] {
        if !state.moments.endKeysWork, let since = state.moments.endSince, time - since >= endScreenGrace {
            state.moments.endKeysWork = true
        }
        guard let ends = state.moments.wordEnds, time >= ends else { return [] }
        state.moments.wordEnds = nil
        return [.endMoment]
    }

    /// The end screen showed at `time`: its keys wait for its moment.
    static func endShown(_ state: inout State, at time: Double) -> [Effect] {
        guard case .ended = state.phase else { return [] }
        state.moments.endSince = time
        state.moments.endKeysWork = false
        return []
    }

    /// A word was accepted at `time` (`big`: the view celebrates it): its moment lasts a while.
    static func wordShown(_ state: inout State, big: Bool, at time: Double) -> [Effect] {
        state.moments.wordEnds = time + (big ? moment.bigWord : moment.word)
        return []
    }

    /// Finishing before the goals are done in a game that ends early (a challenge's round, a duel): the first
    /// Ctrl-F warns, a second right after it (no key between) ends the game as it stands.
    static func finishedEarly(_ state: inout State) -> [Effect] {
        let second = state.moments.finishPressed.map { $0 == state.moments.keys - 1 } ?? false
        state.moments.finishPressed = second ? nil : state.moments.keys
        return second ? [.endLevel] : [.warnEndsEarly]
    }
}
