import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A live duel on screen (docs/RULES.md, "A live duel"), its connection a fake: a count-down no key
/// shortens, each word found sent as a move with its digest, the friend's moves shown beside the title, and
/// both results compared on the end screen once both games are over; junk ends the duel with a clear error.
@Suite struct DuelSessionTests {
    /// The other end of the fake connection: what this side sent, and what the friend sends next.
    final class Wire {
        var sent: [DuelMessage] = []
        var incoming: [DuelLink.Heard] = []
        var closed = false

        var link: DuelLink {
            DuelLink(
                send: { [unowned self] in
                    sent.append($0)
                    return !closed
                },
                poll: { [unowned self] in incoming.isEmpty ? .messages([]) : incoming.removeFirst() },
                close: { [unowned self] in closed = true })
        }
    }

    static let code = ChallengeCode(game: .seed(7), wordList: 0x12345)

    static func duel(_ wire: Wire, clock: FakeClock) -> (PlaySession, DuelPlay) {
        let level = PlaySessionTests.level()
        let lexicon = PlaySessionTests.lexicon
        let challenge = ChallengePlay(level: level, code: code, name: "ann", lexicon: lexicon, progress: NoProgress())
        let peer = DuelPeer(name: "bob", code: code, level: level, lexicon: lexicon)
        let duel = DuelPlay(challenge: challenge, peer: peer, link: wire.link, countDown: 3, now: { clock.time })
        let session = PlaySession(duel, lexicon: { _ in lexicon }, now: { clock.time })
        session.handle(.resized(width: 80, height: 24))
        return (session, duel)
    }

    /// Bob's game as his side sends it: each move with the digest of his game after it.
    static func bobsMoves(_ words: [(String, Double)]) -> [DuelMessage] {
        let game = Game(level: PlaySessionTests.level(), lexicon: PlaySessionTests.lexicon)
        game.start()
        return words.enumerated().map { index, played in
            game.advanceClock(by: played.1 - game.elapsed)
            game.submit(word: played.0)
            return .move(
                number: index + 1, step: .word(played.0.uppercased(), second: Int(played.1), path: nil),
                digest: DuelMessage.digest(of: game))
        }
    }

    @Test func aDuelCountsDownPlaysAndComparesAtTheEnd() throws {
        let wire = Wire()
        let clock = FakeClock()
        let (session, duel) = Self.duel(wire, clock: clock)
        #expect(session.state.mode == .intro)
        guard case .intro(let card, _) = session.state.screen else {
            Issue.record("no count-down: \(session.state.screen)")
            return
        }
        #expect(card.title == "Duel against bob")
        #expect(card.prompt == "Starts in 3...")
        // No key starts it: the count-down does.
        session.handle(.character(" "))
        #expect(session.state.mode == .intro)
        clock.time = 3
        session.tick()
        #expect(session.state.mode == .playing)
        #expect(session.state.subtitle == "against bob")
        clock.time = 5
        session.tick()
        for character in "cat\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        let sent = try #require(wire.sent.first)
        guard case .move(1, .word("CAT", 2, nil), let digest) = sent else {
            Issue.record("sent \(sent)")
            return
        }
        #expect(digest == DuelMessage.digest(of: session.game))
        wire.incoming = [.messages(Self.bobsMoves([("dog", 4)]))]
        session.tick()
        #expect(session.state.subtitle == "bob: 70, 1 word")
        // A duel does not pause.
        session.handle(.control("p"))
        #expect(session.state.mode == .playing)
        #expect(session.state.message?.text == "A duel does not pause: both clocks run.")
        // This side's game ends (all its moves played), then the friend's.
        for word in ["code", "dogs", "cats", "ten"] {
            for character in word + "\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        }
        #expect(session.game.status.isOver)
        session.tick()
        #expect(wire.sent.last == .end(score: session.game.score))
        #expect(session.state.review?.challenge?.comparison == ["Waiting for bob to finish..."])
        wire.incoming = [.messages([.end(score: 70)])]
        session.tick()
        let comparison = try #require(session.state.review?.challenge?.comparison)
        #expect(comparison.first == "Challenge \(Self.code.text): Test one")
        #expect(comparison.contains("Only bob: none") || comparison.contains { $0.hasPrefix("Both found: ") })
        #expect(comparison.last?.hasPrefix("ann won, by ") == true, "\(comparison)")
        #expect(duel.failure == nil)
    }

    /// Issue 42's leftover: the quit dialog said a level file's results are not saved, though the duel's
    /// line is kept. In play leaving gives no result; at the end the line is kept.
    @Test func theQuitDialogSaysWhatADuelKeeps() {
        let wire = Wire()
        let clock = FakeClock()
        let (session, _) = Self.duel(wire, clock: clock)
        clock.time = 3
        session.tick()
        session.handle(.control("d"))
        #expect(
            session.state.quitDialog?.notes == [
                "Leaving ends your side of the duel with no result; your friend plays on."
            ])
        session.handle(.character("n"))
        for word in ["cat", "code", "dogs", "cats", "ten"] {
            for character in word + "\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        }
        #expect(session.game.status.isOver)
        session.tick()
        // Past the end screen's moment, when its keys work.
        clock.time = 10
        session.tick()
        session.handle(.control("d"))
        #expect(
            session.state.quitDialog?.notes == [
                "Both results are printed as you leave; the duel's line is kept as the code's result (not if practice)."
            ])
    }

