/// The goals as a checklist: a tick when done, the description, then a progress bar and figures.
public struct GoalsWidget: Sendable {
    public var goals: [GameScreenState.GoalLine]

    public init(goals: [GameScreenState.GoalLine]) { self.goals = goals }

    /// The fewest cells a bar keeps before its figures are said shorter.
    static let barMinimum = 8

    /// Rows needed: two per goal.
    public var height: Int { goals.count * 2 }

    /// The room for a description beside its mark in a widget `width` wide.
    public static func descriptionWidth(panel width: Int, theme: Theme) -> Int {
        width - (theme.isUnicode ? 1 : 3) - 1
    }

    /// Draws into `rect`, two rows per goal, as many as fit; with rows to spare (the layout gives
    /// them), a description too long for its row wraps onto a second one instead of being cut.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let g = theme.glyphs
        var spare = rect.height - goals.count * 2
        var row = 0
        for goal in goals {
            guard row + 1 < rect.height || (row < rect.height && rect.height == 1) else { break }
            let mark = theme.isUnicode ? (goal.done ? g.check : g.unchecked) : (goal.done ? "[x]" : "[ ]")
            let end = buffer.write(mark, in: rect, row: row, style: goal.done ? theme.good : theme.dim)
            let width = rect.maxX - end - 1
            var lines = [goal.description]
            if goal.description.unicodeScalars.count > width, spare > 0 {
                let wrapped = Format.wrap(goal.description, width)
                lines = [wrapped[0], wrapped.dropFirst().joined(separator: " ")]
                spare -= 1
            }
            for line in lines {
                buffer.write(
                    Format.fit(line, width, ellipsis: g.ellipsis), x: end + 1, y: rect.y + row,
                    style: goal.done ? theme.good : theme.text, limit: rect.maxX)
                row += 1
            }
            guard row < rect.height else { break }
            let long = goal.figures
            let figures = rect.width - 2 - long.count - 1 < Self.barMinimum ? goal.shortFigures : long
            let barWidth = max(0, rect.width - 2 - figures.count - 1)
            ProgressBar(current: goal.current, target: goal.target)
                .draw(x: rect.x + 2, y: rect.y + row, width: barWidth, on: &buffer, theme: theme)
            buffer.write(
                figures, x: rect.x + 2 + barWidth + 1, y: rect.y + row, style: goal.done ? theme.good : theme.text,
                limit: rect.maxX)
            row += 1
        }
    }
}
