import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// The endless game in plain mode: a fire that falls more than a row in one word is said, with why (issue 40),
/// as on the screen.
@Suite struct PlainEndlessTests {
    @Test func aFireThatFallsToTheBottomRowSaysWhy() throws {
        let lexicon = try Lexicon.bundled()
        var said: [String] = []
        let clock = FakeClock()
        let session = PlainSession(
            levels: [.endless(seed: 7)], lexicon: { _ in lexicon }, progress: NoProgress(), now: { clock.time },
            write: { said.append($0) })
        session.start()
        for word in EndlessSessionTests.words.dropLast() { session.handle(line: word) }
        said = []
        session.handle(line: "none")
        // The P that VALID lit fell a row for the tile under it, then a row for its burn; the U, three and one.
        #expect(
            Array(said.prefix(2)) == [
                "NONE accepted, 80 points. Score 2,720. New tiles fell. Type board to hear the board. New tiles fell. "
                    + "Type board to hear the board. P fell 2 rows: your word used a tile under it. U fell 4 rows: your "
                    + "word used 3 tiles under it. U burned down to the bottom row.",
                "Level over. Game over: a burning tile reached the bottom row. Score 2,720.",
            ])
    }
}
