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

    /// English spells typed ASCII without its tables of characters; any other text still goes through them.
    @Test func englishSpellsWhatIsTypedOnEitherPath() {
        let english = TileSet.english
        #expect(english.tileSpelling(of: "") == "")
        #expect(english.tileSpelling(of: "zAnY") == "ZANY")
        #expect(english.tileSpelling(of: "cat dog") == nil)
        #expect(english.tileSpelling(of: "[cat]") == nil)
        #expect(english.tileSpelling(of: "cat\n") == nil)
        // Not ASCII: the Kelvin sign lowers to k, as before; a mark on a letter is no English tile.
        #expect(english.tileSpelling(of: "\u{212A}it") == "KIT")
        #expect(english.tileSpelling(of: "e\u{301}") == nil)
        // A set built as English is, tile for tile, spells the same.
        let rebuilt = TileSet(
            tiles: english.tiles, qReadsQU: true, vowels: "AEIOU", hardLetters: "JKQVXZ", folds: false)
        for word in ["Queen", "c4t", "café", "\u{212A}it", "JUMP"] {
            #expect(rebuilt.tileSpelling(of: word) == english.tileSpelling(of: word))
        }
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

    /// Italian's Q is a tile reading Q alone (code K): ACQUA is five tiles; marks are folded.
    @Test func italianQReadsQAloneAndMarksFold() {
        let italian = TileSet.italian
        #expect(italian.tileSpelling(of: "acqua") == "ACKUA")
        #expect(italian.tileSpelling(of: "Perché") == "PERCHE")
        #expect(italian.tileSpelling(of: "perche\u{301}") == "PERCHE")
        #expect(italian.tileSpelling(of: "città") == "CITTA")
        #expect(italian.faces(of: "ACKUA") == "ACQUA")
        #expect(italian.tileSpelling(of: "jeans") == nil)
        #expect(italian.tileSpelling(of: "whisky") == nil)
        #expect(italian.tile(code: UInt8(ascii: "K"))?.face == "Q")
        #expect(italian.tile(code: UInt8(ascii: "Q")) == nil)
        #expect(!italian.qReadsQU)
        #expect(italian.boardFace(code: UInt8(ascii: "K")) == "Q")
    }

    @Test func italianBagIsTheOfficialDistribution() {
        let italian = TileSet.italian
        #expect(italian.bag.total == 118)
        #expect(italian.tiles.count == 21)
        #expect(italian.tile(code: UInt8(ascii: "K"))?.value == 10)
        #expect(italian.tile(code: UInt8(ascii: "O"))?.count == 15)
        #expect(italian.tile(code: UInt8(ascii: "Z"))?.value == 8)
        #expect(italian.tile(code: UInt8(ascii: "B"))?.value == 5)
        #expect(Language(named: "italian") == .italian && Language(named: "IT") == .italian)
        #expect(Language.italian.dictionaryFolder == "Dictionary/it")
    }

    /// Portuguese: Ç a tile of its own (code K), Q a tile reading Q alone (code W), other marks folded.
    @Test func portugueseCedillaIsATileAndOtherMarksFold() {
        let portuguese = TileSet.portuguese
        #expect(portuguese.tileSpelling(of: "ação") == "AKAO")
        #expect(portuguese.tileSpelling(of: "AÇÃO") == "AKAO")
        #expect(portuguese.tileSpelling(of: "acao") == "ACAO")
        #expect(portuguese.tileSpelling(of: "quando") == "WUANDO")
        #expect(portuguese.tileSpelling(of: "você") == "VOCE")
        #expect(portuguese.faces(of: "AKAO") == "AÇAO")
        #expect(portuguese.faces(of: "WUANDO") == "QUANDO")
        #expect(portuguese.tileSpelling(of: "kiwi") == nil)
        #expect(portuguese.bag.total == 117)
        #expect(portuguese.tiles.count == 24)
        #expect(portuguese.tile(code: UInt8(ascii: "K"))?.value == 3)
        #expect(portuguese.tile(code: UInt8(ascii: "W"))?.value == 6)
        #expect(portuguese.tile(code: UInt8(ascii: "A"))?.count == 14)
        #expect(Language(named: "portuguese") == .portuguese && Language(named: "pt") == .portuguese)
    }

    /// Issue 42's leftover 4: a word shown in its faces counts its letters as goals do, a tile of several
    /// letters one, a Q reading QU two (ARENY has 4 letters, not 5).
    @Test func aShownWordCountsItsLettersAsTheRulesDo() {
        #expect(TileSet.catalan.letters(in: "ARENY") == 4)
        #expect(TileSet.catalan.letters(in: "COL·LEGI") == 6)
        #expect(TileSet.catalan.letters(in: "QUE") == 3)
        #expect(TileSet.english.letters(in: "QUEEN") == 5)
        #expect(TileSet.portuguese.letters(in: "QUANDO") == 6)
    }

    /// French: the 26 letters, each its own code; Q reads Q alone (COQ, CINQ); every mark folded, Œ as OE.
    @Test func frenchQReadsQAloneAndEveryMarkFolds() {
        let french = TileSet.french
        #expect(french.tileSpelling(of: "école") == "ECOLE")
        #expect(french.tileSpelling(of: "ecole") == "ECOLE")
        #expect(french.tileSpelling(of: "ÉCOLE") == "ECOLE")
        #expect(french.tileSpelling(of: "e\u{301}cole") == "ECOLE")
        #expect(french.tileSpelling(of: "garçon") == "GARCON")
        #expect(french.tileSpelling(of: "cœur") == "COEUR")
        #expect(french.tileSpelling(of: "dès") == "DES" && french.tileSpelling(of: "dés") == "DES")
        #expect(french.tileSpelling(of: "coq") == "COQ" && french.tileSpelling(of: "kiwi") == "KIWI")
        #expect(french.faces(of: "CINQ") == "CINQ")
        #expect(!french.qReadsQU && !french.bag.qReadsQU)
        #expect(french.bag.total == 100 && french.tiles.count == 26)
        #expect(french.tile(code: UInt8(ascii: "Q"))?.value == 8 && french.tile(code: UInt8(ascii: "E"))?.count == 15)
        #expect(french.tile(code: UInt8(ascii: "K"))?.value == 10 && french.tile(code: UInt8(ascii: "D"))?.value == 2)
        #expect(french.boardFace(code: UInt8(ascii: "Q")) == "Q")
        #expect(Language(named: "french") == .french && Language(named: "FR") == .french)
        #expect(Language.french.dictionaryFolder == "Dictionary/fr" && Language.french.levelsFolder == "Levels/fr")
    }

    /// Dutch: the 26 letters, IJ two tiles (I then J, the one-letter ĳ too), Q reading Q alone, marks folded.
    @Test func dutchIJIsTwoTilesAndQReadsQAlone() {
        let dutch = TileSet.dutch
        #expect(dutch.tileSpelling(of: "ijs") == "IJS")
        #expect(dutch.tileSpelling(of: "\u{133}s") == "IJS")
        #expect(dutch.tileSpelling(of: "IJsland") == "IJSLAND")
        #expect(dutch.tileSpelling(of: "ideeën") == "IDEEEN")
        #expect(dutch.tileSpelling(of: "quiz") == "QUIZ")
        #expect(!dutch.qReadsQU)
        #expect(dutch.bag.total == 100 && dutch.tiles.count == 26)
        #expect(dutch.tile(code: UInt8(ascii: "E"))?.count == 18 && dutch.tile(code: UInt8(ascii: "Q"))?.value == 10)
        #expect(dutch.tile(code: UInt8(ascii: "C"))?.value == 5 && dutch.tile(code: UInt8(ascii: "Z"))?.value == 4)
        #expect(Language(named: "dutch") == .dutch && Language(named: "nl") == .dutch)
    }

    /// German: the 26 letters and Ä Ö Ü tiles of their own (codes 0 1 2, a wide set), never typed as AE OE
    /// UE; ß is SS; Q reads Q alone (QUELLE); other marks fold (Café).
    @Test func germanUmlautsAreTilesAndSharpSIsSS() {
        let german = TileSet.german
        #expect(german.tileSpelling(of: "über") == "2BER" && german.tileSpelling(of: "ÜBER") == "2BER")
        #expect(german.tileSpelling(of: "u\u{308}ber") == "2BER")
        #expect(german.tileSpelling(of: "ueber") == "UEBER")
        #expect(german.tileSpelling(of: "Bär") == "B0R" && german.tileSpelling(of: "Öl") == "1L")
        #expect(german.tileSpelling(of: "Straße") == "STRASSE" && german.tileSpelling(of: "strasse") == "STRASSE")
        #expect(german.tileSpelling(of: "Café") == "CAFE" && german.tileSpelling(of: "Quelle") == "QUELLE")
        #expect(german.faces(of: "2BER") == "ÜBER" && german.faces(of: "QUELLE") == "QUELLE")
        #expect(german.boardFace(code: UInt8(ascii: "0")) == "Ä" && german.boardFace(code: UInt8(ascii: "Q")) == "Q")
        #expect(german.isWide && !german.qReadsQU && german.tiles.count == 29 && german.bag.total == 100)
        #expect(german.tile(code: UInt8(ascii: "E"))?.count == 15 && german.tile(code: UInt8(ascii: "N"))?.count == 9)
        #expect(german.tile(code: UInt8(ascii: "1"))?.value == 8 && german.tile(code: UInt8(ascii: "2"))?.value == 6)
        #expect(german.tile(code: UInt8(ascii: "Q"))?.value == 10 && german.tile(code: UInt8(ascii: "Y"))?.value == 10)
        #expect(german.letters(in: "ÜBER") == 4)
        #expect(Language(named: "german") == .german && Language(named: "DE") == .german)
        #expect(Language.coded("de") == .german && Language.german.dictionaryFolder == "Dictionary/de")
    }

    /// Spanish: CH, LL and RR tiles of two letters (codes 0 1 2), typed as their letters and matched first, so
    /// C then H never spells CH; Ñ a tile of its own (code W), never N; Q reading Q alone (code K: QUESO is
    /// five tiles); Á É Í Ó Ú Ü folded; no K or W.
    @Test func spanishDigraphsAreTilesAndCThenHIsNeverCH() {
        let spanish = TileSet.spanish
        #expect(spanish.tileSpelling(of: "chico") == "0ICO" && spanish.tileSpelling(of: "CHICO") == "0ICO")
        #expect(spanish.tileSpelling(of: "calle") == "CA1E" && spanish.tileSpelling(of: "perro") == "PE2O")
        #expect(spanish.tileSpelling(of: "año") == "AWO" && spanish.tileSpelling(of: "an\u{303}o") == "AWO")
        #expect(spanish.tileSpelling(of: "ano") == "ANO")
        #expect(spanish.tileSpelling(of: "queso") == "KUESO" && spanish.tileSpelling(of: "pingüino") == "PINGUINO")
        #expect(spanish.tileSpelling(of: "corazón") == "CORAZON" && spanish.tileSpelling(of: "kilo") == nil)
        #expect(spanish.faces(of: "0ICO") == "CHICO" && spanish.faces(of: "CA1E") == "CALLE")
        #expect(spanish.faces(of: "AWO") == "AÑO" && spanish.faces(of: "KUESO") == "QUESO")
        #expect("012W".utf8.map { spanish.boardFace(code: $0) } == ["Ch", "Ll", "Rr", "Ñ"])
        #expect(spanish.isWide && !spanish.qReadsQU && spanish.tiles.count == 28 && spanish.bag.total == 98)
        #expect(spanish.tile(code: UInt8(ascii: "0"))?.value == 5 && spanish.tile(code: UInt8(ascii: "1"))?.value == 8)
        #expect(spanish.tile(code: UInt8(ascii: "2"))?.value == 8 && spanish.tile(code: UInt8(ascii: "W"))?.value == 8)
        #expect(spanish.tile(code: UInt8(ascii: "K"))?.value == 5 && spanish.tile(code: UInt8(ascii: "Z"))?.value == 10)
        #expect(spanish.tile(code: UInt8(ascii: "A"))?.count == 12 && spanish.tile(code: UInt8(ascii: "O"))?.count == 9)
        #expect(spanish.letters(in: "CHICO") == 4 && spanish.letters(in: "CALLE") == 4)
        #expect(Language(named: "spanish") == .spanish && Language(named: "ES") == .spanish)
        #expect(Language.coded("es") == .spanish && Language.spanish.dictionaryFolder == "Dictionary/es")
    }

    /// Polish: the 23 letters it writes and Ą Ć Ę Ł Ń Ó Ś Ź Ż tiles of their own (codes 0-8); nothing folds,
    /// so a mark no tile has is no letter; Ź is worth 9 and Ż 5 (the official set, not Lexica's swap).
    @Test func polishMarkedLettersAreTilesAndNothingFolds() {
        let polish = TileSet.polish
        #expect(polish.tileSpelling(of: "źródło") == "7R5D3O" && polish.tileSpelling(of: "ŻÓŁW") == "853W")
        #expect(polish.tileSpelling(of: "z\u{307}ółw") == "853W" && polish.tileSpelling(of: "zolw") == "ZOLW")
        #expect(polish.tileSpelling(of: "się") == "SI2" && polish.tileSpelling(of: "café") == nil)
        #expect(polish.tileSpelling(of: "quiz") == nil && polish.tileSpelling(of: "video") == nil)
        #expect(polish.faces(of: "7R5D3O") == "ŹRÓDŁO" && polish.faces(of: "SI2") == "SIĘ")
        #expect("012345678".utf8.map { polish.boardFace(code: $0) }.joined() == "ĄĆĘŁŃÓŚŹŻ")
        #expect(polish.isWide && !polish.folds && polish.tiles.count == 32 && polish.bag.total == 98)
        #expect(polish.tile(code: UInt8(ascii: "7"))?.value == 9 && polish.tile(code: UInt8(ascii: "8"))?.value == 5)
        #expect(polish.tile(code: UInt8(ascii: "4"))?.value == 7 && polish.tile(code: UInt8(ascii: "1"))?.value == 6)
        #expect(polish.tile(code: UInt8(ascii: "3"))?.count == 2 && polish.tile(code: UInt8(ascii: "A"))?.count == 9)
        #expect(polish.tile(code: UInt8(ascii: "Q")) == nil && polish.tile(code: UInt8(ascii: "W"))?.value == 1)
        #expect(Language(named: "polish") == .polish && Language(named: "PL") == .polish)
        #expect(Language.coded("pl") == .polish && Language.polish.dictionaryFolder == "Dictionary/pl")
    }
}
