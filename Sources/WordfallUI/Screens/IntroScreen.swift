/// The card before a level's clock starts: the first-steps card, or what the level brings that is
/// new. The board stays hidden: a timed level's clock waits for a key.
///
/// Nothing on it is cut: in a small window the blank lines between paragraphs go first, then the
/// card scrolls (the arrows; any other key starts).
public struct IntroScreen: Sendable {
    public var card: IntroCard
    public var scroll: Int

    public init(card: IntroCard, scroll: Int = 0) {
        self.card = card
        self.scroll = scroll
    }

    /// The box, the rows its text is drawn in, and the text, for `rect`.
    func frame(in rect: Rect) -> (box: Rect, text: Rect, lines: [String]) {
        let width = min(rect.width, 72)
        let spaced = card.lines.flatMap { Format.wrap($0, width - 4) + [""] }
        // Two rows of border and one of prompt: without the blank lines when the spaced text does not fit.
        let text = spaced.count + 3 <= rect.height ? spaced : card.lines.flatMap { Format.wrap($0, width - 4) }
        let height = min(rect.height, text.count + 3)
        let box = rect.centered(width: width, height: height)
        let inner = box.inset(by: 1).inset(horizontally: 1)
        return (box, Rect(x: inner.x, y: inner.y, width: inner.width, height: max(0, inner.height - 1)), text)
    }

    /// The largest scroll offset at this size.
    public func scrollLimit(in rect: Rect) -> Int {
        let (_, text, lines) = frame(in: rect)
        return ScrollingLines.limit(count: lines.count, height: text.height)
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let (box, text, lines) = frame(in: rect)
        let inner = Box(title: card.title, style: theme.heading).draw(in: box, on: &buffer, theme: theme)
            .inset(horizontally: 1)
        ScrollingLines(lines: lines.map { [.init($0, theme.text)] }, offset: scroll).draw(
            in: text, on: &buffer, theme: theme)
        buffer.writeCentered(card.prompt, in: inner, row: inner.height - 1, style: theme.key)
    }
}
