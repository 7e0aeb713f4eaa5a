import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// Hard mode on screen (docs/RULES.md, "Hard mode"): a typed word lights nothing and is judged by Enter
/// alone, a refused one says what it cost, and the daily's share text is marked.
@Suite struct HardModeSessionTests {
    static func hardLevel() -> Level {
        var level = PlaySessionTests.level()
        level.rules.hard = true
        return level
    }

    func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(.character(character)) }
    }

    @Test func aTypedWordLightsNothingAndEnterAloneJudgesIt() {
        let session = PlaySessionTests.session(levels: [Self.hardLevel()])
        #expect(session.state.hard)
        type("cta", into: session)
        #expect(session.state.typed == "CTA")
        #expect(session.state.path.isEmpty && session.state.wordStatus == .empty)
        session.handle(.enter)
        #expect(session.state.message?.text == "CTA: not in the dictionary. Hard mode: that cost a move.")
        #expect(session.game.movesLeft == 4)
        type("cat", into: session)
        #expect(session.state.path.isEmpty && session.state.wordStatus == .empty)
        session.handle(.enter)
        #expect(session.game.foundWords == ["CAT"])
    }

    @Test func withoutHardModeTheWordIsJudgedAsItIsTyped() {
        let session = PlaySessionTests.session()
        #expect(!session.state.hard)
        type("cat", into: session)
        #expect(session.state.path.count == 3 && session.state.wordStatus != .empty)
    }

    @Test func theShareTextOfAHardDayIsMarked() {
        let lines = ShareText.lines(
            day: "2026-12-02", rank: "Solid", score: 1500, total: 9820, words: 12, longestWordLength: 7,
            unicode: false, hard: true)
        #expect(lines.first == "wordfall daily #9 2026-12-02*")
        #expect(ShareText.isHard(lines))
        let soft = ShareText.lines(
            day: "2026-12-02", rank: "Solid", score: 1500, total: 9820, words: 12, longestWordLength: 7,
            unicode: false)
        #expect(!ShareText.isHard(soft))
        // In ASCII the big word found has no mark: a `*` is hard mode's alone (issue 40).
        let found = ShareText.lines(
            day: "2026-12-02", rank: "Solid", score: 1500, total: 9820, words: 12, longestWordLength: 7,
            shape: ShareText.Shape(found: ["DOMINOES"], missed: [], bigWord: "DOMINOES"), unicode: false, hard: true)
        #expect(found.dropFirst().allSatisfy { !$0.contains("*") }, "\(found)")
        #expect(found.last == "big word (8 letters) found")
    }
}
