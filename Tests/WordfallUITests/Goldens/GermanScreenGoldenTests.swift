import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A German game on screen (docs/LANGUAGES.md, German): the board shows its Ä, Ö and Ü tiles, the found
/// word and the word line read them, typed with their marks; compared cell for cell with its golden.
@Suite struct GermanScreenGoldenTests {
    /// ÜBER found, GRÜ typed: the board's rows are code letters (Ä Ö Ü are 0 1 2).
    @Test(arguments: [(80, 24), (120, 40)])
    func aGermanBoardShowsItsUmlauts(width: Int, height: Int) throws {
        let tiles = "2BERGR2NB0RTS1HN".utf8.map {
            Tile(letter: $0, value: TileSet.german.tile(code: $0)?.value, qReadsQU: false)
        }
        let level = Level(
            id: "de", title: "Probe", language: .german, board: .fixed(Board(rows: 4, columns: 4, tiles: tiles)),
            rules: Rules(refill: .none, moves: 5), goals: [GoalSpec(.words(count: 3))])
        let lexicon = try Lexicon.bundled(.german)
        let session = PlaySession(
            LevelPlay(levels: [level], progress: NoProgress()), lexicon: { _ in lexicon }, now: { 0 })
        session.handle(.resized(width: width, height: height))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        for character in "über\rgrü" { session.handle(character == "\r" ? .enter : .character(character)) }
        try ScreenGoldenTests.compare(session, name: "playing-de-\(width)x\(height)", title: "German playing screen")
    }
}
