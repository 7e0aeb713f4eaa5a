/// A horizontal bar filled in proportion to `current / target`.
public struct ProgressBar: Sendable {
    public var current: Int
    public var target: Int

    public init(current: Int, target: Int) {
        self.current = current
        self.target = target
    }

    /// How many of `width` cells are filled; full only when done.
    public func filled(width: Int) -> Int {
        guard target > 0, width > 0 else { return width }
        if current >= target { return width }
        let cells = Int((Double(max(0, current)) / Double(target) * Double(width)).rounded(.down))
        return min(width - 1, cells)
    }

    /// Draws the bar on row `y` from column `x`, `width` cells wide.
    public func draw(x: Int, y: Int, width: Int, on buffer: inout ScreenBuffer, theme: Theme) {
        guard width > 0 else { return }
        let full = filled(width: width)
        let done = current >= target
        buffer.write(
            String(repeating: theme.glyphs.barFull, count: full), x: x, y: y,
            style: done ? theme.barDone : theme.barFull)
        buffer.write(
            String(repeating: theme.glyphs.barEmpty, count: width - full), x: x + full, y: y, style: theme.barEmpty)
    }
}
