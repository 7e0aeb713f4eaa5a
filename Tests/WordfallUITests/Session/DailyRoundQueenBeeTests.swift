import Testing
import WordfallPlay
import WordfallTestSupport

@testable import WordfallCore
@testable import WordfallUI

/// Queen Bee is every expected word of the board in the round as in the hunt (docs/RULES.md, "The daily: a
/// round, then the hunt"): a round whose find scores it past the total with an expected word left ends on
/// Genius, its end screen and its share text alike; with every expected word, on Queen Bee.
@Suite struct DailyRoundQueenBeeTests {
    /// The round of `DailyTrustTests`' board with `words` played, then ended (Ctrl-F, y).
    static func ended(playing words: [String]) -> GameScreenState.Review? {
        let clock = FakeClock()
        let daily = DailyTrustTests.daily()
        let session = PlaySession(
            DailyPuzzlePlay(
                level: DailyTrustTests.level(total: daily.total), daily: daily,
                progress: RecordedProgress { _ in nil }, unicodeShare: false),
            lexicon: { _ in DailyTrustTests.lexicon }, now: { clock.time })
        session.handle(.character(" "))
        for word in words { DailyTrustTests.type(word, into: session) }
        session.handle(.control("f"))
        session.handle(.character("y"))
        return session.state.review
    }

    static var expected: [String] {
        DailyTrustTests.lexicon.words(on: DailyTrustTests.board, minLength: 3).filter(\.isExpected).map(\.word)
    }

    @Test func aRoundPastTheTotalWithAnExpectedWordLeftIsGenius() throws {
        let words = Self.expected.dropLast() + ["CODES"]
        let review = try #require(Self.ended(playing: Array(words)))
        #expect(review.score > DailyTrustTests.daily().total, "the find scores past the total")
        #expect(review.dailyRank == "Genius")
        #expect(review.nextRank == "1 more of the board's words would have made Queen Bee.")
        #expect(review.shareLines.contains { $0.hasPrefix("Round: Genius") }, "\(review.shareLines)")
    }

    @Test func aRoundWithEveryExpectedWordIsQueenBee() throws {
        let review = try #require(Self.ended(playing: Self.expected))
        #expect(review.dailyRank == "Queen Bee")
        #expect(review.nextRank == nil)
        #expect(review.shareLines.contains { $0.hasPrefix("Round: Queen Bee") }, "\(review.shareLines)")
    }
}
