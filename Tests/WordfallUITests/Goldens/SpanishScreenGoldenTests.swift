import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A Spanish game on screen (docs/LANGUAGES.md, Spanish): the board shows its CH, LL and RR tiles of two
/// letters in the two columns English's Qu takes, and its Ñ; the found word and the word line read them,
/// typed as their letters; compared cell for cell with its golden.
@Suite struct SpanishScreenGoldenTests {
    /// CHICO found (its CH one tile), PERR typed: the board's rows are code letters (CH LL RR are 0 1 2, Ñ W).
    @Test(arguments: [(80, 24), (120, 40)])
    func aSpanishBoardShowsItsTilesOfTwoLetters(width: Int, height: Int) throws {
        let tiles = "0ICOA1ESPE2OAWOS".utf8.map {
            Tile(letter: $0, value: TileSet.spanish.tile(code: $0)?.value, qReadsQU: false)
        }
        let level = Level(
            id: "es", title: "Prueba", language: .spanish, board: .fixed(Board(rows: 4, columns: 4, tiles: tiles)),
            rules: Rules(refill: .none, moves: 5), goals: [GoalSpec(.words(count: 3))])
        let lexicon = try Lexicon.bundled(.spanish)
        let session = PlaySession(
            LevelPlay(levels: [level], progress: NoProgress()), lexicon: { _ in lexicon }, now: { 0 })
        session.handle(.resized(width: width, height: height))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        for character in "chico\rperr" { session.handle(character == "\r" ? .enter : .character(character)) }
        try ScreenGoldenTests.compare(session, name: "playing-es-\(width)x\(height)", title: "Spanish playing screen")
    }
}
