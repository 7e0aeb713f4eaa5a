/// The pause screen: the board is hidden and, on a timed level, the clock is stopped.
public struct PausedScreen: Sendable {
    /// Whether the level has a clock (else there is no clock to speak of).
    public var hasClock: Bool
    /// The keys that do something else than resume ("q quits"), said before "any other key".
    public var others: [String]

    public init(hasClock: Bool, others: [String] = ["q quits"]) {
        self.hasClock = hasClock
        self.others = others
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let box = rect.centered(width: 52, height: 8)
        let inner = Box(title: "Paused").draw(in: box, on: &buffer, theme: theme)
        buffer.writeCentered(
            hasClock ? "The clock is stopped." : "The board is hidden.", in: inner, row: 1, style: theme.text)
        let keys = others.joined(separator: ", ")
        buffer.writeCentered(keys.isEmpty ? "Any key resumes." : keys + ".", in: inner, row: 3, style: theme.dim)
        if !keys.isEmpty { buffer.writeCentered("Any other key resumes.", in: inner, row: 4, style: theme.dim) }
    }
}
