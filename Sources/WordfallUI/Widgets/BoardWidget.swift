import WordfallCore

/// Draws the tiles: letter, points and bonus label, lit when on the path.
///
/// Roomy tiles are two rows high (letter and bonus, then points), compact
/// ones a single row (`C 3DL`); the layout picks roomy when it fits. The
/// cursor is shown as brackets in the gaps either side of its tile.
public struct BoardWidget: Sendable {
    /// Where each tile sits on the screen, for drawing and for mouse clicks.
    public struct Geometry: Hashable, Sendable {
        public var originX: Int
        public var originY: Int
        public var rows: Int
        public var columns: Int
        public var tiles: TileSize

        public init(originX: Int, originY: Int, rows: Int, columns: Int, tiles: TileSize) {
            self.originX = originX
            self.originY = originY
            self.rows = rows
            self.columns = columns
            self.tiles = tiles
        }

        /// The board's size inside its frame, including the gaps around the tiles.
        public static func size(rows: Int, columns: Int, tiles: TileSize) -> (width: Int, height: Int) {
            tiles.boardSize(rows: rows, columns: columns)
        }

        /// The top-left cell of the tile at `position`.
        public func origin(of position: Position) -> (x: Int, y: Int) {
            (originX + 1 + position.column * tiles.stepX, originY + tiles.gapRows + position.row * tiles.stepY)
        }

        /// The tile under the screen cell (`x`, `y`), if any.
        public func position(atX x: Int, y: Int) -> Position? {
            let dx = x - originX - 1
            let dy = y - originY - tiles.gapRows
            guard dx >= 0, dy >= 0 else { return nil }
            let column = dx / tiles.stepX
            let row = dy / tiles.stepY
            guard dx % tiles.stepX < tiles.width, dy % tiles.stepY < tiles.height, row < rows, column < columns else {
                return nil
            }
            return Position(row: row, column: column)
        }
    }

    public var board: Board
    public var path: [Position]
    public var hintPath: [Position]
    public var cursor: Position?
    /// Tiles that just fell in: underlined for a moment, so the eye finds them.
    public var fresh: [Position]
    /// A frame of the fall: tiles drawn higher than their place (none above the board's top).
    public var fall: FallFrame?
    /// The language whose faces the tiles show (`Ç`, `Ny`, `Ŀl` in Catalan).
    public var language = Language.english

    public init(
        board: Board, path: [Position] = [], hintPath: [Position] = [], cursor: Position? = nil,
        fresh: [Position] = [], fall: FallFrame? = nil
    ) {
        self.board = board
        self.path = path
        self.hintPath = hintPath
        self.cursor = cursor
        self.fresh = fresh
        self.fall = fall
    }

    /// Draws the tiles with `geometry`.
    public func draw(_ geometry: Geometry, on buffer: inout ScreenBuffer, theme: Theme) {
        let onPath = Set(path)
        let hinted = Set(hintPath)
        let fallen = Set(fresh)
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let position = Position(row: row, column: column)
                let tile = board[position]
                var style: CellStyle =
                    onPath.contains(position)
                    ? theme.tileSelected : hinted.contains(position) ? theme.tileHinted : theme.tile(tile.bonus)
                // A burning tile: red, its label its fuse (`!2`: two words to use it), so not by colour alone; not
                // `*2`, which read as a x2 bonus (issue 29's play-test).
                if tile.isBurning && style == theme.tile(tile.bonus) { style = theme.bad.adding(.reverse) }
                if fallen.contains(position) { style = style.adding(.underline) }
                let (x, place) = geometry.origin(of: position)
                let y = place - (fall?.lift(of: position) ?? 0)
                // A tile in mid-fall shows only what is inside the board: the cells it covers above are put back.
                let above =
                    y < geometry.originY ? (x - 1...x + geometry.tiles.width, max(0, y)..<geometry.originY) : nil
                let covered = above.map { columns, rows in rows.flatMap { row in columns.map { buffer[$0, row] } } }
                defer {
                    if let (columns, rows) = above, let covered {
                        for (index, row) in rows.enumerated() {
                            for (offset, column) in columns.enumerated() {
                                buffer[column, row] = covered[index * columns.count + offset]
                            }
                        }
                    }
                }
                let symbol = language.tiles.boardFace(code: tile.letter)
                let wide = symbol.count == 2
                let letter = wide ? symbol : symbol + " "
                let value = Format.padLeft(String(tile.value), 2)
                let label = tile.isBurning ? "!" + String(min(tile.fuse, 9)) : Theme.label(tile.bonus)
                let width = geometry.tiles.width
                switch geometry.tiles {
                case .single:
                    // Qu whole, never `Q10` (read as a Q worth 10 of something): `Qu 10`, or `Qu DW` with a
                    // label (a Q is always worth 10).
                    let plain = tile.bonus == .none && !tile.isBurning
                    let text = wide ? symbol + " " + (plain ? value : label) : symbol + value + label
                    buffer.write(text, x: x, y: y, style: style)
                    buffer.restyle(Rect(x: x, y: y, width: wide ? 2 : 1, height: 1)) { $0.adding(.bold) }
                case .large:
                    // The bonus label top right, the letter in the middle, the points bottom right; a fire's
                    // fuse right after its letter (`T!6`), so that it reads as this tile's and not the next's.
                    let fire = tile.isBurning
                    buffer.write(Format.padLeft(fire ? "" : label, width), x: x, y: y, style: style)
                    buffer.write(
                        Format.pad("   " + symbol + (fire ? label : ""), width), x: x, y: y + 1,
                        style: style)
                    buffer.write(Format.padLeft(value, width), x: x, y: y + 2, style: style)
                    buffer.restyle(Rect(x: x + 3, y: y + 1, width: 2, height: 1)) { $0.adding(.bold) }
                case .narrow, .stacked, .roomy:
                    // The letter top left, the bonus label top right, the points bottom right. Qu with a
                    // label loses its lead to keep a gap before the label (`Qu TW`, never `QuTW`); on a
                    // narrow tile the label goes down beside the points instead.
                    // A fire's fuse goes right after its letter (`T!6`; issue 40: `T !6  D` read as a mark
                    // between T and D).
                    let fire = tile.isBurning
                    let crowded = wide && (tile.bonus != .none || fire)
                    let lead = geometry.tiles == .narrow || crowded ? "" : " "
                    let labelBelow = crowded && geometry.tiles == .narrow && !fire
                    let top =
                        fire
                        ? Format.pad(lead + symbol + label, width)
                        : Format.pad(lead + letter, width - 2) + (labelBelow ? "  " : label)
                    buffer.write(top, x: x, y: y, style: style)
                    buffer.write(
                        labelBelow ? Format.pad(label, width - value.count) + value : Format.padLeft(value, width),
                        x: x, y: y + 1, style: style)
                    buffer.restyle(Rect(x: x + lead.count, y: y, width: 2, height: 1)) { $0.adding(.bold) }
                }
                if cursor == position {
                    let mark = theme.key
                    for dy in 0..<geometry.tiles.height {
                        buffer.write("[", x: x - 1, y: y + dy, style: mark)
                        buffer.write("]", x: x + geometry.tiles.width, y: y + dy, style: mark)
                    }
                }
            }
        }
    }
}
