import WordfallCore

/// Every key and what it does, with how the game is played. Hides the board; scrolls when the
/// window is too short for all of it.
public struct HelpScreen: Sendable {
    public var minWordLength: Int
    public var refill: Refill
    public var scroll: Int
    /// Whether the home screen's keys are listed first (the help opened from the home screen).
    public var homeKeys: Bool
    /// The kind of play's own help (the hunt's), said after the rules and before the keys.
    public var own: [String]
    /// What keys do in this kind of play where it differs from a level's, by key name.
    public var meanings: [String: String]
    /// Whether the Q tile reads QU (English, Catalan), which the rules then say.
    public var qReadsQU: Bool

    public init(
        minWordLength: Int, refill: Refill = .gravity, scroll: Int = 0, homeKeys: Bool = false, own: [String] = [],
        meanings: [String: String] = [:], qReadsQU: Bool = true
    ) {
        self.qReadsQU = qReadsQU
        self.minWordLength = minWordLength
        self.refill = refill
        self.scroll = scroll
        self.homeKeys = homeKeys
        self.own = own
        self.meanings = meanings
    }

    /// The area the text goes in, inside the box drawn on `rect`.
    static func inner(_ rect: Rect) -> Rect { rect.inset(by: 1).inset(horizontally: 1) }

    /// The help's lines for an inner width.
    public func lines(width: Int, theme: Theme) -> [ScrollingLines.Line] {
        let fall =
            refill == .gravity
            ? "Used tiles vanish and new ones fall in."
            : "This board is static: used tiles stay, so every word is on it from the start."
        let rules =
            "Chain touching tiles (also diagonally) into words, each tile once; words need at least "
            + "\(minWordLength) letters" + (qReadsQU ? ", and Qu is one tile" : "")
            + ". DL/TL double or triple a letter, DW/TW the whole "
            + "word. \(fall)"
        var lines: [ScrollingLines.Line] = Format.wrap(rules, width).map { [.init($0, theme.text)] }
        lines.append([])
        for paragraph in own {
            lines += Format.wrap(paragraph, width).map { [.init($0, theme.text)] }
            lines.append([])
        }
        let ending = KeyMap.levelOver.filter { binding in !KeyMap.scrolling.contains { $0.name == binding.name } }
        let keys = (KeyMap.playing + KeyMap.scrolling).map {
            (Self.name($0.name, theme), meanings[$0.name] ?? $0.meaning)
        }
        let keyWidth = (keys.map { $0.0.unicodeScalars.count }.max() ?? 0) + 2
        func list(_ keys: [(String, String)]) {
            for (key, action) in keys {
                let wrapped = Format.wrap(action, max(10, width - keyWidth))
                for (index, part) in wrapped.enumerated() {
                    lines.append(
                        (index == 0 ? [.init(key, theme.key)] : []) + [.init(column: keyWidth, part, theme.text)])
                }
            }
        }
        if homeKeys {
            lines.append([.init("On the home screen:", theme.dim)])
            list(KeyMap.home.map { (Self.name($0.name, theme), $0.meaning) })
            lines.append([])
            lines.append([.init("While a level is played:", theme.dim)])
        }
        list(keys)
        lines.append([])
        lines.append([.init("On the end screen:", theme.dim)])
        list(ending.map { (Self.name($0.name, theme), $0.meaning) })
        return lines
    }

    /// A key's name as the screen shows it: the arrows drawn with the theme's glyphs.
    static func name(_ name: String, _ theme: Theme) -> String {
        switch name {
        case "arrows": theme.glyphs.arrows
        case "up/down": theme.glyphs == .unicode ? "↑↓" : name
        default: name
        }
    }

    /// The largest scroll offset at this size.
    public func scrollLimit(in rect: Rect, theme: Theme) -> Int {
        let inner = Self.inner(rect)
        return ScrollingLines.limit(count: lines(width: inner.width, theme: theme).count, height: inner.height)
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        Box(title: "Help").draw(in: rect, on: &buffer, theme: theme)
        let inner = Self.inner(rect)
        ScrollingLines(lines: lines(width: inner.width, theme: theme), offset: scroll)
            .draw(in: inner, on: &buffer, theme: theme)
    }
}
