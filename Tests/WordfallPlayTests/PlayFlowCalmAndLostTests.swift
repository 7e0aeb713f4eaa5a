import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallPlay

/// The flow of the kinds of play `PlayFlowTests` leaves out: the hunt's reopening, keeps and way out, a
/// daily whose terminal was lost (kept as it stood, not as left, so it resumes with the time it had), and a
/// won level left (ended won and saved, not kept to resume: docs/RULES.md, "A level left and resumed").
@Suite struct PlayFlowCalmAndLostTests {
    @Test func theHuntReopensWithoutAQuestionKeepsEveryMoveAndNeverEndsOnThePlayersWord() {
        let level = PlayFlowTests.first
        let sitting = GameID(high: 0, low: 41)
        let kept = KeptGame(id: sitting, level: level, moves: [PlayFlowTests.cat], elapsed: 0, words: ["CAT"])
        var store = FlowTestStore(.init(kind: .hunt, levels: [level], saving: false, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        // The words kept come back at once, as the game kept: no offer, no question.
        store.send(
            .levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.restore(kept), .startClock]
        ) {
            $0.phase = .playing
            $0.gameID = sitting
            $0.moves = [PlayFlowTests.cat]
            $0.keptAt = .init(moves: 1, elapsed: 0)
        }
        // Every word is kept at once (the recorder merges it into the day's list).
        store.send(
            .moved(moves: [PlayFlowTests.cat, PlayFlowTests.dog], elapsed: 2),
            effects: [
                .keep(
                    KeptGame(id: sitting, level: level, moves: [PlayFlowTests.cat, PlayFlowTests.dog], elapsed: 2),
                    leaving: false)
            ]
        ) {
            $0.moves = [PlayFlowTests.cat, PlayFlowTests.dog]
            $0.elapsed = 2
            $0.keptAt = .init(moves: 2, elapsed: 2)
        }
        #expect(!PlayFlow.Kind.hunt.finishes(won: true) && !PlayFlow.Kind.hunt.finishes(won: false))
        #expect(PlayFlow.Kind.daily.finishes(won: false) && PlayFlow.Kind.level.finishes(won: true))
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.huntWordsKept]), back: .playing)
        }
        store.send(.quitAnswered(false), effects: [.startClock]) { $0.phase = .playing }
        // Leaving keeps what it has, as left; the session is over.
        let left = KeptGame(id: sitting, level: level, moves: [PlayFlowTests.cat, PlayFlowTests.dog], elapsed: 2)
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(.init(question: .quitWordfall, notes: [.huntWordsKept]), back: .playing)
        }
        store.send(.quitAnswered(true), effects: [.keep(left, leaving: true), .finish]) { $0.phase = .finished }
    }

    @Test func aDailyWhoseTerminalIsLostIsKeptAsItStoodNotAsLeft() {
        let level = PlayFlowTests.first
        var store = FlowTestStore(.init(kind: .daily, levels: [level], saving: true, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.stood(moves: [PlayFlowTests.cat], elapsed: 4)) {
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 4
        }
        let kept = KeptGame(id: PlayFlowTests.fresh, level: level, moves: [PlayFlowTests.cat], elapsed: 4)
        store.send(.terminalLost, effects: [.keep(kept, leaving: false)]) { $0.keptAt = .init(moves: 1, elapsed: 4) }
        // Resumed next time: the game kept comes back as it stood, and the clock goes on from there.
        var next = FlowTestStore(.init(kind: .daily, levels: [level], saving: true, keeping: true))
        next.send(.opened, effects: [.loadLevel(0)])
        next.send(.levelLoaded(best: nil, kept: kept, fresh: PlayFlowTests.fresh), effects: [.offer(kept)]) {
            $0.phase = .offered(kept, atOpen: true)
        }
        next.send(.resumeAnswered(true), effects: [.restore(kept), .startClock]) {
            $0.phase = .playing
            $0.restoring = true
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 4
            $0.keptAt = .init(moves: 1, elapsed: 4)
        }
    }

    @Test func aWonLevelLeftEndsWonIsSavedAndFinishes() {
        let level = PlayFlowTests.first
        var store = FlowTestStore(
            .init(kind: .campaign(packTitle: "Pack"), levels: [level], saving: true, keeping: true))
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
        store.send(.stood(moves: [PlayFlowTests.cat], elapsed: 3)) {
            $0.moves = [PlayFlowTests.cat]
            $0.elapsed = 3
        }
        store.send(.goalsDone) { $0.won = true }
        // The quit dialog says the level ends won, not that it is kept unfinished.
        store.send(.quitAsked, effects: [.stopClock]) {
            $0.phase = .quitting(
                .init(question: .quitWordfall, notes: [.levelWonEnds, .finishedLevelsSaved]), back: .playing)
        }
        store.send(.quitAnswered(true), effects: [.endLevel]) {
            $0.phase = .playing
            $0.finishesWhenEnded = true
        }
        // The game ends it completed (a won level's finish is its completion).
        let end = PlayFlowTests.end()
        let result = LevelResult(
            id: PlayFlowTests.fresh, level: level, completed: true, failure: nil, endedByPlayer: false,
            score: end.score, stars: end.stars,
            words: end.words, bestWord: end.review.bestWord, duration: end.duration, moves: end.moves)
        store.send(.levelEnded(end), effects: [.stopClock, .saveResult(result), .finish]) {
            $0.pack.completed.insert($0.index)
            $0.moves = end.moves
            $0.elapsed = 30
            $0.phase = .finished
        }
    }

    @Test func aWonLevelWhoseProcessIsStoppedEndsWon() {
        var store = FlowTestStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: false, keeping: true))
        store.send(.opened, effects: [.loadLevel(0)])
        store.send(.levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.introduce]) {
            $0.phase = .ready
        }
        store.send(.began, effects: [.startClock, .start]) {
            $0.phase = .playing
            $0.tries[$0.index] = $0.attempt
        }
        store.send(.goalsDone) { $0.won = true }
        store.send(.abandoned, effects: [.endLevel]) { $0.finishesWhenEnded = true }
        // A replay's goals done change nothing: it is not played for a result.
        var replay = FlowTestStore(.init(kind: .replay, levels: [PlayFlowTests.first], saving: false, keeping: false))
        replay.send(.opened, effects: [.loadLevel(0)])
        replay.send(
            .levelLoaded(best: nil, kept: nil, fresh: PlayFlowTests.fresh), effects: [.startClock, .introduce, .start]
        ) { $0.phase = .playing }
        replay.send(.goalsDone) { $0.won = true }
        replay.send(.abandoned)
    }
}
