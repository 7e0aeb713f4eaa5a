import Testing
import WordfallCore
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A game in another language than English on screen (docs/LANGUAGES.md): its tiles of several letters count
/// one letter each, as its goals count them, and it offers no meaning (WordNet is English's).
@Suite struct OtherLanguageSessionTests {
    /// A Catalan board holding ARENY (the NY tile's code is Y) and CATS; with one move, one word ends it.
    static func catalan(moves: Int = 1) -> PlaySession {
        let level = Level(
            id: "ca", title: "Prova", language: .catalan,
            board: .fixed(makeBoard(["AREY", "CATS", "ODER", "GNIP"])), rules: Rules(refill: .none, moves: moves),
            goals: [GoalSpec(.words(count: 1))])
        let lexicon = Lexicon(words: ["arey", "cats"])
        let session = PlaySession(
            LevelPlay(levels: [level], progress: NoProgress()), lexicon: { _ in lexicon }, now: { 0 })
        session.handle(.resized(width: 80, height: 24))
        if session.state.mode == .intro { session.handle(.character(" ")) }
        return session
    }

    /// Issue 42's leftover 6: the keys bar offered "= meaning" in Catalan, where there is none.
    @Test func noMeaningIsOfferedAndEqualsSaysWhy() {
        let session = Self.catalan(moves: 5)
        #expect(session.state.mode == .playing)
        session.handle(.resized(width: 120, height: 40))
        let bar = session.screen.render(session.state, width: 120, height: 40).lines.last ?? ""
        #expect(
            bar == " Enter submit  Bksp delete  Esc clear  Tab shuffle:1  ! hint:1  ? help  ^D quit  ←↑↓→/Space pick",
            "\(bar)")
        #expect(!KeysBar.items(for: session.state, glyphs: .unicode).contains { $0.key == "=" })
        for character in "cats\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        session.handle(.character("="))
        #expect(session.state.message?.text == "Meanings are in English only (WordNet): Català words have none here.")
    }

    /// Issue 42's leftover 4: the review counted NY as two letters ("ARENY (5 letters)").
    @Test func theReviewCountsATileOfSeveralLettersAsOne() throws {
        let session = Self.catalan()
        for character in "areny\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        let review = try #require(session.state.review)
        #expect(review.longestWord?.word == "ARENY")
        let lines = session.screen.render(session.state, width: 80, height: 24).lines
        #expect(lines.contains { $0.contains("Longest word  ARENY (4 letters)") }, "\(lines.joined(separator: "\n"))")
        #expect(
            MissedWording.veiled(ScoredWord(word: "ARENY", points: 90), language: .catalan)
                == "a 4-letter word from A, 90")
    }

    /// A code letter is never typed: Catalan has no Y tile (Y is NY's code) nor K (Ç's), so `arey` and `kiwi`
    /// are no tiles' letters, refused as typed, never played as ARENY; `areny` is.
    @Test func aLetterTheLanguageLacksIsNeverReadAsACodeLetter() throws {
        let session = Self.catalan(moves: 5)
        for character in "arey" { session.handle(.character(character)) }
        #expect(session.state.path == [])
        #expect(session.state.wordStatus == .rejected(.invalidInput))
        let lines = session.screen.render(session.state, width: 80, height: 24).lines
        let word = try #require(lines.firstIndex { $0.contains("Word AREY ") })
        #expect(lines[word + 1].contains("│ letters of Català only, please "), "\(lines.joined(separator: "\n"))")
        session.handle(.enter)
        #expect(session.game.foundWords == [])
        #expect(session.state.message?.text == "AREY: letters of Català only, please")
        for character in "kiwi" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.message?.text == "KIWI: letters of Català only, please")
        for character in "areny\r" { session.handle(character == "\r" ? .enter : .character(character)) }
        #expect(session.game.foundWords == ["AREY"])
        #expect(session.state.lastWord?.word == "ARENY")
    }

    /// The hint's second answer counts the word's letters as the first does, a tile of several letters one:
    /// ARENY is a 4-letter word (it said 5, counting the letters NY shows).
    @Test func theHintCountsATileOfSeveralLettersAsOne() throws {
        let session = Self.catalan(moves: 5)
        session.handle(.character("!"))
        #expect(session.state.message?.text.hasPrefix("Hint: a 4-letter word starting with A (lit).") == true)
        session.handle(.character("!"))
        let text = try #require(session.state.message?.text)
        #expect(text.hasPrefix("Hint: a 4-letter word starting with "), "\(text)")
        #expect(text.hasSuffix(", 140 points. The rest is yours."), "\(text)")
    }
}
