import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// The player's moves, finishing, the clock and a replay's pacing go through the flow to the model: a
/// move only while a level is in play, finishing once the goals are done (a daily's at any time), a
/// replay's recorded moves each when the clock reaches its time, then its end.
@Suite struct PlayFlowMovesTests {
    static func playing(_ kind: PlayFlow.Kind, replaying: [TimedMove] = []) -> FlowTestStore {
        var store = FlowTestStore(
            .init(kind: kind, levels: [PlayFlowTests.first], saving: false, keeping: false, replaying: replaying))
        store.send(.opened, effects: [.loadLevel(0)])
        if kind == .replay {
            store.send(
                .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh),
                effects: [.startClock, .introduce, .start]
            ) {
                $0.phase = .playing
            }
        } else {
            store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
                $0.phase = .ready
            }
        }
        return store
    }

    @Test func movesAndTheClockReachTheModelOnlyWhileALevelIsInPlay() {
        var store = Self.playing(.level)
        store.send(.moveAsked(.word("CAT")))
        store.send(.ticked)
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.moveAsked(.word("CAT")), effects: [.play(.word("CAT"))])
        store.send(.moveAsked(.shuffle), effects: [.play(.shuffle)])
        store.send(.ticked, effects: [.tick])
        // The clock read changes nothing outside a replay.
        store.send(.clockRead(elapsed: 3))
        // The quit question stops the clock (the model's tick still runs, reading no time) and takes no move.
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(
                .init(question: .quitWordfall, notes: [.levelLost, .singleLevelNotSaved]), back: .playing)
        }
        store.send(.ticked, effects: [.tick])
        store.send(.moveAsked(.hint))
    }

    @Test func finishingWaitsForTheGoalsExceptForADaily() {
        var level = Self.playing(.level)
        level.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        level.send(.finishAsked, effects: [.finishRefused])
        level.send(.goalsDone) { $0.won = true }
        level.send(.finishAsked, effects: [.play(.finish)])

        var daily = Self.playing(.daily)
        daily.send(.finishAsked)
        daily.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        // The daily's round asks first, as quitting does: its clock stops under the question.
        daily.send(.finishAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .finishTodaysRound, notes: [.dailyFinishEndsTheRound]), back: .playing)
        }
        daily.send(.finishAsked)
        daily.send(.homeAsked)
        daily.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        daily.send(.finishAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .finishTodaysRound, notes: [.dailyFinishEndsTheRound]), back: .playing)
        }
        daily.send(.quitAnswered(true), effects: [.endLevel]) { $0.phase = .playing }
    }

    /// A challenge's round ended as it stands (`finish`, Ctrl-F twice) goes to the model as the flow's
    /// `endLevel`, only while the level is in play; its end comes back as any end does.
    @Test func aRoundEndedAsItStandsReachesTheModelOnlyInPlay() {
        var store = Self.playing(.level)
        store.send(.endAsked)
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(
                .init(question: .quitWordfall, notes: [.levelLost, .singleLevelNotSaved]), back: .playing)
        }
        store.send(.endAsked)
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        store.send(.endAsked, effects: [.endLevel])
    }

    @Test func aReplayPlaysEachMoveAtItsTimeSkipsAheadAndEnds() {
        let moves = [
            TimedMove(move: .word("CAT"), at: 0), TimedMove(move: .word("DOG"), at: 2),
            TimedMove(move: .shuffle, at: 2), TimedMove(move: .hint, at: 5),
        ]
        var store = Self.playing(.replay, replaying: moves)
        store.send(.clockRead(elapsed: 0), effects: [.play(.word("CAT"))]) { $0.replaying = Array(moves[1...]) }
        store.send(.ticked, effects: [.tick])
        store.send(.clockRead(elapsed: 1))
        store.send(.clockRead(elapsed: 2), effects: [.play(.word("DOG")), .play(.shuffle)]) {
            $0.replaying = [moves[3]]
        }
        // The right arrow: the clock runs on to the next move, which plays once the clock is read.
        store.send(.skipAsked(elapsed: 2.5), effects: [.play(.wait(2.5)), .readClock])
        store.send(.clockRead(elapsed: 5), effects: [.play(.hint), .endLevel]) { $0.replaying = [] }
        store.send(.skipAsked(elapsed: 5))
    }
}
