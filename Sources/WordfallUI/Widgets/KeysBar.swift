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
        // Meanings are English's alone (WordNet): another language's game does not offer `=`.
        let meanings = state.language.isEnglish
        if let own = state.keys[state.mode] {
            return own.filter { meanings || $0.key != "=" }.map {
                (glyphs == .ascii ? $0.asciiKey ?? $0.key : $0.key, $0.action)
            }
        }
        let scroll = (glyphs == .unicode ? "↑↓" : "up/down", "scroll")
        // With no shuffle left on a level that allows it, Tab scrambles (for a move): the bar says so.
        let tab = state.shufflesLeft == 0 && state.scrambles ? "scramble" : "shuffle:\(state.shufflesLeft)"
        switch state.screen {
        case .playing where state.isWon:
            return [
                ("^F", "finish"), ("Enter", "submit"), ("Bksp", "delete"), ("Esc", "clear"),
            ] + (state.hasShuffles ? [("Tab", tab)] : []) + [
                ("!", "hint:\(state.hintsLeft)"), ("?", "help"), ("^D", "quit"),
            ]
        case .playing:
            // A daily's round has no shuffle and no hint: its bar does not offer them at 0. Nor does a level
            // that never had a shuffle (the endless game) offer Tab.
            let daily = state.daily != nil
            let tools =
                ((daily && tab == "shuffle:0") || !state.hasShuffles ? [] : [("Tab", tab)])
                + (daily && state.hintsLeft == 0 ? [] : [("!", "hint:\(state.hintsLeft)")])
            return [("Enter", "submit"), ("Bksp", "delete"), ("Esc", "clear")] + tools + [
                ("?", "help"), ("^D", daily ? "leave" : "quit"),
            ] + (daily ? [("^F", "end")] : []) + (meanings ? [("=", "meaning")] : []) + [
                (glyphs.arrows + "/Space", "pick")
            ]
        case .help: return [("any key", "back"), scroll]
        case .meaning, .goals: return [("any key", "back to the game")]
        case .statistics: return [("any key", "back"), scroll]
        case .notice: return [("any key", "go on")]
        case .paused:
            return [("any key", "resume"), ("q", "quit")] + (state.hasStatistics ? [("s", "statistics")] : []) + [
                ("?", "help")
            ]
        case .quitDialog(let dialog):
            return [("y", dialog.yes)] + (dialog.toHome ? [("m", "menu")] : []) + [("n", dialog.no)]
        case .levelOver(let ending):
            guard ending.keysWork else { return [] }
            let review = ending.review
            if review.askingSpoil { return [("y", "show the answers"), ("any key", "keep them hidden")] }
            // A friend's line being given takes every key (ChallengePlay).
            if review.challenge?.friendLine != nil {
                return [("Enter", "compare"), ("Bksp", "delete"), ("Esc", "back")]
            }
            let choices = review.choices.dropFirst().map { (key: $0.key, action: ReviewScreen.label($0, review)) }
            let more = MissedWording.hasMore(
                review.moves, missed: review.missedHidden ? [] : review.missedWords, inFull: review.missedInFull,
                whole: review.wholeReview)
            return [("Enter", ReviewScreen.label(review.usualChoice, review))] + choices
                + (more ? [("w", "whole review")] : [])
                + (review.challenge != nil ? [("c", "compare")] : [])
                + (state.hasStatistics ? [("s", "statistics")] : []) + [scroll]
        case .campaign(let campaign):
            return [("Enter", "play"), (glyphs == .unicode ? "↑↓" : "up/down", "pick")]
                + (campaign.escapeGoesHome ? [("Esc", "home")] : []) + [("q", "quit")]
        case .intro: return [("any key", "start"), ("^D", "quit")]
        }
    }

    /// The keys kept first when the bar is too narrow for all: the ones a player cannot guess (a
    /// hint, the help) before the ones a player can (Backspace deletes).
    static let keptFirst = ["any key", "^F", "Enter", "!", "?", "^D", "Esc", "Tab", "y", "n", "q"]

    /// The items that fit `width` columns (from x = 1), in their order: all when they fit, else the
    /// `keptFirst` keys, then the others in their order, each while there is room.
    func fitting(_ width: Int) -> [(key: String, action: String)] {
        func cost(_ item: (key: String, action: String)) -> Int {
            item.key.unicodeScalars.count + 1 + item.action.unicodeScalars.count
        }
        let rank = { (index: Int) in Self.keptFirst.firstIndex(of: self.items[index].key) ?? Self.keptFirst.count }
        let order = items.indices.sorted { (rank($0), $0) < (rank($1), $1) }
        var chosen: Set<Int> = []
        var used = 0
        for index in order {
            let width0 = cost(items[index]) + (chosen.isEmpty ? 0 : 2)
            if used + width0 <= width {
                chosen.insert(index)
                used += width0
            }
        }
        return items.indices.filter { chosen.contains($0) }.map { items[$0] }
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        var x = rect.x + 1
        for (index, item) in fitting(rect.maxX - x).enumerated() {
            if index > 0 { x = buffer.write("  ", x: x, y: rect.y) }
            x = buffer.write(item.key, x: x, y: rect.y, style: theme.key)
            x = buffer.write(" " + item.action, x: x, y: rect.y, style: theme.dim)
        }
    }
}
