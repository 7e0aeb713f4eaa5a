import Testing

@testable import WordfallCore

/// A language's tiles translate what a player types into a tile spelling and back (decision 0460).
@Suite struct TileSetTests {
    @Test func englishIsTheLettersAsTheyWere() {
        let english = TileSet.english
        #expect(english.bag == LetterBag.english)
        #expect(english.values == Scoring.values)
        #expect(english.tileSpelling(of: "Queen") == "QUEEN")
        #expect(english.tileSpelling(of: "c4t") == nil)
        #expect(english.tileSpelling(of: "café") == nil)
        #expect(english.faces(of: "QUEEN") == "QUEEN")
        #expect(english.tile(code: UInt8(ascii: "Q"))?.face == "QU")
    }

    @Test func languagesAreNamedByCodeOrEnglishName() {
        #expect(Language(named: "en") == .english)
        #expect(Language(named: "English") == .english)
        #expect(Language(named: "EN") == .english)
        #expect(Language(named: "xx") == nil)
        #expect(Language.english.dictionaryFolder == "Dictionary")
        #expect(Language.english.levelsFolder == "Levels")
    }

    @Test func catalanTilesOfSeveralLettersAreOneCode() {
        let catalan = TileSet.catalan
        #expect(catalan.tileSpelling(of: "col·legi") == "COWEGI")
        #expect(catalan.tileSpelling(of: "COL.LEGI") == "COWEGI")
        #expect(catalan.tileSpelling(of: "coŀlegi") == "COWEGI")
        // LL is two L tiles; NY one tile; Ç its own; QU as English's Q.
        #expect(catalan.tileSpelling(of: "llum") == "LLUM")
        #expect(catalan.tileSpelling(of: "any") == "AY")
        #expect(catalan.tileSpelling(of: "plaça") == "PLAKA")
        #expect(catalan.tileSpelling(of: "quatre") == "QUATRE")
        #expect(catalan.faces(of: "COWEGI") == "COL·LEGI")
        #expect(catalan.faces(of: "PLAKA") == "PLAÇA")
        #expect(catalan.faces(of: "QUATRE") == "QUATRE")
    }

    @Test func catalanFoldsTheMarksThatAreNoTile() {
        let catalan = TileSet.catalan
        #expect(catalan.tileSpelling(of: "cafè") == "CAFE")
        #expect(catalan.tileSpelling(of: "pingüí") == "PINGUI")
        // NFC and NFD are the same word.
        #expect(catalan.tileSpelling(of: "cafe\u{300}") == "CAFE")
        // A letter the set has no tile for (K, W, Y alone) is refused.
        #expect(catalan.tileSpelling(of: "kiwi") == nil)
        #expect(catalan.tileSpelling(of: "yoga") == nil)
    }

    @Test func catalanBagIsTheOfficialDistribution() {
        let catalan = TileSet.catalan
        #expect(catalan.bag.total == 98)
        #expect(catalan.tiles.count == 26)
        #expect(catalan.tile(code: UInt8(ascii: "W"))?.value == 10)
        #expect(catalan.tile(code: UInt8(ascii: "C"))?.value == 2)
        #expect(catalan.tile(code: UInt8(ascii: "V"))?.value == 4)
    }
}
