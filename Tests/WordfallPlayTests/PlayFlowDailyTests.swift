import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// The daily's flow: its one try, kept and left, ended as it stands when declined or when it cannot be
/// kept, asserted as whole states and effect lists.
@Suite struct PlayFlowDailyTests {
    @Test func theDailyKeptIsLeftAndItsOneTryEndsWhenDeclined() {
        let kept = KeptGame(
            id: PlayFlowTests.fresh, level: PlayFlowTests.first, moves: [PlayFlowTests.cat], elapsed: 40,
            clockRanOn: true)
        var store = FlowTestStore(.init(kind: .daily, levels: [PlayFlowTests.first], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: true)
        }
        store.send(.quitAsked) {
            $0.phase = .quitting(
                .init(question: .quitWordfall, notes: [.dailyStaysKept]), back: .offered(kept, atOpen: true))
        }
        store.send(.quitAnswered(false)) { $0.phase = .offered(kept, atOpen: true) }
        // Declined: the one try ends as it stands.
        store.send(.resumeAnswered(false), effects: [.restore(kept), .endLevel]) {
            $0.phase = .playing
            $0.restoring = true
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 40
            $0.keptAt = .init(moves: 1, elapsed: 40)
        }
        store.send(.restored) { $0.restoring = false }
        let end = PlayFlowTests.end(byPlayer: true)
        let result = LevelResult(
            id: PlayFlowTests.fresh, level: PlayFlowTests.first, completed: false, failure: nil, endedByPlayer: true,
            score: 12,
            stars: 1,
            words: end.words, bestWord: end.review.bestWord, duration: 30, moves: end.moves)
        // The day's answers are the next day's: the round names what it missed by length and first letter.
        let outcome = PlayFlow.Outcome(
            end: end, news: [], choices: [.quit],
            hasNext: false, missedInFull: false)
        store.send(.levelEnded(end), effects: [.stopClock, .saveResult(result)]) {
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .ended(outcome)
        }
        store.send(.resultSaved(warning: nil), effects: [.showEnd(outcome)])
        store.send(.quitAsked) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.dailyResultSaved]), back: .ended(outcome))
        }
        store.send(.quitAnswered(true), effects: [.finish]) { $0.phase = .finished }
    }

    @Test func theDailyInPlayIsLeftKeptOrEndedWhenItCannotBeKept() {
        var store = FlowTestStore(.init(kind: .daily, levels: [PlayFlowTests.first], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.quitAsked) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.dailyNotStarted]), back: .ready)
        }
        store.send(.quitAnswered(false)) { $0.phase = .ready }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        let kept = KeptGame(id: PlayFlowTests.fresh, level: PlayFlowTests.first, moves: [PlayFlowTests.cat], elapsed: 1)
        store.send(.moved(moves: [PlayFlowTests.cat], elapsed: 1), effects: [.keep(kept, leaving: false)]) {
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 1
            $0.keptAt = .init(moves: 1, elapsed: 1)
        }
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .leaveTodaysPuzzle, notes: [.dailyKeptClockRuns]), back: .playing)
        }
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        // The keep failed: leaving would lose the try, so quitting ends the puzzle as it stands.
        store.send(.kept(warning: "disk full")) { $0.keepFailed = true }
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .endTodaysPuzzle, notes: [.dailyRecordedAsItStands]), back: .playing)
        }
        store.send(.quitAnswered(true), effects: [.endLevel]) { $0.phase = .playing }
        store.send(.abandoned, effects: [.endLevel])
    }
}
