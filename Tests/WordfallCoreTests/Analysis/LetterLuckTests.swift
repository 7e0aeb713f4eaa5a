import Testing
import WordfallTestSupport

@testable import WordfallCore

/// A letter goal on falling tiles rests on luck when the draws seldom bring its letter (issue 40).
@Suite struct LetterLuckTests {
    static func level(rows: [String], moves: Int?, time: Double? = nil, count: Int = 2) -> Level {
        Fixture.level(
            [GoalSpec(.letter(UInt8(ascii: "Z"), count: count))], rows: rows,
            rules: Rules(refill: .gravity, moves: moves, timeLimit: time), seed: 5)
    }

    @Test func aLetterTheBoardHoldsIsNoLuck() throws {
        let chances = LetterLuck.chances(level: Self.level(rows: ["ZAT", "SER", "DOZ"], moves: 3))
        #expect(chances.map(\.chance) == [1])
        #expect(LetterLuck.problems(level: Self.level(rows: ["ZAT", "SER", "DOZ"], moves: 3)).isEmpty)
    }

    @Test func aLightLetterIsLuckAndMoreMovesGiveMoreChance() throws {
        let few = try #require(LetterLuck.chances(level: Self.level(rows: ["ZAT", "SER", "DOG"], moves: 4)).first)
        let many = try #require(LetterLuck.chances(level: Self.level(rows: ["ZAT", "SER", "DOG"], moves: 80)).first)
        #expect(few.chance < LetterLuck.luckBelow)
        #expect(few.chance < many.chance)
        #expect((few.goal, few.onBoard, few.count, few.moves, few.weight, few.total) == (0, 1, 2, 4, 1, 98))
    }

    @Test func aClockGivesAMoveEveryTenSecondsAndNoLimitIsNoLuck() throws {
        let timed = LetterLuck.chances(level: Self.level(rows: ["CAT", "SER", "DOG"], moves: nil, time: 60))
        #expect(timed.map(\.moves) == [6])
        #expect(LetterLuck.chances(level: Self.level(rows: ["CAT", "SER", "DOG"], moves: nil)).isEmpty)
    }

    @Test func aStaticBoardIsNeverLuck() {
        var level = Self.level(rows: ["CAT", "SER", "DOG"], moves: 4)
        level.rules.refill = .none
        #expect(LetterLuck.chances(level: level).isEmpty)
    }
}
