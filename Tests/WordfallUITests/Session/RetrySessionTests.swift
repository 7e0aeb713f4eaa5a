import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A retry on screen is a new game (docs/RULES.md, "Every try a new game"): a falling level opens on its
/// design and shows another board after its first word.
@Suite struct RetrySessionTests {
    static let falling = Level(
        id: "falling", title: "Falling",
        board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"])), rules: Rules(refill: .gravity, moves: 1),
        seed: 3, goals: [GoalSpec(.score(target: 10_000))])

    func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(character == "\r" ? .enter : .character(character)) }
    }

    @Test func aRetryOfAFallingLevelShowsAnotherBoardAfterItsFirstWord() {
        let clock = FakeClock()
        var services = PlayServices()
        services.entropy = 11
        let session = PlaySession(
            LevelPlay(levels: [Self.falling], progress: NoProgress()), lexicon: { _ in PlaySessionTests.lexicon },
            services: services, now: { clock.time })
        if session.state.mode == .intro { session.handle(.character(" ")) }
        let opening = session.game.board
        type("cat\r", into: session)
        let firstTry = session.game.board
        #expect(session.state.review?.usualChoice == .retry)
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.tick()
        session.handle(.character("r"))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        #expect(session.state.mode == .playing)
        #expect(session.game.board == opening, "the retry opens on the level's design")
        #expect(session.game.level.seed != Self.falling.seed, "a seed of its own")
        type("cat\r", into: session)
        #expect(session.game.board != firstTry, "another board after the first word")
    }

    /// A challenge keeps its code's refills on every try (issue 42): its retry is the friend's game again.
    @Test func aChallengesRetryIsTheSameGame() {
        let clock = FakeClock()
        var services = PlayServices()
        services.entropy = 11
        let code = ChallengeCode(game: .levelFile(contentHash: 7), wordList: 1)
        let session = PlaySession(
            ChallengePlay(
                level: Self.falling, code: code, name: "Ann", lexicon: PlaySessionTests.lexicon, progress: NoProgress()),
            lexicon: { _ in PlaySessionTests.lexicon }, services: services, now: { clock.time })
        if session.state.mode == .intro { session.handle(.character(" ")) }
        type("cat\r", into: session)
        let firstTry = session.game.board
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.tick()
        session.handle(.character("r"))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        #expect(session.game.level == Self.falling, "the code's own seed")
        type("cat\r", into: session)
        #expect(session.game.board == firstTry, "the same refills as the first try")
    }
}
