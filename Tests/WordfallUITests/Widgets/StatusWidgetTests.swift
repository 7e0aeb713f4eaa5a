import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct StatusWidgetTests {
    func render(_ state: GameScreenState) -> [String] {
        var buffer = ScreenBuffer(width: 30, height: 5)
        StatusWidget(state: state).draw(in: buffer.bounds, on: &buffer, theme: Theme())
        return buffer.lines
    }

    @Test func aMoveLimitAndAClockAreBothShown() {
        var state = Fixtures.midWord()
        state.secondsLeft = 95.2
        state.movesLeft = 12
        #expect(render(state)[2] == "Time left  1:36, 12 moves")
    }

    @Test func theStarLineSaysWhatEachStarNeeds() {
        var state = Fixtures.midWord()
        state.starThresholds = StarThresholds(twoStars: 140, threeStars: 370)
        #expect(render(state)[4] == "2 stars at 140, 3 at 370")
        state.score = 200
        #expect(render(state)[4] == "2 stars reached, 3 at 370")
        state.score = 370
        #expect(render(state)[4] == "3 stars reached")
        state.starThresholds = nil
        #expect(render(state)[4] == "1 star: finish the goals")
        #expect(
            StatusWidget.starLine(score: 0, thresholds: StarThresholds(twoStars: 15_000, threeStars: 20_000))
                == "2 stars at 15,000, 3 at 20,000")
        // In a narrow panel, the short form.
        state.starThresholds = StarThresholds(twoStars: 30_000, threeStars: 40_000)
        state.score = 0
        var narrow = ScreenBuffer(width: 27, height: 5)
        StatusWidget(state: state).draw(in: narrow.bounds, on: &narrow, theme: Theme())
        #expect(narrow.lines[4] == "★★ 30,000  ★★★ 40,000")
    }

    /// Issue 40: the full panel said hard mode only in a hard daily, the compact line never; both say it now,
    /// for any hard game.
    @Test func bothPanelsSayHardMode() {
        var state = Fixtures.midWord()
        state.hard = true
        state.hasShuffles = true
        #expect(
            render(state) == [
                "Score      120", "Last word  DOG +50", "Moves left 9  hard mode", "Hints      1   Shuffles 1",
                "1 star: finish the goals",
            ])
        #expect(
            CompactStatusWidget(state: state).parts(glyphs: Theme().glyphs) == [
                "Goals 1/2 (^G)", "hard mode", "9 moves left",
            ])
        state.hard = false
        #expect(render(state)[2] == "Moves left 9")
        #expect(
            CompactStatusWidget(state: state).parts(glyphs: Theme().glyphs) == ["Goals 1/2 (^G)", "9 moves left"])
    }

    /// The endless game's compact line names its level and its danger, the fire nearest the bottom row.
    @Test func theEndlessCompactLineSaysTheNearestFire() {
        var state = GameScreenState(title: "Endless, seed 1", board: makeBoard(["ABC", "DEF", "GHI"]))
        state.endless = EndlessStage(number: 2)
        #expect(
            CompactStatusWidget(state: state).parts(glyphs: Theme().glyphs) == [
                "Level 2 (^G)", "No fire on the board",
            ])
        state.board = Board(
            rows: 3, columns: 3,
            tiles: "ABCDEFGHI".unicodeScalars.map { letter in
                Tile(letter: UInt8(letter.value), fuse: letter == "C" ? 2 : letter == "D" ? 1 : 0)
            })
        #expect(
            CompactStatusWidget(state: state).parts(glyphs: Theme().glyphs) == [
                "Level 2 (^G)", "Nearest fire: D, 1 row left",
            ])
    }
}
