import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// A challenge played on screen (docs/RULES.md, "Challenges"): both players play the code's list alone, so
/// nothing on the screen offers to change it.
@Suite struct ChallengeSessionTests {
    static let code = ChallengeCode(game: .seed(7), wordList: 0x12345)

    static func session() -> PlaySession {
        let level = PlaySessionTests.level()
        let kind = ChallengePlay(
            level: level, code: code, name: "ann", lexicon: PlaySessionTests.lexicon, progress: NoProgress())
        let session = PlaySession(kind, lexicon: { _ in PlaySessionTests.lexicon }, now: { 0 })
        if session.state.mode == .intro { session.handle(.character(" ")) }
        return session
    }

    @Test func aWordNotInTheListDoesNotSuggestWordsAdd() {
        let session = Self.session()
        for character in "zzz" { session.handle(.character(character)) }
        #expect(session.state.wordStatus == .rejected(.notInDictionary))
        let preview = WordLineWidget.describe(
            session.state.wordStatus, minWordLength: 3, ownWords: session.state.ownWords, glyphs: Theme().glyphs)
        #expect(preview?.text == "not in the dictionary")
        session.handle(.enter)
        #expect(session.state.message?.text == "ZZZ: not in the dictionary")
    }
}
