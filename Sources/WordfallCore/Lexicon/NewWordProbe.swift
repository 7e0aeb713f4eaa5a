/// Answers `noWordsLeft`'s question quickly: does the board hold a dictionary word not yet found?
///
/// A depth-first walk of the board along the lexicon's trie, like the solver,
/// but it stops at the first word of at least `minLength` letters whose trie
/// node is not among the found words' nodes: no word text is built and
/// nothing is collected. Only a board with no new word costs a full walk, and that walk stops after
/// `Solver.stepBudget` tiles: a board whose walk is that long is taken to hold a new word, so a level
/// never fails with "no words left" on a search it did not finish (docs/RULES.md, "Budgets").
struct NewWordProbe {
    private let lexicon: Lexicon
    private let board: Board
    private let minLength: Int
    private let foundNodes: NodeSet
    private var used: [Bool]
    private var stepsLeft = Solver.stepBudget

    /// Whether `board` holds a word of `lexicon` with at least `minLength` letters whose node is not in `foundNodes`.
    static func boardHasNewWord(_ board: Board, lexicon: Lexicon, minLength: Int, foundNodes: NodeSet) -> Bool {
        var probe = NewWordProbe(lexicon: lexicon, board: board, minLength: minLength, foundNodes: foundNodes)
        for cell in 0..<board.tiles.count where probe.search(cell: cell, parent: 0, letters: 0) {
            return true
        }
        return probe.stepsLeft < 0
    }

    /// The trie node of `word` (upper-case letters) in `lexicon`, nil if it is not a prefix there.
    static func node(of word: String, in lexicon: Lexicon) -> Int? {
        var node = 0
        for byte in word.utf8 {
            guard LetterCode.isCode(byte) else { return nil }
            node = lexicon.child(of: node, letter: LetterCode.index(byte))
            if node < 0 { return nil }
        }
        return node
    }

    private init(lexicon: Lexicon, board: Board, minLength: Int, foundNodes: NodeSet) {
        self.lexicon = lexicon
        self.board = board
        self.minLength = minLength
        self.foundNodes = foundNodes
        used = [Bool](repeating: false, count: board.tiles.count)
    }

    /// Steps from trie node `parent` into the tile at `cell`, `letters` letters spelled so far.
    private mutating func search(cell: Int, parent: Int, letters: Int) -> Bool {
        stepsLeft -= 1
        // Out of budget: answer "there may be a word" at once, all the way up.
        guard stepsLeft >= 0 else { return true }
        let tile = board.tiles[cell]
        var node = lexicon.child(of: parent, letter: LetterCode.index(tile.letter))
        guard node >= 0 else { return false }
        var count = letters + 1
        if tile.readsQU {
            node = lexicon.child(of: node, letter: Int(UInt8(ascii: "U")) - 65)
            guard node >= 0 else { return false }
            count += 1
        }
        if count >= minLength && lexicon.isTerminal(node) && !foundNodes.contains(node) { return true }
        guard lexicon.hasChildren(node) else { return false }
        used[cell] = true
        defer { used[cell] = false }
        let columns = board.columns
        let row = cell / columns
        let column = cell % columns
        for r in max(0, row - 1)...min(board.rows - 1, row + 1) {
            for c in max(0, column - 1)...min(columns - 1, column + 1) {
                let next = r * columns + c
                if !used[next] && search(cell: next, parent: node, letters: count) { return true }
            }
        }
        return false
    }
}
