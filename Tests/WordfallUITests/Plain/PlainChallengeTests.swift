import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A challenge in plain mode (issue 42): its end says the round's rank and score out of the board's, not a
/// level's pass or fail, then the line that counts, and `compare` takes a friend's line and says the
/// comparison, as the screen's `c` does.
@Suite struct PlainChallengeTests {
    static let code = ChallengeCode(game: .seed(7), wordList: 0x12345)

    static func session(level: Level, clock: FakeClock, lines: PlainSessionTests.Transcript) -> PlainSession {
        let session = PlainSession(
            levels: [level], lexicon: { _ in PlaySessionTests.lexicon }, ownWords: false, retriesAreNewGames: false,
            now: { clock.time }, write: { lines.lines.append($0) })
        session.challenge = ChallengePlay(
            level: level, code: code, name: "ann", lexicon: PlaySessionTests.lexicon, progress: NoProgress())
        session.start()
        return session
    }

    @Test func theEndSaysTheRoundAndComparesAFriendsLine() throws {
        let clock = FakeClock()
        let lines = PlainSessionTests.Transcript()
        let level = PlaySessionTests.level(moves: 1)
        let session = Self.session(level: level, clock: clock, lines: lines)
        _ = lines.take()
        clock.time = 2
        session.tick()
        session.handle(line: "cat")
        let mine = ChallengeResult(code: Self.code, name: "ann", score: 50, steps: [.word("CAT", second: 2, path: nil)])
        let end = lines.take()
        #expect(end.contains("Time is up. Score 50.") || end.contains("The round is over. Score 50."), "\(end)")
        #expect(!end.contains { $0.hasPrefix("Level over") || $0.contains("of 3 stars") }, "\(end)")
        #expect(end.contains("Challenge over. Rank: Moving Up. 50 of 990 points, 1 word."), "\(end)")
        #expect(end.contains("Your result, to send back, on the next line:"))
        #expect(end.contains(mine.line))
        // As the screen's `r practice`: another play is practice, never "play it again".
        #expect(end.last?.hasPrefix("Choices: 1. compare with a friend's result line, 2. practice, ") == true)
        #expect(!end.contains { $0.contains("play it again") }, "\(end)")
        let bob = ChallengeReplay.result(
            code: Self.code, name: "bob", level: level, lexicon: PlaySessionTests.lexicon,
            moves: [.init(move: .word("code"), at: 5)])
        session.handle(line: "compare")
        #expect(lines.take() == ["Paste your friend's result line and Enter (an empty line goes back)."])
        // Pasted as copied across two rows of a screen: the first row alone is not the whole line.
        let rows = ReviewScreen.wrapWhole(bob.line, 20)
        session.handle(line: rows[0])
        #expect(lines.take() == ["Not the whole line yet: paste the rest (an empty line goes back)."])
        session.handle(line: rows.dropFirst().joined())
        let compared = lines.take()
        #expect(compared.first == "Challenge \(Self.code.text): Test one")
        #expect(compared.contains("1. bob  180 points, 1 word"), "\(compared)")
        #expect(compared.contains("bob won, by 130 points."), "\(compared)")
        #expect(compared.last?.hasPrefix("Choices: 1. compare") == true)
        // A line that does not check is refused with why, and compare gives it again.
        session.handle(line: "1")
        _ = lines.take()
        session.handle(line: bob.line.replacingOccurrences(of: ":bob:180:", with: ":bob:900:"))
        let refused = lines.take()
        #expect(refused.first?.hasPrefix("Your friend's line: the line does not check") == true, "\(refused)")
        #expect(refused.dropFirst().first == "Choose compare to give it again.")
    }

    /// Issue 42: a challenge's level without stars ends in plain mode as on screen: complete, with its goals,
    /// no stars spoken of, and practice offered rather than "play it again".
    @Test func aLevelWithoutStarsEndsWithoutThem() throws {
        let clock = FakeClock()
        let lines = PlainSessionTests.Transcript()
        let level = PlaySessionTests.level(moves: 2)
        #expect(level.stars == nil)
        let session = PlainSession(
            levels: [level], lexicon: { _ in PlaySessionTests.lexicon }, ownWords: false, retriesAreNewGames: false,
            now: { clock.time }, write: { lines.lines.append($0) })
        let code = ChallengeCode(game: .levelFile(contentHash: 9), wordList: 0x12345)
        session.challenge = ChallengePlay(
            level: level, code: code, name: "ann", lexicon: PlaySessionTests.lexicon, progress: NoProgress())
        session.start()
        _ = lines.take()
        session.handle(line: "code")
        session.handle(line: "cat")
        let end = lines.take()
        #expect(
            end.contains("Every goal is done: the level is won. Keep going for points, or type finish to end it now."),
            "\(end)")
        #expect(end.contains("Level complete! Score 230."), "\(end)")
        #expect(!end.contains { $0.contains("star") }, "\(end)")
        #expect(end.last?.hasPrefix("Choices: 1. compare with a friend's result line, 2. practice, ") == true, "\(end)")
        #expect(!end.contains { $0.contains("play it again") }, "\(end)")
    }

    /// The first challenge asks the name its line carries, once, before the level opens; it is kept.
    @Test func theFirstChallengeAsksTheName() throws {
        let clock = FakeClock()
        let lines = PlainSessionTests.Transcript()
        var kept: [String] = []
        let level = PlaySessionTests.level(moves: nil)
        let session = PlainSession(
            levels: [level], lexicon: { _ in PlaySessionTests.lexicon }, ownWords: false, retriesAreNewGames: false,
            now: { clock.time }, write: { lines.lines.append($0) })
        session.challenge = ChallengePlay(
            level: level, code: Self.code, name: nil, suggestedName: "root", lexicon: PlaySessionTests.lexicon,
            progress: NoProgress(), keepName: { kept.append($0) })
        session.start()
        #expect(
            lines.take().last
                == "Your name, for the result line your friend's comparison shows (1 to 16 letters, digits, '_', '.' "
                + "or '-'; kept for the next challenges, `--name` changes it). Enter alone keeps root:")
        session.handle(line: "zoe smith")
        #expect(lines.take() == ["A name is 1 to 16 letters, digits, '_', '.' or '-'. Your name:"])
        session.handle(line: "zoe")
        let opened = lines.take()
        #expect(opened.first == "Your result lines carry the name zoe.")
        #expect(opened.dropFirst().first == "Test one.")
        #expect(kept == ["zoe"])
        session.handle(line: "cat")
        _ = lines.take()
        // A round has no goal to finish first: `finish` ends it as it stands.
        session.handle(line: "finish")
        let end = lines.take()
        #expect(end.contains("You ended the round. Score 50."), "\(end)")
        #expect(end.contains { $0.hasPrefix("WF") && $0.contains(":zoe:50:CAT@0") }, "\(end)")
    }
}
