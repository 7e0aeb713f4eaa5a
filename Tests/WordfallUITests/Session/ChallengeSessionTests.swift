import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A challenge played on screen (docs/RULES.md, "Challenges"): both players play the code's list alone, so
/// nothing on the screen offers to change it; its end screen shows the result line to send back, and
/// compares a friend's line pasted there, word by word (whole screens: Goldens/screens/challenge-*).
@Suite struct ChallengeSessionTests {
    static let code = ChallengeCode(game: .seed(7), wordList: 0x12345)
    /// Bob's game of the same level: CAT at 3 seconds, DOG at 9.
    static var friend: String {
        ChallengeReplay.result(
            code: code, name: "bob", level: PlaySessionTests.level(), lexicon: PlaySessionTests.lexicon,
            moves: [.init(move: .word("cat"), at: 3), .init(move: .word("dog"), at: 9)]
        ).line
    }

    static func session(clock: FakeClock = FakeClock(), kept: RecordedComparisons? = nil) -> PlaySession {
        let level = PlaySessionTests.level()
        let kind = ChallengePlay(
            level: level, code: code, name: "ann", lexicon: PlaySessionTests.lexicon, progress: NoProgress(),
            keep: { comparison, mine in
                kept?.kept.append((comparison.winner, mine))
                return nil
            })
        let session = PlaySession(kind, lexicon: { _ in PlaySessionTests.lexicon }, now: { clock.time })
        if session.state.mode == .intro { session.handle(.character(" ")) }
        return session
    }

    /// Plays CAT, CODE and DOGS, finishes, and waits out the end screen's grace.
    static func ended(clock: FakeClock = FakeClock(), kept: RecordedComparisons? = nil, size: (Int, Int) = (80, 24))
        -> PlaySession
    {
        let session = session(clock: clock, kept: kept)
        session.handle(.resized(width: size.0, height: size.1))
        for word in ["cat", "code", "dogs"] {
            clock.time += 2
            session.tick()
            type(word + "\r", into: session)
        }
        session.handle(.control("f"))
        clock.time += PlayFlow.endScreenGrace + 0.1
        session.tick()
        return session
    }

    static func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(character == "\r" ? .enter : .character(character)) }
    }

    @Test func aWordNotInTheListDoesNotSuggestWordsAdd() {
        let session = Self.session()
        for character in "zzz" { session.handle(.character(character)) }
        #expect(session.state.wordStatus == .rejected(.notInDictionary))
        let preview = WordLineWidget.describe(
            session.state.wordStatus, minWordLength: 3, glyphs: Theme().glyphs)
        #expect(preview?.text == "not in the dictionary")
        session.handle(.enter)
        #expect(session.state.message?.text == "ZZZ: not in the dictionary")
    }

    @Test func theEndShowsTheResultAndComparesAFriendsLine() throws {
        let kept = RecordedComparisons()
        let session = Self.ended(kept: kept)
        let challenge = try #require(session.state.review?.challenge)
        let mine = challenge.result
        #expect(mine.hasPrefix("\(Self.code.compact):ann:"))
        #expect(try ChallengeResult(reading: mine).steps.map(\.second) == [2, 4, 6])
        // `c` opens the friend's line; while it is open, keys are its own (r would retry otherwise).
        session.handle(.character("c"))
        Self.type("r", into: session)
        session.handle(.backspace)
        #expect(session.state.review?.choices.contains(.retry) == true)
        #expect(session.state.review?.challenge?.friendLine == "")
        Self.type(" " + Self.friend + "\r", into: session)
        let compared = try #require(session.state.review?.challenge)
        #expect(compared.friendLine == nil)
        #expect(!compared.refused)
        #expect(
            compared.comparison == [
                "Challenge \(Self.code.text): Test one",
                "1. ann  390 points, 3 words",
                "2. bob  120 points, 2 words",
                "Both found: CAT 50",
                "Only ann: CODE 180, DOGS 160",
                "Only bob: DOG 70",
                "Best missed by ann: CODER 300",
                "Best missed by bob: CODER 300",
                "ann won, by 270 points.",
            ])
        #expect(kept.kept.count == 1 && kept.kept.first?.winner == "ann" && kept.kept.first?.mine == mine)
        #expect(session.state.mode == .levelOver(hasNext: false))
    }

    @Test func aLineThatIsNotAResultIsRefusedWithWhy() throws {
        let kept = RecordedComparisons()
        let session = Self.ended(kept: kept)
        let edited = Self.friend.replacingOccurrences(of: ":bob:120:", with: ":bob:900:")
        session.handle(.character("c"))
        Self.type(edited + "\r", into: session)
        let refused = try #require(session.state.review?.challenge)
        #expect(refused.refused)
        #expect(refused.comparison.first?.hasPrefix("Your friend's line: the line does not check") == true)
        #expect(refused.comparison.last == "Press c to give it again.")
        // Esc leaves the line without comparing.
        session.handle(.character("c"))
        Self.type("WF", into: session)
        session.handle(.escape)
        #expect(session.state.review?.challenge?.friendLine == nil)
        #expect(kept.kept.isEmpty)
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theEndScreensAreTheirGoldens(width: Int, height: Int) throws {
        let session = Self.ended(size: (width, height))
        try ScreenGoldenTests.compare(session, name: "challenge-end-\(width)x\(height)", title: "challenge end screen")
        session.handle(.character("c"))
        Self.type(String(Self.friend.prefix(20)), into: session)
        try ScreenGoldenTests.compare(
            session, name: "challenge-paste-\(width)x\(height)", title: "challenge end screen, pasting")
        Self.type(String(Self.friend.dropFirst(20)) + "\r", into: session)
        try ScreenGoldenTests.compare(
            session, name: "challenge-compared-\(width)x\(height)", title: "challenge end screen, compared")
    }
}

/// The comparisons a challenge's end kept, in order.
final class RecordedComparisons {
    var kept: [(winner: String?, mine: String)] = []
}
