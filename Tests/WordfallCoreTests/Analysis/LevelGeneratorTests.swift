import Testing

@testable import WordfallCore

/// What the generator draws and asks for (docs/LEVELS.md, "Generated packs").
@Suite struct LevelGeneratorTests {
    static func board(_ rows: [String]) -> Board {
        Board(rows: rows.count, columns: rows[0].count, tiles: rows.joined().utf8.map { Tile(letter: $0) })
    }

    @Test func vowelSoupAndRareLettersAreNotBalanced() {
        #expect(GeneratedBoard.isBalanced(Self.board(["CATS", "ORED", "NEST", "LIMP"])))
        #expect(!GeneratedBoard.isBalanced(Self.board(["IAIO", "IIEA", "OUIA", "EIIO"])))
        #expect(!GeneratedBoard.isBalanced(Self.board(["JAJE", "QOIT", "RSTN", "LAMP"])))
        #expect(!GeneratedBoard.isBalanced(Self.board(["SSSA", "SSEO", "TRSN", "LAMS"])))
    }

    @Test func boardsHoldNoWordNeverOfferedAndGoalWordsAreExpected() throws {
        let lexicon = try Lexicon.bundled()
        let neverOffered = lexicon.neverOfferedWords()
        let pack = LevelGenerator(seed: 11, count: 8, size: nil, lexicon: lexicon, dictionaryName: nil).generate()
        #expect(pack.levels.allSatisfy { $0.isProven })
        #expect(Set(pack.levels.map(\.level.title)).count == pack.levels.count, "titles repeat")
        for output in pack.levels {
            guard case .fixed(let board) = output.level.board else {
                Issue.record("\(output.fileName): not a fixed board")
                continue
            }
            #expect(neverOffered.words(on: board, minLength: 3).isEmpty, "\(output.fileName)")
            for goal in output.level.goals {
                if case .word(let word) = goal.kind { #expect(lexicon.isExpected(word), "\(output.fileName): \(word)") }
            }
            // Titles a person would give, of words a player knows (issue 26: "Leerier", "Gloried"; issue 40:
            // "Either", "Evening", "Affected" were titles): no board word at random.
            for word in output.level.title.split(separator: " ") where word.count > 2 && word.allSatisfy(\.isLetter) {
                #expect(lexicon.isExpected(String(word).uppercased()), "\(output.fileName): \(output.level.title)")
            }
        }
    }

    /// Generated levels keep `check` clean (issue 40): no star one word makes, no letter goal of luck, and
    /// a score goal that asks for something beside the stars.
    @Test func generatedLevelsAskForSomethingAndPassTheCurveRules() throws {
        let lexicon = try Lexicon.bundled()
        let pack = LevelGenerator(seed: 1, count: 6, size: nil, lexicon: lexicon, dictionaryName: nil).generate()
        for output in pack.levels {
            let level = output.level
            let bot = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true)
            let best = LevelBot.bestGame(level: level, lexicon: lexicon, solution: bot.solution, expectedOnly: true)
            #expect(
                StarSpread.problems(level: level, lexicon: lexicon, solution: bot.solution, best: best).isEmpty,
                "\(output.fileName)")
            #expect(LetterLuck.problems(level: level).isEmpty, "\(output.fileName)")
            let stars = try #require(level.stars)
            // Not "Score 60 points" with 3 stars at 14,850.
            for case .score(let target) in level.goals.map(\.kind) {
                #expect(target * 8 >= stars.threeStars, "\(output.fileName): \(target), 3 stars at \(stars.threeStars)")
            }
            #expect(stars.threeStars <= (best?.score ?? 0), "\(output.fileName)")
        }
    }

    /// docs/LEVELS.md: 2 bonus tiles, one more every second level, 26 at most (from the 49th level on), so a
    /// level of a long pack costs what one of a short pack does (issue 38: generate linear in levels).
    @Test func bonusTilesRiseEverySecondLevelUpToTwentySix() {
        #expect((0..<6).map { LevelGenerator.bonusCount(index: $0) } == [2, 2, 3, 3, 4, 4])
        #expect(LevelGenerator.bonusCount(index: 47) == 25)
        #expect(LevelGenerator.bonusCount(index: 48) == 26)
        #expect((48..<100).allSatisfy { LevelGenerator.bonusCount(index: $0) == 26 })
    }

    @Test func titlesComeFromTheGoalAndAreNumberedOnlyWhenUsedUp() {
        let board = Self.board(["CATS", "ORED", "NEST", "LIMP"])
        let lexicon = Lexicon(words: ["GARDEN"])
        func title(_ kind: GoalKind, _ taken: Set<String> = []) -> String {
            LevelTitle.title(goals: [GoalSpec(kind)], board: board, refill: .gravity, lexicon: lexicon, taken: taken)
        }
        #expect(title(.letter(UInt8(ascii: "E"), count: 3)) == "Eager Es")
        #expect(title(.bonusTiles(count: 2)) == "Bonus Hunt")
        #expect(title(.bonusTiles(count: 2), ["Bonus Hunt"]) == "Treasure Map")
        let all = Set(LevelTitle.themed(.streak(count: 3), board: board, lexicon: lexicon, language: .english))
            .union(LevelTitle.falling)
        #expect(title(.streak(count: 3), all) == "On a Roll II")
        #expect(LevelTitle.roman(14) == "XIV")
    }

    /// `generate --difficulty D` (issue 29): every level `check` rates within 1.0 of D, rated as `check`
    /// rates it (the bot of expected words, its default budget).
    @Test(.timeLimit(.minutes(5)), arguments: [3.0, 5.0, 7.0])
    func ratingsAreWithinOnePointOfTheDifficultyAskedFor(_ difficulty: Double) throws {
        let lexicon = try Lexicon.bundled()
        let generator = LevelGenerator(
            seed: 5, count: 4, size: nil, lexicon: lexicon, dictionaryName: nil, difficulty: difficulty)
        for output in generator.generate().levels {
            let bot = LevelBot.solve(level: output.level, lexicon: lexicon, expectedOnly: true)
            let rating = try #require(
                LevelRating.rate(
                    level: output.level, lexicon: lexicon, solution: bot.solution, positions: bot.positions,
                    completesWithFinds: true))
            // An easy target may be passed by a little: goals that ask for something (issue 40) rate above it.
            let tolerance = difficulty <= 3 ? 1.5 : 1.0
            #expect(abs(rating.difficulty - difficulty) <= tolerance, "\(output.fileName): \(rating.difficulty)")
        }
    }
}
