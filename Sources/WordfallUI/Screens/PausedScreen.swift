/// The pause screen: the board is hidden and, on a timed level, the clock is stopped.
public struct PausedScreen: Sendable {
    /// Whether the level has a clock (else there is no clock to speak of).
    public var hasClock: Bool

    public init(hasClock: Bool) { self.hasClock = hasClock }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let box = rect.centered(width: 44, height: 7)
        let inner = Box(title: "Paused").draw(in: box, on: &buffer, theme: theme)
        buffer.writeCentered(
            hasClock ? "The clock is stopped." : "The board is hidden.", in: inner, row: 1, style: theme.text)
        buffer.writeCentered("Any key resumes. q quits.", in: inner, row: 3, style: theme.dim)
    }
}
