import Testing

@testable import WordfallCore

@Suite struct SolverTests {
    /// Every word by brute force: all paths, pruned only by the public `hasPrefix`, best path by explicit comparison.
    static func reference(_ lexicon: Lexicon, _ board: Board, minLength: Int) -> [FoundWord] {
        var best: [String: FoundWord] = [:]
        var path: [Position] = []
        func walk(_ cell: Position) {
            path.append(cell)
            defer { path.removeLast() }
            let text = board.text(of: path)
            guard lexicon.hasPrefix(text) else { return }
            if text.count >= minLength && lexicon.contains(text) {
                let candidate = FoundWord(word: text, path: path, points: board.points(of: path))
                if let kept = best[text] {
                    if candidate.points > kept.points
                        || (candidate.points == kept.points && candidate.path.lexicographicallyPrecedes(kept.path))
                    {
                        best[text] = candidate
                    }
                } else {
                    best[text] = candidate
                }
            }
            for row in (cell.row - 1)...(cell.row + 1) {
                for column in (cell.column - 1)...(cell.column + 1) {
                    let next = Position(row: row, column: column)
                    if board.contains(next) && !path.contains(next) { walk(next) }
                }
            }
        }
        for row in 0..<board.rows {
            for column in 0..<board.columns { walk(Position(row: row, column: column)) }
        }
        return best.values.sorted { $0.points != $1.points ? $0.points > $1.points : $0.word < $1.word }
    }

    /// A pseudo-random board (SplitMix64), Scrabble-weighted letters, some bonuses.
    static func randomBoard(rows: Int, columns: Int, seed: UInt64) -> Board {
        var state = seed
        func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let weights = [9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1]
        let bonuses: [Bonus] = [.doubleLetter, .tripleLetter, .doubleWord, .tripleWord]
        var tiles: [Tile] = []
        for _ in 0..<(rows * columns) {
            var r = Int(next() % 98)
            var letter = 0
            while r >= weights[letter] {
                r -= weights[letter]
                letter += 1
            }
            let bonus = next() % 6 == 0 ? bonuses[Int(next() % 4)] : .none
            tiles.append(Tile(letter: UInt8(65 + letter), bonus: bonus))
        }
        return Board(rows: rows, columns: columns, tiles: tiles)
    }

    @Test func smallBoardByHand() {
        let lexicon = Lexicon(words: ["cat", "act", "at", "queen", "tac", "dog"])
        let board = Board.lexiconFixture(["CAT", "QEX", "NEZ"])
        let found = lexicon.words(on: board, minLength: 3)
        #expect(found.map(\.word) == ["QUEEN", "CAT", "TAC"])  // ACT: C and T are not adjacent
        #expect(found[0].path == cells((1, 0), (1, 1), (2, 1), (2, 0)))
        #expect(found[0].points == 390)
        #expect(found[1].path == cells((0, 0), (0, 1), (0, 2)))
        #expect(found[2].path == cells((0, 2), (0, 1), (0, 0)))
        #expect(lexicon.words(on: board, minLength: 2).map(\.word) == ["QUEEN", "CAT", "TAC", "AT"])
        #expect(lexicon.words(on: board, minLength: 5).map(\.word) == ["QUEEN"])
        #expect(lexicon.words(on: board, minLength: 6).isEmpty)
    }

    /// A custom list may hold a word worth more than `Int.max`: the solver saturates, as `Scoring.points` does.
    @Test func pointsSaturateInsteadOfWrapping() {
        let word = String(repeating: "Z", count: 45)
        let lexicon = Lexicon(words: [word])
        // One row, so the only paths are runs along it (a block of equal letters would take forever).
        let board = Board.lexiconFixture([word], bonus: [String(repeating: "T", count: 45)])
        let found = lexicon.words(on: board, minLength: 3)
        #expect(found.count == 1)
        #expect(found.first?.points == Int.max)
        #expect(found.first.map { Scoring.points(for: $0.path.map { board[$0] }) } == Int.max)
    }

