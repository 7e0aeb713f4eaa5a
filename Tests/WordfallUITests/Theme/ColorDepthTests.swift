import Testing

@testable import WordfallUI

@Suite struct ColorDepthTests {
    @Test(arguments: [
        (0, ColorDepth.none), (2, .none), (8, .basic), (16, .basic), (88, .basic), (256, .palette256),
        (1 << 24, .direct),
    ])
    func theTerminfoColourCountDecides(colors: Int, depth: ColorDepth) {
        #expect(ColorDepth.detect(colors: colors) == depth)
    }

    @Test func basicColoursAreTheirOwnNumbersAtEveryDepth() {
        for depth in [ColorDepth.basic, .palette256, .direct] {
            #expect(depth.number(for: .default) == -1)
            for basic in BasicColor.allCases {
                #expect(depth.number(for: .basic(basic)) == Int32(basic.rawValue))
            }
        }
        #expect(ColorDepth.none.number(for: .red) == -1)
    }

    @Test func anExactColourIsItsBasicStandInOnEightOrSixteenColours() {
        #expect(ColorDepth.basic.number(for: .hex(0xF5793A, basic: .yellow)) == 3)
    }

    @Test func anExactColourIsItselfOnADirectColourTerminal() {
        #expect(ColorDepth.direct.number(for: .hex(0xF5793A, basic: .yellow)) == 0xF5793A)
    }

    /// Wordle's orange and blue, and colours that are palette entries exactly, land where xterm has them.
    @Test func anExactColourIsTheNearestOfThe256() {
        #expect(ColorDepth.palette256.number(for: .hex(0xFF8700, basic: .yellow)) == 208)
        #expect(ColorDepth.palette256.number(for: .hex(0xF5793A, basic: .yellow)) == 209)
        #expect(ColorDepth.palette256.number(for: .hex(0x87AFFF, basic: .blue)) == 111)
        #expect(ColorDepth.palette256.number(for: .hex(0x808080, basic: .white)) == 244)
        #expect(ColorDepth.palette256.number(for: .hex(0x000000, basic: .black)) == 16)
    }

    @Test func thePaletteIsXterms() {
        #expect(ColorDepth.paletteColor(16) == RGB(hex: 0x000000))
        #expect(ColorDepth.paletteColor(196) == RGB(hex: 0xFF0000))
        #expect(ColorDepth.paletteColor(231) == RGB(hex: 0xFFFFFF))
        #expect(ColorDepth.paletteColor(232) == RGB(hex: 0x080808))
        #expect(ColorDepth.paletteColor(255) == RGB(hex: 0xEEEEEE))
    }
}
