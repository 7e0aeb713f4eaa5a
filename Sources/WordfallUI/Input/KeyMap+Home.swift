/// The home screen's keys: its menu and its lists (packs, replays) share them; its pages of text
/// (statistics, help) scroll, and any other key goes back.
extension KeyMap {
    /// The keys of the home screen's menu and lists.
    public static let home: [KeyBinding<MenuInput>] = [
        KeyBinding("up/down", "pick an entry (the left and right arrows too)") { key, _ in
            switch key {
            case .up, .left: .moved(by: -1)
            case .down, .right: .moved(by: 1)
            case .pageUp: .moved(by: -pageLines)
            case .pageDown: .moved(by: pageLines)
            default: nil
            }
        },
        KeyBinding(
            "Enter", "open the picked entry: play it, or show its list (also Space)",
            keys: [.enter, .character(" ")], .chosen),
        KeyBinding("1-9", "open the entry with that number") { key, _ in
            guard case .character(let c) = key, let number = c.wholeNumberValue, c.isASCII, number > 0 else {
                return nil
            }
            return .numbered(number)
        },
        KeyBinding("mouse", "click an entry to pick it, click it again to open it") { key, context in
            guard case .mouse(let event) = key, event.kind == .press,
                case .entry(let row) = context.pointing(event.x, event.y)
            else { return nil }
            return .clicked(row: row)
        },
        KeyBinding(
            "h", "on the menu, turn hard mode on or off for the daily and levels (its entry says which)",
            keys: [.character("h"), .character("H")], .hardTurned),
        KeyBinding(
            "l",
            "on the menu, the next language for the daily, practice and the endless game, kept (its entry says which)",
            keys: [.character("l"), .character("L")], .languageTurned),
        KeyBinding(
            "Esc", "back to the menu; on the menu, quit (also q)",
            keys: [.escape, .character("q"), .character("Q"), .control("d")], .back),
    ]

    /// The input a key means on `page` of the home screen, or nil when it means nothing there.
    /// - Parameter pointing: what is under the mouse at a cell (the home session hit-tests its list).
    public static func input(
        for key: Key, on page: HomeState.Page, pointing: (_ x: Int, _ y: Int) -> MouseTarget? = { _, _ in nil }
    ) -> MenuInput? {
        withoutActuallyEscaping(pointing) { pointing in
            let context = KeyContext(wordIsEmpty: true, pointing: pointing)
            switch page {
            case .menu, .packs, .replays, .kept:
                return first(home, key, context)
            case .challenge:
                // Every key is the code's line (`HomeSession`); Esc goes back.
                return key == .escape ? .back : nil
            case .statistics, .help, .daily:
                // Today's page (its round played): Enter plays the hunt.
                if page == .daily, key == .enter { return .chosen }
                if case .mouse(let event) = key { return event.kind == .press ? .back : nil }
                if case .scrolled(let lines) = first(scrolling, key, context) { return .scrolled(lines) }
                return .back
            }
        }
    }
}
