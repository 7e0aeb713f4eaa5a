extension PlayFlow {
    /// What a view shows over the phase at the player's asking: the board hidden, the keys and rules, the
    /// goals, a word's meaning, the statistics, or something about the saved data to read at the start.
    public enum Overlay: Hashable, Sendable {
        case paused
        case help
        case goals
        case meaning
        case statistics
        case notice
    }

    /// Where play is, which decides what each key means and whether the level's clock runs: the phase, and
    /// the overlays over it (`State.screen`). The one state machine of where play is: the views draw what
    /// it says, each screen with what it shows, and never decide it.
    public enum Screen: Hashable, Sendable {
        case playing
        case help
        case paused
        case confirmingQuit
        /// The player's statistics, over the pause or end screen.
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
        /// Before a level's clock starts: the first-steps card, the level's new rule, the offer to resume.
        case intro

        /// Whether the level's clock runs on this screen: playing, and looking at a word's meaning or the
        /// goals over the game (a daily's clock is not a pause button).
        public var keepsTheClockRunning: Bool { self == .playing || self == .meaning || self == .goals }
    }
}

extension PlayFlow.State {
    /// Where play is: the quit question over everything, else the overlay on top, else the phase's place.
    public var screen: PlayFlow.Screen {
        if case .quitting = phase { return .confirmingQuit }
        switch overlays.last {
        case .paused: return .paused
        case .help: return .help
        case .goals: return .goals
        case .meaning: return .meaning
        case .statistics: return .statistics
        case .notice: return .notice
        case nil: return phase.place
        }
    }
}

extension PlayFlow.Phase {
    /// Where the phase has play, overlays aside (a quit question's: what it goes back to): overlays stay
    /// over one place, and go when play moves elsewhere.
    var place: PlayFlow.Screen {
        switch self {
        case .levels: .campaign
        case .offered, .ready: .intro
        case .ended(let outcome): .levelOver(hasNext: outcome.hasNext)
        case .quitting(_, let back): back.place
        case .loading, .playing, .finished: .playing
        }
    }
}

extension PlayFlow {
    /// An overlay asked for or taken away: the clock stops or starts with it while a level is in play.
    static func overlaid(_ state: inout State, _ change: (inout [Overlay]) -> Void) -> [Effect] {
        switch state.phase {
        case .loading, .quitting, .finished: return []
        default: break
        }
        let ran = state.screen.keepsTheClockRunning
        change(&state.overlays)
        let runs = state.screen.keepsTheClockRunning
        guard state.phase.isPlaying, ran != runs else { return [] }
        return [runs ? .startClock : .stopClock]
    }
}
