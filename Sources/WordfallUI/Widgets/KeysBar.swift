/// The bottom line: the keys that work on the screen showing, as many as fit.
public struct KeysBar: Sendable {
    /// One key and what it does.
    public struct Item: Hashable, Sendable {
        public var key: String
        /// The key's name with `--ascii` (nil: the same).
        public var asciiKey: String?
        public var action: String

        public init(key: String, asciiKey: String? = nil, action: String) {
            self.key = key
            self.asciiKey = asciiKey
            self.action = action
        }
    }

    public var items: [(key: String, action: String)]

    public init(items: [(key: String, action: String)]) { self.items = items }

    /// The keys for `state`'s mode, most important first: the kind of play's own (`state.keys`),
    /// else the usual ones.
    public static func items(for state: GameScreenState, glyphs: Glyphs) -> [(key: String, action: String)] {
        if let own = state.keys[state.mode] {
            return own.map { (glyphs == .ascii ? $0.asciiKey ?? $0.key : $0.key, $0.action) }
        }
        let scroll = (glyphs == .unicode ? "↑↓" : "up/down", "scroll")
        switch state.mode {
        case .playing where state.isWon:
            return [
                ("^F", "finish"), ("Enter", "submit"), ("Bksp", "delete"),
                ("Esc", state.currentWord.isEmpty ? "pause" : "clear"), ("Tab", "shuffle:\(state.shufflesLeft)"),
                ("!", "hint:\(state.hintsLeft)"), ("?", "help"), ("^D", "quit"),
            ]
        case .playing:
            return [
                ("Enter", "submit"), ("Bksp", "delete"), ("Esc", state.currentWord.isEmpty ? "pause" : "clear"),
                ("Tab", "shuffle:\(state.shufflesLeft)"), ("!", "hint:\(state.hintsLeft)"), ("?", "help"),
                ("^D", state.daily == nil ? "quit" : "leave"),
            ] + (state.daily == nil ? [] : [("^F", "end")]) + [("=", "meaning"), (glyphs.arrows + "/Space", "pick")]
        case .help: return [("any key", "back"), scroll]
        case .meaning, .goals: return [("any key", "back to the game")]
        case .statistics: return [("any key", "back")]
        case .notice: return [("any key", "go on")]
        case .paused:
            return [("any key", "resume"), ("q", "quit")] + (state.hasStatistics ? [("s", "statistics")] : []) + [
                ("?", "help")
            ]
        case .confirmingQuit:
            return [("y", QuitDialog.yes(for: state.quitQuestion))] + (state.quitToHome ? [("m", "menu")] : [])
                + [("n", QuitDialog.no(levelIsOver: state.review != nil))]
        case .levelOver:
            guard let review = state.review, state.keysWork else { return [] }
            let choices = review.choices.dropFirst().map { (key: $0.key, action: $0.label) }
            return [("Enter", review.usualChoice.label)] + choices
                + (state.hasStatistics ? [("s", "statistics")] : []) + [scroll]
        case .campaign: return [("Enter", "play"), (glyphs == .unicode ? "↑↓" : "up/down", "pick"), ("q", "quit")]
        case .intro: return [("any key", "start"), ("^D", "quit")]
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
