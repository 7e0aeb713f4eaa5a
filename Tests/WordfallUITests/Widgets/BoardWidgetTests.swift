import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct BoardWidgetTests {
    let board = makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])
    let path = [Position(row: 0, column: 0), Position(row: 0, column: 1), Position(row: 0, column: 2)]

    func render(roomy: Bool, theme: Theme = Theme(), cursor: Position? = nil) -> ScreenBuffer {
        let size = BoardWidget.Geometry.size(rows: 4, columns: 4, roomy: roomy)
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        let geometry = BoardWidget.Geometry(originX: 0, originY: 0, rows: 4, columns: 4, roomy: roomy)
        BoardWidget(board: board, path: path, cursor: cursor).draw(geometry, on: &buffer, theme: theme)
        return buffer
    }

    @Test func compactTilesShowLetterPointsAndBonusLabel() {
        #expect(
            render(roomy: false).lines == [
                " C 3   A 1   T 1   S 1",
                " O 1   D 2DL E 1   R 1",
                " G 2   N 1   I 1   P 3DW",
                " S 1   Q10   U 1   E 1",
            ])
    }

    @Test func roomyTilesTakeTwoRowsWithAGapRow() {
        let lines = render(roomy: true).lines
        #expect(lines.count == 13)
        #expect(lines[1] == "  C     A     T     S")
        #expect(lines[2] == "     3     1     1     1")
        #expect(lines[4] == "  O     D DL  E     R")
        #expect(lines[10] == "  S     Qu    U     E")
        #expect(lines[11] == "     1    10     1     1")
    }

    @Test func theWordsPathIsLitAndMarkedWithoutColourToo() {
        for theme in [Theme(), Theme(unicode: false, color: false)] {
            let buffer = render(roomy: false, theme: theme)
            #expect(buffer[1, 0].style == theme.tileSelected)
            #expect(buffer[13, 0].style == theme.tileSelected)
            #expect(buffer[19, 0].style != theme.tileSelected)
            #expect(theme.tileSelected.attributes.contains(.bold))
        }
        #expect(Theme(color: false).tileSelected.attributes.contains(.reverse))
        #expect(Theme(color: false).tileSelected.foreground == .default)
    }

    @Test func theCursorIsBracketed() {
        let lines = render(roomy: false, cursor: Position(row: 1, column: 1)).lines
        #expect(lines[1] == " O 1  [D 2DL]E 1   R 1")
    }

    @Test func mouseCellsMapToTiles() {
        let geometry = BoardWidget.Geometry(originX: 10, originY: 5, rows: 4, columns: 4, roomy: true)
        #expect(geometry.position(atX: 11, y: 6) == Position(row: 0, column: 0))
        #expect(geometry.position(atX: 15, y: 7) == Position(row: 0, column: 0))
        #expect(geometry.position(atX: 16, y: 6) == nil)
        #expect(geometry.position(atX: 17, y: 9) == Position(row: 1, column: 1))
        #expect(geometry.position(atX: 17, y: 8) == nil)
        #expect(geometry.position(atX: 40, y: 6) == nil)
    }
}
