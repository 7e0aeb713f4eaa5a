import Testing
import WordfallCore

@testable import WordfallUI

/// What a rise of the endless game's level says: what changed, never level 1's fire rate as news.
struct EndlessRiseWordingTests {
    static func said(level: Int) -> String {
        let stage = EndlessStage(number: level)
        return TileWording.rose(LevelRise(level: level, burnEvery: stage.burnEvery, hardLetters: stage.hardLetters))
    }

    @Test func eachRiseSaysWhatChanged() {
        #expect(Self.said(level: 2) == "Level 2: harder letters; a fire still every 3 words.")
        #expect(Self.said(level: 3) == "Level 3: harder letters; a fire every 2 words now.")
        #expect(Self.said(level: 7) == "Level 7: a fire still every 2 words.")
        #expect(Self.said(level: 12) == "Level 12: a fire every word now.")
    }
}
