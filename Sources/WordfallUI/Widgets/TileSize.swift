/// How big a tile is drawn, from the largest the window holds to the smallest.
///
/// Every size but `single` shows a tile's letter, points and bonus label apart (`Qu` and `10` whole):
/// `single` (`C 3DL` on one row) is only for the compact layout of a small window, where nothing else
/// fits. docs/SCREEN.md, "Layouts".
public enum TileSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// One row, five columns: `C 3DL`.
    case single
    /// Two rows of four columns, rows touching: `C DL` over `   3`.
    case narrow
    /// Two rows of five columns, rows touching.
    case stacked
    /// Two rows of five columns with a blank row between board rows (the first layout's tiles).
    case roomy
    /// Three rows of seven columns with a blank row between board rows, for large windows.
    case large

    public static func < (lhs: TileSize, rhs: TileSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Columns of one tile.
    public var width: Int {
        switch self {
        case .single, .stacked, .roomy: 5
        case .narrow: 4
        case .large: 7
        }
    }

    /// Rows of one tile.
    public var height: Int {
        switch self {
        case .single: 1
        case .narrow, .stacked, .roomy: 2
        case .large: 3
        }
    }

    /// Blank rows between two board rows (and above the first and below the last).
    public var gapRows: Int {
        switch self {
        case .single, .narrow, .stacked: 0
        case .roomy, .large: 1
        }
    }

    /// From one tile's first column to the next tile's.
    public var stepX: Int { width + 1 }
    /// From one tile's first row to the next tile's.
    public var stepY: Int { height + gapRows }

    /// The board's size inside its frame, the gaps around the tiles included.
    public func boardSize(rows: Int, columns: Int) -> (width: Int, height: Int) {
        (columns * stepX + 1, rows * stepY + gapRows)
    }
}
