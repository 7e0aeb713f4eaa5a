import Testing

@testable import WordfallCore

/// The words issue 40's play-test met (docs/RULES.md, "Word tiers"): accepted when typed, never offered
/// (never a hint, a missed word, a daily's total or a generated goal). Each failed before.
@Suite struct ThirdPlayTestWordsTests {
    /// Archaic, British, abbreviations and trade names the play-test did not know as words.
    static let unknownAsWords = [
        "neath", "saith", "wot", "giro", "cis", "dis", "trig", "loge", "cote", "sere", "tog", "sot", "tor", "octal",
        "tasered", "mike", "personae", "gilts", "minster", "netball",
    ]

    @Test(arguments: unknownAsWords)
    func acceptedNeverOffered(word: String) throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.contains(word))
        #expect(!lexicon.isExpected(word))
        #expect((lexicon.tier(of: word) ?? 0) >= 40)
    }

    @Test(arguments: ["ganja", "hymen", "hymens"])
    func neverInAMissedList(word: String) throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.contains(word) && !lexicon.isOffered(word) && !lexicon.isExpected(word))
    }

    /// British spellings a player types are words (SCOWL's British lists), never offered: the list is American.
    @Test(arguments: ["aeon", "aeons", "ionised", "colour", "colours", "theatre", "organise", "pyjamas"])
    func britishSpellingsAreAcceptedNeverOffered(word: String) throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.contains(word), "\(word)")
        #expect(!lexicon.isExpected(word), "\(word)")
    }

    /// Their American spellings, and the words near them, are still offered.
    @Test(arguments: ["eon", "ionized", "color", "theater", "organize", "pajamas", "gilt", "persona", "microphone"])
    func americanSpellingsStayOffered(word: String) throws {
        #expect(try Lexicon.bundled().isExpected(word), "\(word)")
    }
}
