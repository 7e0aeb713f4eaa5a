extension PlayFlow {
    /// The quit question and what it says is kept, saved or lost: decided here, once, for every view.
    public struct Quit: Hashable, Sendable {
        /// What the player is asked.
        public enum Question: Hashable, Sendable {
            /// "Quit wordfall?"
            case quitWordfall
            /// "Leave today's puzzle?": it is kept and its clock runs on.
            case leaveTodaysPuzzle
            /// "End today's puzzle?": it cannot be kept, so leaving ends it as it stands.
            case endTodaysPuzzle
            /// "Finish today's round now?": the player asked to finish the day's round (Ctrl-F, `finish`),
            /// which ends it as it stands, its rank kept, with no second try.
            case finishTodaysRound

            /// Whether yes leaves the session (rather than ending the level where it stands).
            public var leaves: Bool { self != .endTodaysPuzzle && self != .finishTodaysRound }
        }

        /// What the notes say.
        public enum Note: Hashable, Sendable {
            case replaySavesNothing
            /// The hunt's words are kept after every word: leaving loses none.
            case huntWordsKept
            /// The hunt's words could not be kept.
            case huntWordsNotKept
            case levelKept
            /// The offer to resume is showing: the game left stays kept, and is offered again.
            case levelStaysKept
            case levelLost
            /// The goals are done: leaving ends the level won, and saves it where results are saved.
            case levelWonEnds
            case singleLevelNotSaved
            case lastResultNotSaved
            case finishedLevelsSaved
            case dailyStaysKept
            case dailyNotStarted
            case dailyResultSaved
            case dailyResultNotSaved
            case dailyNoSavedData
            case dailyKeptClockRuns
            case dailyRecordedAsItStands
            /// Finishing ends the round now, its clock left unused; the hunt follows.
            case dailyFinishEndsTheRound
            /// Leaving the endless game ends it: its score counts for the best.
            case endlessEnds
            /// Practice saves nothing.
            case practiceSavesNothing
            /// Leaving a duel before its end: this side has no result, the friend plays on.
            case duelLeftHasNoResult
            /// A duel's end: both results are compared and printed on leaving, its line kept as the code's
            /// result (unless the duel is practice).
            case duelResultKept
        }

        public var question: Question
        public var notes: [Note]
    }
}

extension PlayFlow.Quit {
    /// The question before the player's finish ends the level (`Kind.asksBeforeFinishing`).
    static let finishing = PlayFlow.Quit(question: .finishTodaysRound, notes: [.dailyFinishEndsTheRound])

    init(_ state: PlayFlow.State) {
        switch state.kind {
        case .replay:
            (question, notes) = (.quitWordfall, [.replaySavesNothing])
        case .hunt:
            (question, notes) = (
                .quitWordfall, [state.keeping && !state.keepFailed ? .huntWordsKept : .huntWordsNotKept]
            )
        case .daily:
            (question, notes) = Self.daily(state)
        case .endless:
            (question, notes) = (.quitWordfall, state.phase == .playing ? [.endlessEnds] : [])
        case .practice:
            (question, notes) = (.quitWordfall, [.practiceSavesNothing])
        case .duel:
            // A duel's level saves no level result: what is kept is its line (issue 42's leftover).
            (question, notes) = (.quitWordfall, [Self.duel(state)])
        case .level, .campaign:
            question = .quitWordfall
            notes = []
            let nothingToKeep = state.moves.isEmpty && state.level.rules.timeLimit == nil
            if case .offered = state.phase {
                // Quitting at the offer loses nothing (issue 40: the dialog read as if the game were lost).
                notes.append(.levelStaysKept)
            } else if PlayFlow.endsWon(state) {
                notes.append(.levelWonEnds)
            } else if state.phase == .playing, !(state.keeping && nothingToKeep) {
                notes.append(state.keeping && !state.keepFailed ? .levelKept : .levelLost)
            }
            notes.append(
                !state.saving ? .singleLevelNotSaved : state.saveFailed ? .lastResultNotSaved : .finishedLevelsSaved)
        }
    }

    private static func duel(_ state: PlayFlow.State) -> Note {
        if case .ended = state.phase { return .duelResultKept }
        return PlayFlow.endsWon(state) ? .levelWonEnds : .duelLeftHasNoResult
    }

    private static func daily(_ state: PlayFlow.State) -> (Question, [Note]) {
        switch state.phase {
        case .offered: return (.quitWordfall, [.dailyStaysKept])
        case .ended:
            let saved: Note =
                !state.saving ? .dailyNoSavedData : state.saveFailed ? .dailyResultNotSaved : .dailyResultSaved
            return (.quitWordfall, [saved])
        case .playing:
            guard !state.keeping || state.keepFailed else { return (.leaveTodaysPuzzle, [.dailyKeptClockRuns]) }
            return (.endTodaysPuzzle, [.dailyRecordedAsItStands])
        default: return (.quitWordfall, [.dailyNotStarted])
        }
    }
}