    @Test func junkFromTheFriendEndsTheDuelWithWhy() throws {
        let wire = Wire()
        let clock = FakeClock()
        let (session, duel) = Self.duel(wire, clock: clock)
        clock.time = 3
        session.tick()
        wire.incoming = [.junk("'GET / HTTP/1.1'")]
        session.tick()
        #expect(wire.closed)
        #expect(
            duel.failure == "wordfall: error: bob's side sent something that is not the duel's protocol: "
                + "'GET / HTTP/1.1'; the duel ends")
        #expect(session.state.message?.text.hasSuffix("the duel ends; play on alone.") == true)
        // A move whose digest differs is a disagreement too.
        let other = Wire()
        let (second, secondDuel) = Self.duel(other, clock: clock)
        clock.time = 6
        second.tick()
        other.incoming = [.messages([.move(number: 1, step: .word("DOG", second: 1, path: nil), digest: "00000000")])]
        second.tick()
        #expect(secondDuel.failure?.contains("the two games disagree") == true)
    }

    @Test func aLostConnectionPlaysOnAlone() {
        let wire = Wire()
        let clock = FakeClock()
        let (session, duel) = Self.duel(wire, clock: clock)
        clock.time = 3
        session.tick()
        wire.incoming = [.closed]
        session.tick()
        #expect(session.state.message?.text == "The connection to bob was lost: play on alone; both results are kept.")
        for character in "cat\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        #expect(session.state.score == 50)
        #expect(duel.failure == nil)
    }

    /// Issue 42: a duel ends early only by quitting. Ctrl-F twice ends this side's game as it stands: its end
    /// is sent, the friend plays on, and both results are compared once the friend's game is over.
    @Test func ctrlFTwiceEndsThisSideAndTheFriendPlaysOn() throws {
        let wire = Wire()
        let clock = FakeClock()
        let (session, _) = Self.duel(wire, clock: clock)
        // The count-down's bar says no key starts it.
        #expect(session.screen.render(session.state, width: 80, height: 24).lines.last == " ^D leave the duel")
        clock.time = 3
        session.tick()
        clock.time = 5
        session.tick()
        for character in "cat\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        session.handle(.control("f"))
        #expect(session.state.mode == .playing)
        #expect(
            session.state.message?.text
                == "Ctrl-F again ends your game now, as it stands: bob plays on, and both results are compared at the end."
        )
        // Another key in between asks again: one Ctrl-F alone never ends a game.
        session.handle(.character("d"))
        session.handle(.control("f"))
        #expect(session.state.mode == .playing)
        session.handle(.control("f"))
        #expect(session.game.status.isOver)
        session.tick()
        #expect(wire.sent.last == .end(score: 50))
        #expect(session.state.review?.reason == "You ended it.")
        #expect(session.state.review?.challenge?.comparison == ["Waiting for bob to finish..."])
        // Bob plays on: his words still reach this side, then his end, and both results are compared.
        clock.time = 20
        wire.incoming = [.messages(Self.bobsMoves([("dog", 4), ("code", 15)]))]
        session.tick()
        #expect(session.state.subtitle == "bob: 250, 2 words")
        // The header names the duel, not the round's title (a seed of 19 digits hid the friend's score).
        #expect(session.state.title == "Duel")
        let header = session.screen.render(session.state, width: 80, height: 24).lines.first ?? ""
        #expect(header.hasPrefix(" wordfall · Duel  (bob: 250, 2 words)"), "\(header)")
        wire.incoming = [.messages([.end(score: 250)])]
        session.tick()
        let comparison = try #require(session.state.review?.challenge?.comparison)
        #expect(comparison.contains("1. bob  250 points, 2 words"), "\(comparison)")
        #expect(comparison.contains("2. ann  50 points, 1 word"), "\(comparison)")
        #expect(comparison.last == "bob won, by 200 points.")
    }
}
