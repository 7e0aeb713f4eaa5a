import Testing

@testable import WordfallCore

/// What the generator draws and asks for (docs/LEVELS.md, "Generated packs").
@Suite struct LevelGeneratorTests {
    static func board(_ rows: [String]) -> Board {
        Board(rows: rows.count, columns: rows[0].count, tiles: rows.joined().utf8.map { Tile(letter: $0) })
    }

    @Test func vowelSoupAndRareLettersAreNotBalanced() {
        #expect(GeneratedBoard.isBalanced(Self.board(["CATS", "ORED", "NEST", "LIMP"])))
        #expect(!GeneratedBoard.isBalanced(Self.board(["IAIO", "IIEA", "OUIA", "EIIO"])))
        #expect(!GeneratedBoard.isBalanced(Self.board(["JAJE", "QOIT", "RSTN", "LAMP"])))
        #expect(!GeneratedBoard.isBalanced(Self.board(["SSSA", "SSEO", "TRSN", "LAMS"])))
    }

    @Test func boardsHoldNoWordNeverOfferedAndGoalWordsAreExpected() throws {
        let lexicon = try Lexicon.bundled()
        let neverOffered = lexicon.neverOfferedWords()
        let pack = LevelGenerator(seed: 11, count: 8, size: nil, lexicon: lexicon, dictionaryName: nil).generate()
        #expect(pack.levels.allSatisfy { $0.isProven })
        for output in pack.levels {
            guard case .fixed(let board) = output.level.board else {
                Issue.record("\(output.fileName): not a fixed board")
                continue
            }
            #expect(neverOffered.words(on: board, minLength: 3).isEmpty, "\(output.fileName)")
            for goal in output.level.goals {
                if case .word(let word) = goal.kind { #expect(lexicon.isExpected(word), "\(output.fileName): \(word)") }
            }
            let title = output.level.title.prefix { $0 != ":" }
            #expect(lexicon.isExpected(String(title)), "\(output.fileName): \(output.level.title)")
            // Titles are words most players know (issue 26: "Leerier", "Gloried" were titles).
            #expect((lexicon.tier(of: String(title)) ?? 99) <= 20, "\(output.fileName): \(output.level.title)")
        }
    }
}
