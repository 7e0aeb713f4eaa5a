/// A rectangle of tiles, stored row-major (row 0 left to right, then row 1, ...).
///
/// A value type: moves make a new board. Facets live in `Board+*.swift`.
///
/// Invariant: `rows` and `columns` are at least 1 and `tiles.count == rows * columns`. Only
/// the board's own moves (gravity, shuffle) change its tiles, and each keeps the count; debug
/// builds check it after every change (`Board+Invariants.swift`).
public struct Board: Hashable, Sendable {
    public let rows: Int
    public let columns: Int
    /// The tiles in row-major order; `tiles.count == rows * columns`.
    public internal(set) var tiles: [Tile]

    public init(rows: Int, columns: Int, tiles: [Tile]) {
        precondition(rows > 0 && columns > 0 && tiles.count == rows * columns, "tiles fill the board")
        self.rows = rows
        self.columns = columns
        self.tiles = tiles
        checkInvariants()
    }

    /// The tile at `position`, which must be on the board.
    public subscript(position: Position) -> Tile {
        precondition(contains(position), "position \(position) is on the board")
        return tiles[position.row * columns + position.column]
    }

    /// Whether `position` lies on the board.
    public func contains(_ position: Position) -> Bool {
        position.row >= 0 && position.row < rows && position.column >= 0 && position.column < columns
    }

    /// The board as row strings, a Q tile showing as `Q` (the headless output's form).
    public var rowStrings: [String] {
        (0..<rows).map { row in
            String(decoding: tiles[row * columns..<(row + 1) * columns].map(\.letter), as: UTF8.self)
        }
    }

    /// Whether the board's Q tiles read QU (its language's rule, `TileSet.qReadsQU`); true on a board
    /// without a Q tile, where it decides nothing (no word through a Q has a path there).
    public var qReadsQU: Bool {
        !tiles.contains { $0.letter == UInt8(ascii: "Q") && !$0.readsQU }
    }

    /// The bonus overlay as row strings (`.` for none).
    public var bonusRowStrings: [String] {
        (0..<rows).map { row in
            String(tiles[row * columns..<(row + 1) * columns].map(\.bonus.rawValue))
        }
    }
}
