/// The keys of each screen that has more than "any key": what they do, described once.
extension KeyMap {
    /// The keys while a level is played.
    public static let playing: [KeyBinding<PlayerInput>] = [
        KeyBinding("a-z", "type a letter; the best path for the word lights up on the board as you type") {
            key, context in
            guard case .character(let c) = key else { return nil }
            // Another language's letters too (docs/LANGUAGES.md): ç, à, and the · or . of L·L.
            let types =
                c.isASCII
                ? c.isLetter || (context.otherLetters && c == ".") : context.otherLetters && (c.isLetter || c == "·")
            return types ? .letterTyped(c) : nil
        },
        KeyBinding("Enter", "submit the word (or the tiles you picked)", keys: [.enter], .wordSubmitted),
        KeyBinding(
            "Backspace", "delete the last letter (or picked tile)", keys: [.backspace, .delete], .letterDeleted),
        KeyBinding(
            "Esc", "clear the word; with no word, the message below it (Ctrl-P pauses)", keys: [.escape],
            .wordCleared),
        KeyBinding("arrows", "move the cursor on the board") { key, _ in
            switch key {
            case .up: .cursorMoved(rows: -1, columns: 0)
            case .down: .cursorMoved(rows: 1, columns: 0)
            case .left: .cursorMoved(rows: 0, columns: -1)
            case .right: .cursorMoved(rows: 0, columns: 1)
            default: nil
            }
        },
        KeyBinding(
            "Space", "add the tile under the cursor to the path (again: take it back)", keys: [.character(" ")],
            .cursorTilePicked),
        KeyBinding("mouse", "click a tile to start a path, click or drag across neighbours to extend it") {
            key, context in
            guard case .mouse(let event) = key, event.kind != .release,
                case .tile(let position) = context.pointing(event.x, event.y)
            else { return nil }
            return .tileTouched(position, dragging: event.kind == .drag)
        },
        KeyBinding("Tab", "shuffle the board (limited per level)", keys: [.tab], .shuffleRequested),
        KeyBinding(
            "!",
            "hint: first a nudge (the best word's length and first letter, its first tile lit); ! again lights "
                + "its first tiles and gives its points, never the whole word, without using another hint "
                + "(limited per level)",
            keys: [.character("!")], .hintRequested),
        KeyBinding(
            "=", "the meaning of the last word you found (from WordNet; any key goes back, the clock keeps running)",
            keys: [.character("=")], .meaningToggled),
        KeyBinding(
            "Ctrl-F",
            "finish the level now, once its goals are done (play goes on for stars until you do, or until the "
                + "moves, the time or the words run out); today's round asks first, then ends as it stands, its rank "
                + "kept; in a duel, twice ends your side early, your friend playing on",
            keys: [.control("f")], .finishRequested),
        KeyBinding(
            "Ctrl-G",
            "every goal and the words found (a small window's compact layout shows only how many goals are "
                + "done; any key goes back, the clock keeps running)", keys: [.control("g")], .goalsToggled),
        KeyBinding(
            "?", "help: every key (the arrows scroll it when the window is small)", keys: [.character("?")],
            .helpToggled),
        KeyBinding(
            "Ctrl-P",
            "pause: the clock stops and the board is hidden; there q quits, s shows statistics, ? help, and any "
                + "other key resumes",
            keys: [.control("p")], .pauseToggled),
        KeyBinding(
            "Ctrl-D",
            "quit, after asking (a level left is kept, and offered to resume next time; also q from the pause, "
                + "end-of-level or campaign screen); begun from the home screen, m goes back to it; Ctrl-C quits "
                + "at once",
            keys: [.control("d")], .quitRequested),
    ]

    /// The keys that scroll the help and the end-of-level review.
    public static let scrolling: [KeyBinding<PlayerInput>] = [
        KeyBinding("up/down", "scroll the help and the end-of-level review (Page Up, Page Down: 10 lines)") { key, _ in
            switch key {
            case .up: .scrolled(-1)
            case .down: .scrolled(1)
            case .pageUp: .scrolled(-pageLines)
            case .pageDown: .scrolled(pageLines)
            default: nil
            }
        }
    ]

    /// The keys of the end-of-level screen. Only deliberate keys leave it: a letter typed as the level
    /// ended must not choose.
    public static let levelOver: [KeyBinding<PlayerInput>] =
        [
            KeyBinding(
                "Enter",
                "the usual choice: retry a failed level; in a pack, back to the campaign screen; else the next "
                    + "level, else quit", keys: [.enter], .usualChoiceChosen),
            KeyBinding("n", "the next level", keys: [.character("n"), .character("N")], .nextLevelChosen),
            KeyBinding("l", "the campaign screen (a pack)", keys: [.character("l"), .character("L")], .campaignChosen),
            KeyBinding(
                "r", "retry (not on a daily puzzle: one result per day; not in a replay)",
                keys: [.character("r"), .character("R")], .retryChosen),
            KeyBinding(
                "s", "your statistics (also from the pause screen)", keys: [.character("s"), .character("S")],
                .statisticsToggled),
            KeyBinding(
                "w", "the whole review: every move, and the missed words in full",
                keys: [.character("w"), .character("W")], .missedAsked),
            KeyBinding(
                "q", "quit, after asking", keys: [.character("q"), .character("Q"), .control("d")], .quitRequested),
        ] + scrolling
}
