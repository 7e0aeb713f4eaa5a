import Events
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Commands issued while an event is dispatched keep their order, and a finished game is freed; every
/// test asserts the whole list of events.
@Suite struct GameDispatchTests {
    @Test func commandsIssuedInsideAnotherEventsDispatchKeepTheOrder() {
        // Events queues whatever is fired during a dispatch; the game's chain of events must still come out
        // in docs/HEADLESS.md's order.
        let level = Fixture.level(
            [GoalSpec(.words(count: 2)), GoalSpec(.score(target: 50))], rules: Rules(refill: .gravity, moves: 2),
            seed: 42)
        let (plain, plainRecorder) = Fixture.start(level)
        plain.submit(word: "CAT")
        plain.submit(word: "XYZ")
        plain.hint()
        plain.submit(word: "DOG")
        let expected = plainRecorder.take()

        let (nested, nestedRecorder) = Fixture.start(level)
        let keyPressed = ObservableEvent<String>("keyPressed")
        let token = keyPressed.addObserver { word in
            if word == "?" { nested.hint() } else { nested.submit(word: word) }
        }
        for key in ["CAT", "XYZ", "?", "DOG"] { keyPressed.notifyObservers(key) }
        #expect(nestedRecorder.take() == expected)
        #expect(
            expected.suffix(9) == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50", "goalProgress 0 2/2",
                "goalCompleted 0", "goalProgress 1 100/50", "movesChanged 0", "boardChanged UER/LLT/SER",
                "goalsDone 100 stars=1", "levelCompleted 100 stars=1 outOfMoves",
            ])
        #expect(nested.status == .completed(stars: 1))
        token.cancel()
    }

    @Test func twoWordsSubmittedInOneDispatchEachPublishTheirOwnTail() {
        let level = Fixture.level(
            [GoalSpec(.score(target: 1000))], rules: Rules(refill: .gravity, moves: 5), seed: 42)
        let (plain, plainRecorder) = Fixture.start(level)
        plain.submit(word: "CAT")
        plain.submit(word: "DOG")
        let expected = plainRecorder.take()
        let (nested, nestedRecorder) = Fixture.start(level)
        let keyPressed = ObservableEvent<Void>("keyPressed")
        let token = keyPressed.addObserver {
            nested.submit(word: "CAT")
            nested.submit(word: "DOG")
        }
        keyPressed.notifyObservers()
        #expect(nestedRecorder.take() == expected)
        #expect(expected.contains("boardChanged LLT/SER/DOG"))
        token.cancel()
    }

    @Test func aCommandFromAnObserverOfTheGameWaitsForTheMoveToEnd() {
        let level = Fixture.level([GoalSpec(.words(count: 1))], rules: Rules(refill: .none, moves: 3, hints: 1))
        let (game, recorder) = Fixture.start(level)
        let token = game.events.addObserver { event in
            guard case .wordAccepted = event else { return }
            game.endByPlayer()
            game.hint()
            game.submit(word: "DOG")
        }
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/1",
                "goalCompleted 0", "movesChanged 2", "goalsDone 50 stars=1", "levelCompleted 50 stars=1 finished",
                "moveRefused hint levelOver", "wordRejected DOG levelOver",
            ])
        token.cancel()
    }

    @Test func aFinishedGameIsFreedWithItsGoalsAndObservers() {
        weak var weakGame: Game?
        weak var weakGoal: (any Goal)?
        do {
            let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.streak(count: 2))]))
            game.submit(word: "CAT")
            #expect(recorder.take().count == 3)
            weakGame = game
            weakGoal = game.goals.first
        }
        #expect(weakGame == nil)
        #expect(weakGoal == nil)
    }
}
