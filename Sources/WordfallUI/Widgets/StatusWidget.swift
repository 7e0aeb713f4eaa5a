import WordfallCore

/// Score, the last word's points, moves or time left, and hints and shuffles left.
public struct StatusWidget: Sendable {
    public var state: GameViewState

    public init(state: GameViewState) { self.state = state }

    /// Rows needed.
    public static let height = 4

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
            row(
                2, "Time left", Format.clock(seconds),
                seconds <= 10 ? theme.bad : seconds <= 30 ? theme.warning : theme.text)
        } else if let moves = state.movesLeft {
            row(2, "Moves left", String(moves), moves <= 2 ? theme.warning : theme.text)
        } else {
            row(2, "Moves", "no limit", theme.dim)
        }
        if let daily = state.daily {
            // The points to the next rank are in the header, which has the room.
            row(3, "Rank", DailyRank.rank(score: state.score, total: daily.total).name, theme.star)
        } else {
            row(3, "Hints", "\(state.hintsLeft)   Shuffles \(state.shufflesLeft)", theme.text)
        }
    }
}
