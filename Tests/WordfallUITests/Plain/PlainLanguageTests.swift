import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// Plain mode in another language (docs/LANGUAGES.md): its goals, words and board read the language's
/// letters and real spellings, and text that is no tile's is refused as typed, never read as code letters.
@Suite struct PlainLanguageTests {
    @Test func aGermanLevelReadsItsRealSpellingsAndNoDigitIsAnUmlaut() throws {
        let transcript = PlainSessionTests.Transcript()
        let level = try GermanScreenGoldenTests.realSpellings(width: 80, height: 24).game.level
        let lexicon = try Lexicon.bundled(.german)
        let session = PlainSession(
            levels: [level], lexicon: { _ in lexicon }, progress: transcript.recorder, now: { 0 },
            write: { transcript.lines.append($0) })
        session.start()
        #expect(
            transcript.take() == [
                "wordfall, plain mode. Type help at any time for the commands.",
                "Straße.",
                "Words of 3 letters or more. 5 moves. Used tiles stay. 1 shuffle, 1 hint.",
                "Goal 1 of 3: Use 1 Ä tile, 0 of 1.",
                "Goal 2 of 3: Spell the word STRAßE, 0 of 1.",
                "Goal 3 of 3: Spell 3 words, 0 of 3.",
                "Board, 4 rows of 4 tiles:",
                "Row 1: 1 K, 2 Ä, 3 S, 4 E.",
                "Row 2: 1 S, 2 T, 3 R, 4 A.",
                "Row 3: 1 X, 2 E, 3 S, 4 S.",
                "Row 4: 1 M, 2 U, 3 N, 4 G.",
                "Type a word and Enter.",
            ])
        session.handle(line: "k0se")
        #expect(transcript.take() == ["K0SE: letters of Deutsch only, please."])
        session.handle(line: "käse")
        #expect(
            transcript.take() == [
                "KÄSE accepted, 240 points. Score 240. Goal done: Use 1 Ä tile. "
                    + "Goal: Spell 3 words, 1 of 3. 4 moves left."
            ])
        session.handle(line: "strasse")
        session.handle(line: "words")
        #expect(transcript.take().last == "2 words found: KÄSE 240, STRAßE 350.")
        #expect(session.game.foundWords == ["K0SE", "STRASSE"])
    }
}
