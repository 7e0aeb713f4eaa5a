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
        let lines = self.lines.flatMap { Self.wrap($0, width: max(10, width - 4)) }
        let height = min(rect.height, lines.count + 6)
        let box = rect.centered(width: width, height: height)
        buffer.fill(box)
        let inner = Box(title: title).draw(in: box, on: &buffer, theme: theme).inset(by: 1)
        let room = max(0, inner.height - 2)
        for (row, line) in lines.prefix(room).enumerated() {
            buffer.write(
                Format.fit(line, inner.width, ellipsis: theme.glyphs.ellipsis), in: inner, row: row, style: theme.text)
        }
        if lines.count > room, room > 0 {
            buffer.write(
                theme.glyphs.ellipsis + " (a larger window shows more)", in: inner, row: room - 1, style: theme.dim)
        }
        buffer.writeCentered(footer, in: inner, row: inner.height - 1, style: theme.dim)
    }

    /// `line` broken at spaces into lines of at most `width` characters (a longer word, such as a
    /// path, is broken where it must), keeping its leading indent on every line.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = indent
        for word in line.split(separator: " ") {
            var word = Substring(word)
            while indent.count + word.count > width {
                if current.count > indent.count { lines.append(current) }
                let room = width - indent.count
                lines.append(indent + word.prefix(room))
                word = word.dropFirst(room)
                current = indent
            }
            if word.isEmpty { continue }
            if current.count > indent.count && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        if current.count > indent.count { lines.append(current) }
        return lines
    }
}
