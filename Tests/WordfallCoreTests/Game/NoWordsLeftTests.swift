import Events
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// A game with no word left on its board: at the start, after the last shuffle, after the last word; every
/// test asserts the whole list of events.
@Suite struct NoWordsLeftTests {
    @Test func noWordsLeftAtTheStart() {
        let level = Fixture.level([GoalSpec(.words(count: 1))], rows: ["ZZ", "ZZ"], rules: Rules(shuffles: 0))
        let game = Game(level: level, lexicon: Fixture.lexicon)
        let recorder = EventRecorder(game)
        game.start()
        #expect(recorder.take() == ["levelStarted fixture ZZ/ZZ goals=1", "levelFailed 0 noWordsLeft"])
        #expect(game.status == .failed(.noWordsLeft))
    }

    @Test func noWordsLeftAfterTheLastShuffle() {
        let level = Fixture.level([GoalSpec(.words(count: 1))], rows: ["ZZ", "ZZ"], rules: Rules(hints: 1))
        let (game, recorder) = Fixture.start(level)
        game.hint()
        game.hint()
        #expect(recorder.take() == ["hint nil nil nil 1", "hint nil nil nil 1"])
        #expect(game.hintsLeft == 1)
        game.shuffle()
        #expect(recorder.take() == ["shuffled ZZ/ZZ 0", "levelFailed 0 noWordsLeft"])
        game.shuffle()
        #expect(recorder.take() == ["moveRefused shuffle levelOver"])
    }

    @Test func noWordsLeftAfterTheLastWord() {
        let level = Fixture.level(
            [GoalSpec(.words(count: 5))], rows: ["CAT", "XXX"], rules: Rules(refill: .none, shuffles: 0))
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/5",
            ])
        game.submit(word: "TAC")
        #expect(
            recorder.take() == [
                "wordAccepted TAC 0,2 0,1 0,0 50", "scoreChanged 100 +50", "goalProgress 0 2/5",
                "levelFailed 100 noWordsLeft",
            ])
    }

    @Test func noneLeftRefusals() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 5))], rules: Rules(refill: .none, shuffles: 0, hints: 0)))
        game.shuffle()
        game.hint()
        #expect(recorder.take() == ["moveRefused shuffle noneLeft", "moveRefused hint noneLeft"])
    }
}
