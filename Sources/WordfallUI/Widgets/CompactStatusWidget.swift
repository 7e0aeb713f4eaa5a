import WordfallCore

/// The compact layout's one status line: goals done, hard mode, moves or time left, and the next star or rank.
///
/// The score is in the header; the goals themselves and the words found are a key away. Parts are
/// dropped from the end when the line is too narrow, never cut in the middle.
public struct CompactStatusWidget: Sendable {
    public var state: GameScreenState

    public init(state: GameScreenState) { self.state = state }

    /// The line's parts, most important first; the first says which key shows the goals themselves.
    public func parts(glyphs: Glyphs) -> [String] {
        let done = state.goals.filter(\.done).count
        let words = state.wordsFound.map(\.word)
        // A daily speaks in ranks: its rank first, then the time, then what the next rank takes.
        var parts = [
            state.daily.map { "\($0.rank(score: state.score, words: words).name) (^G)" }
                ?? state.endless.map { "Level \($0.number) (^G)" }
                ?? (state.isWon ? "Goals done, ^F finishes" : "Goals \(done)/\(state.goals.count) (^G)")
        ]
        // The endless game's danger: the fire nearest the bottom row (the full panel says it too).
        if state.endless != nil { parts.append(EndlessText.nearestFire(state.board)) }
        // A hard game says so, as the full panel does (issue 40: only the full one did).
        if state.hard { parts.append("hard mode") }
        if let seconds = state.secondsLeft { parts.append("Time \(Format.clock(seconds))") }
        if let moves = state.movesLeft { parts.append("\(moves) move\(moves == 1 ? "" : "s") left") }
        if let daily = state.daily {
            // Over, nothing is left to reach: the end screen says the rank.
            if state.review == nil, let next = daily.toNext(score: state.score, words: words) { parts.append(next) }
        } else if let thresholds = state.starThresholds {
            parts.append(StatusWidget.shortStarLine(score: state.score, thresholds: thresholds, star: glyphs.star))
        }
        return parts
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let separator = "  "
        var line = ""
        for part in parts(glyphs: theme.glyphs) {
            let next = line.isEmpty ? part : line + separator + part
            guard next.unicodeScalars.count <= rect.width else { break }
            line = next
        }
        buffer.write(line, in: rect, row: 0, style: theme.text)
    }
}
