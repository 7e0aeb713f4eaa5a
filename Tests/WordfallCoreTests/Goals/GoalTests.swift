import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Each goal type, with the whole list of events every move produced.
@Suite struct GoalTests {
    @Test func wordsGoal() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.words(count: 2))]))
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/2",
            ])
        game.submit(word: "DOG")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50", "goalProgress 0 2/2",
                "goalCompleted 0", "goalsDone 100 stars=1",
            ])
    }

    @Test func longWordsGoalCountsOnlyLongEnoughWords() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.longWords(count: 1, minLength: 4))]))
        game.submit(word: "CAT")
        #expect(recorder.take() == ["wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50"])
        game.submit(word: "DOGE")
        #expect(
            recorder.take() == [
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 170 +120",
                "goalProgress 0 1/1", "goalCompleted 0", "goalsDone 170 stars=1",
            ])
    }

    @Test func wordGoal() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.word("DOGE"))]))
        game.submit(word: "DOG")
        #expect(recorder.take() == ["wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 50 +50"])
        game.submit(word: "doge")
        #expect(
            recorder.take() == [
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 170 +120",
                "goalProgress 0 1/1", "goalCompleted 0", "goalsDone 170 stars=1",
            ])
    }

    @Test func wordScoreGoalReportsOnlyANewBest() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.wordScore(target: 100))]))
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 50/100",
            ])
        game.submit(word: "EAT")
        #expect(recorder.take() == ["wordAccepted EAT 1,1 0,1 0,2 30", "scoreChanged 80 +30"])
        game.submit(word: "DOGE")
        #expect(
            recorder.take() == [
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 200 +120",
                "goalProgress 0 120/100", "goalCompleted 0", "goalsDone 200 stars=1",
            ])
    }

    @Test func letterGoalCountsTilesShowingTheLetter() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.letter(UInt8(ascii: "T"), count: 2))]))
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/2",
            ])
        game.submit(word: "DOG")
        #expect(recorder.take() == ["wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50"])
        game.submit(word: "EAT")
        #expect(
            recorder.take() == [
                "wordAccepted EAT 1,1 0,1 0,2 30", "scoreChanged 130 +30", "goalProgress 0 2/2",
                "goalCompleted 0", "goalsDone 130 stars=1",
            ])
    }

    @Test func aQTileShowsQNotU() {
        let level = Fixture.level(
            [GoalSpec(.letter(UInt8(ascii: "U"), count: 1)), GoalSpec(.letter(UInt8(ascii: "Q"), count: 1))],
            rows: ["QEN", "XEX"])
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "QUEEN")
        #expect(
            recorder.take() == [
                "wordAccepted QUEEN 0,0 0,1 1,1 0,2 390", "scoreChanged 390 +390",
                "goalProgress 1 1/1", "goalCompleted 1",
            ])
        #expect(game.goals.map(\.isDone) == [false, true])
        #expect(game.status == .playing)
    }

    @Test func bonusTilesGoal() {
        let level = Fixture.level([GoalSpec(.bonusTiles(count: 2))], bonus: ["2..", "...", "..D"])
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 80", "scoreChanged 80 +80", "goalProgress 0 1/2",
            ])
        game.submit(word: "EAT")
        #expect(recorder.take() == ["wordAccepted EAT 1,1 0,1 0,2 30", "scoreChanged 110 +30"])
        game.submit(word: "DOG")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 100", "scoreChanged 210 +100", "goalProgress 0 2/2",
                "goalCompleted 0", "goalsDone 210 stars=1",
            ])
    }

    @Test func streakGoalIsTheLongestRunWithoutARejection() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.streak(count: 2))]))
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/2",
            ])
        game.submit(word: "XYZ")
        game.hint()
        #expect(recorder.take() == ["wordRejected XYZ notInDictionary", "hint DOGE 2,0 2,1 2,2 1,1 120 0"])
        game.submit(word: "DOG")
        #expect(recorder.take() == ["wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50"])
        game.submit(word: "EAT")
        #expect(
            recorder.take() == [
                "wordAccepted EAT 1,1 0,1 0,2 30", "scoreChanged 130 +30", "goalProgress 0 2/2",
                "goalCompleted 0", "goalsDone 130 stars=1",
            ])
    }

    @Test func goalsPublishInTheLevelsOrder() {
        let level = Fixture.level([GoalSpec(.words(count: 2)), GoalSpec(.score(target: 50))])
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/2",
                "goalProgress 1 50/50", "goalCompleted 1",
            ])
        game.submit(word: "DOG")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50", "goalProgress 0 2/2",
                "goalCompleted 0", "goalProgress 1 100/50", "goalsDone 100 stars=1",
            ])
        #expect(game.goals.map(\.current) == [2, 100])
    }

    @Test func aCustomFactoryIsAllTheGameKnowsOfGoals() {
        let factory = GoalFactory { spec, index, sources in
            WordsGoal(spec: GoalSpec(.words(count: 1), label: "any word"), index: index, sources: sources)
        }
        let game = Game(
            level: Fixture.level([GoalSpec(.score(target: 99999))]), lexicon: Fixture.lexicon, goalFactory: factory)
        game.submit(word: "CAT")
        #expect(game.status == .playing && game.isWon)
        #expect(game.goals.map(\.label) == ["any word"])
    }
}
