import Testing
import WordfallCore

@testable import WordfallUI

/// Issue 41: the hunt's grid and where the day stands, as the screen and the home screen say them.
@Suite struct HuntTextTests {
    static let grid = HuntGrid(
        expected: ["CAT", "CATS", "COT", "DOG", "DOGE", "QUEEN", "CODER", "DOTE"], found: ["CAT", "DOGE"])

    /// The two-letter starts go beside the table where the width has room: an 80-column window shows the
    /// whole grid, its starts included, within its 24 rows.
    @Test func theStartsGoBesideTheTableWhereTheyFit() {
        #expect(
            HuntText.gridTable(Self.grid, width: 50) == [
                "Words left by first letter (rows) and length (columns):", "",
                "      3  4  5  all   Two-letter starts:",
                "C     1  1  1    3   CA-1, CO-2, DO-2, QU-1",
                "D     1  1  -    2",
                "Q     -  -  1    1",
                "all   2  2  2    6",
            ])
    }

    @Test func theStartsGoUnderTheTableInANarrowBox() {
        #expect(
            HuntText.gridTable(Self.grid, width: 40) == [
                "Words left by first letter (rows) and length (columns):", "",
                "      3  4  5  all",
                "C     1  1  1    3",
                "D     1  1  -    2",
                "Q     -  -  1    1",
                "all   2  2  2    6",
                "",
                "Two-letter starts: CA-1, CO-2, DO-2,",
                "QU-1",
            ])
    }

    /// The home's line, and the shorter one for a menu line at 80 columns.
    @Test func whereTheDayStandsSaidInFullAndShort() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let hunt = DailyHunt(puzzle, found: puzzle.words.prefix(2).map(\.word))
        let (all, left) = (puzzle.words.count, puzzle.words.count - 2)
        #expect(
            HuntText.standing(round: "Genius", hunt: hunt)
                == "Round: Genius. Hunt: 2 of \(all) words, \(left) to Queen Bee.")
        #expect(
            HuntText.standing(round: "Genius", hunt: hunt, short: true)
                == "Round: Genius. Hunt: 2 of \(all) words.")
        let done = DailyHunt(puzzle, found: puzzle.words.map(\.word))
        #expect(HuntText.standing(round: nil, hunt: done, short: true) == "Hunt: Queen Bee, all \(all) words.")
    }

    /// Issue 41's leftover 1: the home said "Hunt: 46 of 111" and the end "Found 53 of 118" (finds counted in
    /// one, not the other). One count, one label: the board's words found of its words, finds apart.
    @Test func theDaysWordsAreOneCountWithTheFindsApart() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let finds = puzzle.finds.prefix(3).map(\.word)
        let hunt = DailyHunt(puzzle, found: puzzle.words.prefix(2).map(\.word) + finds)
        let (all, left) = (puzzle.words.count, puzzle.words.count - 2)
        #expect(HuntText.words(found: 46, of: 111, finds: 7) == "46 of 111 words + 7 finds")
        #expect(HuntText.words(found: 46, of: 111, finds: 1, short: true) == "46 of 111 + 1 find")
        #expect(HuntText.words(found: 46, of: 111, finds: 0) == "46 of 111 words")
        // The home's line at 80 columns keeps the count and its label whole, what is left dropped.
        #expect(
            HuntText.standing(round: "Moving Up", hunt: hunt, short: true)
                == "Round: Moving Up. Hunt: 2 of \(all) words + 3 finds.")
        #expect(
            HuntText.standing(round: "Genius", hunt: hunt)
                == "Round: Genius. Hunt: 2 of \(all) words + 3 finds, \(left) to Queen Bee.")
        #expect(
            HuntText.reopened(hunt)
                == "Back to the hunt: 2 of \(all) words + 3 finds, \(left) to Queen Bee. Tab: the words left; !: a nudge."
        )
        #expect(ShareText.HuntLine(hunt).finds == 3)
    }

    /// Issue 41, item 5: the hunt has no clock, so no key its help lists says one runs or stops.
    @Test func theHuntsHelpNamesNoClockButToSayThereIsNone() {
        let keys = KeyMap.playing.map { HuntText.keyMeanings[$0.name] ?? $0.meaning }
        #expect(keys.allSatisfy { !$0.contains("clock") }, "\(keys.filter { $0.contains("clock") })")
        let help = HuntText.help() + HuntText.help(plain: true)
        #expect(help.allSatisfy { !$0.replacing("no clock", with: "").contains("clock") })
    }

    /// Issue 41, item 6: once every word is found, the hunt reopens offering nothing to look for.
    @Test func queenBeeReopensWithNoGridNorNudgeOffered() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let done = DailyHunt(puzzle, found: puzzle.words.map(\.word))
        #expect(HuntText.reopened(done) == "Back to the hunt: Queen Bee, all \(puzzle.words.count) words found.")
        let one = DailyHunt(puzzle, found: puzzle.words.prefix(1).map(\.word))
        #expect(HuntText.reopened(one).hasSuffix("Tab: the words left; !: a nudge."))
    }

    /// A nudge whose start another word left of its length shares says so, and what that one is worth.
    @Test func aNudgeSaysWhenAnotherWordLeftFitsIt() {
        let alone = HuntNudge(word: "HARDIER", points: 1_600, others: [.init(word: "HARDEST", points: 1_500)])
        #expect(HuntText.nudge(alone, given: 1) == "Nudge 1 of 3: a 7-letter word worth 1,600 points starts HARDI.")
        let twin = HuntNudge(word: "CANARD", points: 440, others: [.init(word: "CANARY", points: 440)])
        #expect(
            HuntText.nudge(twin, given: 2)
                == "Nudge 2 of 3: a 6-letter word worth 440 points starts CANA; another word left fits too, worth 440.")
    }
}
