/// A titled box of plain lines over the body (the statistics, a word's meaning). With a `scroll`
/// (the home screen's statistics page) lines that do not fit scroll; without, they are cut to fit.
public struct TextScreen: Sendable {
    public var title: String
    public var lines: [String]
    public var footer: String
    /// The first line shown, nil for a screen that does not scroll.
    public var scroll: Int?

    public init(title: String, lines: [String], footer: String = "Any key goes back.", scroll: Int? = nil) {
        self.title = title
        self.lines = lines
        self.footer = footer
        self.scroll = scroll
    }

    /// The box in `rect` and the wrapped lines.
    private func frame(in rect: Rect) -> (box: Rect, lines: [String]) {
        // As wide as the longest line or the footer (a footer longer than the lines was cut).
        let width = min(rect.width, max(44, (lines.map(\.count).max() ?? 0) + 4, footer.count + 4))
        let lines = self.lines.flatMap { Format.wrap($0, max(10, width - 4)) }
        let height = min(rect.height, lines.count + 6)
        return (rect.centered(width: width, height: height), lines)
    }

    /// The rows for lines inside `box`: within its frame and a margin, above the footer's two rows.
    private static func room(in box: Rect) -> Int { max(0, box.inset(by: 2).height - 2) }

    /// The largest scroll offset at this size (0 when every line fits).
    public func scrollLimit(in rect: Rect) -> Int {
        let (box, lines) = frame(in: rect)
        return ScrollingLines.limit(count: lines.count, height: Self.room(in: box))
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let (box, lines) = frame(in: rect)
        buffer.fill(box)
        let inner = Box(title: title).draw(in: box, on: &buffer, theme: theme).inset(by: 1)
        let room = Self.room(in: box)
        if let scroll {
            let text = Rect(x: inner.x, y: inner.y, width: inner.width, height: room)
            let fitted = lines.map {
                [ScrollingLines.Segment(Format.fit($0, inner.width, ellipsis: theme.glyphs.ellipsis), theme.text)]
            }
            ScrollingLines(lines: fitted, offset: scroll).draw(in: text, on: &buffer, theme: theme)
            buffer.writeCentered(footer, in: inner, row: inner.height - 1, style: theme.dim)
            return
        }
        // When the lines do not all fit, the last row says so instead of a line (never drawn over one).
        let shown = lines.count > room ? max(0, room - 1) : lines.count
        for (row, line) in lines.prefix(shown).enumerated() {
            buffer.write(
                Format.fit(line, inner.width, ellipsis: theme.glyphs.ellipsis), in: inner, row: row, style: theme.text)
        }
        if lines.count > room, room > 0 {
            buffer.write(
                theme.glyphs.ellipsis + " (a larger window shows more)", in: inner, row: room - 1, style: theme.dim)
        }
        buffer.writeCentered(footer, in: inner, row: inner.height - 1, style: theme.dim)
    }
}
