/// The words found so far, newest first, with their points.
public struct WordsFoundWidget: Sendable {
    public var words: [GameScreenState.ScoredWord]

    public init(words: [GameScreenState.ScoredWord]) { self.words = words }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        if words.isEmpty {
            buffer.write("none yet", in: rect, row: 0, style: theme.dim)
            return
        }
        let newestFirst = Array(words.reversed())
        let shown = newestFirst.count > rect.height ? rect.height - 1 : newestFirst.count
        for (index, word) in newestFirst.prefix(shown).enumerated() {
            let points = Format.number(word.points)
            let name = Format.fit(word.word, max(1, rect.width - points.count - 1), ellipsis: theme.glyphs.ellipsis)
            buffer.write(name, in: rect, row: index, style: theme.text)
            buffer.write(points, in: rect, row: index, column: rect.width - points.count, style: theme.dim)
        }
        if shown < newestFirst.count {
            buffer.write("and \(newestFirst.count - shown) more", in: rect, row: shown, style: theme.dim)
        }
    }
}
