/// A mouse action at a screen cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The left button went down (or clicked).
        case press
        /// The pointer moved with the left button held.
        case drag
        /// The left button came up.
        case release
    }

    public var x: Int
    public var y: Int
    public var kind: Kind

    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}
