import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// Help and the review at the smallest side-by-side size, and at the compact layout's floor (40x16):
/// everything they hold can be reached.
@Suite struct ScrollingScreenTests {
    static let smallest = GameLayout.sideBySideMinimum(rows: 4, columns: 4, goals: 2)

    func render(_ state: GameScreenState, size: (width: Int, height: Int) = smallest) -> [String] {
        GameScreen(theme: Theme()).render(state, width: size.width, height: size.height).lines
    }

    /// Scrolls `state` through a session-like loop of down keys until the screen stops changing.
    func scrolledToTheEnd(_ state: GameScreenState, size: (width: Int, height: Int) = smallest) -> (
        text: String, steps: Int
    ) {
        var state = state
        let limit = GameScreen(theme: Theme()).scrollLimit(for: state, width: size.width, height: size.height)
        var seen = Set<String>()
        for offset in 0...limit {
            state.screen.scroll(by: offset - state.scroll, limit: limit)
            render(state, size: size).forEach { seen.insert($0) }
        }
        return (seen.sorted().joined(separator: "\n"), limit)
    }

    @Test func atTheCompactFloorHelpAndTheReviewStillReachEveryLine() {
        let floor = GameLayout.compactFloor
        var state = Fixtures.midWord()
        state.screen = .help(scroll: 0)
        let help = scrolledToTheEnd(state, size: floor)
        #expect(help.steps > 0)
        for key in ["Ctrl-P", "Ctrl-D", "On the end screen"] { #expect(help.text.contains(key)) }
        let missed = (1...30).map { GameScreenState.ScoredWord(word: "WORD\($0)", points: 1_000 - $0) }
        state.screen = .levelOver(
            .init(review: GameScreenState.Review(completed: true, score: 620, stars: 1, missedWords: missed)))
        let review = scrolledToTheEnd(state, size: floor)
        for word in missed { #expect(review.text.contains(word.word)) }
    }

    @Test func helpScrollsToItsLastLineAtTheSmallestSize() {
        var state = Fixtures.midWord()
        state.screen = .help(scroll: 0)
        let first = render(state)
        #expect(first.contains { $0.contains("↑↓ scroll: lines 1-") })
        let (text, steps) = scrolledToTheEnd(state)
        #expect(steps > 0)
        for key in ["Ctrl-P", "Ctrl-D", "On the end screen"] { #expect(text.contains(key)) }
    }

    @Test func helpOnAStaticBoardDoesNotSayTilesFall() {
        var state = Fixtures.midWord()
        state.screen = .help(scroll: 0)
        state.refill = .none
        let text = render(state).joined(separator: "\n")
        #expect(!text.contains("new ones fall in"))
        #expect(text.contains("This board is static: used tiles stay"))
        state.refill = .gravity
        #expect(render(state).joined(separator: "\n").contains("new ones fall in"))
    }

    @Test func theReviewCountsTheWordsAndScrollsToEveryMissedOne() {
        var state = Fixtures.midWord()
        let missed = (1...40).map { GameScreenState.ScoredWord(word: "WORD\($0)", points: 1_000 - $0) }
        var review = GameScreenState.Review(completed: true, score: 620, stars: 1, missedWords: missed)
        review.found = [.init(word: "COD", points: 70), .init(word: "QUEEN", points: 390)]
        review.foundCount = 2
        review.nextStar = .init(stars: 2, points: 80)
        state.screen = .levelOver(.init(review: review))
        let first = render(state)
        #expect(first.contains { $0.contains("80 more points would have made 2 stars") })
        #expect(first.contains { $0.contains("Enter quit   r retry") })
        let (text, _) = scrolledToTheEnd(state)
        #expect(text.contains("Found 2 of 42 words on the boards you saw"))
        // The words found in alphabetical order, in columns as narrow as the words.
        #expect(text.contains("  COD    70   QUEEN 390"))
        // The best 30 missed, never hundreds of lines (issue 40): the rest counted.
        for word in missed.prefix(30) { #expect(text.contains("  \(Format.pad(word.word, 16))\(word.points)")) }
        #expect(!text.contains("WORD31 "))
        #expect(text.contains("  and 10 more"))
    }

    @Test func scrollingIsBoundedByWhatTheScreenHolds() {
        let session = PlaySessionTests.session()
        session.handle(.character("?"))
        session.handle(.resized(width: 80, height: 24))
        let limit = session.screen.scrollLimit(for: session.state, width: 80, height: 24)
        #expect(limit > 1)
        for _ in 0..<100 { session.handle(.down) }
        #expect(session.state.scroll == limit)
        session.handle(.up)
        #expect(session.state.scroll == limit - 1)
        session.handle(.character("x"))
        #expect(session.state.mode == .playing)
        #expect(session.state.scroll == 0)
    }
}
