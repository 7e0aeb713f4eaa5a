/// How a cell is drawn: colours and attributes.
package struct CellStyle: Hashable, Sendable {
    /// Text attributes that do not depend on colour, so they survive `NO_COLOR`.
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Attributes(rawValue: 1 << 0)
        package static let reverse = Attributes(rawValue: 1 << 1)
        package static let underline = Attributes(rawValue: 1 << 2)
        package static let dim = Attributes(rawValue: 1 << 3)
    }

    package var foreground: TerminalColor
    package var background: TerminalColor
    package var attributes: Attributes

    package init(
        foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: Attributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look: default colours, no attributes.
    package static let plain = CellStyle()

    /// This style with `attributes` added.
    package func adding(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style with its colours dropped and its attributes kept.
    package var withoutColor: CellStyle { CellStyle(attributes: attributes) }
}
