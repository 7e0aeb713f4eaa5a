/// The starting boards `LevelGenerator` draws: letters from the language's bag's frequencies, kept only
/// when a person would want to play them: neither vowel soup nor a board of rare letters, and holding
/// no word the game never offers.
enum GeneratedBoard {
    /// The share of vowels (English A, E, I, O, U; the language's `TileSet.vowels`) a board may hold.
    static let vowelShare = 0.3...0.5
    /// Boards drawn before the last one is taken whatever it holds.
    static let attempts = 64

    /// Whether `board`'s letters are balanced: vowels within `vowelShare`, at most one rare tile (worth 8
    /// or more: English J, Q, X and Z) for every 25 tiles (at least one allowed), and no letter on more
    /// than a sixth of the tiles (at least 3 allowed).
    static func isBalanced(_ board: Board, tiles set: TileSet = .english) -> Bool {
        var counts = [Int](repeating: 0, count: LetterCode.count)
        for tile in board.tiles { counts[LetterCode.index(tile.letter)] += 1 }
        let cells = board.tiles.count
        let vowels = set.vowels.reduce(0) { $0 + counts[LetterCode.index($1)] }
        let share = Double(vowels) / Double(max(1, cells))
        let rare = set.tiles.reduce(0) { $0 + ($1.value >= 8 ? counts[LetterCode.index($1.code)] : 0) }
        return vowelShare.contains(share) && rare <= max(1, cells / 25) && counts.allSatisfy { $0 <= max(3, cells / 6) }
    }

    /// A balanced board of `rows` x `columns` drawn with `random`, holding no word of `neverOffered`:
    /// the first of `attempts` draws that is, else the balanced draw holding the fewest such words with
    /// those words' tiles drawn again one at a time (`repairs` at most; a change that unbalances the
    /// board is undone). Words never offered include common words with a slur sense (BOY, TOM, QUEEN:
    /// docs/RULES.md), so a large board seldom draws clean and is repaired.
    static func draw(
        rows: Int, columns: Int, neverOffered: Lexicon, language: Language = .english, using random: inout SplitMix64
    ) -> Board {
        let bag = language.tiles.bag
        var best: (board: Board, count: Int)?
        for _ in 0..<attempts {
            let board = Board.random(rows: rows, columns: columns, bag: bag, using: &random)
            guard isBalanced(board, tiles: language.tiles) else {
                if best == nil { best = (board, Int.max) }
                continue
            }
            let count = neverOffered.summary(on: board, minLength: 3).count
            if count == 0 { return board }
            if best.map({ count < $0.count }) ?? true { best = (board, count) }
        }
        guard var board = best?.board else {
            return Board.random(rows: rows, columns: columns, bag: bag, using: &random)
        }
        for _ in 0..<repairs {
            guard let word = neverOffered.words(on: board, minLength: 3).first else { break }
            var tiles = board.tiles
            let cell = word.path[random.next(modulo: word.path.count)]
            tiles[cell.row * columns + cell.column] = bag.drawTile(using: &random)
            let changed = Board(rows: rows, columns: columns, tiles: tiles)
            if isBalanced(changed, tiles: language.tiles) { board = changed }
        }
        return board
    }

    /// Tiles redrawn at most to rid a board of the words the game never offers.
    static let repairs = 256
}
