/// The bottom line: the keys that work on the screen showing, as many as fit.
public struct KeysBar: Sendable {
    public var items: [(key: String, action: String)]

    public init(items: [(key: String, action: String)]) { self.items = items }

    /// The keys for `state`'s mode, most important first.
    public static func items(for state: GameViewState, glyphs: Glyphs) -> [(key: String, action: String)] {
        switch state.mode {
        case .playing:
            [
                ("Enter", "submit"), ("Bksp", "delete"), ("Esc", state.currentWord.isEmpty ? "pause" : "clear"),
                ("Tab", "shuffle:\(state.shufflesLeft)"), ("!", "hint:\(state.hintsLeft)"), ("?", "help"),
                ("^D", "quit"), ("=", "meaning"), (glyphs.arrows + "/Space", "pick"),
            ]
        case .help, .meaning: [("any key", "back to the game")]
        case .statistics: [("any key", "back")]
        case .notice: [("any key", "play")]
        case .paused:
            [("any key", "resume"), ("q", "quit")] + (state.hasStatistics ? [("s", "statistics")] : []) + [
                ("?", "help")
            ]
        case .confirmingQuit: [("y", "quit"), ("n", "keep playing")]
        case .levelOver(let hasNext):
            (hasNext ? [("n", "next level")] : []) + (state.daily == nil ? [("r", "retry")] : [])
                + (state.hasStatistics ? [("s", "statistics")] : []) + [("q", "quit")]
        }
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        var x = rect.x + 1
        for (index, item) in items.enumerated() {
            let width = item.key.unicodeScalars.count + 1 + item.action.unicodeScalars.count + (index > 0 ? 2 : 0)
            if x + width > rect.maxX { break }
            if index > 0 { x = buffer.write("  ", x: x, y: rect.y) }
            x = buffer.write(item.key, x: x, y: rect.y, style: theme.key)
            x = buffer.write(" " + item.action, x: x, y: rect.y, style: theme.dim)
        }
    }
}
