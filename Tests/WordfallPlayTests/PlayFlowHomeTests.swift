import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// Going home is the flow's: Esc on a campaign's levels and `m` at the quit question end the session back
/// at the home screen it was opened from (the level in play kept as quitting keeps it), a replay's `q`
/// leaves at once; opened elsewhere, nothing goes home.
@Suite struct PlayFlowHomeTests {
    static let pack = PlayFlow.Kind.campaign(packTitle: "Pack")

    @Test func escOnTheLevelsGoesHomeWhenOpenedFromThere() {
        var store = FlowTestStore(
            .init(kind: Self.pack, levels: [PlayFlowTests.first], saving: true, keeping: true, fromHome: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.showLevels]) {
            $0.phase = .levels
        }
        store.send(.homeAsked, effects: [.finish]) {
            $0.home = true
            $0.phase = .finished
        }

        var notFromHome = FlowTestStore(
            .init(kind: Self.pack, levels: [PlayFlowTests.first], saving: true, keeping: true))
        notFromHome.send(.opened, effects: [.loadLevel(0)])
        notFromHome.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.showLevels]) {
            $0.phase = .levels
        }
        notFromHome.send(.homeAsked)
    }

    @Test func homeAtTheQuitQuestionKeepsTheLevelAndGoesHome() {
        var store = FlowTestStore(
            .init(kind: .level, levels: [PlayFlowTests.first], saving: true, keeping: true, fromHome: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.stood(moves: [PlayFlowTests.cat], elapsed: 2)) {
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 2
        }
        let quit = PlayFlow.Quit(question: .quitWordfall, notes: [.levelKept, .finishedLevelsSaved])
        store.send(.quitAsked, effects: [.stopClock]) { $0.phase = .quitting(quit, back: .playing) }
        let kept = KeptGame(id: PlayFlowTests.fresh, level: PlayFlowTests.first, moves: [PlayFlowTests.cat], elapsed: 2)
        store.send(.homeAsked, effects: [.keep(kept, leaving: true), .finish]) {
            $0.home = true
            $0.keptAt = .init(moves: 1, elapsed: 2)
            $0.phase = .finished
        }
    }

    @Test func aDailyThatCannotBeKeptIsNotLeftForHome() {
        var store = FlowTestStore(
            .init(kind: .daily, levels: [PlayFlowTests.first], saving: true, keeping: false, fromHome: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let quit = PlayFlow.Quit(question: .endTodaysPuzzle, notes: [.dailyRecordedAsItStands])
        store.send(.quitAsked, effects: [.stopClock]) { $0.phase = .quitting(quit, back: .playing) }
        // "End today's puzzle?" does not leave: home is not one of its answers.
        store.send(.homeAsked)
    }

    @Test func aReplayLeftAtOnceGoesHomeWhenWatchedFromThere() {
        var store = FlowTestStore(
            .init(kind: .replay, levels: [PlayFlowTests.first], saving: false, keeping: false, fromHome: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(
            .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.startClock, .introduce, .start]
        ) {
            $0.phase = .playing
        }
        store.send(.replayLeft, effects: [.finish]) {
            $0.home = true
            $0.phase = .finished
        }

        var level = FlowTestStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: false, keeping: false))
        level.send(.opened, effects: [.loadLevel(0)])
        level.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        level.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        level.send(.replayLeft)
    }
}
