import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

@Suite struct WordLineWidgetTests {
    func render(_ state: GameScreenState, width: Int, height: Int) -> [String] {
        var buffer = ScreenBuffer(width: width, height: height)
        WordLineWidget(state: state).draw(in: buffer.bounds, on: &buffer, theme: Theme())
        return buffer.lines
    }

    /// Where the preview does not fit beside the word, it goes below it, whole: it says what Enter will.
    @Test func aLongPreviewGoesBelowTheWordWhole() {
        var state = Fixtures.midWord()
        state.typed = "ZZ"
        state.path = []
        state.wordStatus = .rejected(.tooShort)
        state.minWordLength = 3
        state.message = nil
        let lines = render(state, width: 40, height: 4)
        #expect(lines[0].hasPrefix("Word ZZ"))
        #expect(!lines[0].contains("too short"))
        #expect(lines[1].hasPrefix("too short") && lines.joined(separator: " ").contains("3 letters"), "\(lines)")
    }

    /// Issue 40: at 80x24 the verdict of a word of 7 letters or more left the word's line; said in short,
    /// it stays beside the word, up to the longest word a level takes.
    @Test func aLongWordKeepsItsVerdictBesideIt() {
        var state = Fixtures.midWord()
        state.message = nil
        state.wordStatus = .formable(points: 1_260)
        state.typed = "CATERED"
        #expect(render(state, width: 40, height: 4)[0] == "Word CATERED  ✓ 1,260 points")
        state.typed = "ABCDEFGHIJKLMNO"
        #expect(render(state, width: 40, height: 4)[0] == "Word ABCDEFGHIJKLMNO  ✓ 1,260 points")
        // A short word keeps the whole sentence.
        state.typed = "CAT"
        #expect(render(state, width: 40, height: 4)[0] == "Word CAT  ✓ can be formed, 1,260 points")
    }

    @Test func aLongWarningWrapsAndIsNeverCut() {
        var state = Fixtures.midWord()
        state.typed = ""
        state.message = .init(
            "Your result could not be saved: cannot save progress to /home/player/.local/share/wordfall/progress.json: "
                + "cannot write (No space left on device)", tone: .bad)
        let lines = render(state, width: 42, height: 6)
        #expect(
            lines == [
                "Word type, or pick: ←↑↓→ Space, mouse",
                "Your result could not be saved: cannot",
                "save progress to",
                "/home/player/.local/share/wordfall/progres",
                "s.json: cannot write (No space left on",
                "device)",
            ])
    }

    @Test func aWideWindowGivesTheMessageItsWidth() {
        var state = Fixtures.midWord()
        state.message = .init("DOGE: on the board, not in the dictionary", tone: .bad)
        let wide = GameScreen(theme: Theme()).render(state, width: 120, height: 40).lines
        #expect(wide.contains { $0.contains("│ DOGE: on the board, not in the dictionary ") })
        // At 80 columns it wraps rather than being cut.
        let narrow = GameScreen(theme: Theme()).render(state, width: 80, height: 24).lines
        #expect(narrow.contains { $0.contains("│ DOGE: on the board, not in the           │") })
        #expect(narrow.contains { $0.contains("│ dictionary                               │") })
    }

    @Test func anAcceptedWordShowsItsPointsBrokenDown() {
        let session = PlaySessionTests.session()
        for character in "dogs" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.breakdown == "= 10 x 8 letter points (with bonus) x 2 for 4 letters")
        let lines = render(session.state, width: 60, height: 4)
        // The goal it completed is said at once.
        #expect(lines[1] == "DOGS accepted: +160 points. Goal done: Score 150 points.")
        #expect(lines[2] == "= 10 x 8 letter points (with bonus) x 2 for 4 letters")
        #expect(session.state.celebration == nil, "DOGS is no big moment")
    }

    @Test func aBigWordGetsABiggerMomentThatPasses() {
        let clock = FakeClock()
        let session = PlaySession(
            LevelPlay(levels: [PlaySessionTests.level(moves: 9)]), lexicon: { _ in Lexicon(words: ["cat", "coders"]) },
            now: { clock.time })
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.celebration == nil, "CAT is no big moment")
        for character in "coders" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.celebration == "CODERS! +440")
        #expect(render(session.state, width: 40, height: 4)[0] == "Word ★ CODERS! +440 ★")
        clock.time += PlayFlow.moment.bigWord - 0.1
        session.tick()
        #expect(session.state.celebration != nil)
        clock.time += 0.2
        session.tick()
        #expect(session.state.celebration == nil)
        #expect(render(session.state, width: 40, height: 4)[0] == "Word type, or pick: ←↑↓→ Space, mouse")
    }

    @Test func theBreakdownIsTheRulesProduct() {
        // DOGS with D on a double letter: 10 x (4 + 1 + 2 + 1) x 2 = 160 (docs/RULES.md's example).
        let tiles = [
            Tile(letter: UInt8(ascii: "D"), bonus: .doubleLetter), Tile(letter: UInt8(ascii: "O")),
            Tile(letter: UInt8(ascii: "G")), Tile(letter: UInt8(ascii: "S")),
        ]
        let breakdown = PointsBreakdown(tiles: tiles)
        #expect(breakdown.points == 160)
        #expect(breakdown.points == Scoring.points(for: tiles))
        #expect(breakdown.text() == "10 x 8 letter points (with bonus) x 2 for 4 letters")
        let queen = "QEEN".utf8.map { Tile(letter: $0, bonus: $0 == UInt8(ascii: "N") ? .tripleWord : .none) }
        #expect(
            PointsBreakdown(tiles: queen).text()
                == "10 x 13 letter points x 3 word bonus x 3 for 5 letters")
        let huge = [Tile](repeating: Tile(letter: UInt8(ascii: "T"), bonus: .tripleWord), count: 41)
        #expect(Scoring.points(for: huge) == .max)
        #expect(PointsBreakdown(tiles: huge).text() == nil, "a breakdown that does not add up is not shown")
        let cat = "CAT".utf8.map { Tile(letter: $0) }
        #expect(PointsBreakdown(tiles: cat).text() == "10 x 5 letter points")
    }
}

/// A message too long for its rows (a 40x16 window has one): the play-test saw `Goals ---…`.
@Suite struct ShortenedMessageTests {
    @Test func aMessageTooLongKeepsItsWholeSentencesThenAnEllipsis() {
        let text = "Goals done: the level is won. Keep going for stars, or Ctrl-F to finish now."
        #expect(
            WordLineWidget.shortened(text, width: 38, rows: 1, ellipsis: "…") == ["Goals done: the level is won. …"])
        #expect(WordLineWidget.shortened(text, width: 38, rows: 3, ellipsis: "…") == Format.wrap(text, 38))
        // A first sentence too long for the rows: its first words, cut with the ellipsis, no dashes.
        #expect(
            WordLineWidget.shortened("Goals: an overlong first sentence here", width: 12, rows: 1, ellipsis: "…")
                == ["Goals: an …"])
    }
}
