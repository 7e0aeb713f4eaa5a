import Testing

@testable import WordfallCore

/// `check`'s proofs that a goal cannot be completed: one case per goal type on a static board, the
/// move limit on any board, and nothing said of a goal that can be done.
@Suite struct GoalFeasibilityTests {
    /// CAT (50 points), COD (60) and DOG (50) are the only words of the list formable on this board.
    static let lexicon = Lexicon(words: ["cat", "cod", "dog", "zebra"])

    func problems(
        goals: String, rules: String = #""refill": "none", "shuffles": 0"#, bonus: String = #"["...", "...", "..."]"#,
        lexicon: Lexicon = Self.lexicon
    ) throws -> [String] {
        let text = """
            {"format": 1, "title": "T", "board": {"letters": ["CAT", "ODE", "GSN"], "bonus": \(bonus)},
             "rules": {\(rules)}, "goals": [\(goals)]}
            """
        let level = try LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false)
            .load(bytes: Array(text.utf8), path: "t.json")
        return GoalFeasibility.problems(level: level, lexicon: lexicon).map { "goals[\($0.goal)]: \($0.reason)" }
    }

    @Test func eachGoalTypeOnAStaticBoard() throws {
        #expect(
            try problems(goals: #"{"type": "words", "count": 5}"#) == [
                "goals[0]: the board holds 3 words; the goal needs 5"
            ])
        #expect(
            try problems(goals: #"{"type": "longWords", "count": 1, "minLength": 4}"#)
                == ["goals[0]: the board holds 0 words of 4+ letters; the goal needs 1"])
        #expect(
            try problems(goals: #"{"type": "word", "word": "zebra"}"#) == [
                "goals[0]: ZEBRA cannot be formed on the board"
            ])
        #expect(
            try problems(goals: #"{"type": "word", "word": "quilt"}"#)
                == ["goals[0]: QUILT is not in the level's word list"])
        #expect(
            try problems(goals: #"{"type": "wordScore", "target": 100}"#)
                == ["goals[0]: the best word on the board is worth 60 points (COD); the goal needs 100"])
        #expect(
            try problems(
                goals: #"{"type": "score", "target": 200}"#, rules: #""refill": "none", "shuffles": 0, "moves": 2"#)
                == ["goals[0]: the best 2 words on the board total 110 points; the goal needs 200"])
        #expect(
            try problems(goals: #"{"type": "score", "target": 200}"#)
                == ["goals[0]: all its words on the board total 160 points; the goal needs 200"])
        #expect(
            try problems(goals: #"{"type": "letter", "letter": "g", "count": 2}"#)
                == ["goals[0]: words on the board can show at most 1 G tile; the goal needs 2"])
        #expect(
            try problems(goals: #"{"type": "bonusTiles", "count": 1}"#)
                == ["goals[0]: the board has no bonus tiles; the goal needs 1"])
        #expect(
            try problems(goals: #"{"type": "streak", "count": 4}"#) == [
                "goals[0]: the board holds 3 words; the goal needs 4"
            ])
    }

    /// A path crosses a tile only where the word has that tile's letter: a bonus tile on a letter no word
    /// of the board uses is out of reach of every game (issue 30), and a word reaches at most its
    /// letters' bonus tiles, however many the board has.
    @Test func bonusTilesNoWordCanReachAreReported() throws {
        // The only bonus tile is the S, which CAT, COD and DOG do not use.
        #expect(
            try problems(goals: #"{"type": "bonusTiles", "count": 1}"#, bonus: #"["...", "...", ".D."]"#)
                == ["goals[0]: no word on the board can cross one of its bonus tiles; the goal needs 1"])
        // Bonus tiles on the C, the N and the S: CAT and COD reach the C, nothing reaches the others; with
        // one move, one bonus tile at most (the board's 3, or CAT's 3 letters, bounded nothing).
        #expect(
            try problems(
                goals: #"{"type": "bonusTiles", "count": 2}"#, rules: #""refill": "none", "shuffles": 0, "moves": 1"#,
                bonus: #"["2..", "...", ".DT"]"#)
                == ["goals[0]: words on the board can use at most 1 bonus tiles; the goal needs 2"])
        // With every word, CAT and COD cross the C once each: two, which the goal may need.
        #expect(
            try problems(goals: #"{"type": "bonusTiles", "count": 2}"#, bonus: #"["2..", "...", ".DT"]"#).isEmpty)
        #expect(
            try problems(goals: #"{"type": "bonusTiles", "count": 3}"#, bonus: #"["2..", "...", ".DT"]"#)
                == ["goals[0]: words on the board can use at most 2 bonus tiles; the goal needs 3"])
    }

    /// A `word` goal whose word the game refuses as offensive can never be done, and says why (issue 30).
    @Test func aWordGoalOfARefusedWordIsReported() throws {
        let lexicon = Lexicon(builderText: "cat\t10\tslur\ncod\t10\ndog\t10\n")
        #expect(
            try problems(goals: #"{"type": "word", "word": "cat"}"#, lexicon: lexicon)
                == ["goals[0]: CAT is refused as offensive"])
        // Nor is it a word of the board: two words, not three.
        #expect(
            try problems(goals: #"{"type": "words", "count": 3}"#, lexicon: lexicon)
                == ["goals[0]: the board holds 2 words; the goal needs 3"])
    }

    /// A goal's word is quoted cut, as every value a message quotes (issue 30: a 5,000-letter word made a
    /// 5,085-character line).
    @Test func aLongGoalWordIsCut() throws {
        let word = String(repeating: "a", count: 5000)
        let lines = try problems(goals: #"{"type": "word", "word": "\#(word)"}"#)
        #expect(
            lines == [
                "goals[0]: " + String(repeating: "A", count: 60) + "...(5000 characters in all) is not in the level's "
                    + "word list"
            ])
    }

    @Test func goalsThatCanBeDoneAreNotReported() throws {
        let goals = """
            {"type": "words", "count": 3}, {"type": "word", "word": "dog"}, {"type": "wordScore", "target": 60},
            {"type": "score", "target": 160}, {"type": "letter", "letter": "o", "count": 2}, {"type": "streak", "count": 3}
            """
        #expect(try problems(goals: goals) == [])
    }

    @Test func theMoveLimitBoundsEveryBoard() throws {
        let gravity = #""moves": 2"#
        #expect(
            try problems(goals: #"{"type": "words", "count": 3}, {"type": "word", "word": "quilt"}"#, rules: gravity)
                == [
                    "goals[0]: at most 2 words can be accepted (rules.moves); the goal needs 3",
                    "goals[1]: QUILT is not in the level's word list",
                ])
        // On a gravity board, new tiles fall in: nothing else can be proven before play.
        #expect(
            try problems(goals: #"{"type": "words", "count": 9}, {"type": "word", "word": "zebra"}"#, rules: gravity)
                == [
                    "goals[0]: at most 2 words can be accepted (rules.moves); the goal needs 9"
                ])
    }

    /// A shuffle makes another board: its words count too.
    @Test func shufflesAddTheirBoards() throws {
        let level = try LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false).load(
            bytes: Array(
                #"{"format": 1, "title": "T", "board": {"letters": ["CAT", "ODE", "GSN"]}, "rules": {"refill": "none", "shuffles": 3}, "goals": [{"type": "words", "count": 50}]}"#
                    .utf8), path: "t.json")
        let words = try #require(GoalFeasibility.wordsOnStaticBoards(level: level, lexicon: Self.lexicon))
        #expect(words.boards == 1 + 3 * Game.shuffleDraws)
        #expect(words.words.count >= 3)
        #expect(
            GoalFeasibility.problems(level: level, lexicon: Self.lexicon).first?.reason
                == "the board (and the 36 boards its shuffles can draw) holds \(words.words.count) words; the goal needs 50"
        )
    }

    /// Issue 29: on falling tiles, a letter the bag cannot draw counts only as often as the starting
    /// board shows it (a weight of 0, or a hard letter with `hardLetters` 0).
    @Test func aLetterTheBagCannotDrawOnFallingTiles() throws {
        func problems(bag: String, rules: String, letter: String, count: Int) throws -> [String] {
            let text = """
                {"format": 1, "title": "T", "board": {"letters": ["CAT", "ODE", "GSN"]}, "bag": \(bag),
                 "rules": {\(rules)}, "goals": [{"type": "letter", "letter": "\(letter)", "count": \(count)}]}
                """
            let level = try LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false)
                .load(bytes: Array(text.utf8), path: "t.json")
            return GoalFeasibility.problems(level: level, lexicon: Self.lexicon).map(\.reason)
        }
        let bag = #"{"A": 1, "E": 1, "T": 1}"#
        #expect(
            try problems(bag: bag, rules: #""moves": 9"#, letter: "C", count: 2) == [
                "the board holds 1 C tile and the bag cannot draw C; the goal needs 2"
            ])
        #expect(try problems(bag: bag, rules: #""moves": 9"#, letter: "C", count: 1) == [], "the board's own C")
        #expect(try problems(bag: bag, rules: #""moves": 9"#, letter: "T", count: 5) == [], "the bag draws T")
        #expect(
            try problems(bag: #""english""#, rules: #""moves": 9, "hardLetters": 0"#, letter: "Z", count: 1) == [
                "the board holds 0 Z tiles and the bag cannot draw Z; the goal needs 1"
            ])
    }
}
