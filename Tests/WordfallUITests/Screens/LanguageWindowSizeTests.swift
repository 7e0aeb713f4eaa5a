import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// Every language's widest tiles (L·L, NY, CH, LL, RR, QU, and the 10-point ones) at every window size a
/// player has, 40x16 to 200x60 (docs/LANGUAGES.md): each tile shows its face whole, a face of two letters
/// apart from its points.
@Suite struct LanguageWindowSizeTests {
    static let sizes = [(40, 16), (60, 20), (80, 24), (100, 30), (120, 40), (160, 50), (200, 60)]

    /// A 5x5 board (the largest 40x16 plays) of `language`'s tiles, its widest faces and highest values first.
    static func state(_ language: Language) -> (state: GameScreenState, tiles: [LanguageTile]) {
        let set = language.tiles
        let widest = set.tiles.sorted {
            let (a, b) = (set.boardFace(code: $0.code).count, set.boardFace(code: $1.code).count)
            return a != b ? a > b : $0.value > $1.value
        }
        let used = Array(widest.prefix(25))
        let tiles = (0..<25).map { index in
            let tile = used[index % used.count]
            return Tile(
                letter: tile.code, value: tile.value, bonus: index % 3 == 0 ? .tripleLetter : .none,
                qReadsQU: set.qReadsQU)
        }
        var state = WindowSizeTests.state(rows: 5, columns: 5)
        state.board = Board(rows: 5, columns: 5, tiles: tiles)
        state.language = language
        return (state, used)
    }

    @Test(arguments: Language.all) func everyTileShowsWholeAtEverySize(_ language: Language) throws {
        let (state, used) = Self.state(language)
        let screen = GameScreen(theme: Theme())
        for (width, height) in Self.sizes {
            let layout = try #require(
                screen.layout(for: state, width: width, height: height), "\(language) at \(width)x\(height)")
            #expect(layout.board.tiles >= .narrow || width < 80, "\(language) at \(width)x\(height)")
            let text = screen.render(state, width: width, height: height).lines.joined(separator: "\n")
            for tile in used {
                let face = language.tiles.boardFace(code: tile.code)
                #expect(text.contains(face), "\(language) at \(width)x\(height): \(face)\n\(text)")
                // A face of two letters apart from its points: `Ŀl 10`, never `Ŀl10` (a one-row tile of one
                // letter is `Z10` by design, at 40x16).
                #expect(
                    face.count < 2 || !text.contains(face + String(tile.value)),
                    "\(language) at \(width)x\(height): \(face) runs into \(tile.value)\n\(text)")
            }
        }
    }
}
