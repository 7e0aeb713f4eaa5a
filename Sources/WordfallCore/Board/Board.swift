/// A rectangle of tiles, stored row-major (row 0 left to right, then row 1, ...).
///
/// A value type: moves make a new board. Facets live in `Board+*.swift`.
public struct Board: Hashable, Sendable {
    public let rows: Int
    public let columns: Int
    /// The tiles in row-major order; `tiles.count == rows * columns`.
    public var tiles: [Tile]

    public init(rows: Int, columns: Int, tiles: [Tile]) {
        precondition(rows > 0 && columns > 0 && tiles.count == rows * columns, "tiles fill the board")
        self.rows = rows
        self.columns = columns
        self.tiles = tiles
    }

    public subscript(position: Position) -> Tile {
        get { tiles[position.row * columns + position.column] }
        set { tiles[position.row * columns + position.column] = newValue }
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

    /// The bonus overlay as row strings (`.` for none).
    public var bonusRowStrings: [String] {
        (0..<rows).map { row in
            String(tiles[row * columns..<(row + 1) * columns].map(\.bonus.rawValue))
        }
    }
}
