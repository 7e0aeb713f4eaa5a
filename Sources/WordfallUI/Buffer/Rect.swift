/// A rectangle of cells: `x` columns from the left, `y` rows from the top.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at column `px`, row `py` lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The rectangle shrunk by `amount` cells on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The top `rows` rows, and what is left below them.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: taken),
            Rect(x: x, y: y + taken, width: width, height: height - taken)
        )
    }

    /// The bottom `rows` rows, and what is left above them.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: height - taken),
            Rect(x: x, y: maxY - taken, width: width, height: taken)
        )
    }

    /// The left `columns` columns, and what is left to their right.
    public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: taken, height: height),
            Rect(x: x + taken, y: y, width: width - taken, height: height)
        )
    }

    /// A rectangle of the given size centred in this one (clipped to it).
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width)
        let ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }
}
