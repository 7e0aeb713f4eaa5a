/// The pause screen: the board is hidden and the clock is stopped.
public struct PausedScreen: Sendable {
    public init() {}

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let box = rect.centered(width: 44, height: 7)
        let inner = Box(title: "Paused").draw(in: box, on: &buffer, theme: theme)
        buffer.writeCentered("The clock is stopped.", in: inner, row: 1, style: theme.text)
        buffer.writeCentered("Any key resumes. q quits.", in: inner, row: 3, style: theme.dim)
    }
}
