import WordfallPlay

/// Asks before quitting, saying what is true: what is saved, and what would be lost. The board
/// is not drawn behind it (the clock is stopped, so it would be free thinking time).
public struct QuitDialog: Sendable {
    /// The question, its notes, and where `m` and `n` go.
    public var dialog: GameScreenState.QuitQuestion

    public init(_ dialog: GameScreenState.QuitQuestion) { self.dialog = dialog }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let width = min(rect.width, 60)
        let text = dialog.notes.flatMap { Format.wrap($0, width - 4) }
        let box = rect.centered(width: width, height: min(rect.height, text.count + 6))
        buffer.fill(box)
        let title = dialog.question == .finishTodaysRound ? "Finish?" : "Quit?"
        let inner = Box(title: title, style: theme.warning).draw(in: box, on: &buffer, theme: theme)
            .inset(horizontally: 1)
        buffer.writeCentered(dialog.text, in: inner, row: 0, style: theme.heading)
        for (index, line) in text.enumerated() where index + 2 < inner.height - 1 {
            buffer.write(line, in: inner, row: index + 2, style: theme.text)
        }
        buffer.writeCentered(
            "y \(dialog.yes)   \(dialog.toHome ? "m back to the menu   " : "")n \(dialog.no)", in: inner,
            row: inner.height - 1, style: theme.key)
    }
}
