import WordfallPlay

/// Turns keys into player inputs, according to the screen showing: the one place a key, or a
/// mouse action, gets its meaning.
///
/// While playing, every letter types (so commands use other keys): Enter
/// submits, Backspace deletes, Esc clears the word (never pauses: a key that pauses only when the
/// word is empty ate the next letter after a rejected word, docs/decisions/0051); Tab shuffles,
/// `!` asks for a hint, `?` shows help, Ctrl-P pauses.
public enum KeyMap {
    /// The input a key means in `mode`, or nil when it means nothing there.
    /// - Parameter pointing: what is under the mouse at a cell (the session hit-tests its layout).
    public static func input(
        for key: Key, in mode: PlayFlow.Screen, wordIsEmpty: Bool = true, otherLetters: Bool = false,
        pointing: (_ x: Int, _ y: Int) -> MouseTarget? = { _, _ in nil }
    ) -> PlayerInput? {
        withoutActuallyEscaping(pointing) { pointing in
            let context = KeyContext(wordIsEmpty: wordIsEmpty, otherLetters: otherLetters, pointing: pointing)
            if case .mouse(let event) = key { return mouse(event, in: mode, context) }
            switch mode {
            case .playing: return first(playing, key, context)
            case .levelOver(let hasNext):
                let input = first(levelOver, key, context)
                return input == .nextLevelChosen && !hasNext ? nil : input
            case .help: return first(scrolling, key, context) ?? .helpToggled
            case .statistics: return first(scrolling, key, context) ?? .statisticsToggled
            case .meaning: return .meaningToggled
            case .goals: return .goalsToggled
            case .notice: return .noticeDismissed
            case .paused:
                switch key {
                case .character("q"), .character("Q"), .control("d"): return .quitRequested
                case .character("?"): return .helpToggled
                case .character("s"), .character("S"): return .statisticsToggled
                default: return .pauseToggled
                }
            case .confirmingQuit:
                switch key {
                case .character("y"), .character("Y"), .enter, .control("d"): return .quitConfirmed
                case .character("m"), .character("M"): return .homeChosen
                default: return .quitCancelled
                }
            case .campaign:
                switch key {
                case .enter, .character(" "): return .levelChosen
                case .up, .left: return .levelPicked(by: -1)
                case .down, .right: return .levelPicked(by: 1)
                case .character("q"), .character("Q"), .control("d"), .escape: return .quitRequested
                case .character("?"): return .helpToggled
                default: return nil
                }
            case .intro:
                // The arrows scroll a card too long for the window; any other key starts.
                return key == .control("d") ? .quitRequested : first(scrolling, key, context) ?? .introDismissed
            }
        }
    }

    /// The one place the mouse is routed: a press or a drag on a tile while playing, a press on a
    /// level of the campaign screen, a press on a screen any key leaves.
    private static func mouse(_ event: MouseEvent, in mode: PlayFlow.Screen, _ context: KeyContext)
        -> PlayerInput?
    {
        switch mode {
        case .playing: return first(playing, .mouse(event), context)
        case .campaign:
            guard event.kind == .press, case .level(let index) = context.pointing(event.x, event.y) else {
                return nil
            }
            return .levelClicked(row: index)
        case .help, .statistics, .meaning, .goals, .notice, .intro:
            guard event.kind == .press else { return nil }
            return input(for: .escape, in: mode)
        case .paused:
            // Any key resumes, a click included.
            return event.kind == .press ? .pauseToggled : nil
        case .confirmingQuit, .levelOver: return nil
        }
    }

    static func first<Input>(_ bindings: [KeyBinding<Input>], _ key: Key, _ context: KeyContext) -> Input? {
        for binding in bindings {
            if let input = binding.input(key, context) { return input }
        }
        return nil
    }

    /// How far Page Up and Page Down scroll the help and the review.
    static let pageLines = 10
}
