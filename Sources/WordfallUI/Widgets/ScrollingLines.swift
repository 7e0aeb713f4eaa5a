/// Lines of styled text drawn from a scroll offset: help and the review show everything they
/// hold at any accepted size, and when the lines do not all fit, the last row says how to see
/// the rest.
public struct ScrollingLines: Sendable {
    /// A piece of a line: text from a column, in a style.
    public struct Segment: Hashable, Sendable {
        public var column: Int
        public var text: String
        public var style: CellStyle

        public init(column: Int = 0, _ text: String, _ style: CellStyle) {
            self.column = column
            self.text = text
            self.style = style
        }
    }

    /// One line: its segments, left to right.
    public typealias Line = [Segment]

    public var lines: [Line]
    public var offset: Int

    public init(lines: [Line], offset: Int) {
        self.lines = lines
        self.offset = offset
    }

    /// The largest useful offset for `count` lines in `height` rows (0 when they all fit; the last
    /// row is then the scroll line).
    public static func limit(count: Int, height: Int) -> Int {
        guard count > height, height > 1 else { return 0 }
        return count - (height - 1)
    }

    /// Draws the lines from `offset` (clamped) into `rect`.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        let limit = Self.limit(count: lines.count, height: rect.height)
        let start = min(max(0, offset), limit)
        let rows = limit == 0 ? rect.height : rect.height - 1
        for (row, line) in lines.dropFirst(start).prefix(rows).enumerated() {
            for segment in line {
                buffer.write(segment.text, in: rect, row: row, column: segment.column, style: segment.style)
            }
        }
        guard limit > 0 else { return }
        let last = min(lines.count, start + rows)
        let arrows = theme.isUnicode ? "↑↓" : "up/down"
        let more = "\(arrows) scroll: lines \(start + 1)-\(last) of \(lines.count)"
        buffer.write(more, in: rect, row: rect.height - 1, style: theme.key)
    }
}
