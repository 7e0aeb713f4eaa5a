import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// Every try a new game (docs/RULES.md): the flow draws each retry's seed, plays the level the view made
/// of it, keeps and saves that level, resumes a kept try as that try, and names missed words in full only
/// once the level has 3 stars or the player asks.
@Suite struct PlayFlowRetryTests {
    static let level = PlayFlowTests.first
    static let kept = GameID(high: 0, low: 7)

    @Test func eachRetryDrawsANewSeedAndItsLevelIsWhatIsSaved() {
        var store = FlowTestStore(.init(kind: .level, levels: [Self.level], saving: true, keeping: false, entropy: 42))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let lost = PlayFlowTests.end(failure: .outOfMoves)
        let first = LevelResult(
            id: PlayFlowTests.fresh, level: Self.level, completed: false, failure: .outOfMoves, score: 12, stars: 1,
            words: lost.words,
            bestWord: lost.review.bestWord, duration: 30, moves: lost.moves)
        store.send(.levelEnded(lost), effects: [.stopClock, .saveResult(first)]) {
            $0.moves = lost.moves
            $0.elapsed = 30
            $0.phase = .ended(
                .init(
                    end: lost, news: [],
                    choices: [.retry, .quit], hasNext: false))
        }
        var seeds = SplitMix64(seed: 42)
        let seed = seeds.next()
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
            $0.attempt = 2
            $0.retrySeed = seed
            $0.seeds = seeds
        }
        // The view made the retry's level of that seed; the flow plays and saves it.
        var retry = Self.level
        retry.seed = seed
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh, played: retry), effects: [.introduce])
        {
            $0.level = retry
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let second = LevelResult(
            id: PlayFlowTests.fresh, level: retry, completed: false, failure: .outOfMoves, score: 12, stars: 1,
            words: lost.words,
            bestWord: lost.review.bestWord, duration: 30, moves: lost.moves)
        store.send(.levelEnded(lost), effects: [.stopClock, .saveResult(second)]) {
            $0.moves = lost.moves
            $0.elapsed = 30
            $0.phase = .ended(
                .init(
                    end: lost, news: [],
                    choices: [.retry, .quit], hasNext: false))
        }
        // Asked for, the missed words are named in full.
        store.send(.missedAsked) {
            $0.phase = .ended(
                .init(
                    end: lost, news: [],
                    choices: [.retry, .quit], hasNext: false, missedInFull: true, wholeReview: true))
        }
        // The third try draws again: another seed.
        let third = seeds.next()
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
            $0.attempt = 3
            $0.retrySeed = third
            $0.seeds = seeds
            $0.level = Self.level
        }
        #expect(third != seed)
    }

    /// Issue 40: a level picked again on the campaign screen after a try is a new game, as a retry is; a
    /// level picked and left before it began is still its first try.
    @Test func aLevelPickedAgainOnTheCampaignScreenIsANewTry() {
        var state = PlayFlow.State(
            kind: .campaign(packTitle: "Pack"), levels: [Self.level, PlayFlowTests.second], saving: true,
            keeping: false, entropy: 42
        ) { $0 == 0 }
        _ = PlayFlow.reduce(&state, .opened)
        _ = PlayFlow.reduce(&state, .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh))
        #expect(PlayFlow.reduce(&state, .levelChosen(0)) == [.loadLevel(0)])
        #expect(state.attempt == 1 && state.retrySeed == nil)
        _ = PlayFlow.reduce(&state, .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh))
        _ = PlayFlow.reduce(&state, .began)
        _ = PlayFlow.reduce(&state, .levelEnded(PlayFlowTests.end(failure: .outOfMoves)))
        #expect(PlayFlow.reduce(&state, .endChosen(.levels)) == [.showLevels])
        var seeds = SplitMix64(seed: 42)
        let first = seeds.next()
        #expect(PlayFlow.reduce(&state, .levelChosen(0)) == [.loadLevel(0)])
        #expect(state.attempt == 2 && state.retrySeed == first)
        // Level 2 never began: picked, it plays its own seed.
        _ = PlayFlow.reduce(&state, .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh))
        _ = PlayFlow.reduce(&state, .began)
        _ = PlayFlow.reduce(&state, .levelEnded(PlayFlowTests.end(failure: .outOfMoves)))
        _ = PlayFlow.reduce(&state, .endChosen(.levels))
        #expect(PlayFlow.reduce(&state, .levelChosen(1)) == [.loadLevel(1)])
        #expect(state.attempt == 1 && state.retrySeed == nil)
        // Back to level 1 after level 2's try: its third try, another seed.
        _ = PlayFlow.reduce(&state, .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh))
        _ = PlayFlow.reduce(&state, .began)
        _ = PlayFlow.reduce(&state, .levelEnded(PlayFlowTests.end(failure: .outOfMoves)))
        _ = PlayFlow.reduce(&state, .endChosen(.levels))
        #expect(PlayFlow.reduce(&state, .levelChosen(0)) == [.loadLevel(0)])
        #expect(state.attempt == 3 && state.retrySeed == seeds.next())
    }

    @Test func aKeptTryResumesAsThatTry() {
        var retry = Self.level
        retry.seed = 7
        let kept = KeptGame(id: Self.kept, level: retry, moves: [PlayFlowTests.cat], elapsed: 1)
        var store = FlowTestStore(.init(kind: .level, levels: [Self.level], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: true)
        }
        store.send(.resumeAnswered(true), effects: [.restore(kept), .startClock]) {
            $0.phase = .playing
            $0.restoring = true
            $0.gameID = Self.kept
            $0.level = retry
            $0.moves = kept.moves
            $0.elapsed = 1
            $0.keptAt = .init(moves: 1, elapsed: 1)
        }
    }

    @Test func missedWordsAreNamedInFullOnceTheLevelHasThreeStars() {
        let threeStars = SavedResult(bestScore: 900, bestStars: 3, completed: true)
        var state = PlayFlow.State(kind: .level, levels: [Self.level], saving: true, keeping: false)
        _ = PlayFlow.reduce(&state, .opened)
        _ = PlayFlow.reduce(&state, .levelLoaded(best: threeStars, kept: nil, fresh: PlayFlowTests.fresh))
        _ = PlayFlow.reduce(&state, .began)
        _ = PlayFlow.reduce(&state, .levelEnded(PlayFlowTests.end(failure: .outOfMoves)))
        guard case .ended(let outcome) = state.phase else {
            Issue.record("ended")
            return
        }
        #expect(outcome.missedInFull)
        // A failed try's score is no best: no "best score" news for 12 over a saved 10 when lost.
        var lostOverBest = PlayFlow.State(kind: .level, levels: [Self.level], saving: true, keeping: false)
        _ = PlayFlow.reduce(&lostOverBest, .opened)
        _ = PlayFlow.reduce(
            &lostOverBest,
            .levelLoaded(
                best: SavedResult(bestScore: 10, bestStars: 1, completed: true), kept: nil, fresh: PlayFlowTests.fresh))
        _ = PlayFlow.reduce(&lostOverBest, .began)
        _ = PlayFlow.reduce(&lostOverBest, .levelEnded(PlayFlowTests.end(failure: .outOfMoves)))
        guard case .ended(let lost) = lostOverBest.phase else {
            Issue.record("ended")
            return
        }
        #expect(lost.news.isEmpty && !lost.missedInFull)
    }

    /// A challenge's code fixes its refills: a retry plays the same game as the friend's (issue 42).
    @Test func aChallengeIsNeverReseededPerTry() {
        var state = PlayFlow.State(
            kind: .level, levels: [Self.level], saving: false, keeping: false, entropy: 42, retriesAreNewGames: false)
        _ = PlayFlow.reduce(&state, .opened)
        _ = PlayFlow.reduce(&state, .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh))
        _ = PlayFlow.reduce(&state, .began)
        _ = PlayFlow.reduce(&state, .levelEnded(PlayFlowTests.end(failure: .outOfMoves)))
        #expect(PlayFlow.reduce(&state, .endChosen(.retry)) == [.loadLevel(0)])
        #expect(state.attempt == 2 && state.retrySeed == nil && state.level == Self.level)
    }
}
