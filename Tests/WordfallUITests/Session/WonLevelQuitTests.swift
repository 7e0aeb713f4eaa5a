import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// Issue 29's play-test: quitting a level whose goals are done said "This level is not finished" and kept
/// it to resume, the win unsaved (a pack's next level stayed locked). Leaving a won level ends it, won, and
/// saves it (docs/RULES.md, "A level left and resumed").
@Suite struct WonLevelQuitTests {
    @Test func quittingAWonLevelSaysItEndsWonAndSavesTheWin() {
        var results: [LevelResult] = []
        var kept: [KeptGame] = []
        let progress = RecordedProgress(
            levelFinished: {
                results.append($0)
                return nil
            },
            keep: { game, _ in
                kept.append(game)
                return nil
            })
        let session = PlaySessionTests.session(
            levels: [FairTransitionTests.quickLevel("a"), FairTransitionTests.quickLevel("b")], progress: progress)
        session.handle(.enter)  // the campaign screen: play the first level
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.isWon)
        session.handle(.control("d"))
        #expect(
            session.state.quitDialog
                == .init(
                    question: .quitWordfall,
                    notes: [
                        "Your goals are done: quitting ends this level, won, with the score you have.",
                        "Finished levels are saved.",
                    ]))
        session.handle(.character("y"))
        #expect(session.isFinished)
        #expect(results.map(\.completed) == [true])
        #expect(results.first?.words.map(\.word) == ["CAT"])
        // Leaving kept nothing to resume: the level is over, its result saved.
        #expect(kept.isEmpty)
    }

    @Test func aWonLevelWhoseProcessIsStoppedIsSavedWon() {
        var results: [LevelResult] = []
        let progress = RecordedProgress(levelFinished: {
            results.append($0)
            return nil
        })
        let session = PlaySessionTests.session(levels: [FairTransitionTests.quickLevel("a")], progress: progress)
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.abandon()
        #expect(results.map(\.completed) == [true])
    }

    @Test func reviewCountsAreGroupedInThousands() throws {
        var state = Fixtures.midWord()
        let missed = (1...1_200).map { GameScreenState.ScoredWord(word: "W\($0)", points: 10) }
        var review = GameScreenState.Review(completed: true, score: 50, stars: 1, missedWords: missed)
        review.found = [.init(word: "CAT", points: 50)]
        review.foundCount = 1
        state.screen = .levelOver(.init(review: review))
        let lines = GameScreen(theme: Theme()).render(state, width: 120, height: 40).lines
        #expect(lines.contains { $0.contains("Found 1 of 1,201 words on the boards you saw") })
    }

    @Test func theShareLineCountsEveryWordFoundAndTheLongest() {
        let words = [
            ScoredWord(word: "CAT", points: 900), ScoredWord(word: "STOLIDER", points: 50),
            ScoredWord(word: "DOGS", points: 60),
        ]
        #expect(DailyRank.counts(of: words) == (3, 8))
        #expect(DailyRank.counts(of: []) == (0, 0))
    }
}