    @Test func bestPathAndTieBreak() {
        let lexicon = Lexicon(words: ["cat"])
        let plain = Board.lexiconFixture(["CA", "AT"])
        #expect(
            lexicon.words(on: plain, minLength: 3) == [
                FoundWord(word: "CAT", path: cells((0, 0), (0, 1), (1, 1)), points: 50)
            ])
        let bonus = Board.lexiconFixture(["CA", "AT"], bonus: ["..", "D."])
        #expect(
            lexicon.words(on: bonus, minLength: 3) == [
                FoundWord(word: "CAT", path: cells((0, 0), (1, 0), (1, 1)), points: 100)
            ])
    }

    /// Small boards (one-word bitboards), 12x12 (windowed bitboards) and boards too wide for windows (neighbour lists).
    @Test(arguments: [(3, 3, 12), (3, 4, 12), (4, 4, 12), (2, 5, 12), (8, 8, 3), (9, 8, 3), (12, 12, 2), (2, 40, 2)])
    func matchesBruteForce(rows: Int, columns: Int, boards: Int) throws {
        let lexicon = try Lexicon.bundled()
        for seed in UInt64(1)...UInt64(boards) {
            let board = Self.randomBoard(rows: rows, columns: columns, seed: seed &* 7919 &+ UInt64(rows * columns))
            for minLength in [3, 5] {
                let expected = Self.reference(lexicon, board, minLength: minLength)
                let found = lexicon.words(on: board, minLength: minLength)
                #expect(found == expected, "seed \(seed) board \(board.rowStrings) minLength \(minLength)")
                // The summary (check's count and best word) says what the whole list says.
                let summary = lexicon.summary(on: board, minLength: minLength)
                #expect(summary.count == expected.count && summary.best == expected.first && summary.isComplete)
                for word in found {
                    #expect(board.bestPath(spelling: word.word) == word.path)
                }
            }
        }
    }

    @Test func qBoardsMatchBruteForce() throws {
        let lexicon = try Lexicon.bundled()
        let board = Board.lexiconFixture(["QIET", "UEAS", "RTQS", "ENIU"], bonus: ["2...", ".T..", "..3.", "D..."])
        let found = lexicon.words(on: board, minLength: 3)
        #expect(found == Self.reference(lexicon, board, minLength: 3))
        #expect(found.contains { $0.word == "QUIET" })
        #expect(found.allSatisfy { !$0.word.contains("Q") || $0.word.contains("QU") })
    }
}

@Suite struct FoundWordTests {
    @Test func pathRoundTripsInEveryStorage() {
        let short = cells((0, 0), (1, 1), (11, 11))
        let long = (0..<20).map { Position(row: $0 / 4, column: $0 % 4) }
        let wide = cells((0, 39), (1, 38))
        for path in [short, long, wide, []] {
            let word = FoundWord(word: "X", path: path, points: 10)
            #expect(word.path == path)
            #expect(word == FoundWord(word: "X", path: path, points: 10))
        }
        #expect(FoundWord(word: "X", path: short, points: 10) != FoundWord(word: "X", path: wide, points: 10))
        #expect(FoundWord(word: "CAT", path: short, points: 50).description == "CAT 50 [0,0 1,1 11,11]")
    }

    @Test func longWordsTieOnTheirFullText() {
        // Two 14-letter words sharing their first 12 letters, equal points: alphabetical by the full text.
        let lexicon = Lexicon(words: ["ABCDEFGHIJKLMO", "ABCDEFGHIJKLMN"])
        let board = Board.lexiconFixture(["ABCDEFG", "NMLKJIH", "OOOOOOO"])
        let found = lexicon.words(on: board, minLength: 3)
        #expect(found.map(\.word) == ["ABCDEFGHIJKLMN", "ABCDEFGHIJKLMO"])
        #expect(found == SolverTests.reference(lexicon, board, minLength: 3))
    }
}
