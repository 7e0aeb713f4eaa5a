import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The goal types a level file may name, known in one place (`GoalType`) and read through it.
@Suite struct GoalTypeTests {
    /// A goal of each type with every field it takes, as a level author writes it.
    static let examples: [GoalType: String] = [
        .score: #"{"type": "score", "target": 100}"#,
        .words: #"{"type": "words", "count": 2}"#,
        .longWords: #"{"type": "longWords", "count": 2, "minLength": 5}"#,
        .word: #"{"type": "word", "word": "cab"}"#,
        .wordScore: #"{"type": "wordScore", "target": 90}"#,
        .letter: #"{"type": "letter", "letter": "e", "count": 3}"#,
        .bonusTiles: #"{"type": "bonusTiles", "count": 4}"#,
        .streak: #"{"type": "streak", "count": 5}"#,
    ]

    @Test(arguments: GoalType.allCases)
    func eachTypeLoadsWithItsFieldsAndKeepsItsName(type: GoalType) throws {
        let text = levelText(goals: "[\(try #require(Self.examples[type]))]")
        let level = try LevelLoader(fileSystem: memoryFileSystem([:])).load(bytes: Array(text.utf8), path: "l.json")
        let goal = try #require(level.goals.first)
        #expect(goal.kind.type == type)
        #expect(goal.kind.typeName == type.rawValue)
    }

    @Test(arguments: GoalType.allCases)
    func eachTypeSaysWhichFieldsItNeeds(type: GoalType) {
        let fields = type.fields.map { "\"\($0)\"" }.joined(separator: " and ")
        let errors = levelErrors(levelText(goals: #"[{"type": "\#(type.rawValue)"}]"#))
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.contains("a \(type.rawValue) goal needs \(fields)") })
    }

    @Test func anUnknownTypeListsTheEight() {
        #expect(
            levelErrors(levelText(goals: #"[{"type": "colour", "count": 1}]"#)) == [
                "level.json: error: goals[0].type: unknown goal type \"colour\" (one of score, words, longWords,"
                    + " word, wordScore, letter, bonusTiles, streak)"
            ])
    }
}
