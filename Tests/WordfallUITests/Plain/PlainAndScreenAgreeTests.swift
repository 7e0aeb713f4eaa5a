import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// The screen and plain mode are two views of one flow: the same game gives the same news and the same
/// counts in both (issue 27: plain mode said "3 of 66" where the screen said "2 of 65", and never said
/// "New best word").
@Suite struct PlainAndScreenAgreeTests {
    static let saved = SavedResult(
        bestScore: 120, bestStars: 1, completed: true, bestWord: .init(word: "CODE", points: 120))

    static var progress: RecordedProgress {
        RecordedProgress(levelFinished: { _ in nil }, saved: { _ in saved })
    }

    @Test func aBetterWordIsSaidAtOnceAndAtTheEndInBothViewsWithTheSameCounts() {
        let screen = PlaySessionTests.session(levels: [PlaySessionTests.level()], progress: Self.progress)
        for character in "coder" { screen.handle(.character(character)) }
        screen.handle(.enter)
        #expect(screen.state.message?.text.contains("New best word for this level (was CODE).") == true)
        for character in "cat" { screen.handle(.character(character)) }
        screen.handle(.enter)
        screen.handle(.control("f"))
        let shown = GameScreen(theme: Theme(unicode: false, color: false)).render(screen.state, width: 80, height: 40)
        let screenCount = shown.lines.first { $0.contains("Found ") } ?? ""

        var said: [String] = []
        let clock = FakeClock()
        let plain = PlainSession(
            levels: [PlaySessionTests.level()], lexicon: { _ in PlaySessionTests.lexicon },
            progress: Self.progress, now: { clock.time }, write: { said.append($0) })
        plain.start()
        said = []
        plain.handle(line: "coder")
        #expect(said.contains("New best word for this level (was CODE)."), "\(said)")
        plain.handle(line: "cat")
        said = []
        plain.handle(line: "finish")
        let news = screen.state.review?.news ?? []
        #expect(
            news == [
                "New best score for this level (was 120).",
                "New best word for this level: CODER, 300 points (was CODE).",
            ])
        for line in news { #expect(said.contains(line), "\(said)") }
        let plainCount = said.first { $0.hasPrefix("You found ") }
        #expect(screenCount.contains("| Found 2 of 8 words on the boards you saw "), "\(shown.lines)")
        #expect(plainCount == "You found 2 of 8 words: CODER, CAT.", "\(said)")
    }
}
