/// A grid of cells the screen is drawn into before anything reaches the terminal.
///
/// Widgets write into a buffer; the terminal layer writes only the cells that
/// differ from the previous frame (`changes(since:)`). Tests assert `lines`.
/// Every write is clipped to the buffer, so a widget given too little room
/// draws less, never out of bounds.
public struct ScreenBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The cells in row-major order; `cells.count == width * height`.
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, filler: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: filler, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, x < width, y >= 0, y < height else { return .blank }
            return cells[y * width + x]
        }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            cells[y * width + x] = newValue
        }
    }

    /// Writes `text` from column `x` of row `y`, one cell per character, stopping before column `limit`.
    ///
    /// Characters that would not take exactly one cell (controls, combining
    /// marks, wide ideographs and emoji) are written as `?`, so the layout
    /// never shifts. Returns the column after the last cell written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil) -> Int {
        let end = min(limit ?? width, width)
        guard y >= 0, y < height else { return x }
        var column = x
        for scalar in text.unicodeScalars {
            if column >= end { break }
            if column >= 0 {
                cells[y * width + column] = Cell(scalar.isSingleCell ? scalar : "?", style: style)
            }
            column += 1
        }
        return column
    }

    /// Writes `text` into `rect`'s row `row`, clipped to the rectangle's width.
    @discardableResult
    public mutating func write(_ text: String, in rect: Rect, row: Int, column: Int = 0, style: CellStyle = .plain)
        -> Int
    {
        guard row >= 0, row < rect.height else { return rect.x + column }
        return write(text, x: rect.x + column, y: rect.y + row, style: style, limit: rect.maxX)
    }

    /// Writes `text` centred on row `row` of `rect`.
    public mutating func writeCentered(_ text: String, in rect: Rect, row: Int, style: CellStyle = .plain) {
        let length = text.unicodeScalars.count
        write(text, in: rect, row: row, column: max(0, (rect.width - length) / 2), style: style)
    }

    /// Fills `rect` (clipped to the buffer) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let x0 = max(0, rect.x)
        let x1 = min(width, rect.maxX)
        let y0 = max(0, rect.y)
        let y1 = min(height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let base = y * width
            for x in x0..<x1 { cells[base + x] = cell }
        }
    }

    /// Sets the style of every cell of `rect`, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ transform: (CellStyle) -> CellStyle) {
        let x0 = max(0, rect.x)
        let x1 = min(width, rect.maxX)
        let y0 = max(0, rect.y)
        let y1 = min(height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 { cells[y * width + x].style = transform(cells[y * width + x].style) }
        }
    }

    /// The text of row `y`, trailing spaces removed.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: cells[y * width..<(y + 1) * width].map(\.character))
        var text = String(scalars)
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row's text, trailing spaces removed: what a test compares.
    public var lines: [String] { (0..<height).map(line) }

    /// The whole screen as text, rows joined by newlines (trailing blank rows kept).
    public var text: String { lines.joined(separator: "\n") }
}

extension Unicode.Scalar {
    /// Whether the scalar takes exactly one terminal cell (a conservative guess without `wcwidth`).
    var isSingleCell: Bool {
        let v = value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return false }
        if v < 0x300 { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .surrogate, .unassigned,
            .privateUse, .lineSeparator, .paragraphSeparator:
            return false
        default: break
        }
        if properties.isEmojiPresentation { return false }
        switch v {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return false
        default:
            return true
        }
    }
}
