/// Asks before quitting, saying what is true: what is saved, and what would be lost. The board
/// is not drawn behind it (the clock is stopped, so it would be free thinking time).
public struct QuitDialog: Sendable {
    /// The question: "Quit wordfall?", or on a daily "End today's puzzle?".
    public var question: String
    public var notes: [String]

    public init(question: String = GameScreenState.quitWordfall, notes: [String] = []) {
        self.question = question
        self.notes = notes
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let width = min(rect.width, 60)
        let text = notes.flatMap { Format.wrap($0, width - 4) }
        let box = rect.centered(width: width, height: min(rect.height, text.count + 6))
        buffer.fill(box)
        let inner = Box(title: "Quit?", style: theme.warning).draw(in: box, on: &buffer, theme: theme)
            .inset(horizontally: 1)
        buffer.writeCentered(question, in: inner, row: 0, style: theme.heading)
        for (index, line) in text.enumerated() where index + 2 < inner.height - 1 {
            buffer.write(line, in: inner, row: index + 2, style: theme.text)
        }
        buffer.writeCentered(
            "y \(Self.yes(for: question))   n keep playing", in: inner, row: inner.height - 1, style: theme.key)
    }

    /// What `y` does: quit, or for another question (a daily's "End today's puzzle?") yes.
    static func yes(for question: String) -> String {
        question == GameScreenState.quitWordfall ? "quit" : "yes"
    }
}
