import WordfallCore

/// Found words in alphabetical order, read down columns as narrow as the words (Spelling Bee's list):
/// a daily's forty words fit an 80x24 window whole. The big word, when there is one, is marked.
public struct WordColumns: Sendable {
    public var words: [GameScreenState.ScoredWord]
    /// The word to mark (the daily's big word), upper case.
    public var marked: String?

    public init(words: [GameScreenState.ScoredWord], marked: String? = nil) {
        self.words = words.sorted { $0.word < $1.word }
        self.marked = marked
    }

    /// Columns between two columns.
    static let gap = 3

    /// The lines for `width` columns: as many columns as fit, with points when they fit beside every
    /// word, else the words alone; nil when even one column of the words alone is wider than `width`.
    /// - Parameter rows: at most this many lines (nil: as many as it takes, fewest columns first
    ///   being as many as fit).
    public func lines(width: Int, rows: Int? = nil, theme: Theme) -> [ScrollingLines.Line]? {
        guard !words.isEmpty else { return [] }
        let mark = theme.glyphs.star + " "
        let markWidth = marked.map { marked in words.contains { $0.word == marked } } == true ? mark.count : 0
        let nameWidth = (words.map { $0.word.unicodeScalars.count }.max() ?? 0) + markWidth
        let pointsWidth = words.map { Format.number($0.points).count }.max() ?? 0
        for withPoints in [true, false] {
            let columnWidth = nameWidth + (withPoints ? 1 + pointsWidth : 0)
            let fit = max(0, (width + Self.gap) / (columnWidth + Self.gap))
            guard fit > 0 else { continue }
            // Fewest rows for the columns that fit; with a row limit, only if the words fit it.
            let count = min(fit, words.count)
            let height = (words.count + count - 1) / count
            if let rows, height > rows { continue }
            return (0..<height).map { row in
                (0..<count).flatMap { column -> ScrollingLines.Line in
                    let index = column * height + row
                    guard words.indices.contains(index) else { return [] }
                    let word = words[index]
                    let x = column * (columnWidth + Self.gap)
                    let isMarked = word.word == marked
                    var line: ScrollingLines.Line = [
                        .init(
                            column: x, (isMarked ? mark : String(repeating: " ", count: markWidth)) + word.word,
                            isMarked ? theme.star : theme.text)
                    ]
                    if withPoints {
                        let points = Format.number(word.points)
                        line.append(.init(column: x + columnWidth - points.count, points, theme.dim))
                    }
                    return line
                }
            }
        }
        return nil
    }

    /// Draws the words into `rect`: whole when they fit, else as many as fit and how many more.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        if words.isEmpty {
            buffer.write("none yet", in: rect, row: 0, style: theme.dim)
            return
        }
        if let lines = lines(width: rect.width, rows: rect.height, theme: theme) {
            ScrollingLines(lines: lines, offset: 0).draw(in: rect, on: &buffer, theme: theme)
            return
        }
        // More than fit: the first ones, then how many more (Ctrl-G's screen is no place to scroll).
        var shown = words
        while !shown.isEmpty {
            shown.removeLast()
            let part = WordColumns(words: shown, marked: marked)
            if let lines = part.lines(width: rect.width, rows: rect.height - 1, theme: theme) {
                ScrollingLines(lines: lines, offset: 0).draw(in: rect, on: &buffer, theme: theme)
                buffer.write("and \(words.count - shown.count) more", in: rect, row: rect.height - 1, style: theme.dim)
                return
            }
        }
    }
}
