import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A challenge's end as fresh players read it (issue 42): a round says its score out of the board's and its
/// rank, never "Level failed" or stars; the line that counts is the first play's, a later play is practice;
/// a name is asked once; the result line is wrapped whole, never cut mid-word.
@Suite struct ChallengeEndTests {
    static let round = ChallengeCode(game: .seed(7), wordList: 0x12345)
    static let levelFile = ChallengeCode(game: .levelFile(contentHash: 0xABCDE), wordList: 0x12345)

    static func session(
        code: ChallengeCode = round, level: Level = PlaySessionTests.level(), name: String? = "ann",
        counted: ChallengeResult? = nil, clock: FakeClock, kept: Names? = nil
    ) -> PlaySession {
        let kind = ChallengePlay(
            level: level, code: code, name: name, suggestedName: "root", lexicon: PlaySessionTests.lexicon,
            progress: NoProgress(), counted: counted, keepName: { kept?.names.append($0) })
        let session = PlaySession(kind, lexicon: { _ in PlaySessionTests.lexicon }, now: { clock.time })
        session.handle(.resized(width: 80, height: 24))
        if session.state.mode == .intro, name != nil { session.handle(.character(" ")) }
        return session
    }

    static func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(character == "\r" ? .enter : .character(character)) }
    }

    /// Plays `words`, a second apart, then waits out the end screen's grace.
    static func play(_ words: [String], on session: PlaySession, clock: FakeClock, finish: Bool = false) {
        for word in words {
            clock.time += 1
            session.tick()
            type(word + "\r", into: session)
        }
        if finish { session.handle(.control("f")) }
        clock.time += PlayFlow.endScreenGrace + 0.1
        session.tick()
    }

    static func screen(_ session: PlaySession) -> String {
        session.screen.render(session.state, width: 80, height: 24).text
    }

    @Test func aRoundLostToItsLimitSaysItsRankNotLevelFailed() throws {
        let clock = FakeClock()
        let session = Self.session(level: PlaySessionTests.level(moves: 1), clock: clock)
        Self.play(["cat"], on: session, clock: clock)
        let review = try #require(session.state.review)
        #expect(!review.completed)
        let screen = Self.screen(session)
        #expect(screen.contains("┌─ Challenge over "))
        #expect(!screen.contains("Level failed"))
        #expect(!screen.contains("stars"))
        #expect(screen.contains("Rank: Moving Up  Out of moves: every move is used up."))
        #expect(screen.contains("50 of 990 points, 1 word"))
        // No goal is shown as failed, and Enter does not play the round again.
        #expect(!screen.contains("✗"))
        #expect(review.usualChoice == .quit)
        #expect(review.choices == [.quit, .retry])
    }

    /// A round shows its rank as it is played, never stars, and Ctrl-F twice ends it as it stands.
    @Test func aRoundShowsItsRankAndCtrlFTwiceEndsIt() throws {
        let clock = FakeClock()
        let session = Self.session(level: PlaySessionTests.level(moves: nil), clock: clock)
        Self.type("cat\r", into: session)
        var screen = Self.screen(session)
        #expect(screen.contains("│ Rank       Moving Up"), "\(screen)")
        #expect(!screen.contains("star"), "\(screen)")
        #expect(screen.contains("^F end"))
        session.handle(.control("f"))
        #expect(session.state.mode == .playing)
        #expect(
            session.state.message?.text
                == "Ctrl-F again ends the round now, as it stands; Ctrl-D leaves it, kept to resume.")
        session.handle(.control("f"))
        #expect(session.game.status.isOver)
        clock.time += PlayFlow.endScreenGrace + 0.1
        session.tick()
        screen = Self.screen(session)
        #expect(screen.contains("Rank: Moving Up  You ended it."), "\(screen)")
    }

    @Test func aLevelWithoutStarsSaysNoStars() throws {
        let clock = FakeClock()
        let session = Self.session(code: Self.levelFile, clock: clock)
        Self.play(["cat", "code", "dogs"], on: session, clock: clock, finish: true)
        let screen = Self.screen(session)
        #expect(screen.contains("┌─ Level complete! "))
        #expect(!screen.contains("of 3 stars"))
        #expect(!screen.contains("Rank:"))
        #expect(screen.contains("✓ Score 150 points"))
    }

    @Test func aLaterPlayIsPracticeAndShowsTheFirstPlaysLine() throws {
        let clock = FakeClock()
        // The first play ends by the player's finish once its goals are done: CAT, CODE.
        let first = Self.session(clock: clock)
        Self.play(["cat", "code"], on: first, clock: clock, finish: true)
        let counted = try #require(first.state.review?.challenge)
        #expect(!counted.practice)
        // `r` plays the code again: practice, whose end shows the first play's line, not this better one.
        first.handle(.character("r"))
        if first.state.mode == .intro { first.handle(.character(" ")) }
        Self.play(["cat", "code", "dogs"], on: first, clock: clock, finish: true)
        let again = try #require(first.state.review?.challenge)
        #expect(again.practice)
        #expect(again.result == counted.result)
        #expect(try ChallengeResult(reading: again.result).score == 230)
        let screen = Self.screen(first)
        #expect(screen.contains("Practice: this code was played to its end before"))
        #expect(screen.contains("r practice"))
        // Kept from an earlier session: the first play's line, on the intro card and at the end.
        let kept = try ChallengeResult(reading: counted.result)
        let later = Self.session(counted: kept, clock: clock)
        Self.play(["cat", "code", "dogs"], on: later, clock: clock, finish: true)
        #expect(later.state.review?.challenge?.result == counted.result)
        #expect(later.state.review?.challenge?.practice == true)
    }

    @Test func aNameIsAskedOnceAndTheLineCarriesIt() throws {
        let clock = FakeClock()
        let names = Names()
        let session = Self.session(name: nil, clock: clock, kept: names)
        guard case .intro(let card, _) = session.state.screen else {
            Issue.record("no card asks for the name: \(session.state.screen)")
            return
        }
        #expect(card.title == "Your name")
        #expect(card.lines.last == "Name: _")
        // A space is not a name's; the other keys are the card's, not the game's.
        Self.type("zo e", into: session)
        session.handle(.backspace)
        Self.type("e", into: session)
        guard case .intro(let typed, _) = session.state.screen else { return }
        #expect(typed.lines.last == "Name: zoe_")
        session.handle(.enter)
        #expect(names.names == ["zoe"])
        #expect(session.state.mode != .intro || session.state.screen != .intro(typed, scroll: 0))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        Self.play(["cat", "code"], on: session, clock: clock, finish: true)
        let line = try #require(session.state.review?.challenge?.result)
        #expect(try ChallengeResult(reading: line).name == "zoe")
    }

    @Test func enterAloneKeepsTheSuggestedName() throws {
        let clock = FakeClock()
        let names = Names()
        let session = Self.session(name: nil, clock: clock, kept: names)
        session.handle(.enter)
        #expect(names.names == ["root"])
    }

    @Test(arguments: [60, 116])
    func aLongLineIsWrappedWholeAndReadsBackCopiedAcrossItsRows(width: Int) throws {
        let steps = (0..<40).map { ChallengeResult.Step.word("WORD\($0 % 10 == 0 ? "S" : "")", second: $0, path: nil) }
        let line = ChallengeResult(code: Self.round, name: "ann", score: 1234, steps: steps).line
        let rows = ReviewScreen.wrapWhole(line, width)
        #expect(rows.count > 1)
        #expect(rows.joined() == line)
        for row in rows {
            #expect(row.count <= width)
            // Every row ends at a move's end (or the line's): no word, second or name is cut.
            #expect(row.hasSuffix(",") || row.hasSuffix(":") || row == rows.last)
        }
        // As a terminal copies rows out of the box: edges, padding and line breaks.
        let copied = rows.map { "│ " + $0 + String(repeating: " ", count: width - $0.count) + " │" }
            .joined(separator: "\n")
        #expect(try ChallengeResult(reading: copied).line == line)
    }

    @Test func aFriendsLinePastedAcrossRowsGoesOnUntilWhole() throws {
        let clock = FakeClock()
        let session = Self.session(clock: clock)
        Self.play(["cat", "code"], on: session, clock: clock, finish: true)
        let friend = ChallengeResult(
            code: Self.round, name: "bob", score: 50, steps: [.word("CAT", second: 3, path: nil)]
        ).line
        let rows = ReviewScreen.wrapWhole(friend, 20)
        session.handle(.character("c"))
        for row in rows { Self.type(row + "\r", into: session) }
        let compared = try #require(session.state.review?.challenge)
        #expect(compared.friendLine == nil)
        #expect(!compared.refused)
        #expect(compared.comparison.last == "ann won, by 180 points.")
    }
}

/// The names a challenge kept, in order.
final class Names {
    var names: [String] = []
}
