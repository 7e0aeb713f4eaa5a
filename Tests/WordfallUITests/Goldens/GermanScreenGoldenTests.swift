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

    /// A German level of goals naming a tile and a word: KÄSE and STRAßE found (typed `strasse`), `0` typed
    /// then `k`. Goals, the found words and the last word read the real spellings; the digit is no Ä.
    @Test(arguments: [(80, 24), (120, 40)])
    func germanGoalsAndWordsReadTheRealSpelling(width: Int, height: Int) throws {
        let session = try Self.realSpellings(width: width, height: height)
        for character in "käse\rstrasse\r0k" { session.handle(character == "\r" ? .enter : .character(character)) }
        #expect(session.game.foundWords == ["K0SE", "STRASSE"])
        try ScreenGoldenTests.compare(
            session, name: "playing-de-spellings-\(width)x\(height)", title: "German goals and real spellings")
    }

    /// The level of `germanGoalsAndWordsReadTheRealSpelling`: KÄSE on row 1, STRASSE from row 2 into row 3.
    static func realSpellings(width: Int, height: Int) throws -> PlaySession {
        let tiles = "K0SESTRAXESSMUNG".utf8.map {
            Tile(letter: $0, value: TileSet.german.tile(code: $0)?.value, qReadsQU: false)
        }
        let level = Level(
            id: "de-spellings", title: "Straße", language: .german,
            board: .fixed(Board(rows: 4, columns: 4, tiles: tiles)), rules: Rules(refill: .none, moves: 5),
            goals: [
                GoalSpec(.letter(UInt8(ascii: "0"), count: 1)), GoalSpec(.word("STRASSE")),
                GoalSpec(.words(count: 3)),
            ])
        let lexicon = try Lexicon.bundled(.german)
        let session = PlaySession(
            LevelPlay(levels: [level], progress: NoProgress()), lexicon: { _ in lexicon }, now: { 0 })
        session.handle(.resized(width: width, height: height))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        return session
    }
}
