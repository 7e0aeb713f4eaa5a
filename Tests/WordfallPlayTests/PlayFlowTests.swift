import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallPlay

/// The flow of play, each kind's end, quit and resume, asserted as whole states and effect lists.
@Suite struct PlayFlowTests {
    static let first = Fixture.level([GoalSpec(.words(count: 1))])
    static let second: Level = {
        var level = Fixture.level([GoalSpec(.words(count: 1))])
        level.id = "second"
        level.title = "Second"
        return level
    }()
    /// The id each test's new games take (`Action.levelLoaded`), and a kept game's own.
    static let fresh = GameID(high: 0, low: 0)
    static let keptID = GameID(high: 0, low: 9)
    static let cat = TimedMove(move: .word("CAT"), at: 1)
    static let dog = TimedMove(move: .word("DOG"), at: 2)

    /// A game that found CAT and DOG (DOG a find, off the common list), missing SEA and ACE: the review counts
    /// CAT of CAT, SEA and ACE (the model's `LevelReview.found` and `wordCount`).
    static func end(
        failure: FailureReason? = nil, byPlayer: Bool = false, score: Int = 12, stars: Int = 1,
        best: ScoredWord? = ScoredWord(word: "DOG", points: 7)
    ) -> PlayFlow.LevelEnd {
        PlayFlow.LevelEnd(
            failure: failure, byPlayer: byPlayer, score: score, stars: stars,
            words: [ScoredWord(word: "CAT", points: 5), ScoredWord(word: "DOG", points: 7)],
            review: LevelReview(
                bestWord: best, longestWord: best,
                missedWords: [ScoredWord(word: "SEA", points: 5), ScoredWord(word: "ACE", points: 4)],
                finds: [ScoredWord(word: "DOG", points: 7)], found: [ScoredWord(word: "CAT", points: 5)]),
            nextStar: .init(stars: 2, points: 8), duration: 30, moves: [cat, dog])
    }

