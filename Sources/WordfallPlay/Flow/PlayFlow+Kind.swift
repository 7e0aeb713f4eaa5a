extension PlayFlow {
    /// The kind of play, whose rules differ (docs/decisions/0420): each rule is a property here, so no
    /// view asks which kind it is in.
    public enum Kind: Hashable, Sendable {
        /// A level file (or several) played on its own.
        case level
        /// A live duel on screen (docs/RULES.md, "A live duel"): a challenge's level played at once with a
        /// friend; its line, not a level's result, is what is kept.
        case duel
        /// A pack of levels: opens on its list; a level opens when the one before it is completed.
        case campaign(packTitle: String)
        /// Today's puzzle: one try, ranked rather than won.
        case daily
        /// A game played again from its moves: nothing is saved or kept.
        case replay
        /// A day's hunt, after its round: the same board with no clock, its words kept after every move
        /// and merged with every other sitting's, reopened where it was without a question; it never ends
        /// on the player's word, so it never shows the words missed (docs/RULES.md, "The daily: a round,
        /// then the hunt").
        case hunt
        /// The endless game (docs/RULES.md, "The endless game"): played until it ends, its best kept apart
        /// from everything else; leaving ends it (nothing is kept to resume), and another game is a new seed.
        case endless
        /// A board on demand (docs/RULES.md, "Practice"): untimed, nothing saved; finishing ends the board,
        /// and another is a new seed.
        case practice

        /// Whether a level left in progress may be started again rather than resumed (false: declining
        /// the offer ends it as it stands, the daily's one try).
        public var startsAgainAfterLeaving: Bool { self != .daily }

        /// Whether finishing ends the level as it stands before its goals are done (a daily, whose goal
        /// is every word on the board); once they are done it always does.
        public var finishesBeforeTheGoals: Bool { self == .daily || self == .endless || self == .practice }

        /// Whether the player's finish ends the level (`won`: its goals are done): a daily's at any time,
        /// another level's once won; the hunt's never (its end would show the day's answers).
        public func finishes(won: Bool) -> Bool {
            self != .hunt && (won || finishesBeforeTheGoals)
        }

        /// Whether the player's finish is asked about first, as quitting is (the daily's round: one try a
        /// day, ended for good by a key that is easy to hit).
        public var asksBeforeFinishing: Bool { self == .daily }

        /// Whether a game kept for the level is resumed at once, with no offer (the hunt).
        public var resumesWithoutAsking: Bool { self == .hunt }

        /// The end of a level's choices, the usual one (Enter's) first.
        public func endChoices(completed: Bool, hasNext: Bool) -> [EndChoice] {
            switch self {
            // A duel is played once, live: its end compares, then leaves.
            case .daily, .replay, .hunt, .duel: [.quit]
            case .endless, .practice: [.retry, .quit]
            case .campaign: EndChoice.ordered(completed: completed, hasNext: hasNext, levels: true)
            case .level: EndChoice.ordered(completed: completed, hasNext: hasNext, levels: false)
            }
        }

        /// Whether another try is a new game rather than the level again (the endless game, practice): the end
        /// screen calls it so.
        public var retryIsNewGame: Bool { self == .endless || self == .practice }

        /// Whether leaving a game in play ends it, saved as it stands (the endless game: its score counts for
        /// the best), rather than keeping it to resume.
        public var endsWhenLeft: Bool { self == .endless }

        /// The pack's title, for a campaign.
        public var packTitle: String? {
            if case .campaign(let title) = self { title } else { nil }
        }
    }
}
