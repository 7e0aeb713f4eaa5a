import Testing
import WordfallCore

@testable import WordfallPlay

/// Issue 36: each game of the flow has one id, a new one for each level loaded and a kept game's own when
/// it is resumed, carried by every keep and by the result.
@Suite struct PlayFlowIdentityTests {
    static let first = GameID(high: 1, low: 1)
    static let second = GameID(high: 2, low: 2)

    @Test func aNewGameTakesTheIdItIsGivenAndAResumedOneKeepsItsOwn() {
        let level = PlayFlowTests.first
        var store = FlowTestStore(.init(kind: .level, levels: [level], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: Self.first), effects: [.introduce]) {
            $0.gameID = Self.first
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let kept = KeptGame(id: Self.first, level: level, moves: [PlayFlowTests.cat], elapsed: 1)
        store.send(.moved(moves: [PlayFlowTests.cat], elapsed: 1), effects: [.keep(kept, leaving: false)]) {
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 1
            $0.keptAt = .init(moves: 1, elapsed: 1)
        }
        // Next time, resumed: the kept game's id, not the new one offered.
        var next = FlowTestStore(.init(kind: .level, levels: [level], saving: true, keeping: true))
        next.send(.opened, effects: [.loadLevel(0)])
        next.send(.levelLoaded(best: nil, kept: kept, fresh: Self.second), effects: [.offer(kept)]) {
            $0.gameID = Self.second
            $0.phase = .offered(kept, atOpen: true)
        }
        var state = next.state
        _ = PlayFlow.reduce(&state, .resumeAnswered(true))
        _ = PlayFlow.reduce(&state, .restored)
        #expect(state.gameID == Self.first)
        let end = PlayFlowTests.end()
        let result = LevelResult(
            id: Self.first, level: level, completed: true, failure: nil, score: 12, stars: 1, words: end.words,
            bestWord: end.review.bestWord, duration: 30, moves: end.moves)
        // Its end saves the result under the kept game's id.
        #expect(PlayFlow.reduce(&state, .levelEnded(end)).contains(.saveResult(result)))
    }

    @Test func aKeptGameDeclinedIsForgottenAloneAndTheNewGameHasItsNewID() {
        let level = PlayFlowTests.first
        let kept = KeptGame(id: Self.first, level: level, moves: [PlayFlowTests.cat], elapsed: 1)
        var store = FlowTestStore(.init(kind: .level, levels: [level], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: kept, fresh: Self.second), effects: [.offer(kept)]) {
            $0.gameID = Self.second
            $0.phase = .offered(kept, atOpen: true)
        }
        store.send(.resumeAnswered(false), effects: [.forget(kept), .introduce]) { $0.phase = .ready }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(
            .moved(moves: [PlayFlowTests.dog], elapsed: 2),
            effects: [
                .keep(KeptGame(id: Self.second, level: level, moves: [PlayFlowTests.dog], elapsed: 2), leaving: false)
            ]
        ) {
            $0.moves = [PlayFlowTests.dog]
            $0.elapsed = 2
            $0.keptAt = .init(moves: 1, elapsed: 2)
        }
    }

    @Test func whereTheGameStoodWhenLeftIsWhatIsKept() {
        var store = FlowTestStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        // Nothing stands before the level begins.
        store.send(.stood(moves: [PlayFlowTests.cat], elapsed: 1))
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.stood(moves: [PlayFlowTests.cat, PlayFlowTests.dog], elapsed: 2)) {
            $0.moves = [PlayFlowTests.cat, PlayFlowTests.dog]
            $0.elapsed = 2
        }
        let kept = KeptGame(
            id: PlayFlowTests.fresh, level: PlayFlowTests.first, moves: [PlayFlowTests.cat, PlayFlowTests.dog],
            elapsed: 2)
        store.send(.abandoned, effects: [.keep(kept, leaving: true)]) { $0.keptAt = .init(moves: 2, elapsed: 2) }
    }
}
