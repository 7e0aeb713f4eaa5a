import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// A friend's result line given at a challenge's end (docs/RULES.md, "Comparing results"): compared only
/// once the game ended, its answer shown as it came; during play it is nothing.
@Suite struct PlayFlowComparisonTests {
    @Test func aFriendsLineComparesOnlyOnceTheGameEnded() {
        var store = FlowTestStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: false, keeping: false))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        // During play a friend's line is never seen.
        store.send(.friendResultGiven("WF:bob:50:CAT@0:AA"))
        store.send(.compared(.refused("no")))
        let end = PlayFlowTests.end()
        let outcome = PlayFlow.Outcome(end: end, news: [], choices: [.quit, .retry], hasNext: false)
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        store.send(.friendResultGiven("WF:bob:50:CAT@0:AA"), effects: [.compare("WF:bob:50:CAT@0:AA")])
        let refused = PlayFlow.Comparison.refused("Your friend's line: the line does not check")
        store.send(.compared(refused), effects: [.showComparison(refused)])
        // The end's choices still stand.
        store.send(.endChosen(.quit), effects: [.finish]) { $0.phase = .finished }
    }
}
