/// The search behind `Board.bestPath(spelling:)`: the best path spelling a word, with pruning that
/// keeps it exact and fast on real boards, and a step budget that bounds it on any board.
///
/// A word is split into pieces, one per tile: a letter, or `QU` for a Q tile that reads QU. Cells and neighbours are
/// tried in row-major order, so paths come in lexicographic order and only a strictly better one
/// replaces the best: the first best path found is the rules' answer. Better means, first, the fire
/// it puts out: the fuses of its burning tiles, shortest first, compared in turn (a shorter fuse wins;
/// a list that is the start of another loses to it), so a path through the burning tile nearest its end
/// wins (docs/RULES.md, "The best path"); then the points. Two prunings, both exact:
///
/// - **Bound.** A path's points are `10 x S x W x max(1, letters - 2)`, where `S` sums value x letter
///   bonus over its tiles and `W` multiplies their word bonuses. The pieces left can add to `S` at
///   most their letters' values plus the extra of the best letter-bonus tiles still in reach (unused,
///   showing a letter still needed, and no farther away than the number of pieces left), one tile per
///   piece; and multiply `W` by at most the largest word bonuses in reach, likewise. A branch whose
///   bound is not above the best found is left, unless the burning tiles in its reach could give it a
///   better fire than the best found (a branch whose fire cannot even match it is left at once).
/// - **Reach.** The tiles still to be used must be reachable from the path's last tile through unused
///   tiles that show a piece still needed. A branch that has walled itself off is left.
///
/// On a board where neither bites (a long word of one letter on a board of that letter with a few
/// bonus tiles has astronomically many paths of nearly equal worth), the search stops after
/// `stepBudget` tiles tried and answers with the best path found by then: a deterministic answer,
/// the same on every machine, found in a few milliseconds (docs/RULES.md, "Best path").
struct BestPathSearch {
    /// The most tiles the search tries for one word: a few milliseconds in a release build.
    static let stepBudget = 400_000

    private let columns: Int
    private let rows: Int
    /// The word's pieces: a letter (its ASCII code), `Q` standing for a Q tile and its "QU" where it reads QU.
    private let pieces: [UInt8]
    /// The word's letter count (a Q tile counts two), for the length multiplier.
    private let letterCount: Int
    private let letterOf: [UInt8]
    private let letterScore: [Int]
    private let wordBonus: [Int]
    /// Each tile's fuse (0: not burning).
    private let fuse: [Int]
    /// Whether any tile burns: without one, every path's fire is the same and only points count.
    private let burns: Bool
    /// `baseScore[k]`: the sum of the values of pieces `k...` (every tile of a letter has its value).
    private var baseScore: [Int]
    /// Whether each code letter (`LetterCode.index`) is needed by pieces `k...`, as a bit mask per `k`.
    private var neededLetters: [UInt64]
    /// The letter-bonus tiles, largest extra (value x (bonus - 1)) first, with that extra.
    private let letterBonusTiles: [(cell: Int, extra: Int)]
    /// The word-bonus tiles, largest bonus first, with that bonus.
    private let wordBonusTiles: [(cell: Int, bonus: Int)]
    private var used: [Bool]
    private var path: [Int] = []
    private var best: [Int]?
    private var bestPoints = -1
    /// The fuses of the best path's burning tiles, shortest first.
    private var bestFire: [Int] = []
    private var queue: [Int]
    private var seen: [Int]
    private var seenMark = 0
    private var stepsLeft = BestPathSearch.stepBudget

    /// Whether the last `run()` stopped at the step budget (its answer is then the best path found in it).
    private(set) var ranOutOfSteps = false

    /// The word's tile pieces, or nil when it cannot be spelled by tiles (empty, or, where the Q tile reads QU
    /// (`qReadsQU`), a Q not followed by U); where it reads Q alone, a piece is a letter.
    static func pieces(of letters: [UInt8], qReadsQU: Bool = true) -> [UInt8]? {
        guard !letters.isEmpty else { return nil }
        guard qReadsQU else { return letters }
        var pieces: [UInt8] = []
        var index = 0
        while index < letters.count {
            let letter = letters[index]
            if letter == UInt8(ascii: "Q") {
                guard index + 1 < letters.count, letters[index + 1] == UInt8(ascii: "U") else { return nil }
                index += 1
            }
            pieces.append(letter)
            index += 1
        }
        return pieces
    }

