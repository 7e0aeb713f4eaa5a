/// Turns keys into player inputs, according to the screen showing.
///
/// While playing, every letter types (so commands use other keys): Enter
/// submits, Backspace deletes, Esc clears the word or, with no word, pauses;
/// Tab shuffles, `!` asks for a hint, `?` shows help.
public enum KeyMap {
    /// The input a key means in `mode`, or nil when it means nothing there.
    public static func input(for key: Key, in mode: ScreenMode, wordIsEmpty: Bool = true) -> PlayerInput? {
        if key == .resize { return .resized }
        switch mode {
        case .playing: return playing(key, wordIsEmpty: wordIsEmpty)
        case .help:
            switch key {
            case .up: return .scrolled(-1)
            case .down: return .scrolled(1)
            case .pageUp: return .scrolled(-pageLines)
            case .pageDown: return .scrolled(pageLines)
            case .mouse(let event): return event.kind == .press ? .helpToggled : nil
            default: return .helpToggled
            }
        case .statistics:
            if case .mouse(let event) = key, event.kind != .press { return nil }
            return .statisticsToggled
        case .meaning:
            if case .mouse(let event) = key, event.kind != .press { return nil }
            return .meaningToggled
        case .notice:
            if case .mouse(let event) = key, event.kind != .press { return nil }
            return .noticeDismissed
        case .paused:
            switch key {
            case .character("q"), .character("Q"), .control("d"): return .quitRequested
            case .character("?"): return .helpToggled
            case .character("s"), .character("S"): return .statisticsToggled
            case .mouse: return nil
            default: return .pauseToggled
            }
        case .confirmingQuit:
            switch key {
            case .character("y"), .character("Y"), .enter, .control("d"): return .quitConfirmed
            case .mouse: return nil
            default: return .quitCancelled
            }
        case .levelOver(let hasNext):
            // Only deliberate keys leave: a letter typed as the level ended must not choose.
            switch key {
            case .enter: return .usualChoiceChosen
            case .character("n"), .character("N"): return hasNext ? .nextLevelChosen : nil
            case .character("r"), .character("R"): return .retryChosen
            case .character("s"), .character("S"): return .statisticsToggled
            case .character("l"), .character("L"): return .campaignChosen
            case .character("q"), .character("Q"), .control("d"): return .quitRequested
            case .up: return .scrolled(-1)
            case .down: return .scrolled(1)
            case .pageUp: return .scrolled(-pageLines)
            case .pageDown: return .scrolled(pageLines)
            default: return nil
            }
        case .campaign:
            switch key {
            case .enter, .character(" "): return .levelChosen
            case .up, .left: return .levelPicked(by: -1)
            case .down, .right: return .levelPicked(by: 1)
            case .character("q"), .character("Q"), .control("d"), .escape: return .quitRequested
            case .character("?"): return .helpToggled
            case .mouse(let event): return event.kind == .press ? .levelClicked(row: event.y) : nil
            default: return nil
            }
        case .intro:
            switch key {
            case .control("d"): return .quitRequested
            case .mouse(let event): return event.kind == .press ? .introDismissed : nil
            default: return .introDismissed
            }
        }
    }

    /// How far Page Up and Page Down scroll the help and the review.
    static let pageLines = 10

    private static func playing(_ key: Key, wordIsEmpty: Bool) -> PlayerInput? {
        switch key {
        case .character(let c) where c.isASCII && c.isLetter: return .letterTyped(c)
        case .character(" "): return .cursorTilePicked
        case .character("?"): return .helpToggled
        case .character("!"): return .hintRequested
        case .character("="): return .meaningToggled
        case .tab: return .shuffleRequested
        case .enter: return .wordSubmitted
        case .backspace, .delete: return .letterDeleted
        case .escape: return wordIsEmpty ? .pauseToggled : .wordCleared
        case .control("d"): return .quitRequested
        case .control("p"): return .pauseToggled
        case .up: return .cursorMoved(rows: -1, columns: 0)
        case .down: return .cursorMoved(rows: 1, columns: 0)
        case .left: return .cursorMoved(rows: 0, columns: -1)
        case .right: return .cursorMoved(rows: 0, columns: 1)
        case .mouse, .character, .control, .resize, .pageUp, .pageDown: return nil
        }
    }

    /// The keys, as the help screen lists them: (keys, what they do).
    public static func helpLines(arrows: String) -> [(String, String)] {
        [
            ("a-z", "type a letter; its best path lights up on the board"),
            ("Enter", "submit the word (or the selected path)"),
            ("Backspace", "delete the last letter or tile"),
            ("Esc", "clear the word; with no word, pause"),
            (arrows, "move the cursor on the board"),
            ("Space", "add the tile under the cursor to the path"),
            ("mouse", "click or drag across tiles to select a path"),
            ("Tab", "shuffle the board (limited)"),
            ("!", "hint: show the best word left (limited)"),
            ("=", "the meaning of the last word found"),
            ("?", "this help"),
            ("Ctrl-P", "pause: the clock stops, the board hides"),
            ("Ctrl-D", "quit (asks first); Ctrl-C quits at once"),
            (
                arrows.count > 4 ? "up/down" : "↑↓",
                "scroll this help and the end-of-level review (PgUp, PgDn: 10 lines)"
            ),
        ]
    }
}
