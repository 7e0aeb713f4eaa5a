import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// No starter level's board holds a word the game never offers (docs/RULES.md, "Words the game never
/// offers"): its starting board, the board every player sees first, searched with the never-offered
/// words as a list of their own (slurs included, which the whole list's solver never reports).
@Suite struct StarterLevelWordsTests {
    static let levels: [Level] =
        (try? PackLoader().loadLevels(path: Repository.root.appendingPathComponent("Resources/Levels").path).levels)
        ?? []

    @Test func theStarterBoardsHoldNoWordNeverOffered() throws {
        let lexicon = try Lexicon.bundled()
        let neverOffered = lexicon.neverOfferedWords()
        #expect(Self.levels.count >= 13)
        for level in Self.levels {
            let game = Game(level: level, lexicon: lexicon)
            game.start()
            let found = neverOffered.words(on: game.board, minLength: level.rules.minWordLength).map(\.word)
            #expect(found.isEmpty, "\(level.id): \(found)")
        }
    }
}
