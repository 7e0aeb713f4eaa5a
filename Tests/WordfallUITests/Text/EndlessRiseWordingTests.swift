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
        #expect(Self.said(level: 2) == "Level 2: harder letters.")
        #expect(Self.said(level: 5) == "Level 5: harder letters.")
        #expect(Self.said(level: 6) == "Level 6: a fire every word.")
        #expect(Self.said(level: 7) == "Level 7: fires and letters as before.")
    }
}