    @Test func aLevelFilePlaysToItsEndSavesNothingAndRetries() {
        var store = FlowTestStore(.init(kind: .level, levels: [Self.first], saving: false, keeping: false))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        // Nothing is kept for a level file.
        store.send(.moved(moves: [Self.cat], elapsed: 1)) {
            $0.moves = [Self.cat]
            $0.elapsed = 1
        }
        let end = Self.end()
        let outcome = PlayFlow.Outcome(
            end: end, news: [], choices: [.quit, .retry],
            hasNext: false)
        // Nothing is saved: the end shows at once.
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        store.send(.endChosen(.nextLevel))
        // A retry is a new game: its seed drawn from the session's random source (docs/RULES.md).
        var seeds = SplitMix64(seed: 0)
        let retrySeed = seeds.next()
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
            $0.attempt = 2
            $0.retrySeed = retrySeed
            $0.seeds = seeds
        }
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.quitAsked) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.singleLevelNotSaved]), back: .ready)
        }
        store.send(.quitAnswered(true), effects: [.finish]) { $0.phase = .finished }
    }

    @Test func aCampaignLevelIsKeptSavedAndToldItsNews() {
        let best = SavedResult(
            bestScore: 10, bestStars: 1, completed: true, bestWord: ScoredWord(word: "CAT", points: 5))
        var store = FlowTestStore(
            .init(kind: .campaign(packTitle: "Pack"), levels: [Self.first, Self.second], saving: true, keeping: true) {
                $0 == 0
            })
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.showLevels]) {
            $0.phase = .levels
        }
        store.send(.levelChosen(1), effects: [.loadLevel(1)]) {
            $0.index = 1
            $0.level = Self.second
            $0.phase = .loading(atOpen: false)
        }
        store.send(.levelLoaded(best: best, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.best = best
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(
            .moved(moves: [Self.cat], elapsed: 1),
            effects: [
                .keep(
                    KeptGame(id: PlayFlowTests.fresh, level: Self.second, moves: [Self.cat], elapsed: 1), leaving: false
                )
            ]
        ) {
            $0.moves = [Self.cat]
            $0.elapsed = 1
            $0.keptAt = .init(moves: 1, elapsed: 1)
        }
        // The clock alone does not keep an untimed level again.
        store.send(.moved(moves: [Self.cat], elapsed: 9)) { $0.elapsed = 9 }
        store.send(.kept(warning: nil))
        store.send(.scoreChanged(8))
        store.send(.scoreChanged(12), effects: [.announce(.bestScore(was: 10))]) { $0.announced = [.bestScore] }
        store.send(.scoreChanged(20))
        store.send(
            .wordAccepted(ScoredWord(word: "DOG", points: 7)),
            effects: [.announce(.bestWord(was: ScoredWord(word: "CAT", points: 5)))]
        ) { $0.announced = [.bestScore, .bestWord] }
        let end = Self.end(stars: 2)
        let result = LevelResult(
            id: PlayFlowTests.fresh, level: Self.second, completed: true, failure: nil, score: 12, stars: 2,
            words: end.words,
            bestWord: end.review.bestWord, duration: 30, moves: end.moves)
        let outcome = PlayFlow.Outcome(
            end: end,
            news: [
                .bestScore(was: 10),
                .bestWord(ScoredWord(word: "DOG", points: 7), was: ScoredWord(word: "CAT", points: 5)),
                .moreStars(2, was: 1),
            ],
            choices: [.levels, .retry, .quit], hasNext: false)
        store.send(.levelEnded(end), effects: [.stopClock, .saveResult(result)]) {
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        var told = outcome
        told.notice = "The result could not be saved."
        store.send(.resultSaved(warning: "The result could not be saved."), effects: [.showEnd(told)]) {
            $0.saveFailed = true
            $0.phase = .ended(told)
        }
        store.send(.quitAsked) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.lastResultNotSaved]), back: .ended(told))
        }
        store.send(.quitAnswered(false)) { $0.phase = .ended(told) }
        store.send(.endChosen(.levels), effects: [.showLevels]) { $0.phase = .levels }
    }

    @Test func aCompletedLevelOffersTheNextAndALostOneRetries() {
        var store = FlowTestStore(
            .init(kind: .campaign(packTitle: "Pack"), levels: [Self.first, Self.second], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.showLevels]) {
            $0.phase = .levels
        }
        store.send(.levelChosen(0), effects: [.loadLevel(0)]) { $0.phase = .loading(atOpen: false) }
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let lost = Self.end(failure: .outOfMoves, stars: 0)
        store.send(
            .levelEnded(lost),
            effects: [
                .stopClock,
                .saveResult(
                    LevelResult(
                        id: PlayFlowTests.fresh, level: Self.first, completed: false, failure: .outOfMoves, score: 12,
                        stars: 0,
                        words: lost.words,
                        bestWord: lost.review.bestWord, duration: 30, moves: lost.moves)),
            ]
        ) {
            $0.moves = lost.moves
            $0.elapsed = 30
            $0.phase = .ended(
                .init(
                    end: lost, news: [],
                    choices: [.retry, .levels, .quit], hasNext: false))
        }
        // A retry is a new game: its seed drawn from the session's random source (docs/RULES.md).
        var seeds = SplitMix64(seed: 0)
        let retrySeed = seeds.next()
        store.send(.endChosen(.retry), effects: [.loadLevel(0)]) {
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
            $0.attempt = 2
            $0.retrySeed = retrySeed
            $0.seeds = seeds
        }
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let won = Self.end()
        store.send(
            .levelEnded(won),
            effects: [
                .stopClock,
                .saveResult(
                    LevelResult(
                        id: PlayFlowTests.fresh, level: Self.first, completed: true, failure: nil, score: 12, stars: 1,
                        words: won.words,
                        bestWord: won.review.bestWord, duration: 30, moves: won.moves)),
            ]
        ) {
            $0.pack.completed.insert($0.index)
            $0.moves = won.moves
            $0.elapsed = 30
            $0.phase = .ended(
                .init(
                    end: won, news: [],
                    choices: [.levels, .nextLevel, .retry, .quit], hasNext: true))
        }
        store.send(.endChosen(.nextLevel), effects: [.loadLevel(1)]) {
            $0.index = 1
            $0.level = Self.second
            $0.attempt = 1
            $0.retrySeed = nil
            $0.phase = .loading(atOpen: false)
            $0.moves = []
            $0.elapsed = 0
        }
    }

    @Test func aLevelLeftIsKeptOnQuitAndResumedNextTime() {
        var store = FlowTestStore(.init(kind: .level, levels: [Self.first], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let kept = KeptGame(id: PlayFlowTests.fresh, level: Self.first, moves: [Self.cat], elapsed: 1)
        store.send(.moved(moves: [Self.cat], elapsed: 1), effects: [.keep(kept, leaving: false)]) {
            $0.moves = [Self.cat]
            $0.elapsed = 1
            $0.keptAt = .init(moves: 1, elapsed: 1)
        }
        let quit = PlayFlow.Quit(question: .quitWordfall, notes: [.levelKept, .finishedLevelsSaved])
        store.send(.quitAsked, effects: [.stopClock]) { $0.phase = .quitting(quit, back: .playing) }
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        store.send(.quitAsked, effects: [.stopClock]) { $0.phase = .quitting(quit, back: .playing) }
        store.send(.quitAnswered(true), effects: [.keep(kept, leaving: true), .finish]) { $0.phase = .finished }

        // Next time: offered, and resumed where it stood.
        var next = FlowTestStore(.init(kind: .level, levels: [Self.first], saving: true, keeping: true))
        next.send(.opened, effects: [.loadLevel(0)])
        next.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: true)
        }
        next.send(.resumeAnswered(true), effects: [.restore(kept), .startClock]) {
            $0.phase = .playing
            $0.restoring = true
            $0.moves = [Self.cat]
            $0.elapsed = 1
            $0.keptAt = .init(moves: 1, elapsed: 1)
        }
        // The move already kept is not kept again.
        next.send(.restored) { $0.restoring = false }
        next.send(.moved(moves: [Self.cat], elapsed: 2)) { $0.elapsed = 2 }
    }

    @Test func aCampaignLevelDeclinedIsForgottenAndTheListShows() {
        let kept = KeptGame(id: PlayFlowTests.fresh, level: Self.first, moves: [Self.cat], elapsed: 1)
        var store = FlowTestStore(
            .init(kind: .campaign(packTitle: "Pack"), levels: [Self.first, Self.second], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: true)
        }
        store.send(.resumeAnswered(false), effects: [.forget(kept), .showLevels]) { $0.phase = .levels }
        // Picked from the list, a kept level is offered again; declined there, it starts afresh.
        store.send(.levelChosen(0), effects: [.loadLevel(0)]) { $0.phase = .loading(atOpen: false) }
        store.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: false)
        }
        store.send(.resumeAnswered(false), effects: [.forget(kept), .introduce]) { $0.phase = .ready }
    }

    @Test func aTimedLevelIsKeptAsItsClockRunsAndLeftWithoutAMove() {
        var timed = Self.first
        timed.rules.timeLimit = 60
        var store = FlowTestStore(.init(kind: .level, levels: [timed], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.moved(moves: [], elapsed: 4)) { $0.elapsed = 4 }
        store.send(
            .moved(moves: [], elapsed: 5),
            effects: [.keep(KeptGame(id: PlayFlowTests.fresh, level: timed, moves: [], elapsed: 5), leaving: false)]
        ) {
            $0.elapsed = 5
            $0.keptAt = .init(moves: 0, elapsed: 5)
        }
        store.send(
            .abandoned,
            effects: [.keep(KeptGame(id: PlayFlowTests.fresh, level: timed, moves: [], elapsed: 5), leaving: true)])
    }

    @Test func aReplayPlaysAtOnceAndChangesNothingSaved() {
        var store = FlowTestStore(.init(kind: .replay, levels: [Self.first], saving: false, keeping: true))
        #expect(!store.state.keeping)
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(
            .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.startClock, .introduce, .start]
        ) {
            $0.phase = .playing
        }
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.replaySavesNothing]), back: .playing)
        }
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        let end = Self.end()
        let outcome = PlayFlow.Outcome(
            end: end, news: [], choices: [.quit],
            hasNext: false, missedInFull: true)
        store.send(.levelEnded(end), effects: [.stopClock, .showEnd(outcome)]) {
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        store.send(.abandoned)
    }

    @Test func eachKindsRulesAreTheFlows() {
        #expect(PlayFlow.Kind.daily.finishesBeforeTheGoals)
        #expect(!PlayFlow.Kind.campaign(packTitle: "Pack").finishesBeforeTheGoals)
        #expect(!PlayFlow.Kind.daily.startsAgainAfterLeaving)
        #expect(PlayFlow.Kind.level.startsAgainAfterLeaving)
        #expect(PlayFlow.Kind.replay.endChoices(completed: true, hasNext: true) == [.quit])
        #expect(PlayFlow.Kind.duel.endChoices(completed: true, hasNext: true) == [.quit])
        #expect(PlayFlow.Kind.level.endChoices(completed: false, hasNext: false) == [.retry, .quit])
    }
}
