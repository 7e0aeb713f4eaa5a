import Testing

@testable import WordfallCore

/// `check`'s proofs that a goal cannot be completed: one case per goal type on a static board, the
/// move limit on any board, and nothing said of a goal that can be done.
@Suite struct GoalFeasibilityTests {
    /// CAT (50 points), COD (60) and DOG (50) are the only words of the list formable on this board.
    static let lexicon = Lexicon(words: ["cat", "cod", "dog", "zebra"])

    func problems(goals: String, rules: String = #""refill": "none", "shuffles": 0"#) throws -> [String] {
        let text = """
            {"format": 1, "title": "T", "board": {"letters": ["CAT", "ODE", "GSN"]},
             "rules": {\(rules)}, "goals": [\(goals)]}
            """
        let level = try LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false)
            .load(bytes: Array(text.utf8), path: "t.json")
        return GoalFeasibility.problems(level: level, lexicon: Self.lexicon).map { "goals[\($0.goal)]: \($0.reason)" }
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
