import Foundation
import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// The endless game on screen (docs/SCREEN.md): its panel with a burning tile, the game over with the saved
/// bests, and a new game; whole screens compared with the goldens in Goldens/screens.
@Suite struct EndlessSessionTests {
    /// Words of seed 7 (found with scripts/reference.py): a fire lit every other word from the first (three on
    /// the board after the fifth), level 2 from the seventh; the tenth, NONE, uses three tiles under the U that
    /// CRUSH lit, which falls to the bottom row.
    static let words = ["harry", "width", "fiber", "giddy", "spray", "ditto", "crush", "would", "valid", "none"]

    /// A store that saved 2,000 for seed 7 before and 5,100 for seed 17, and records what this game saves.
    final class Bests {
        var saved: [LevelResult] = []
        lazy var recorder = RecordedProgress(
            levelFinished: { [unowned self] in
                saved.append($0)
                return nil
            },
            saved: { [unowned self] id in
                guard id == "endless-7" else { return nil }
                var best = SavedResult(bestScore: max(2000, saved.last?.score ?? 0), bestStars: 0, completed: false)
                best.bestOfAll = (5100, 17)
                return best
            })
    }

    static func session(width: Int, height: Int, bests: Bests, clock: FakeClock) throws -> PlaySession {
        let lexicon = try Lexicon.bundled()
        let session = PlaySession(
            EndlessPlay(level: .endless(seed: 7), progress: bests.recorder), lexicon: { _ in lexicon },
            now: { clock.time })
        session.handle(.resized(width: width, height: height))
        return session
    }

    static func play(_ words: ArraySlice<String>, _ session: PlaySession, clock: FakeClock) {
        for word in words {
            for character in word + "\r" { session.handle(character == "\r" ? .enter : .character(character)) }
            clock.time += PlayFlow.moment.bigWord
            session.tick()
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func aFireBurnsDownToTheBottomRowAndTheGameOverShowsTheBests(width: Int, height: Int) throws {
        let clock = FakeClock()
        let bests = Bests()
        let session = try Self.session(width: width, height: height, bests: bests, clock: clock)
        try ScreenGoldenTests.compare(session, name: "endless-intro-\(width)x\(height)", title: "endless intro")
        session.handle(.character(" "))
        Self.play(Self.words.prefix(9), session, clock: clock)
        // Level 2, the U lit by CRUSH two rows down (!4), the P lit by VALID at the top (!6).
        #expect(session.state.endless == EndlessStage(number: 2))
        try ScreenGoldenTests.compare(session, name: "endless-\(width)x\(height)", title: "endless screen")
        Self.play(Self.words.suffix(1), session, clock: clock)
        clock.time += PlayFlow.endScreenGrace + 0.1
        session.tick()
        #expect(bests.saved.map(\.score) == [2720])
        #expect(bests.saved.map(\.failure) == [.burnedDown])
        try ScreenGoldenTests.compare(session, name: "endless-over-\(width)x\(height)", title: "endless game over")
        // Enter is a new game: another seed, its rules not said again; its card names the new seed (issue 40:
        // it named seed 7's).
        session.handle(.enter)
        #expect(session.state.title != "Endless, seed 7")
        #expect(session.state.title.hasPrefix("Endless, seed "))
        guard case .intro(let card, _) = session.state.screen else {
            Issue.record("a new game opens on its card")
            return
        }
        #expect(card.title == session.state.title)
        #expect(card.lines == ["A new game: a new board this try."])
        #expect(session.state.score == 0 && session.state.endless == EndlessStage(number: 1))
    }
}
