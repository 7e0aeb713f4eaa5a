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
            #expect(nudge.word == expected.word && nudge.points == expected.points)
            given.append(nudge.word)
        }
        #expect(HuntNudge.next(hunt, given: given) == nil)
    }

    @Test func withEveryWordLeftNudgedItNudgesTheOldestAgainAndNothingWhenAllAreFound() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let words = puzzle.words.map(\.word)
        let last = try #require(puzzle.words.last)
        let hunt = DailyHunt(puzzle, found: words.dropLast())
        let again = try #require(HuntNudge.next(hunt, given: [last.word]))
        #expect(again.word == last.word && again.points == last.points)
        #expect(HuntNudge.next(DailyHunt(puzzle, found: words), given: []) == nil)
    }

    /// Issue 40: "a 7-letter word worth 1,600 points starts HAR" was HARDIER, and HARDEST (1,500) fit it too:
    /// the player played that and read the nudge's points as wrong. A nudge quotes what its word scores when
    /// played on the day's board, shows letters until no other word left of its length fits (two always
    /// hidden), and says what a word that still fits is worth.
    @Test func aNudgeQuotesWhatItsWordScoresAndTellsItFromTheOthersLeft() throws {
        let lexicon = try Lexicon.bundled()
        let december2 = DailyPuzzle(day: CalendarDay(dayNumber: 20_789), lexicon: lexicon)
        // HARDIEST is offered since the fresh players knew it (the -iest form of HARDY); then HARDIER, shown
        // until HARDEST no longer fits, and saying that HARDIES (a find from SCOWL's larger sizes, 1,600 too)
        // still fits HARDI.
        let first = try #require(HuntNudge.next(DailyHunt(december2, found: []), given: []))
        #expect(first.word == "HARDIEST" && first.points == 2_040 && first.start == "HARD" && first.alike.isEmpty)
        let second = try #require(HuntNudge.next(DailyHunt(december2, found: []), given: ["HARDIEST"]))
        #expect(second.word == "HARDIER" && second.points == 1_600 && second.start == "HARDI", "\(second)")
        #expect(second.alike == [1_600], "\(second)")
        for day in 20_760..<20_800 {
            let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: day), lexicon: lexicon)
            let level = try LevelLoader().load(bytes: Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json")
            let hunt = DailyHunt(puzzle, found: [])
            var given: [String] = []
            while let nudge = HuntNudge.next(hunt, given: given), given.count < HuntNudge.perDay {
                given.append(nudge.word)
                let game = Game(level: level, lexicon: lexicon)
                var scored: [Int] = []
                let token = game.events.addObserver { event in
                    if case .wordAccepted(let word) = event { scored.append(word.points) }
                }
                game.start()
                game.submit(word: nudge.word)
                token.cancel()
                #expect(scored == [nudge.points], "day \(day): \(nudge.word)")
                let fitting = hunt.left.filter {
                    $0.word != nudge.word && $0.word.count == nudge.length && $0.word.hasPrefix(nudge.start)
                }
                #expect(fitting.map(\.points).sorted(by: >) == nudge.alike, "day \(day): \(nudge.word)")
                #expect(nudge.alike.isEmpty || nudge.start.count == max(1, nudge.length - 2), "day \(day)")
                #expect(nudge.start.count <= max(1, nudge.length - 2), "day \(day): two letters always hidden")
            }
        }
    }
}
