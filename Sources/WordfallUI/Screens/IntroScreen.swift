/// The card before a level's clock starts: the first-steps card, or what the level brings that is
/// new. The board stays hidden: a timed level's clock waits for a key.
public struct IntroScreen: Sendable {
    public var card: IntroCard

    public init(card: IntroCard) { self.card = card }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let width = min(rect.width, 72)
        let text = card.lines.flatMap { Format.wrap($0, width - 4) + [""] }
        let height = min(rect.height, text.count + 3)
        let box = rect.centered(width: width, height: height)
        let inner = Box(title: card.title, style: theme.heading).draw(in: box, on: &buffer, theme: theme)
            .inset(horizontally: 1)
        for (row, line) in text.enumerated() where row < inner.height - 1 {
            buffer.write(line, in: inner, row: row, style: theme.text)
        }
        buffer.writeCentered(card.prompt, in: inner, row: inner.height - 1, style: theme.key)
    }
}
