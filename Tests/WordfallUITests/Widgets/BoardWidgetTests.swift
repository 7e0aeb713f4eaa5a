import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct BoardWidgetTests {
    let board = makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])
    let path = [Position(row: 0, column: 0), Position(row: 0, column: 1), Position(row: 0, column: 2)]

    func render(_ tiles: TileSize, theme: Theme = Theme(), cursor: Position? = nil) -> ScreenBuffer {
        let size = BoardWidget.Geometry.size(rows: 4, columns: 4, tiles: tiles)
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        let geometry = BoardWidget.Geometry(originX: 0, originY: 0, rows: 4, columns: 4, tiles: tiles)
        BoardWidget(board: board, path: path, cursor: cursor).draw(geometry, on: &buffer, theme: theme)
        return buffer
    }

    @Test func singleRowTilesShowLetterPointsAndBonusLabel() {
        #expect(
            render(.single).lines == [
                " C 3   A 1   T 1   S 1",
                " O 1   D 2DL E 1   R 1",
                " G 2   N 1   I 1   P 3DW",
                // Qu whole: the play-test read `Q10` as a Q.
                " S 1   Qu 10 U 1   E 1",
            ])
    }

    @Test func roomyTilesTakeTwoRowsWithAGapRow() {
        let lines = render(.roomy).lines
        #expect(lines.count == 13)
        #expect(lines[1] == "  C     A     T     S")
        #expect(lines[2] == "     3     1     1     1")
        #expect(lines[4] == "  O     D DL  E     R")
        #expect(lines[10] == "  S     Qu    U     E")
        #expect(lines[11] == "     1    10     1     1")
    }

    /// Rows touching, every part of a tile apart: what 6x6 boards and up get at 80x24.
    @Test func stackedTilesTakeTwoRowsWithNoGapRow() {
        #expect(
            render(.stacked).lines == [
                "  C     A     T     S",
                "     3     1     1     1",
                "  O     D DL  E     R",
                "     1     2     1     1",
                "  G     N     I     P DW",
                "     2     1     1     3",
                "  S     Qu    U     E",
                "     1    10     1     1",
            ])
    }

    @Test func narrowTilesAreFourColumnsWide() {
        #expect(
            render(.narrow).lines == [
                " C    A    T    S",
                "    3    1    1    1",
                " O    D DL E    R",
                "    1    2    1    1",
                " G    N    I    P DW",
                "    2    1    1    3",
                " S    Qu   U    E",
                "    1   10    1    1",
            ])
    }

    @Test func largeTilesTakeThreeRows() {
        let lines = render(.large).lines
        #expect(lines.count == 17)
        #expect(lines[1] == "")
        #expect(lines[2] == "    C       A       T       S")
        #expect(lines[3] == "       3       1       1       1")
        #expect(lines[5] == "              DL")
        #expect(lines[14] == "    S       Qu      U       E")
    }

    @Test func mouseCellsMapToTilesOfEverySize() {
        for tiles in TileSize.allCases {
            let geometry = BoardWidget.Geometry(originX: 3, originY: 2, rows: 4, columns: 4, tiles: tiles)
            for row in 0..<4 {
                for column in 0..<4 {
                    let position = Position(row: row, column: column)
                    let origin = geometry.origin(of: position)
                    #expect(geometry.position(atX: origin.x, y: origin.y) == position)
                    #expect(
                        geometry.position(atX: origin.x + tiles.width - 1, y: origin.y + tiles.height - 1) == position)
                    #expect(geometry.position(atX: origin.x + tiles.width, y: origin.y) == nil)
                }
            }
        }
    }

    @Test func theWordsPathIsLitAndMarkedWithoutColourToo() {
        for theme in [Theme(), Theme(unicode: false, color: false)] {
            let buffer = render(.single, theme: theme)
            #expect(buffer[1, 0].style == theme.tileSelected)
            #expect(buffer[13, 0].style == theme.tileSelected)
            #expect(buffer[19, 0].style != theme.tileSelected)
            #expect(theme.tileSelected.attributes.contains(.bold))
        }
        #expect(Theme(color: false).tileSelected.attributes.contains(.reverse))
        #expect(Theme(color: false).tileSelected.foreground == .default)
    }

    @Test func theCursorIsBracketed() {
        let lines = render(.single, cursor: Position(row: 1, column: 1)).lines
        #expect(lines[1] == " O 1  [D 2DL]E 1   R 1")
    }

    @Test func mouseCellsMapToTiles() {
        let geometry = BoardWidget.Geometry(originX: 10, originY: 5, rows: 4, columns: 4, tiles: .roomy)
        #expect(geometry.position(atX: 11, y: 6) == Position(row: 0, column: 0))
        #expect(geometry.position(atX: 15, y: 7) == Position(row: 0, column: 0))
        #expect(geometry.position(atX: 16, y: 6) == nil)
        #expect(geometry.position(atX: 17, y: 9) == Position(row: 1, column: 1))
        #expect(geometry.position(atX: 17, y: 8) == nil)
        #expect(geometry.position(atX: 40, y: 6) == nil)
    }
}
