import Testing

@testable import WordfallCore

/// The greedy game's and the rating's shortcuts (`Lexicon.bestWord`, `Lexicon.expectedCounts`) answer
/// what the whole sorted list of a board's words answers.
@Suite struct BestWordTests {
    @Test(arguments: [(4, 4, UInt64(11)), (5, 5, 12), (8, 8, 13), (12, 12, 14)])
    func agreesWithTheSortedList(rows: Int, columns: Int, seed: UInt64) throws {
        let lexicon = try Lexicon.bundled()
        let board = SolverTests.randomBoard(rows: rows, columns: columns, seed: seed)
        let words = lexicon.words(on: board, minLength: 3)
        try #require(words.count > 6)
        // Excluded: the best three words and every third word after them.
        let excludedWords = words.enumerated().filter { $0.offset < 3 || $0.offset % 3 == 0 }.map(\.element)
        let excluded = NodeSet(excludedWords.compactMap { NewWordProbe.node(of: $0.word, in: lexicon) })
        #expect(excluded.count == excludedWords.count)
        let names = Set(excludedWords.map(\.word))
        for expectedOnly in [false, true] {
            let best = lexicon.bestWord(on: board, minLength: 3, excluding: excluded, expectedOnly: expectedOnly)
            let first = words.first { !names.contains($0.word) && (!expectedOnly || $0.isExpected) }
            #expect(best.word == first)
            #expect(best.word?.path == first?.path)
            #expect(best.steps == lexicon.search(on: board, minLength: 3).steps)
            let all = lexicon.bestWord(on: board, minLength: 3, excluding: [], expectedOnly: expectedOnly)
            #expect(all.word == words.first { !expectedOnly || $0.isExpected })
        }
        let expected = words.filter(\.isExpected)
        for points in [0, 5, expected.first?.points ?? 0] {
            let counts = lexicon.expectedCounts(on: board, minLength: 3, above: points)
            #expect(counts.expected == expected.count)
            #expect(counts.better == expected.filter { $0.points > points }.count)
        }
    }
}
