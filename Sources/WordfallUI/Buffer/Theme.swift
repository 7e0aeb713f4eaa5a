import WordfallCore

/// The look of the screen: which glyphs, which colours (`ThemeName`), and whether colours are used.
///
/// Meaning never rests on colour alone: bonuses carry a label, selected
/// tiles are reversed and bold, done goals are ticked. Without colour the
/// same attributes remain, in every theme.
public struct Theme: Hashable, Sendable {
    public var glyphs: Glyphs
    public var usesColor: Bool
    public var name: ThemeName
    private var palette: Palette

    public init(name: ThemeName = .dark, unicode: Bool = true, color: Bool = true) {
        self.glyphs = unicode ? .unicode : .ascii
        self.usesColor = color
        self.name = name
        self.palette = Palette.named(name)
    }

    /// Whether the glyphs are UTF-8 box drawing.
    public var isUnicode: Bool { glyphs == .unicode }

    private func styled(_ style: CellStyle) -> CellStyle { usesColor ? style : style.withoutColor }

    public var text: CellStyle { .plain }
    public var frame: CellStyle { styled(CellStyle(foreground: palette.frame)) }
    public var title: CellStyle { styled(CellStyle(foreground: palette.title, attributes: .bold)) }
    public var heading: CellStyle { styled(CellStyle(attributes: .bold)) }
    public var dim: CellStyle { styled(CellStyle(attributes: .dim)) }
    public var key: CellStyle { styled(CellStyle(foreground: palette.key, attributes: .bold)) }
    public var good: CellStyle { styled(CellStyle(foreground: palette.good, attributes: .bold)) }
    public var bad: CellStyle { styled(CellStyle(foreground: palette.bad, attributes: .bold)) }
    public var warning: CellStyle { styled(CellStyle(foreground: palette.warning, attributes: .bold)) }
    public var star: CellStyle { styled(CellStyle(foreground: palette.star, attributes: .bold)) }
    public var barFull: CellStyle { styled(CellStyle(foreground: palette.bar)) }
    public var barDone: CellStyle { styled(CellStyle(foreground: palette.bar, attributes: .bold)) }
    public var barEmpty: CellStyle { styled(CellStyle(attributes: .dim)) }
    public var typed: CellStyle { styled(CellStyle(foreground: .default, attributes: [.bold, .underline])) }

    /// A tile with `bonus`, plain (not selected). Tiles with a word or triple bonus are bold.
    public func tile(_ bonus: Bonus) -> CellStyle {
        let face = palette.tile(bonus)
        let bold = bonus == .tripleLetter || bonus == .doubleWord || bonus == .tripleWord
        return styled(CellStyle(foreground: face.ink, background: face.paper, attributes: bold ? .bold : []))
    }

    /// A tile on the current path.
    public var tileSelected: CellStyle {
        styled(CellStyle(foreground: palette.selected.ink, background: palette.selected.paper))
            .with(usesColor ? [.bold] : [.bold, .reverse])
    }

    /// A tile on the path of the last hint.
    public var tileHinted: CellStyle {
        styled(
            CellStyle(
                foreground: palette.hinted.ink, background: palette.hinted.paper, attributes: [.bold, .underline]))
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
