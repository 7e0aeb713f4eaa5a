/// Every goal with its progress, then the words found, over the game: what the compact layout of a
/// small window leaves out (Ctrl-G; any key goes back, the clock keeps running). The words are in
/// alphabetical order, in columns, so a daily's list is whole in an 80x24 window.
public struct GoalsScreen: Sendable {
    public var goals: [GameScreenState.GoalLine]
    public var words: [GameScreenState.ScoredWord]
    /// The word marked in the list (a daily's big word, once found).
    public var marked: String?
    /// The box's title ("Goals 1/3"; a daily's "Rank"); nil: the goals done of all.
    public var title: String?

    public init(
        goals: [GameScreenState.GoalLine], words: [GameScreenState.ScoredWord], marked: String? = nil,
        title: String? = nil
    ) {
        self.goals = goals
        self.words = words
        self.marked = marked
        self.title = title
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let box = rect.centered(width: min(rect.width, 72), height: rect.height)
        buffer.fill(box)
        let done = goals.filter(\.done).count
        let inner = Box(title: title ?? "Goals \(done)/\(goals.count)").draw(in: box, on: &buffer, theme: theme)
            .inset(horizontally: 1)
        // Two rows a goal, and a spare one each for a description that wraps; the words below, the
        // footer last.
        let goalRows = max(0, min(inner.height - 4, goals.count * 3))
        GoalsWidget(goals: goals).draw(
            in: Rect(x: inner.x, y: inner.y, width: inner.width, height: goalRows), on: &buffer, theme: theme)
        let heading = inner.y + goalRows
        buffer.write("Words found (\(words.count))", x: inner.x, y: heading, style: theme.heading, limit: inner.maxX)
        WordColumns(words: words, marked: marked).draw(
            in: Rect(x: inner.x, y: heading + 1, width: inner.width, height: max(0, inner.maxY - heading - 2)),
            on: &buffer, theme: theme)
        buffer.writeCentered("Any key goes back.", in: inner, row: inner.height - 1, style: theme.dim)
    }
}
