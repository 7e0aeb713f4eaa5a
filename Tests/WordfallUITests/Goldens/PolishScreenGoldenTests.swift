import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A Polish game on screen (docs/LANGUAGES.md, Polish): the board shows its Ą Ć Ę Ł Ń Ó Ś Ź Ż tiles, the found
/// word and the word line read them, typed with their marks; compared cell for cell with its golden.
@Suite struct PolishScreenGoldenTests {
    /// ŹRÓDŁO found, SIĘ typed: the board's rows are code letters (Ą Ć Ę Ł Ń Ó Ś Ź Ż are 0-8).
    @Test(arguments: [(80, 24), (120, 40)])
    func aPolishBoardShowsItsMarkedLetters(width: Int, height: Int) throws {
        let tiles = "7R5D8O3ESI2A614K".utf8.map {
            Tile(letter: $0, value: TileSet.polish.tile(code: $0)?.value, qReadsQU: false)
        }
        let level = Level(
            id: "pl", title: "Test", language: .polish, board: .fixed(Board(rows: 4, columns: 4, tiles: tiles)),
            rules: Rules(refill: .none, moves: 5), goals: [GoalSpec(.words(count: 3))])
        let lexicon = try Lexicon.bundled(.polish)
        let session = PlaySession(
            LevelPlay(levels: [level], progress: NoProgress()), lexicon: { _ in lexicon }, now: { 0 })
        session.handle(.resized(width: width, height: height))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        for character in "źródło\rsię" { session.handle(character == "\r" ? .enter : .character(character)) }
        try ScreenGoldenTests.compare(session, name: "playing-pl-\(width)x\(height)", title: "Polish playing screen")
    }
}
