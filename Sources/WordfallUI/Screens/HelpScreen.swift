/// Every key and what it does, with how the game is played. Hides the board.
public struct HelpScreen: Sendable {
    public var minWordLength: Int

    public init(minWordLength: Int) { self.minWordLength = minWordLength }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Box(title: "Help").draw(in: rect, on: &buffer, theme: theme).inset(by: 1)
        let rules = [
            "Chain touching tiles (also diagonally) into words, each tile once; words",
            "need at least \(minWordLength) letters, and Qu is one tile. DL/TL double or triple a",
            "letter, DW/TW the whole word. Used tiles vanish and new ones fall in.",
        ]
        for (index, line) in rules.enumerated() { buffer.write(line, in: inner, row: index, style: theme.text) }
        let keys = KeyMap.helpLines(arrows: theme.glyphs.arrows)
        let keyWidth = (keys.map { $0.0.unicodeScalars.count }.max() ?? 0) + 2
        for (index, (key, action)) in keys.enumerated() {
            let row = rules.count + 1 + index
            buffer.write(key, in: inner, row: row, style: theme.key)
            buffer.write(action, in: inner, row: row, column: keyWidth, style: theme.text)
        }
        buffer.write(
            "On the review screen: n next level, r retry, s statistics, q quit.", in: inner,
            row: rules.count + 1 + keys.count,
            style: theme.dim)
    }
}
