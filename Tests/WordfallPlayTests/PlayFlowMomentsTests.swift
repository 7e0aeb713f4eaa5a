import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// The screen's moments are the flow's (`PlayFlow.Moments`): the end screen holds back keys typed as the
/// level ended, a word's moment ends, and a round that ends early takes two Ctrl-F in a row.
@Suite struct PlayFlowMomentsTests {
    /// A level file ended, its end shown at 10 on the view's clock.
    static func ended() -> FlowTestStore {
        var store = PlayFlowScreenTests.playing(saving: false)
        let end = PlayFlowTests.end()
        let outcome = PlayFlow.Outcome(end: end, news: [], choices: [.quit, .retry], hasNext: false)
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        store.send(.endShown(at: 10)) {
            $0.moments.endSince = 10
            $0.moments.endKeysWork = false
        }
        return store
    }

    @Test func keysTypedAsTheLevelEndedAreHeldAndStartTheMomentAgain() {
        var store = Self.ended()
        store.send(.keyPressed(at: 10.3, holdable: true)) {
            $0.moments.keys = 1
            $0.moments.endSince = 10.3
            $0.moments.keyHeld = true
        }
        // Still typing: each key starts the moment again, past the grace of the end's showing.
        store.send(.keyPressed(at: 10.9, holdable: true)) {
            $0.moments.keys = 2
            $0.moments.endSince = 10.9
        }
        // A key that only scrolls is never held, nor starts the moment again.
        store.send(.keyPressed(at: 11, holdable: false)) {
            $0.moments.keys = 3
            $0.moments.keyHeld = false
        }
        store.send(.timePassed(at: 11.2))
        store.send(.timePassed(at: 11.7)) { $0.moments.endKeysWork = true }
        // A key after a moment without one chooses.
        store.send(.keyPressed(at: 12.5, holdable: true)) {
            $0.moments.keys = 4
            $0.moments.endSince = 12.5
        }
    }

    @Test func aWordsMomentEndsOnTheViewsClockAndNotAfterARestore() {
        var store = PlayFlowScreenTests.playing()
        store.send(.wordShown(big: false, at: 2)) { $0.moments.wordEnds = 2 + PlayFlow.moment.word }
        store.send(.timePassed(at: 3))
        store.send(.timePassed(at: 3.5), effects: [.endMoment]) { $0.moments.wordEnds = nil }
        store.send(.wordShown(big: true, at: 4)) { $0.moments.wordEnds = 4 + PlayFlow.moment.bigWord }
        store.send(.restored) { $0.moments.wordEnds = nil }
        store.send(.timePassed(at: 8))
    }

    @Test func aRoundEndsEarlyOnTwoCtrlFInARowOthersAreRefused() {
        var store = FlowTestStore(
            .init(kind: .level, levels: [PlayFlowTests.first], saving: false, keeping: false, isRound: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.keyPressed(at: 1, holdable: true)) { $0.moments.keys = 1 }
        store.send(.finishAsked, effects: [.warnEndsEarly]) { $0.moments.finishPressed = 1 }
        // A key between: the next Ctrl-F warns again.
        store.send(.keyPressed(at: 2, holdable: true)) { $0.moments.keys = 2 }
        store.send(.keyPressed(at: 3, holdable: true)) { $0.moments.keys = 3 }
        store.send(.finishAsked, effects: [.warnEndsEarly]) { $0.moments.finishPressed = 3 }
        store.send(.keyPressed(at: 4, holdable: true)) { $0.moments.keys = 4 }
        store.send(.finishAsked, effects: [.endLevel]) { $0.moments.finishPressed = nil }
        // A round is neither passed nor failed: its end offers quitting first, and another play.
        let end = PlayFlowTests.end(byPlayer: true)
        let outcome = PlayFlow.Outcome(end: end, news: [], choices: [.quit, .retry], hasNext: false)
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }

        // A level that cannot end early refuses, as before its goals.
        var level = PlayFlowScreenTests.playing()
        level.send(.finishAsked, effects: [.finishRefused])
    }
}
