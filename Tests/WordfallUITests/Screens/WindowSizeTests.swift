import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The game screen at every window size a player has: a split pane, 80x24, a large window.
@Suite struct WindowSizeTests {
    static let ids = StarterPackLayoutTests.ids
    let screen = GameScreen(theme: Theme())

    /// A state on a `rows` x `columns` board of Q tiles (the widest: `Qu` and 10 points) with bonuses.
    static func state(rows: Int, columns: Int) -> GameScreenState {
        var state = StarterPackLayoutTests.state(ids[0])
        let letters = (0..<rows).map { _ in String(repeating: "Q", count: columns) }
        let bonuses = (0..<rows).map { row in String(repeating: row % 2 == 0 ? "3" : "D", count: columns) }
        state.board = makeBoard(letters, bonus: bonuses)
        return state
    }

    /// At 80x24 every board of the starter pack and of the generator's sizes (up to 8x8) shows each tile's
    /// letter, points and bonus label apart: never the one-row tiles that run them together.
    @Test(arguments: 3...8) func every80x24BoardShowsEachTileWhole(_ size: Int) throws {
        let state = Self.state(rows: size, columns: size)
        let layout = try #require(screen.layout(for: state, width: 80, height: 24), "\(size)x\(size)")
        #expect(!layout.isCompact)
        #expect(layout.board.tiles >= .narrow, "\(size)x\(size): \(layout.board.tiles)")
        let text = screen.render(state, width: 80, height: 24).lines.joined(separator: "\n")
        #expect(text.contains("Qu"))
        #expect(text.contains("10"))
        #expect(!text.contains("Q10"))
    }

    @Test(arguments: ids) func everyStarterLevelPlaysAt80x24WithWholeTiles(_ id: String) throws {
        let state = StarterPackLayoutTests.state(id)
        let layout = try #require(screen.layout(for: state, width: 80, height: 24))
        #expect(!layout.isCompact && layout.board.tiles >= .narrow, "\(id)")
    }

    /// A split pane plays: every starter level at 60x20 and every board up to 5x5 at 40x16, compact.
    @Test(arguments: ids) func aSplitPanePlaysEveryStarterLevel(_ id: String) throws {
        let state = StarterPackLayoutTests.state(id)
        let layout = try #require(screen.layout(for: state, width: 60, height: 20), "\(id) at 60x20")
        #expect(layout.isCompact)
        let lines = screen.render(state, width: 60, height: 20).lines
        #expect(!lines.contains { $0.contains("Terminal too small") })
        #expect(lines[layout.statusBox.y].contains("Goals 0/\(state.goals.count)"), "\(lines)")
        if state.board.rows <= 5 && state.board.columns <= 5 {
            #expect(screen.layout(for: state, width: 40, height: 16) != nil, "\(id) at 40x16")
        }
    }

    @Test func belowTheCompactFloorTheNoticeStays() {
        let state = Self.state(rows: 4, columns: 4)
        #expect(screen.layout(for: state, width: 39, height: 16) == nil)
        #expect(screen.layout(for: state, width: 40, height: 15) == nil)
        #expect(screen.render(state, width: 39, height: 16).lines.contains { $0.contains("Terminal too small") })
    }

    /// The compact screen at 40x16: header, board, word line, one status line, keys.
    @Test func theCompactScreenAt40x16() {
        let state = Self.state(rows: 3, columns: 3)
        let lines = screen.render(state, width: 40, height: 16).lines
        #expect(lines[0].hasPrefix(" wordfall · "))
        #expect(lines.contains { $0.contains("┌─ Board ") })
        #expect(lines.contains { $0.contains("Goals 0/") })
        #expect(lines[15].hasPrefix(" Enter submit"))
    }

    /// At 200x60 the tiles are large and the panel stays beside the board, the two centred together.
    @Test func aLargeWindowHasLargeTilesAndAPanelBesideTheBoard() throws {
        let state = Self.state(rows: 5, columns: 5)
        let layout = try #require(screen.layout(for: state, width: 200, height: 60))
        #expect(layout.board.tiles == .large)
        #expect(layout.statusBox.x - layout.wordBox.maxX <= 2, "the panel is beside the left column")
        let left = layout.wordBox.x
        let right = 200 - layout.statusBox.maxX
        #expect(abs(left - right) <= 2, "centred: \(left) columns left, \(right) right")
        #expect(layout.wordsBox.height >= 10)
        #expect(layout.statusBox.y > layout.body.y, "a tall window centres the columns vertically too")
    }

    /// Issue 40: larger tiles wherever they fit, not only from 150x45. At 120x40 the usual boards (up to
    /// 7x7) have large tiles, both columns the body's whole height; an 8x8 board falls back to roomy ones,
    /// and at 80x24 a 5x5 board keeps small ones.
    @Test(arguments: [(5, 5, TileSize.large), (6, 6, .large), (7, 7, .large), (8, 8, .roomy)])
    func a120x40WindowShowsLargeTilesWhereTheyFit(rows: Int, columns: Int, tiles: TileSize) throws {
        let layout = try #require(
            screen.layout(for: Self.state(rows: rows, columns: columns), width: 120, height: 40))
        #expect(layout.board.tiles == tiles)
        #expect(layout.boardBox.maxY <= layout.wordBox.y && layout.wordBox.height >= 6)
        let small = try #require(screen.layout(for: Self.state(rows: 5, columns: 5), width: 80, height: 24))
        #expect(small.board.tiles < .large)
        #expect(layout.statusBox.y == layout.body.y)
        #expect(layout.wordsBox.maxY == layout.body.maxY)
    }
}
