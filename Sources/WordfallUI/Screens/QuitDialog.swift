/// Asks before quitting, saying what is true: what is saved, and what would be lost. The board
/// is not drawn behind it (the clock is stopped, so it would be free thinking time).
public struct QuitDialog: Sendable {
    /// The question: "Quit wordfall?", or on a daily "Leave today's puzzle?" (where nothing can be kept,
    /// "End today's puzzle?").
    public var question: String
    public var notes: [String]
    /// Whether `m` goes back to the home screen.
    public var toHome: Bool
    /// Whether the level is over (asked from its end screen): `n` goes back to it, there is no playing on.
    public var levelIsOver: Bool

    public init(
        question: String = GameScreenState.quitWordfall, notes: [String] = [], toHome: Bool = false,
        levelIsOver: Bool = false
    ) {
        self.question = question
        self.notes = notes
        self.toHome = toHome
        self.levelIsOver = levelIsOver
    }

    /// What `n` does: back to the end screen, or back to the game.
    public static func no(levelIsOver: Bool) -> String { levelIsOver ? "stay" : "keep playing" }

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
            "y \(Self.yes(for: question))   \(toHome ? "m back to the menu   " : "")n \(Self.no(levelIsOver: levelIsOver))",
            in: inner,
            row: inner.height - 1, style: theme.key)
    }

    /// What `y` does: quit, leave (a daily's "Leave today's puzzle?"), or for another question yes.
    static func yes(for question: String) -> String {
        question == GameScreenState.quitWordfall ? "quit" : question.hasPrefix("Leave") ? "leave" : "yes"
    }
}
