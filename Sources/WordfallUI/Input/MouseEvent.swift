/// A mouse action at a screen cell.
package struct MouseEvent: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// The left button went down (or clicked).
        case press
        /// The pointer moved with the left button held.
        case drag
        /// The left button came up.
        case release
    }

    package var x: Int
    package var y: Int
    package var kind: Kind

    package init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}