    /// The search for `pieces` on `board`, whose Q tiles read QU where `qReadsQU` (`Board.qReadsQU`).
    init(board: Board, pieces: [UInt8], qReadsQU: Bool) {
        rows = board.rows
        columns = board.columns
        self.pieces = pieces
        let qLetters = qReadsQU ? 2 : 1
        letterCount = pieces.reduce(0) { $0 + ($1 == UInt8(ascii: "Q") ? qLetters : 1) }
        letterOf = board.tiles.map(\.letter)
        letterScore = board.tiles.map { $0.value * $0.bonus.letterMultiplier }
        wordBonus = board.tiles.map(\.bonus.wordMultiplier)
        fuse = board.tiles.map(\.fuse)
        burns = board.tiles.contains(where: \.isBurning)
        used = [Bool](repeating: false, count: board.tiles.count)
        queue = [Int](repeating: 0, count: board.tiles.count)
        seen = [Int](repeating: 0, count: board.tiles.count)
        baseScore = [Int](repeating: 0, count: pieces.count + 1)
        neededLetters = [UInt64](repeating: 0, count: pieces.count + 1)
        // Each code letter's value as the board's tiles have it (their language's).
        var valueOf = [Int](repeating: 0, count: LetterCode.count)
        for tile in board.tiles { valueOf[LetterCode.index(tile.letter)] = tile.value }
        for k in stride(from: pieces.count - 1, through: 0, by: -1) {
            baseScore[k] = Scoring.saturatingSum(baseScore[k + 1], valueOf[LetterCode.index(pieces[k])])
            neededLetters[k] = neededLetters[k + 1] | 1 << UInt64(LetterCode.index(pieces[k]))
        }
        var letterBonusTiles: [(cell: Int, extra: Int)] = []
        var wordBonusTiles: [(cell: Int, bonus: Int)] = []
        for (cell, tile) in board.tiles.enumerated() {
            if tile.bonus.letterMultiplier > 1 {
                letterBonusTiles.append((cell, tile.value * (tile.bonus.letterMultiplier - 1)))
            }
            if tile.bonus.wordMultiplier > 1 { wordBonusTiles.append((cell, tile.bonus.wordMultiplier)) }
        }
        // Stable sorts: equal tiles keep row-major order (the bound does not depend on it either way).
        self.letterBonusTiles = letterBonusTiles.enumerated().sorted {
            ($0.element.extra, -$0.offset) > ($1.element.extra, -$1.offset)
        }.map(\.element)
        self.wordBonusTiles = wordBonusTiles.enumerated().sorted {
            ($0.element.bonus, -$0.offset) > ($1.element.bonus, -$1.offset)
        }.map(\.element)
    }

    /// The best path's cells (row-major indices), or nil when no path spells the word.
    mutating func run() -> [Int]? {
        // Every piece needs a tile: a word with more of a letter than the board shows has no path.
        var counts = [Int](repeating: 0, count: 256)
        for letter in letterOf { counts[Int(letter)] += 1 }
        for piece in pieces {
            counts[Int(piece)] -= 1
            if counts[Int(piece)] < 0 { return nil }
        }
        stepsLeft = Self.stepBudget
        ranOutOfSteps = false
        for start in 0..<letterOf.count where !ranOutOfSteps {
            extend(cell: start, piece: 0, score: 0, factor: 1)
        }
        return best
    }

    private func points(score: Int, factor: Int) -> Int {
        Scoring.points(letterPoints: score, wordMultiplier: factor, letters: letterCount)
    }

    /// Whether `cell` is no farther than `steps` moves (king moves) from `from`.
    private func within(_ steps: Int, of from: Int, _ cell: Int) -> Bool {
        abs(cell / columns - from / columns) <= steps && abs(cell % columns - from % columns) <= steps
    }

    /// The most the `left` pieces after the path ending at `cell` can add to `S` and multiply `W` by.
    private func bound(after cell: Int, next: Int, left: Int) -> (score: Int, factor: Int) {
        let needed = neededLetters[next]
        var score = baseScore[next]
        var taken = 0
        for (tile, extra) in letterBonusTiles where taken < left {
            guard !used[tile], needed & 1 << UInt64(LetterCode.index(letterOf[tile])) != 0, within(left, of: cell, tile)
            else {
                continue
            }
            score = Scoring.saturatingSum(score, extra)
            taken += 1
        }
        var factor = 1
        taken = 0
        for (tile, bonus) in wordBonusTiles where taken < left {
            guard !used[tile], needed & 1 << UInt64(LetterCode.index(letterOf[tile])) != 0, within(left, of: cell, tile)
            else {
                continue
            }
            factor = Scoring.saturatingProduct(factor, bonus)
            taken += 1
        }
        return (score, factor)
    }

