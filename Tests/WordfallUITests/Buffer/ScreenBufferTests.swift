import Testing

@testable import WordfallUI

@Suite struct ScreenBufferTests {
    @Test func writesAreClippedToTheBuffer() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.write("hello world", x: 2, y: 0)
        buffer.write("ab", x: -1, y: 1)
        buffer.write("zz", x: 0, y: 5)
        #expect(buffer.lines == ["  hell", "b"])
    }

    @Test func wideAndControlCharactersTakeOneCellAsAQuestionMark() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        buffer.write("a漢\tb─", x: 0, y: 0)
        #expect(buffer.lines == ["a??b─"])
    }

    @Test func firstFrameIsDrawnWhole() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.write("ab", x: 0, y: 0, style: CellStyle(attributes: .bold))
        let runs = buffer.changes(since: nil)
        #expect(runs.map(\.text) == ["ab", " ", "   "])
        #expect(runs.map(\.y) == [0, 0, 1])
    }

    @Test func onlyChangedCellsAreWrittenGroupedByStyle() {
        var before = ScreenBuffer(width: 10, height: 2)
        before.write("score 50", x: 0, y: 0)
        var after = before
        after.write("score 90", x: 0, y: 0)
        after.write("ok", x: 3, y: 1, style: CellStyle(foreground: .green))
        after.write("!", x: 5, y: 1)
        let runs = after.changes(since: before)
        #expect(
            runs == [
                CellRun(x: 6, y: 0, style: .plain, characters: ["9"]),
                CellRun(x: 3, y: 1, style: CellStyle(foreground: .green), characters: ["o", "k"]),
                CellRun(x: 5, y: 1, style: .plain, characters: ["!"]),
            ])
        #expect(after.changes(since: after).isEmpty)
    }

    @Test func aResizedBufferIsDrawnWhole() {
        let before = ScreenBuffer(width: 4, height: 1)
        let after = ScreenBuffer(width: 5, height: 1)
        #expect(after.changes(since: before).map(\.text) == ["     "])
    }

    @Test func boxDrawsItsFrameAndTitle() {
        var buffer = ScreenBuffer(width: 12, height: 3)
        let inner = Box(title: "Goal").draw(in: buffer.bounds, on: &buffer, theme: Theme())
        #expect(buffer.lines == ["┌─ Goal ───┐", "│          │", "└──────────┘"])
        #expect(inner == Rect(x: 1, y: 1, width: 10, height: 1))
        var ascii = ScreenBuffer(width: 6, height: 2)
        Box().draw(in: ascii.bounds, on: &ascii, theme: Theme(unicode: false))
        #expect(ascii.lines == ["+----+", "+----+"])
    }

    @Test func numbersAndClocksFormatForPeople() {
        #expect(Format.number(1_234_567) == "1,234,567")
        #expect(Format.number(999) == "999")
        #expect(Format.clock(65) == "1:05")
        #expect(Format.clock(0.2) == "0:01")
        #expect(Format.fit("abcdefgh", 5, ellipsis: "…") == "abcd…")
    }
}
