import WordfallCore

/// Draws the home screen: the menu or a list in a box (number, title, what stands beside it), a
/// page of text (statistics, help), the header and the keys bar.
public struct HomeScreen: Sendable {
    public var theme: Theme

    public init(theme: Theme) { self.theme = theme }

    /// The smallest window the home screen is drawn in.
    public static let minimumSize = (width: 40, height: 12)

    /// Where a list goes in the body: its box, its inner area, the rows it has, the first entry shown
    /// (a long list scrolls to keep the picked entry in view).
    struct Frame {
        var box: Rect
        var inner: Rect
        var listTop: Int
        var listRows: Int
        var first: Int
    }

    static func frame(in body: Rect, state: HomeState) -> Frame {
        // As wide as the longest line needs (a replay's), at least 76 columns, within the window.
        let longest = state.entries.map { $0.title.count + ($0.detail.isEmpty ? 0 : $0.detail.count + 2) }.max() ?? 0
        let width = min(body.width, max(76, longest + 11))
        let message = messageLines(state, width: width - 4).count
        let footer = 2 + (message == 0 ? 0 : message + 1)
        let height = min(body.height, max(1, state.entries.count) + 3 + footer)
        let box = body.centered(width: width, height: height)
        let inner = box.inset(by: 1).inset(horizontally: 1)
        let listRows = max(1, inner.height - 1 - footer)
        let first = min(max(0, state.selected - listRows + 1), max(0, state.entries.count - listRows))
        return Frame(box: box, inner: inner, listTop: inner.y + 1, listRows: listRows, first: first)
    }

    /// The message under the list, wrapped (a notice about the saved data is read in full).
    static func messageLines(_ state: HomeState, width: Int) -> [String] {
        state.message.map { Format.wrap($0, max(10, width)) } ?? []
    }

    /// The body: the window without the header row and the keys bar; nil when the window is too small.
    static func body(width: Int, height: Int) -> Rect? {
        guard width >= minimumSize.width, height >= minimumSize.height else { return nil }
        return Rect(x: 0, y: 1, width: width, height: height - 2)
    }

    /// The entry of the list showing on screen cell (x, y), if any (for a mouse click).
    public func entry(atX x: Int, y: Int, in state: HomeState, width: Int, height: Int) -> Int? {
        guard let body = Self.body(width: width, height: height), !state.entries.isEmpty else { return nil }
        let frame = Self.frame(in: body, state: state)
        let row = y - frame.listTop
        guard frame.inner.contains(x: x, y: y), row >= 0, row < frame.listRows else { return nil }
        let index = frame.first + row
        return state.entries.indices.contains(index) ? index : nil
    }

    /// The largest scroll offset of the page showing (the help and the statistics scroll; 0 for the others).
    public func scrollLimit(for state: HomeState, width: Int, height: Int) -> Int {
        guard let body = Self.body(width: width, height: height) else { return 0 }
        switch state.page {
        case .help: return helpScreen(state).scrollLimit(in: body, theme: theme)
        case .statistics, .daily: return statisticsScreen(state).scrollLimit(in: body)
        default: return 0
        }
    }

    /// The statistics page: every pack's levels, scrolled (issue 29's play-test: at 80x24 the list stopped
    /// at the fifth level, with no way to see the rest).
    private func statisticsScreen(_ state: HomeState) -> TextScreen {
        TextScreen(title: state.title, lines: state.textLines, scroll: state.scroll)
    }

    /// A fresh buffer of `width` x `height` holding the home screen for `state`.
    public func render(_ state: HomeState, width: Int, height: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        guard let body = Self.body(width: width, height: height) else {
            TooSmallScreen(needed: Self.minimumSize).draw(on: &buffer, theme: theme)
            return buffer
        }
        let x = buffer.write(" wordfall ", x: 0, y: 0, style: theme.title)
        buffer.write(theme.glyphs.separator + " " + state.title, x: x, y: 0, style: theme.heading, limit: width)
        switch state.page {
        case .menu, .packs, .replays, .kept: drawList(state, in: body, on: &buffer)
        case .statistics: statisticsScreen(state).draw(in: body, on: &buffer, theme: theme)
        case .daily:
            TextScreen(
                title: state.title, lines: state.textLines,
                footer: "Enter plays \(state.dailyNext)"
                    + (state.dailyAnswers == nil
                        ? "; any other key goes back." : ", a shows yesterday's answers, other keys go back."),
                scroll: state.scroll
            ).draw(in: body, on: &buffer, theme: theme)
        case .help: helpScreen(state).draw(in: body, on: &buffer, theme: theme)
        case .challenge:
            let lines =
                [
                    "Paste or type the code your friend sent (WF-...), then Enter: you play the same board, the "
                        + "same clock and the same word list as they did. At the end, send back your result line.",
                    "", "  " + TerminalText.shown(state.code) + "_", "",
                ] + (state.message.map { [$0] } ?? [])
            TextScreen(title: state.title, lines: lines, footer: "Enter plays it; Esc goes back.")
                .draw(in: body, on: &buffer, theme: theme)
        }
        KeysBar(items: keys(state)).draw(
            in: Rect(x: 0, y: height - 1, width: width, height: 1), on: &buffer, theme: theme)
        return buffer
    }

