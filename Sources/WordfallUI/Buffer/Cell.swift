/// One character cell of the screen: a single-width character and its style.
public struct Cell: Hashable, Sendable {
    public var character: Unicode.Scalar
    public var style: CellStyle

    public init(_ character: Unicode.Scalar = " ", style: CellStyle = .plain) {
        self.character = character
        self.style = style
    }

    /// An empty cell in the default style.
    public static let blank = Cell()
}
