/// A titled box of plain lines over the body (the statistics, a word's meaning), cut to fit.
public struct TextScreen: Sendable {
    public var title: String
    public var lines: [String]
    public var footer: String

    public init(title: String, lines: [String], footer: String = "Any key goes back.") {
        self.title = title
        self.lines = lines
        self.footer = footer
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let width = min(rect.width, max(44, (lines.map(\.count).max() ?? 0) + 4))
        let lines = self.lines.flatMap { Format.wrap($0, max(10, width - 4)) }
        let height = min(rect.height, lines.count + 6)
        let box = rect.centered(width: width, height: height)
        buffer.fill(box)
        let inner = Box(title: title).draw(in: box, on: &buffer, theme: theme).inset(by: 1)
        let room = max(0, inner.height - 2)
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
