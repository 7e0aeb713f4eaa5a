import Testing
import WordfallCore

@Suite struct HuntNudgeTests {
    @Test func aNudgeNeverShowsAWholeWord() {
        for word in ["CAT", "DOGE", "QUEEN", "STRAND", "PLANETS", "STRANGER", "QUARTERBACK"] {
            let nudge = HuntNudge(word: word, points: 10)
            #expect(nudge.start.count < word.count - (word.count > 3 ? 1 : 0), "\(word)")
            #expect(word.hasPrefix(nudge.start))
            #expect(!nudge.start.isEmpty)
        }
        #expect(HuntNudge(word: "cat", points: 1).start == "C")
        #expect(HuntNudge(word: "doge", points: 1).start == "DO")
        #expect(HuntNudge(word: "stranger", points: 1).start == "STRA")
    }

    @Test func threeADayEachTowardTheBestWordLeftNotNudgedYet() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let best = puzzle.words.sorted(by: HuntNudge.before)
        #expect(best[0].points >= best[1].points && best[1].points >= best[2].points)
        let hunt = DailyHunt(puzzle, found: [best[1].word])
        var given: [String] = []
        for expected in [best[0], best[2], best[3]] {
            let nudge = try #require(HuntNudge.next(hunt, given: given))
            #expect(nudge == HuntNudge(word: expected.word, points: expected.points))
            given.append(nudge.word)
        }
        #expect(HuntNudge.next(hunt, given: given) == nil)
    }

    @Test func withEveryWordLeftNudgedItNudgesTheOldestAgainAndNothingWhenAllAreFound() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let words = puzzle.words.map(\.word)
        let last = try #require(puzzle.words.last)
        let hunt = DailyHunt(puzzle, found: words.dropLast())
        #expect(HuntNudge.next(hunt, given: [last.word]) == HuntNudge(word: last.word, points: last.points))
        #expect(HuntNudge.next(DailyHunt(puzzle, found: words), given: []) == nil)
    }
}
