import WordfallCore

/// Score, the last word's points, moves or time left, and hints and shuffles left.
public struct StatusWidget: Sendable {
    public var state: GameViewState

    public init(state: GameViewState) { self.state = state }

    /// Rows needed.
    public static let height = 5

    /// The stars still to earn and the score each needs ("2 stars at 140, 3 at 370"), or that all are earned.
    public static func starLine(score: Int, thresholds: StarThresholds?) -> String {
        guard let thresholds else { return "1 star when the goals are done" }
        if score >= thresholds.threeStars { return "3 stars reached" }
        let three = "3 at \(Format.number(thresholds.threeStars))"
        if score >= thresholds.twoStars { return "2 stars reached, " + three }
        return "2 stars at \(Format.number(thresholds.twoStars)), " + three
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let labelWidth = 11
        func row(_ index: Int, _ label: String, _ value: String, _ style: CellStyle) {
            buffer.write(Format.pad(label, labelWidth), in: rect, row: index, style: theme.dim)
            buffer.write(value, in: rect, row: index, column: labelWidth, style: style)
        }
        row(0, "Score", Format.number(state.score), theme.heading)
        if let last = state.lastWord {
            row(1, "Last word", "\(last.word) +\(Format.number(last.points))", theme.good)
        } else {
            row(1, "Last word", "-", theme.dim)
        }
        if let seconds = state.secondsLeft {
            let clockStyle = seconds <= 10 ? theme.bad : seconds <= 30 ? theme.warning : theme.text
            row(2, "Time left", Format.clock(seconds), clockStyle)
            if let moves = state.movesLeft {
                // Both limits: the moves go beside the clock, so neither is hidden.
                let column = labelWidth + Format.clock(seconds).count + 3
                buffer.write("Moves ", in: rect, row: 2, column: column, style: theme.dim)
                buffer.write(
                    String(moves), in: rect, row: 2, column: column + 6, style: moves <= 2 ? theme.warning : theme.text)
            }
        } else if let moves = state.movesLeft {
            row(2, "Moves left", String(moves), moves <= 2 ? theme.warning : theme.text)
        } else {
            row(2, "Moves", "no limit", theme.dim)
        }
        row(3, "Hints", "\(state.hintsLeft)   Shuffles \(state.shufflesLeft)", theme.text)
        buffer.write(
            Format.fit(
                Self.starLine(score: state.score, thresholds: state.starThresholds), rect.width,
                ellipsis: theme.glyphs.ellipsis),
            in: rect, row: 4, style: theme.star)
    }
}