    /// Tries `cell` as the tile of `pieces[piece]`, the path so far worth `score` and `factor`.
    private mutating func extend(cell: Int, piece: Int, score: Int, factor: Int) {
        guard letterOf[cell] == pieces[piece] else { return }
        guard stepsLeft > 0 else {
            ranOutOfSteps = true
            return
        }
        stepsLeft -= 1
        let score = Scoring.saturatingSum(score, letterScore[cell])
        let factor = Scoring.saturatingProduct(factor, wordBonus[cell])
        let next = piece + 1
        let left = pieces.count - next
        used[cell] = true
        path.append(cell)
        defer {
            path.removeLast()
            used[cell] = false
        }
        if left == 0 {
            let total = points(score: score, factor: factor)
            let fire = burns ? pathFire() : []
            let order = burns ? Self.compare(fire, bestFire) : 0
            if order > 0 || (order == 0 && total > bestPoints) {
                bestPoints = total
                bestFire = fire
                best = path
            }
            return
        }
        // Fire: even every burning tile in reach cannot give a fire as good as the best path's.
        let fireOrder = burns ? Self.compare(mostFire(after: cell, next: next, left: left), bestFire) : 0
        guard fireOrder >= 0 else { return }
        // Bound: even the best tiles in reach for the pieces left cannot beat the best path found.
        let rest = bound(after: cell, next: next, left: left)
        let most = points(
            score: Scoring.saturatingSum(score, rest.score), factor: Scoring.saturatingProduct(factor, rest.factor))
        guard most > bestPoints || fireOrder > 0 else { return }
        // Reach: enough unused tiles showing a piece still needed must be reachable from here.
        if left > 1 && reachable(from: cell, needing: neededLetters[next], atLeast: left) < left { return }
        let row = cell / columns
        let column = cell % columns
        for r in max(0, row - 1)...min(rows - 1, row + 1) {
            for c in max(0, column - 1)...min(columns - 1, column + 1) {
                let neighbour = r * columns + c
                if !used[neighbour] && !ranOutOfSteps {
                    extend(cell: neighbour, piece: next, score: score, factor: factor)
                }
            }
        }
    }

    /// The fuses of the path's burning tiles, shortest first.
    private func pathFire() -> [Int] {
        path.compactMap { fuse[$0] > 0 ? fuse[$0] : nil }.sorted()
    }

    /// The best fire a path ending at `cell` could put out with its `left` pieces still to place: its own
    /// burning tiles and every unused burning tile in reach that shows a letter still needed (more fires
    /// never make a fire worse, so this bounds every finish of the branch).
    private func mostFire(after cell: Int, next: Int, left: Int) -> [Int] {
        let needed = neededLetters[next]
        var fire = path.compactMap { fuse[$0] > 0 ? fuse[$0] : nil }
        for tile in fuse.indices where fuse[tile] > 0 && !used[tile] {
            guard needed & 1 << UInt64(LetterCode.index(letterOf[tile])) != 0, within(left, of: cell, tile) else {
                continue
            }
            fire.append(fuse[tile])
        }
        return fire.sorted()
    }

    /// How `fire` compares with `other` (fuses shortest first): 1 when it is the better fire to put out,
    /// -1 when worse, 0 when the same. The shorter fuse at the first place they differ wins; when one is
    /// the start of the other, the longer (more fires put out) wins.
    static func compare(_ fire: [Int], _ other: [Int]) -> Int {
        for (mine, theirs) in zip(fire, other) where mine != theirs {
            return mine < theirs ? 1 : -1
        }
        return fire.count == other.count ? 0 : (fire.count > other.count ? 1 : -1)
    }

    /// How many unused tiles showing a letter in `mask` are connected to `cell` through such tiles
    /// (counting stops at `enough`).
    private mutating func reachable(from cell: Int, needing mask: UInt64, atLeast enough: Int) -> Int {
        seenMark += 1
        var head = 0
        var tail = 0
        var count = 0
        queue[tail] = cell
        tail += 1
        seen[cell] = seenMark
        while head < tail {
            let current = queue[head]
            head += 1
            let row = current / columns
            let column = current % columns
            for r in max(0, row - 1)...min(rows - 1, row + 1) {
                for c in max(0, column - 1)...min(columns - 1, column + 1) {
                    let neighbour = r * columns + c
                    guard seen[neighbour] != seenMark, !used[neighbour] else { continue }
                    guard mask & 1 << UInt64(LetterCode.index(letterOf[neighbour])) != 0 else { continue }
                    seen[neighbour] = seenMark
                    count += 1
                    if count >= enough { return count }
                    queue[tail] = neighbour
                    tail += 1
                }
            }
        }
        return count
    }
}
