import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// The campaign's lock and next level are the flow's (`PlayFlow.Pack`): a locked level is refused, a
/// level completed opens the next and is the pick no more, and a game left at the offer is the pick
/// until it is resumed or forgotten (docs/SCREEN.md, "The campaign screen").
@Suite struct PlayFlowPackTests {
    static let pack = PlayFlow.Kind.campaign(packTitle: "Pack")
    static let levels = [PlayFlowTests.first, PlayFlowTests.second, PlayFlowTests.first]

    @Test func theRuleOfTheLockAndTheNextLevel() {
        let pack = PlayFlow.Pack(count: 5) { [0, 1, 3].contains($0) }
        #expect((0..<5).map(pack.isOpen) == [true, true, true, true, true])
        #expect(pack.next == 4, "the first not completed after the last completed")
        #expect(PlayFlow.Pack(count: 4) { [0, 3].contains($0) }.next == 1, "else the first not completed")
        #expect(PlayFlow.Pack(count: 4) { _ in false }.isOpen(1) == false)
        #expect(PlayFlow.Pack(count: 3, left: 2) { $0 == 0 }.next == 2, "the level left last")
        #expect(PlayFlow.Pack(count: 3, left: 0) { $0 == 0 }.next == 1, "a completed level left is not the pick")
        #expect(PlayFlow.Pack(count: 2) { _ in true }.next == nil)
    }

    @Test func aLockedLevelIsRefusedAndACompletedOneOpensTheNext() {
        var store = FlowTestStore(
            .init(kind: Self.pack, levels: Self.levels, start: 1, saving: false, keeping: false) { $0 == 0 })
        #expect(store.state.nextLevel == 1)
        store.send(.opened, effects: [.loadLevel(1)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.showLevels]) {
            $0.phase = .levels
        }
        store.send(.levelChosen(2))
        store.send(.levelChosen(1), effects: [.loadLevel(1)]) { $0.phase = .loading(atOpen: false) }
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[1] = 1
        }
        let end = PlayFlowTests.end()
        let outcome = PlayFlow.Outcome(
            end: end, news: [], choices: Self.pack.endChoices(completed: true, hasNext: true), hasNext: true)
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
            $0.pack.completed = [0, 1]
        }
        #expect(store.state.nextLevel == 2)
        store.send(.endChosen(.levels), effects: [.showLevels]) { $0.phase = .levels }
        store.send(.levelChosen(2), effects: [.loadLevel(2)]) {
            $0.index = 2
            $0.level = Self.levels[2]
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
        }
    }

    @Test func aGameLeftAtTheOfferIsThePickUntilItIsAnswered() {
        var store = FlowTestStore(
            .init(kind: Self.pack, levels: Self.levels, start: 1, saving: true, keeping: true) { $0 == 0 })
        let kept = KeptGame(
            id: PlayFlowTests.keptID, level: PlayFlowTests.second, moves: [PlayFlowTests.cat], elapsed: 1)
        store.send(.opened, effects: [.loadLevel(1)])
        store.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: true)
        }
        store.send(.levelsAsked, effects: [.showLevels]) {
            $0.pack.left = 1
            $0.phase = .levels
        }
        #expect(store.state.nextLevel == 1)
        store.send(.levelChosen(1), effects: [.loadLevel(1)]) { $0.phase = .loading(atOpen: false) }
        store.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: false)
        }
        store.send(.resumeAnswered(false), effects: [.forget(kept), .introduce]) {
            $0.pack.left = nil
            $0.phase = .ready
        }
    }
}
