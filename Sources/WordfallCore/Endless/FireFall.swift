/// A burning tile that fell more than one row in one word of the endless game (docs/RULES.md, "The endless
/// game"): the word used tiles under it, then it burned the one below (issue 40: "a fire seemed to drop two
/// rows in one word", and nothing said why).
public struct FireFall: Hashable, Sendable {
    /// The burning tile's symbol (`Q` for a Qu tile), where it landed and the rows it fell.
    public var letter: String
    public var cell: Position
    public var rows: Int
    /// The tiles under it the word used (the rest of the fall is its burn and the fires under it).
    public var usedUnder: Int

    public init(letter: String, cell: Position, rows: Int, usedUnder: Int) {
        self.letter = letter
        self.cell = cell
        self.rows = rows
        self.usedUnder = usedUnder
    }

    /// The burning tiles of `before` that the word along `path` made fall more than one row, on `after` (the
    /// board at the end of the word), bottom first. `lit` is the tile the word lit, `reached` the burning
    /// tiles on the bottom row (whose fuse is 0, so `after` no longer shows them burning). A column's tiles
    /// keep their order as they fall, so its burning tiles before the word (but those the word used) are its
    /// burning tiles after it (but the one lit), in the same order.
    public static func falls(
        before: Board, path: [Position], after: Board, lit: Position? = nil, reached: [Position] = []
    ) -> [FireFall] {
        let used = Set(path)
        var falls: [FireFall] = []
        for column in 0..<before.columns {
            let was = (0..<before.rows).map { Position(row: $0, column: column) }.filter {
                before[$0].isBurning && !used.contains($0)
            }
            let now = (0..<after.rows).map { Position(row: $0, column: column) }.filter {
                $0 != lit && (after[$0].isBurning || reached.contains($0))
            }
            guard was.count == now.count else { continue }
            for (from, to) in zip(was, now) where to.row - from.row > 1 {
                let under = path.filter { $0.column == column && $0.row > from.row }.count
                guard under > 0 else { continue }
                falls.append(
                    FireFall(letter: before[from].symbol, cell: to, rows: to.row - from.row, usedUnder: under))
            }
        }
        return falls.sorted { ($0.cell.row, $0.cell.column) > ($1.cell.row, $1.cell.column) }
    }
}
