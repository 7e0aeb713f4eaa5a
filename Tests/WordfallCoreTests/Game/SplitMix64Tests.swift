import Testing

@testable import WordfallCore

/// Values computed independently (a few lines of Python with 64-bit masks) from the docs/RULES.md formula.
@Suite struct SplitMix64Tests {
    @Test func seedZeroGivesTheReferenceStream() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func seed42GivesItsStream() {
        var random = SplitMix64(seed: 42)
        #expect(random.next() == 0xBDD7_3226_2FEB_6E95)
        #expect(random.next() == 0x28EF_E333_B266_F103)
        #expect(random.next() == 0x4752_6757_130F_9F52)
    }

    @Test func theLargestSeedWrapsWithoutTrapping() {
        var random = SplitMix64(seed: UInt64.max)
        _ = random.next()
        #expect(random.state == UInt64.max &+ 0x9E37_79B9_7F4A_7C15)
    }

    @Test func moduloReducesTheNextValue() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        // 0xBDD732262FEB6E95 % 98 == 47.
        #expect(a.next(modulo: 98) == 47)
        #expect(Int(b.next() % 98) == 47)
    }
}
