import Testing
import WordfallCore

/// Issue 41's play-test: the big word was called missed beside an 8-letter find the player had played.
/// Any word played as long counts; the big word itself first.
@Suite struct BigWordTests {
    @Test func aWordPlayedAsLongOrLongerCountsAsTheBigWord() {
        #expect(DailyPuzzle.bigWordPlayed("TROOPERS", in: ["cat", "reposter"]) == "REPOSTER")
        #expect(DailyPuzzle.bigWordPlayed("TROOPERS", in: ["reposter", "troopers"]) == "TROOPERS")
        #expect(DailyPuzzle.bigWordPlayed("TROOPERS", in: ["repost", "poster"]) == nil)
        #expect(DailyPuzzle.bigWordPlayed("CODER", in: ["CODERS"]) == "CODERS")
    }
}
