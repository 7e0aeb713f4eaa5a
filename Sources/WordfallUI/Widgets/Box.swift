/// A frame with an optional title in its top edge; widgets draw inside `inner`.
public struct Box: Sendable {
    public var title: String?
    public var style: CellStyle?

    public init(title: String? = nil, style: CellStyle? = nil) {
        self.title = title
        self.style = style
    }

    /// The area inside a box drawn on `rect`.
    public static func inner(_ rect: Rect) -> Rect { rect.inset(by: 1) }

    /// Draws the frame on `rect`'s edges and returns the area inside it.
    @discardableResult
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let g = theme.glyphs
        let frame = style ?? theme.frame
        let horizontal = String(repeating: g.horizontal, count: rect.width - 2)
        buffer.write(g.topLeft + horizontal + g.topRight, x: rect.x, y: rect.y, style: frame, limit: rect.maxX)
        buffer.write(
            g.bottomLeft + horizontal + g.bottomRight, x: rect.x, y: rect.maxY - 1, style: frame, limit: rect.maxX)
        for y in rect.y + 1..<rect.maxY - 1 {
            buffer.write(g.vertical, x: rect.x, y: y, style: frame)
            buffer.write(g.vertical, x: rect.maxX - 1, y: y, style: frame)
        }
        if let title, rect.width > 6 {
            buffer.write(" \(title) ", x: rect.x + 2, y: rect.y, style: theme.title, limit: rect.maxX - 2)
        }
        return Box.inner(rect)
    }
}
