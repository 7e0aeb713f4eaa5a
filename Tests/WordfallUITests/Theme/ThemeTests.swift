import Testing
import WordfallCore

@testable import WordfallUI

@Suite struct ThemeTests {
    /// Every style a theme hands the widgets, with what it marks.
    static func styles(_ theme: Theme) -> [(String, CellStyle)] {
        [
            ("frame", theme.frame), ("title", theme.title), ("heading", theme.heading), ("dim", theme.dim),
            ("key", theme.key), ("good", theme.good), ("bad", theme.bad), ("warning", theme.warning),
            ("star", theme.star), ("barFull", theme.barFull), ("barDone", theme.barDone),
            ("barEmpty", theme.barEmpty), ("typed", theme.typed), ("tileSelected", theme.tileSelected),
            ("tileHinted", theme.tileHinted),
        ] + Bonus.allCases.map { ("tile \($0)", theme.tile($0)) }
    }

    /// Styles whose text is drawn on the terminal's own background (not a tile's paper).
    static func inks(_ theme: Theme) -> [(String, TerminalColor)] {
        styles(theme).filter { $0.1.background == .default }.map { ($0.0, $0.1.foreground) }
    }

    @Test func theDarkThemeIsTheFirstThemesBasicColours() {
        let theme = Theme()
        #expect(theme.name == .dark)
        #expect(theme.title == CellStyle(foreground: .cyan, attributes: .bold))
        #expect(theme.key == CellStyle(foreground: .yellow, attributes: .bold))
        #expect(theme.tile(.tripleWord) == CellStyle(foreground: .white, background: .red, attributes: .bold))
        #expect(theme.tileSelected == CellStyle(foreground: .black, background: .yellow, attributes: .bold))
        for (_, style) in Self.styles(theme) {
            for color in [style.foreground, style.background] {
                if case .rgb = color { Issue.record("the dark theme uses only the basic eight") }
            }
        }
    }

    /// Bright yellow and cyan vanish on white: the light theme never writes text in them, exact or basic.
    @Test func theLightThemeWritesNoTextInYellowOrCyan() {
        for (what, ink) in Self.inks(Theme(name: .light)) {
            #expect(ink.basicColor != .yellow && ink.basicColor != .cyan, "\(what)")
            #expect(ink.basicColor != .white, "\(what)")
        }
    }

    /// Good and bad, bars and hints: never told apart by red against green, at any colour depth.
    @Test func theColourBlindThemeNeverUsesRedOrGreen() {
        for (what, style) in Self.styles(Theme(name: .colourBlind)) where !what.hasPrefix("tile ") {
            for color in [style.foreground, style.background] {
                #expect(color.basicColor != .red && color.basicColor != .green, "\(what)")
            }
        }
        let theme = Theme(name: .colourBlind)
        #expect(theme.good.foreground == .hex(0x85C0F9, basic: .cyan))
        #expect(theme.bad.foreground == .hex(0xF5793A, basic: .yellow))
    }

    /// Without colour every theme keeps the same attributes: meaning never rests on colour alone.
    @Test func withoutColourEveryThemeIsTheSame() {
        let plain = Self.styles(Theme(color: false)).map(\.1)
        for name in ThemeName.allCases {
            let styles = Self.styles(Theme(name: name, color: false)).map(\.1)
            #expect(styles == plain, "\(name)")
            #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
        }
    }

    @Test func aThemeIsNamedAsPlayersWriteIt() {
        #expect(ThemeName(word: "Light") == .light)
        #expect(ThemeName(word: "colour-blind") == .colourBlind)
        #expect(ThemeName(word: "color-blind") == .colourBlind)
        #expect(ThemeName(word: "colorblind") == .colourBlind)
        #expect(ThemeName(word: "purple") == nil)
        #expect(ThemeName.names == "dark, light, colour-blind")
    }
}
