import WordfallCore

/// The word being built and whether it can be formed; below it, how the last move went.
public struct WordLineWidget: Sendable {
    public var state: GameScreenState

    public init(state: GameScreenState) { self.state = state }

    /// The status of the word being built, in words, with its tone; a rejection in the words the
    /// message after Enter uses. `short`: a word that can be formed said in few words, to fit beside a
    /// long word ("✓ 1,260 points"; issue 40: at 80x24 the verdict of a word of 7 letters left its line).
    public static func describe(
        _ status: GameScreenState.WordStatus, minWordLength: Int, ownWords: Bool = true, glyphs: Glyphs,
        short: Bool = false, language: Language = .english
    ) -> GameScreenState.Message? {
        switch status {
        case .empty: nil
        case .formable(let points):
            .init(
                "\(glyphs.check) \(short ? "" : "can be formed, ")\(Format.number(points)) points", tone: .good)
        case .rejected(.notOnBoard): .init("\(glyphs.cross) not on the board", tone: .bad)
        case .rejected(let reason):
            .init(
                Wording.rejection(
                    reason, minWordLength: minWordLength, pickedPath: false, ownWords: false, language: language),
                tone: .info)
        }
    }

    /// Draws the word on row 0 (or a big word's moment while no word is being built), then the last
    /// move's message wrapped to the width, then the points breakdown if rows are left. A message
    /// is cut only when the rows run out, and then with a marker.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        var end = buffer.write("Word ", in: rect, row: 0, style: theme.dim)
        var row = 1
        let word = state.currentWord
        if word.isEmpty, let celebration = state.celebration {
            buffer.write(
                "\(theme.glyphs.star) \(celebration) \(theme.glyphs.star)", x: end, y: rect.y,
                style: theme.star.adding(.reverse), limit: rect.maxX)
        } else if word.isEmpty {
            let prompt =
                state.hard
                ? "hard mode: only Enter tells" : "type, or pick: \(theme.glyphs.arrows) Space, mouse"
            buffer.write(prompt, x: end, y: rect.y, style: theme.dim, limit: rect.maxX)
        } else {
            end = buffer.write(word, x: end, y: rect.y, style: theme.typed, limit: rect.maxX)
            let described = [false, true].compactMap {
                Self.describe(
                    state.wordStatus, minWordLength: state.minWordLength, ownWords: state.ownWords,
                    glyphs: theme.glyphs, short: $0, language: state.language)
            }
            if let status = described.first {
                // Beside the word in full, else in short, else below it in full.
                if let beside = described.first(where: { end + 2 + $0.text.unicodeScalars.count <= rect.maxX }) {
                    buffer.write(
                        "  " + beside.text, x: end, y: rect.y, style: style(beside.tone, theme), limit: rect.maxX)
                } else {
                    // Not room beside the word: the preview goes below it, whole (what Enter will say).
                    for line in Format.wrap(status.text, rect.width) where row < rect.height {
                        buffer.write(line, in: rect, row: row, style: style(status.tone, theme))
                        row += 1
                    }
                }
            }
        }
        if let message = state.message, rect.height > row {
            let rows = rect.height - row
            let lines = Self.shortened(message.text, width: rect.width, rows: rows, ellipsis: theme.glyphs.ellipsis)
            for line in lines {
                buffer.write(line, in: rect, row: row, style: style(message.tone, theme))
                row += 1
            }
        }
        if let breakdown = state.breakdown, state.message?.tone == .good {
            let lines = Format.wrap(breakdown, rect.width)
            if row + lines.count <= rect.height {
                for line in lines {
                    buffer.write(line, in: rect, row: row, style: theme.dim)
                    row += 1
                }
            }
        }
    }

    private func style(_ tone: GameScreenState.Message.Tone, _ theme: Theme) -> CellStyle {
        switch tone {
        case .good: theme.good
        case .bad: theme.bad
        case .info: theme.warning
        }
    }

    /// `text` in at most `rows` lines of `width`: whole when it fits; else the whole sentences that fit,
    /// then an ellipsis; else its first lines, the last cut with an ellipsis (a narrow window showed a
    /// goal's news as `Goals ---…`, its first word and a rule of dashes).
    static func shortened(_ text: String, width: Int, rows: Int, ellipsis: String) -> [String] {
        let lines = Format.wrap(text, width)
        guard lines.count > rows, rows > 0 else { return lines }
        var kept = ""
        for sentence in text.split(separator: ". ", omittingEmptySubsequences: true) {
            let piece = sentence.hasSuffix(".") ? String(sentence) : sentence + "."
            let next = kept.isEmpty ? piece : kept + " " + piece
            guard Format.wrap(next + " " + ellipsis, width).count <= rows else { break }
            kept = next
        }
        if !kept.isEmpty { return Format.wrap(kept + " " + ellipsis, width) }
        var cut = Array(lines.prefix(rows))
        cut[rows - 1] = Format.fit(cut[rows - 1] + " " + ellipsis, width, ellipsis: ellipsis)
        return cut
    }
}
