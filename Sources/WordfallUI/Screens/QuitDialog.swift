/// Asks before quitting, drawn over the screen.
public struct QuitDialog: Sendable {
    public var question: String

    public init(question: String = GameViewState.quitWordfall) { self.question = question }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let box = rect.centered(width: 40, height: 6)
        buffer.fill(box)
        let inner = Box(title: "Quit?", style: theme.warning).draw(in: box, on: &buffer, theme: theme)
        buffer.writeCentered(question, in: inner, row: 1, style: theme.text)
        buffer.writeCentered("y yes   n keep playing", in: inner, row: 2, style: theme.key)
    }
}
