import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// A word that beats the level's saved best word is said at once, and again on the end screen.
@Suite struct NewBestWordTests {
    @Test func aBetterWordThanTheSavedBestIsSaidAtOnceAndOnTheEndScreen() {
        let saved = SavedResult(
            bestScore: 120, bestStars: 1, completed: true, bestWord: .init(word: "CODE", points: 120))
        let progress = RecordedProgress(levelFinished: { _ in nil }, saved: { _ in saved })
        let clock = FakeClock()
        let session = PlaySessionTests.session(
            levels: [PlaySessionTests.level("one")], clock: clock, progress: progress)
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.message?.text.contains("New best word") != true, "CAT (50) does not beat CODE (120)")
        for character in "coder" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("f"))
        let news = session.state.review?.news ?? []
        #expect(news.contains("New best word for this level: CODER, 300 points (was CODE)."), "\(news)")
        #expect(news.contains("New best score for this level (was 120)."), "\(news)")
    }
}
