import Testing
import WordfallTestSupport

@testable import WordfallCore

@Suite struct NewWordProbeTests {
    /// The probe must agree with the solver: some formable word is not among the found ones.
    private func expectAgreement(_ board: Board, _ lexicon: Lexicon, minLength: Int, foundFraction: Int) {
        let words = lexicon.words(on: board, minLength: minLength)
        // Mark as found every word whose index is below the fraction (0 = none, 100 = all).
        let found = words.enumerated().filter { $0.offset * 100 < words.count * foundFraction }.map(\.element.word)
        let nodes = NodeSet(found.compactMap { NewWordProbe.node(of: $0, in: lexicon) })
        let expected = words.count > found.count
        #expect(
            NewWordProbe.boardHasNewWord(board, lexicon: lexicon, minLength: minLength, foundNodes: nodes)
                == expected, "\(board.rowStrings) min \(minLength) found \(found.count)/\(words.count)")
    }

    @Test func agreesWithTheSolverOnRandomBoards() throws {
        let lexicon = try Lexicon.bundled()
        var random = SplitMix64(seed: 2024)
        var qHeavy = LetterBag.english.weights
        qHeavy[16] = 12
        for (index, size) in [(2, 2), (3, 3), (4, 4), (5, 5), (5, 5), (7, 7), (12, 12), (2, 12)].enumerated() {
            let bag = index % 2 == 0 ? LetterBag.english : LetterBag(weights: qHeavy)
            let board = Board.random(rows: size.0, columns: size.1, bag: bag, using: &random)
            for minLength in [2, 3, 5] {
                for fraction in [0, 50, 99, 100] {
                    expectAgreement(board, lexicon, minLength: minLength, foundFraction: fraction)
                }
            }
        }
    }

    @Test func aQTileSpellsQU() {
        let lexicon = Lexicon(words: ["QUEEN", "QAT"])
        let board = makeBoard(["QEN", "XEX"])
        #expect(NewWordProbe.boardHasNewWord(board, lexicon: lexicon, minLength: 3, foundNodes: []))
        let queen = NewWordProbe.node(of: "QUEEN", in: lexicon)
        #expect(queen != nil)
        #expect(
            !NewWordProbe.boardHasNewWord(
                board, lexicon: lexicon, minLength: 3, foundNodes: NodeSet([queen].compactMap { $0 })))
        #expect(!NewWordProbe.boardHasNewWord(board, lexicon: lexicon, minLength: 6, foundNodes: []))
        #expect(!NewWordProbe.boardHasNewWord(makeBoard(["QA", "TX"]), lexicon: lexicon, minLength: 3, foundNodes: []))
    }

    @Test func aTileIsNotUsedTwice() {
        let lexicon = Lexicon(words: ["ABA"])
        #expect(!NewWordProbe.boardHasNewWord(makeBoard(["AB", "XX"]), lexicon: lexicon, minLength: 3, foundNodes: []))
        #expect(NewWordProbe.boardHasNewWord(makeBoard(["AB", "XA"]), lexicon: lexicon, minLength: 3, foundNodes: []))
    }
}
