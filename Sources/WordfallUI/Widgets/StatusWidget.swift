import WordfallCore

/// Score, the last word's points, moves or time left, and hints and shuffles left.
public struct StatusWidget: Sendable {
    public var state: GameScreenState

    public init(state: GameScreenState) { self.state = state }

    /// Rows needed.
    public static let height = 5

    /// The stars still to earn and the score each needs ("2 stars at 140, 3 at 370"), or that all are earned.
    public static func starLine(score: Int, thresholds: StarThresholds?) -> String {
        guard let thresholds else { return "1 star: finish the goals" }
        if score >= thresholds.threeStars { return "3 stars reached" }
        let three = "3 at \(Format.number(thresholds.threeStars))"
        if score >= thresholds.twoStars { return "2 stars reached, " + three }
        return "2 stars at \(Format.number(thresholds.twoStars)), " + three
    }

    /// The star line for a narrow panel: `★★ 30,000  ★★★ 40,000`, the stars already reached left out.
    public static func shortStarLine(score: Int, thresholds: StarThresholds, star: String) -> String {
        var parts: [String] = []
        if score < thresholds.twoStars { parts.append(star + star + " " + Format.number(thresholds.twoStars)) }
        if score < thresholds.threeStars {
            parts.append(star + star + star + " " + Format.number(thresholds.threeStars))
        }
        return parts.isEmpty ? "3 stars reached" : parts.joined(separator: "  ")
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let labelWidth = 11
        @discardableResult
        func row(_ index: Int, _ label: String, _ value: String, _ style: CellStyle) -> Int {
            buffer.write(Format.pad(label, labelWidth), in: rect, row: index, style: theme.dim)
            return buffer.write(value, in: rect, row: index, column: labelWidth, style: style)
        }
        row(0, "Score", Format.number(state.score), theme.heading)
        if let last = state.lastWord {
            row(1, "Last word", "\(last.word) +\(Format.number(last.points))", theme.good)
        } else {
            row(1, "Last word", "-", theme.dim)
        }
        var end = rect.x
        if let seconds = state.secondsLeft {
            let clockStyle = seconds <= 10 ? theme.bad : seconds <= 30 ? theme.warning : theme.text
            end = row(2, "Time left", Format.clock(seconds), clockStyle)
            if let moves = state.movesLeft {
                // Both limits: the moves left go beside the clock ("1:30, 16 moves"), so neither is hidden.
                end = buffer.write(
                    ", \(moves) move\(moves == 1 ? "" : "s")", x: end, y: rect.y + 2,
                    style: moves <= 2 ? theme.warning : theme.text,
                    limit: rect.maxX)
            }
        } else if let moves = state.movesLeft {
            end = row(2, "Moves left", String(moves), moves <= 2 ? theme.warning : theme.text)
        } else if let stage = state.endless {
            end = row(2, "Level", String(stage.number), theme.text)
        } else {
            end = row(2, "Moves", "no limit", theme.dim)
        }
        // A hard game says so beside what its refusals cost (issue 40), as the compact line does, when it fits.
        let hard = "  hard mode"
        if state.hard, end + hard.count <= rect.maxX {
            buffer.write(hard, x: end, y: rect.y + 2, style: theme.warning, limit: rect.maxX)
        }
        if let daily = state.daily {
            // The points to the next rank are in the header, which has the room.
            row(3, "Rank", daily.rank(score: state.score, words: state.wordsFound.map(\.word)).name, theme.star)
        } else {
            let shuffles = state.hasShuffles ? "   Shuffles \(state.shufflesLeft)" : ""
            row(3, "Hints", "\(state.hintsLeft)\(shuffles)", theme.text)
        }
        // A daily puzzle has ranks, not stars: its rank is on the row above, and its big word below.
        if let daily = state.daily {
            guard let big = daily.bigWord else { return }
            if let played = daily.bigWordPlayed(in: state.wordsFound.map(\.word)) {
                row(4, "Big word", "\(theme.glyphs.star) \(played) \(theme.glyphs.star)", theme.star)
            } else {
                row(4, "Big word", "\(big.count) letters, to find", theme.dim)
            }
            return
        }
        guard !state.goals.isEmpty else {
            // The endless game and practice: no goals, no stars.
            let line = state.endless != nil ? "Keep fire off the bottom row" : "No goals: Ctrl-F ends"
            buffer.write(
                Format.fit(line, rect.width, ellipsis: theme.glyphs.ellipsis), in: rect, row: 4, style: theme.dim)
            return
        }
        var stars = Self.starLine(score: state.score, thresholds: state.starThresholds)
        if stars.unicodeScalars.count > rect.width, let thresholds = state.starThresholds {
            stars = Self.shortStarLine(score: state.score, thresholds: thresholds, star: theme.glyphs.star)
        }
        buffer.write(
            Format.fit(stars, rect.width, ellipsis: theme.glyphs.ellipsis), in: rect, row: 4, style: theme.star)
    }
}
