import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// Where play is, the flow's one state machine (`State.screen`): the phase, and the overlays the player
/// asked over it. An overlay that hides the board stops the clock; the quit question goes back to what
/// showed; play moving elsewhere takes the overlays away.
@Suite struct PlayFlowScreenTests {
    /// A level in play, its clock running.
    static func playing(saving: Bool = true) -> FlowTestStore {
        var store = FlowTestStore(
            .init(kind: .level, levels: [PlayFlowTests.first], saving: saving, keeping: saving))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        #expect(store.state.screen == .intro)
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        #expect(store.state.screen == .playing)
        return store
    }

    @Test func anOverlayThatHidesTheBoardStopsTheClockAndGoesBackToWhatShowed() {
        var store = Self.playing()
        store.send(.overlayToggled(.paused), effects: [.stopClock]) { $0.overlays = [.paused] }
        #expect(store.state.screen == .paused)
        // The help over the pause goes back to the pause, the clock still stopped.
        store.send(.overlayToggled(.help)) { $0.overlays = [.paused, .help] }
        #expect(store.state.screen == .help)
        store.send(.overlayToggled(.help)) { $0.overlays = [.paused] }
        store.send(.overlayToggled(.paused), effects: [.startClock]) { $0.overlays = [] }
        // The goals and a meaning leave the clock running (a daily's clock is no pause button).
        store.send(.overlayToggled(.goals)) { $0.overlays = [.goals] }
        #expect(store.state.screen == .goals)
        store.send(.overlayToggled(.goals)) { $0.overlays = [] }
        store.send(.overlayToggled(.meaning)) { $0.overlays = [.meaning] }
        store.send(.overlayClosed) { $0.overlays = [] }
        #expect(store.state.screen == .playing)
    }

    @Test func theQuitQuestionGoesBackToThePauseItWasAskedOver() {
        var store = Self.playing()
        store.send(.overlayToggled(.paused), effects: [.stopClock]) { $0.overlays = [.paused] }
        let quit = PlayFlow.Quit(question: .quitWordfall, notes: [.finishedLevelsSaved])
        store.send(.quitAsked, effects: [.stopClock]) { $0.phase = .quitting(quit, back: .playing) }
        #expect(store.state.screen == .confirmingQuit)
        // No overlay is asked for under the question.
        store.send(.overlayToggled(.help))
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        #expect(store.state.screen == .paused)
    }

    @Test func askedOverTheHelpTheQuestionGoesBackToWhatTheHelpWasOver() {
        var store = Self.playing()
        store.send(.overlayToggled(.help), effects: [.stopClock]) { $0.overlays = [.help] }
        let quit = PlayFlow.Quit(question: .quitWordfall, notes: [.finishedLevelsSaved])
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.overlays = []
            $0.phase = .quitting(quit, back: .playing)
        }
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        #expect(store.state.screen == .playing)
    }

    @Test func playMovingElsewhereTakesTheOverlaysAway() {
        var store = Self.playing(saving: false)
        store.send(.overlayToggled(.goals)) { $0.overlays = [.goals] }
        let end = PlayFlowTests.end()
        let outcome = PlayFlow.Outcome(end: end, news: [], choices: [.quit, .retry], hasNext: false)
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.overlays = []
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        #expect(store.state.screen == .levelOver(hasNext: false))
        // The statistics over the end screen stay over it as its review changes.
        store.send(.overlayToggled(.statistics)) { $0.overlays = [.statistics] }
        var whole = outcome
        whole.missedInFull = true
        whole.wholeReview = true
        store.send(.missedAsked) { $0.phase = .ended(whole) }
        #expect(store.state.screen == .statistics)
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.overlays = []
            $0.attempt = 2
            $0.retrySeed = $0.seeds.next()
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
        }
        #expect(store.state.screen == .playing)
    }

    @Test func nothingIsOverlaidWhileALevelLoads() {
        var store = FlowTestStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.overlayToggled(.help))
        #expect(store.state.screen == .playing)
    }
}
