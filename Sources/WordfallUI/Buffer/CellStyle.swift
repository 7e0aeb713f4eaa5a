/// How a cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// Text attributes that do not depend on colour, so they survive `NO_COLOR`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let reverse = Attributes(rawValue: 1 << 1)
        public static let underline = Attributes(rawValue: 1 << 2)
        public static let dim = Attributes(rawValue: 1 << 3)
    }

    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: Attributes

    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: Attributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look: default colours, no attributes.
    public static let plain = CellStyle()

    /// This style with `attributes` added.
    public func adding(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style with its colours dropped and its attributes kept.
    public var withoutColor: CellStyle { CellStyle(attributes: attributes) }
}
