/// The goals as a checklist: a tick when done, the description, then a progress bar and figures.
public struct GoalsWidget: Sendable {
    public var goals: [GameViewState.GoalLine]

    public init(goals: [GameViewState.GoalLine]) { self.goals = goals }

    /// Rows needed: two per goal.
    public var height: Int { goals.count * 2 }

    /// Draws into `rect`, two rows per goal, as many as fit.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let g = theme.glyphs
        for (index, goal) in goals.enumerated() {
            let row = index * 2
            guard row + 1 < rect.height || (row < rect.height && rect.height == 1) else { break }
            let mark = theme.isUnicode ? (goal.done ? g.check : g.unchecked) : (goal.done ? "[x]" : "[ ]")
            let end = buffer.write(mark, in: rect, row: row, style: goal.done ? theme.good : theme.dim)
            buffer.write(
                Format.fit(goal.description, rect.maxX - end - 1, ellipsis: g.ellipsis), x: end + 1,
                y: rect.y + row, style: goal.done ? theme.good : theme.text, limit: rect.maxX)
            guard row + 1 < rect.height else { break }
            let figures = goal.figures
            let barWidth = max(0, rect.width - 2 - figures.count - 1)
            ProgressBar(current: goal.current, target: goal.target)
                .draw(x: rect.x + 2, y: rect.y + row + 1, width: barWidth, on: &buffer, theme: theme)
            buffer.write(
                figures, x: rect.x + 2 + barWidth + 1, y: rect.y + row + 1, style: goal.done ? theme.good : theme.text,
                limit: rect.maxX)
        }
    }
}
