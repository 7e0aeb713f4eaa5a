import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The best-path search stays exact and answers at once where every path spells the word.
@Suite struct BestPathSearchTests {
    func board(_ letter: Character, rows: Int, columns: Int, bonus: [String]? = nil) -> Board {
        makeBoard(Array(repeating: String(repeating: letter, count: columns), count: rows), bonus: bonus)
    }

    /// A 6x6 board of E: typing E after E used to take seconds from the 9th letter on.
    @Test(.timeLimit(.minutes(1)), arguments: [9, 12, 16, 24, 35, 36])
    func aWordOfOneLetterOnABoardOfThatLetter(length: Int) throws {
        let board = board("E", rows: 6, columns: 6)
        let path = try #require(board.bestPath(spelling: String(repeating: "e", count: length)))
        #expect(path.count == length)
        #expect(board.isPath(path))
        // Every path is worth the same; the first in row-major order wins.
        #expect(path.first == Position(row: 0, column: 0))
        #expect(board.bestPath(spelling: String(repeating: "e", count: 37)) == nil)
    }

    @Test(.timeLimit(.minutes(1))) func bonusesStillDecideOnABoardOfOneLetter() throws {
        let bonus = ["......", "......", "......", "......", "......", ".....T"]
        let board = board("E", rows: 6, columns: 6, bonus: bonus)
        let path = try #require(board.bestPath(spelling: String(repeating: "E", count: 20)))
        #expect(path.contains(Position(row: 5, column: 5)), "the triple-word tile triples every path through it")
        #expect(board.points(of: path) == 10 * 20 * 3 * 18)
    }

    @Test(.timeLimit(.minutes(1))) func aLargeBoardOfOneLetter() throws {
        let board = board("S", rows: 12, columns: 12)
        let path = try #require(board.bestPath(spelling: String(repeating: "S", count: 40)))
        #expect(path.count == 40 && board.isPath(path))
    }

    /// The pruned search agrees with trying every path, on small random boards with bonuses.
    @Test func matchesEveryPathOnSmallBoards() {
        var random = SplitMix64(seed: 99)
        let marks: [Character] = [".", ".", ".", "2", "3", "D", "T"]
        for _ in 0..<300 {
            let letters = (0..<3).map { _ in String((0..<3).map { _ in "AEST".randomElement(using: &random) ?? "A" }) }
            let bonus = (0..<3).map { _ in String((0..<3).map { _ in marks.randomElement(using: &random) ?? "." }) }
            let board = makeBoard(letters, bonus: bonus)
            let word = String(
                (0..<Int.random(in: 2...5, using: &random)).map { _ in "AEST".randomElement(using: &random) ?? "A" })
            #expect(board.bestPath(spelling: word) == bruteForce(word, on: board), "\(letters) \(bonus) \(word)")
        }
    }

    /// With burning tiles, the path through the most pressing fire wins before points (docs/RULES.md,
    /// "The best path"): the pruned search agrees with trying every path.
    @Test func matchesEveryPathOnSmallBoardsWithBurningTiles() {
        var random = SplitMix64(seed: 7)
        let marks: [Character] = [".", ".", ".", "2", "3", "D", "T"]
        var throughFire = 0
        for _ in 0..<300 {
            let letters = (0..<3).map { _ in String((0..<3).map { _ in "AEST".randomElement(using: &random) ?? "A" }) }
            let bonus = (0..<3).map { _ in String((0..<3).map { _ in marks.randomElement(using: &random) ?? "." }) }
            let plain = makeBoard(letters, bonus: bonus)
            let tiles = plain.tiles.map { tile in
                let fuse = Int.random(in: 0...5, using: &random)
                return Tile(letter: tile.letter, bonus: tile.bonus, fuse: fuse > 3 ? 0 : fuse)
            }
            let board = Board(rows: 3, columns: 3, tiles: tiles)
            let word = String(
                (0..<Int.random(in: 2...5, using: &random)).map { _ in "AEST".randomElement(using: &random) ?? "A" })
            let path = board.bestPath(spelling: word)
            #expect(path == bruteForce(word, on: board), "\(letters) \(bonus) \(tiles.map(\.fuse)) \(word)")
            if let path, path != bruteForce(word, on: plain) { throughFire += 1 }
        }
        #expect(throughFire > 20, "the fire changed the path on \(throughFire) boards")
    }

    /// A typed word that can spend the burning tile spends it, though a path beside it is worth more.
    @Test func aTypedWordGoesThroughTheBurningTileBeforeTheBonus() throws {
        var tiles = makeBoard(["CAT", "TAC"], bonus: ["...", "..T"]).tiles
        tiles[0] = Tile(letter: tiles[0].letter, fuse: 2)
        let board = Board(rows: 2, columns: 3, tiles: tiles)
        // CAT from the triple word's corner is worth three times as much; CAT from the burning C puts it out.
        #expect(
            board.bestPath(spelling: "cat") == [[0, 0], [0, 1], [0, 2]].map { Position(row: $0[0], column: $0[1]) })
        #expect(
            makeBoard(["CAT", "TAC"], bonus: ["...", "..T"]).bestPath(spelling: "cat")?.first
                == Position(row: 1, column: 2))
    }

    private func bruteForce(_ word: String, on board: Board) -> [Position]? {
        var best: [Position]?
        var bestPoints = -1
        var bestFire: [Int] = []
        /// A path's fire as the rules order it: its fuses, shortest first, padded with "no fire" to the
        /// board's size, so the smaller list (place by place) is the fire to put out first.
        func fire(_ path: [Position]) -> [Int] {
            let fuses = path.map { board[$0].fuse }.filter { $0 > 0 }.sorted()
            return fuses + Array(repeating: Int.max, count: board.tiles.count - fuses.count)
        }
        func walk(_ path: [Position]) {
            let text = board.text(of: path)
            if text == word {
                let points = board.points(of: path)
                let pathFire = fire(path)
                if best == nil { bestFire = fire([]) }
                let better =
                    pathFire.lexicographicallyPrecedes(bestFire)
                    || (pathFire == bestFire
                        && (points > bestPoints || (points == bestPoints && lexLess(path, best ?? []))))
                if better {
                    bestPoints = points
                    bestFire = pathFire
                    best = path
                }
                return
            }
            guard word.hasPrefix(text) else { return }
            for row in 0..<board.rows {
                for column in 0..<board.columns {
                    let next = Position(row: row, column: column)
                    if !path.contains(next), path.last.map({ $0.isAdjacent(to: next) }) ?? true { walk(path + [next]) }
                }
            }
        }
        walk([])
        return best
    }

    private func lexLess(_ a: [Position], _ b: [Position]) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            return (x.row, x.column) < (y.row, y.column)
        }
        return a.count < b.count
    }
}

/// Where pruning cannot bite, the step budget answers at once, with a real path, the same every time.
@Suite struct BestPathBudgetTests {
    @Test(.timeLimit(.minutes(1))) func aBoardOfOneLetterWithScatteredBonusesAnswers() throws {
        let rows = ["EEEEEEE", "EEEEEEE", "EEEEEEE", "EEEEEEE", "EEEEEEE", "EEEEEEE", "EEEEEEE"]
        let bonus = ["3.....2", ".......", "..D....", ".......", "....3..", ".......", "2.....T"]
        let board = makeBoard(rows, bonus: bonus)
        for length in [12, 20, 30, 49] {
            let word = String(repeating: "E", count: length)
            let path = try #require(board.bestPath(spelling: word))
            #expect(path.count == length && board.isPath(path) && board.text(of: path) == word)
            #expect(board.bestPath(spelling: word) == path, "the same answer every time")
        }
    }
}
