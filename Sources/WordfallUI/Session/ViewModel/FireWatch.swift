import WordfallCore

/// The endless game's burning tiles over one word, to say why one fell more than a row (issue 40: "an
/// endless fire seemed to drop two rows in one word"): the board before the word, the word's path, the tile
/// it lit and those that reached the bottom row, and the board as the word left it.
struct FireWatch {
    let before: Board
    let path: [Position]
    var after: Board
    var lit: Position?
    var reached: [Position] = []

    init(before: Board, path: [Position]) {
        self.before = before
        self.path = path
        after = before
    }

    /// What the screen says of the falls, bottom first ("R fell 3 rows: your word used 2 tiles under it.").
    var lines: [String] { falls.map(TileWording.fell) }

    /// What the screen says of the falls to the bottom row, which ended the game.
    var linesToTheBottom: [String] { falls.filter { reached.contains($0.cell) }.map(TileWording.fell) }

    private var falls: [FireFall] {
        FireFall.falls(before: before, path: path, after: after, lit: lit, reached: reached)
    }
}
