/// One character cell of the screen: a single-width character and its style.
package struct Cell: Hashable, Sendable {
    package var character: Unicode.Scalar
    package var style: CellStyle

    package init(_ character: Unicode.Scalar = " ", style: CellStyle = .plain) {
        self.character = character
        self.style = style
    }

    /// An empty cell in the default style.
    package static let blank = Cell()
}