    private func helpScreen(_ state: HomeState) -> HelpScreen {
        HelpScreen(minWordLength: 3, scroll: state.scroll, homeKeys: true)
    }

    /// The `l` key's action in the bar: the language's own name (`Català`), in ASCII its English one.
    static func languageKey(_ language: Language, unicode: Bool) -> String {
        unicode ? language.ownName : language.name.prefix(1).uppercased() + language.name.dropFirst()
    }

    /// The keys bar of the page showing.
    func keys(_ state: HomeState) -> [(key: String, action: String)] {
        let pick = (theme.isUnicode ? "↑↓" : "up/down", "pick")
        switch state.page {
        case .menu:
            return [
                ("Enter", "open"), pick, ("1-\(min(9, state.menu.count))", "open"),
                ("h", state.hard ? "hard: on" : "hard: off"),
                ("l", Self.languageKey(state.language, unicode: theme.isUnicode)),
                ("q", "quit"),
            ]
        case .packs, .replays, .kept:
            let enter =
                switch state.page {
                case .packs: "play"
                case .kept: "resume"
                default: "watch"
                }
            return [("Enter", enter), pick, ("Esc", "back")]
        case .daily:
            return [("Enter", "play \(state.dailyNext)")] + (state.dailyAnswers == nil ? [] : [("a", "answers")]) + [
                ("any key", "back"), (theme.isUnicode ? "↑↓" : "up/down", "scroll"),
            ]
        case .statistics, .help: return [("any key", "back"), (theme.isUnicode ? "↑↓" : "up/down", "scroll")]
        case .challenge: return [("Enter", "play"), ("Bksp", "delete"), ("Esc", "back")]
        }
    }

    private func drawList(_ state: HomeState, in body: Rect, on buffer: inout ScreenBuffer) {
        let g = theme.glyphs
        let frame = Self.frame(in: body, state: state)
        Box(title: state.title, style: theme.heading).draw(in: frame.box, on: &buffer, theme: theme)
        let inner = frame.inner
        let longest = state.entries.map { $0.title.count }.max() ?? 0
        // Titles take the whole row in a list without details (the replays' lines).
        let hasDetails = state.entries.contains { !$0.detail.isEmpty }
        let titleWidth = hasDetails ? min(longest, max(10, inner.width / 2 - 6)) : max(1, inner.width - 5)
        for row in 0..<frame.listRows {
            let index = frame.first + row
            guard state.entries.indices.contains(index) else { break }
            let entry = state.entries[index]
            let y = frame.listTop + row - inner.y
            let picked = index == state.selected
            let style = picked ? theme.text.adding(.reverse) : theme.text
            if picked { buffer.write(String(repeating: " ", count: inner.width), in: inner, row: y, style: style) }
            let number = index < 9 ? Format.padLeft(String(index + 1), 2) : "  "
            let title = Format.pad(Format.fit(entry.title, titleWidth, ellipsis: g.ellipsis), titleWidth)
            let start = (picked ? ">" : " ") + number + "  " + title + "  "
            buffer.write(start, in: inner, row: y, style: picked ? style : theme.text)
            let detailWidth = inner.width - start.count
            guard detailWidth > 0, !entry.detail.isEmpty else { continue }
            let detail = entry.detail.count > detailWidth ? entry.shortDetail ?? entry.detail : entry.detail
            buffer.write(
                Format.fit(detail, detailWidth, ellipsis: g.ellipsis), in: inner, row: y, column: start.count,
                style: picked ? style : theme.dim)
        }
        let message = Self.messageLines(state, width: inner.width)
        for (index, line) in message.enumerated() {
            let row = inner.height - 2 - message.count + index
            if row > frame.listTop - inner.y { buffer.write(line, in: inner, row: row, style: theme.warning) }
        }
        let hint = keys(state).map { "\($0.key) \($0.action)" }.joined(separator: "   ")
        buffer.writeCentered(
            Format.fit(hint, inner.width, ellipsis: g.ellipsis), in: inner, row: inner.height - 1, style: theme.key)
    }
}
