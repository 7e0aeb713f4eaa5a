import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// What the screen says of each goal: generated descriptions, labels, grouped numbers.
@Suite struct GoalTextTests {
    @Test func generatedDescriptions() {
        let kinds: [GoalKind] = [
            .score(target: 10000), .words(count: 1), .words(count: 5), .longWords(count: 3, minLength: 5),
            .word("queen"), .wordScore(target: 1500), .letter(UInt8(ascii: "Z"), count: 2),
            .bonusTiles(count: 1), .streak(count: 4),
        ]
        #expect(
            kinds.map(\.generatedDescription) == [
                "Score 10,000 points", "Spell 1 word", "Spell 5 words", "Spell 3 words of 5+ letters",
                "Spell the word QUEEN", "Score 1,500 points with one word", "Use 2 Z tiles", "Use 1 bonus tile",
                "Spell 4 words in a row without a miss",
            ])
        // Another language's goal names its tile and its word as the language shows them, never a code letter.
        #expect(
            [GoalKind.letter(UInt8(ascii: "0"), count: 2), .letter(UInt8(ascii: "W"), count: 1), .word("CAFE")].map {
                $0.generatedDescription(in: $0 == .letter(UInt8(ascii: "0"), count: 2) ? .german : .catalan)
            } == ["Use 2 Ä tiles", "Use 1 L·L tile", "Spell the word CAFÈ"])
        #expect(NumberText.grouped(1_234_567) == "1,234,567")
        #expect(NumberText.grouped(999) == "999")
    }

    @Test func aLabelReplacesTheDescription() {
        let game = Game(
            level: Fixture.level([GoalSpec(.words(count: 2), label: "Two words"), GoalSpec(.words(count: 3))]),
            lexicon: Fixture.lexicon)
        #expect(game.goals.map { $0.spec.text(in: .english) } == ["Two words", "Spell 3 words"])
        #expect(game.goals.map(\.info.label) == ["Two words", nil])
    }
}
