/// The end of a level: completed (stars) or failed (why), then the review and the choices.
public struct ReviewScreen: Sendable {
    public var review: GameViewState.Review
    public var goals: [GameViewState.GoalLine]
    /// Whether `s` shows the statistics.
    public var hasStatistics: Bool

    public init(review: GameViewState.Review, goals: [GameViewState.GoalLine], hasStatistics: Bool = false) {
        self.review = review
        self.goals = goals
        self.hasStatistics = hasStatistics
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let g = theme.glyphs
        // Border and padding 4; stars or reason, blank, three figures, the goals; the missed words with a
        // blank and a heading; the notice; a blank and the choices.
        let missed = review.missedWords.isEmpty ? 0 : review.missedWords.count + 2
        let share = review.shareLines.isEmpty ? 0 : review.shareLines.count + 1
        let width = min(rect.width, review.missedMeanings.isEmpty && review.notice == nil ? 60 : 76)
        // A notice (a result that could not be saved) is shown in full, wrapped, before anything else.
        let noticeLines = review.notice.map { TextScreen.wrap($0, width: max(10, width - 4)) } ?? []
        let height = min(rect.height, 4 + 5 + goals.count + missed + share + noticeLines.count + 2)
        let box = rect.centered(width: width, height: height)
        let title =
            review.dailyRank != nil
            ? "Daily puzzle over"
            : review.completed ? (review.packFinished ? "Pack complete!" : "Level complete!") : "Level failed"
        let inner = Box(title: title, style: review.completed || review.dailyRank != nil ? theme.good : theme.bad)
            .draw(in: box, on: &buffer, theme: theme).inset(by: 1)
        var row = 0
        if let rank = review.dailyRank {
            buffer.write("Rank: \(rank)", in: inner, row: row, style: theme.star)
            if let reason = review.reason {
                buffer.write("  " + reason, in: inner, row: row, column: rank.count + 6, style: theme.dim)
            }
        } else if review.completed {
            let stars = (0..<3).map { $0 < review.stars ? g.star : g.noStar }.joined(separator: " ")
            buffer.write(stars, in: inner, row: row, style: theme.star)
            buffer.write("  \(review.stars) of 3 stars", in: inner, row: row, column: 5, style: theme.text)
        } else {
            buffer.write(review.reason ?? "The level is over.", in: inner, row: row, style: theme.bad)
        }
        row += 2
        func line(_ label: String, _ value: String) {
            buffer.write(Format.pad(label, 14), in: inner, row: row, style: theme.dim)
            buffer.write(value, in: inner, row: row, column: 14, style: theme.heading)
            row += 1
        }
        line("Score", Format.number(review.score))
        line("Best word", review.bestWord.map { "\($0.word) (\(Format.number($0.points)) points)" } ?? "-")
        line("Longest word", review.longestWord.map { "\($0.word) (\($0.word.count) letters)" } ?? "-")
        for goal in goals where row < inner.height {
            let mark = goal.done ? g.check : g.cross
            buffer.write(
                "\(mark) \(goal.description)  \(Format.number(min(goal.current, goal.target)))/\(Format.number(goal.target))",
                in: inner, row: row, style: goal.done ? theme.good : theme.bad)
            row += 1
        }
        // The share text comes before the missed words when there is not room for both.
        let shareRoom = (review.shareLines.isEmpty ? 0 : review.shareLines.count + 1) + noticeLines.count
        if !review.missedWords.isEmpty && row + 2 < inner.height - 1 - shareRoom {
            row += 1
            buffer.write("Best words that were on the board:", in: inner, row: row, style: theme.dim)
            row += 1
            for word in review.missedWords where row < inner.height - 1 - shareRoom {
                buffer.write("  " + Format.pad(word.word, 16), in: inner, row: row, style: theme.text)
                buffer.write(Format.number(word.points), in: inner, row: row, column: 18, style: theme.dim)
                if let meaning = review.missedMeanings[word.word], inner.width > 26 {
                    buffer.write(
                        Format.fit(meaning, inner.width - 25, ellipsis: g.ellipsis), in: inner, row: row, column: 25,
                        style: theme.dim)
                }
                row += 1
            }
        }
        if !review.shareLines.isEmpty && row + shareRoom < inner.height {
            row += 1
            for line in review.shareLines {
                buffer.write(line, in: inner, row: row, style: theme.text)
                row += 1
            }
        }
        for (index, line) in noticeLines.enumerated() where inner.height - 1 - noticeLines.count + index > 0 {
            buffer.write(line, in: inner, row: inner.height - 1 - noticeLines.count + index, style: theme.bad)
        }
        let choices =
            (review.hasNext ? "n next level   " : "") + (review.dailyRank == nil ? "r retry   " : "")
            + (hasStatistics ? "s statistics   " : "") + "q quit"
        buffer.writeCentered(choices, in: inner, row: inner.height - 1, style: theme.key)
    }
}
