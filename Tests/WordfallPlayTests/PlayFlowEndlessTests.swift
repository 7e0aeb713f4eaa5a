import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// The endless game and practice as the flow has them (docs/RULES.md, "The endless game", "Practice"):
/// whole states and effect lists per action.
@Suite struct PlayFlowEndlessTests {
    static let level = Level.endless(seed: 7)

    /// A saved best of 500 for the seed, 900 over every seed.
    static let best: SavedResult = {
        var best = SavedResult(bestScore: 500, bestStars: 0, completed: false)
        best.bestOfAll = (900, 3)
        return best
    }()

    @Test func theEndlessGameIsPlayedToItsEndSavedWithItsNewsAndANewGameIsANewSeed() {
        var store = FlowTestStore(
            .init(kind: .endless, levels: [Self.level], saving: true, keeping: false, entropy: 42))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: Self.best, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
            $0.best = Self.best
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        // Passing the seed's best says nothing; passing the best of every seed is told, once.
        store.send(.scoreChanged(600))
        store.send(.scoreChanged(950), effects: [.announce(.bestOfAll(was: 900))]) {
            $0.announced = [.bestScore]
        }
        store.send(.scoreChanged(990))
        // Finishing ends it as it stands, as a daily's does.
        store.send(.finishAsked, effects: [.play(.finish)])
        let end = PlayFlowTests.end(failure: .burnedDown, score: 990, stars: 0)
        let result = LevelResult(
            id: PlayFlowTests.fresh, level: Self.level, completed: false, failure: .burnedDown, score: 990,
            stars: 0, words: end.words, bestWord: end.review.bestWord, duration: 30, moves: end.moves)
        var outcome = PlayFlow.Outcome(
            end: end, news: [.bestForSeed(was: 500), .bestOfAll(was: 900)], choices: [.retry, .quit], hasNext: false)
        outcome.missedInFull = true
        outcome.retryIsNewGame = true
        store.send(.levelEnded(end), effects: [.stopClock, .saveResult(result)]) {
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        store.send(.resultSaved(warning: nil), effects: [.showEnd(outcome)])
        var seeds = SplitMix64(seed: 42)
        let seed = seeds.next()
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
            $0.attempt = 2
            $0.retrySeed = seed
            $0.seeds = seeds
            $0.best = nil
            $0.announced = []
        }
        // Another game is the endless game of the new seed, its own title and best.
        #expect(Self.level.retried(seed: seed, lexicon: Lexicon(words: [])) == .endless(seed: seed))
    }

    @Test func leavingTheEndlessGameEndsItAndSavesItsScore() {
        var store = FlowTestStore(.init(kind: .endless, levels: [Self.level], saving: true, keeping: false))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.endlessEnds]), back: .playing)
        }
        store.send(.quitAnswered(true), effects: [.endLevel]) {
            $0.phase = .playing
            $0.finishesWhenEnded = true
        }
        let end = PlayFlowTests.end(byPlayer: true, score: 12, stars: 0)
        let result = LevelResult(
            id: PlayFlowTests.fresh, level: Self.level, completed: false, failure: nil, endedByPlayer: true,
            score: 12, stars: 0, words: end.words, bestWord: end.review.bestWord, duration: 30, moves: end.moves)
        store.send(.levelEnded(end), effects: [.stopClock, .saveResult(result), .finish]) {
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .finished
        }
    }

    @Test func practiceSavesNothingAndItsNextBoardIsANewSeed() {
        let level = Level.practice(seed: 5, fixed: true)
        var store = FlowTestStore(.init(kind: .practice, levels: [level], saving: false, keeping: false, entropy: 1))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.finishAsked, effects: [.play(.finish)])
        let end = PlayFlowTests.end(byPlayer: true, stars: 0)
        var outcome = PlayFlow.Outcome(end: end, news: [], choices: [.retry, .quit], hasNext: false)
        outcome.missedInFull = true
        outcome.retryIsNewGame = true
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        var seeds = SplitMix64(seed: 1)
        let seed = seeds.next()
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
            $0.attempt = 2
            $0.retrySeed = seed
            $0.seeds = seeds
        }
    }
}
