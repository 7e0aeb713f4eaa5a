/// Shown instead of a broken screen when the terminal is below the minimum size.
public struct TooSmallScreen: Sendable {
    public var needed: (width: Int, height: Int)

    public init(needed: (width: Int, height: Int)) { self.needed = needed }

    /// The message's lines, longest first so that narrow screens keep the essentials.
    public func lines(width: Int, height: Int, glyphs: Glyphs) -> [String] {
        let times = glyphs == .unicode ? "×" : "x"
        return [
            "Terminal too small",
            "wordfall needs at least \(needed.width)\(times)\(needed.height);",
            "this one is \(width)\(times)\(height).",
            "Make the window bigger.",
            "(Ctrl-C quits)",
        ]
    }

    public func draw(on buffer: inout ScreenBuffer, theme: Theme) {
        let lines = lines(width: buffer.width, height: buffer.height, glyphs: theme.glyphs)
        let top = max(0, (buffer.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < buffer.height {
            let text = line.unicodeScalars.count > buffer.width ? String(line.prefix(buffer.width)) : line
            buffer.writeCentered(text, in: buffer.bounds, row: top + index, style: index == 0 ? theme.bad : theme.text)
        }
    }
}
