import WordfallCore

/// The look of the screen: which glyphs, and whether colours are used.
///
/// Meaning never rests on colour alone: bonuses carry a label, selected
/// tiles are reversed and bold, done goals are ticked. Without colour the
/// same attributes remain.
public struct Theme: Hashable, Sendable {
    public var glyphs: Glyphs
    public var usesColor: Bool

    public init(unicode: Bool = true, color: Bool = true) {
        self.glyphs = unicode ? .unicode : .ascii
        self.usesColor = color
    }

    /// Whether the glyphs are UTF-8 box drawing.
    public var isUnicode: Bool { glyphs == .unicode }

    private func styled(_ style: CellStyle) -> CellStyle { usesColor ? style : style.withoutColor }

    public var text: CellStyle { .plain }
    public var frame: CellStyle { styled(CellStyle(foreground: .blue)) }
    public var title: CellStyle { styled(CellStyle(foreground: .cyan, attributes: .bold)) }
    public var heading: CellStyle { styled(CellStyle(attributes: .bold)) }
    public var dim: CellStyle { styled(CellStyle(attributes: .dim)) }
    public var key: CellStyle { styled(CellStyle(foreground: .yellow, attributes: .bold)) }
    public var good: CellStyle { styled(CellStyle(foreground: .green, attributes: .bold)) }
    public var bad: CellStyle { styled(CellStyle(foreground: .red, attributes: .bold)) }
    public var warning: CellStyle { styled(CellStyle(foreground: .yellow, attributes: .bold)) }
    public var star: CellStyle { styled(CellStyle(foreground: .yellow, attributes: .bold)) }
    public var barFull: CellStyle { styled(CellStyle(foreground: .green)) }
    public var barDone: CellStyle { styled(CellStyle(foreground: .green, attributes: .bold)) }
    public var barEmpty: CellStyle { styled(CellStyle(attributes: .dim)) }
    public var typed: CellStyle { styled(CellStyle(foreground: .default, attributes: [.bold, .underline])) }

    /// A tile with `bonus`, plain (not selected).
    public func tile(_ bonus: Bonus) -> CellStyle {
        switch bonus {
        case .none: styled(CellStyle(foreground: .black, background: .white))
        case .doubleLetter: styled(CellStyle(foreground: .black, background: .cyan))
        case .tripleLetter: styled(CellStyle(foreground: .white, background: .blue, attributes: .bold))
        case .doubleWord: styled(CellStyle(foreground: .white, background: .magenta, attributes: .bold))
        case .tripleWord: styled(CellStyle(foreground: .white, background: .red, attributes: .bold))
        }
    }

    /// A tile on the current path.
    public var tileSelected: CellStyle {
        styled(CellStyle(foreground: .black, background: .yellow, attributes: [.bold, .reverse]))
            .with(usesColor ? [.bold] : [.bold, .reverse])
    }

    /// A tile on the path of the last hint.
    public var tileHinted: CellStyle {
        styled(CellStyle(foreground: .black, background: .green, attributes: [.bold, .underline]))
    }

    /// The two-letter label that marks a bonus without colour: DL, TL, DW, TW.
    public static func label(_ bonus: Bonus) -> String {
        switch bonus {
        case .none: "  "
        case .doubleLetter: "DL"
        case .tripleLetter: "TL"
        case .doubleWord: "DW"
        case .tripleWord: "TW"
        }
    }
}

extension CellStyle {
    /// This style with its attributes replaced by `attributes`.
    func with(_ attributes: Attributes) -> CellStyle {
        var copy = self
        copy.attributes = attributes
        return copy
    }
}
