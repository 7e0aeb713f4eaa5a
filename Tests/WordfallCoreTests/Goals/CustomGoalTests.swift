import Testing
import WordfallTestSupport

@testable import WordfallCore

/// A goal type of one's own inside the model's tests (the separate package Examples/GoalOfYourOwn
/// does the same on the public API only).
@Suite struct CustomGoalTests {
    /// Progress counts accepted words with a given first letter.
    final class InitialGoal: GoalBase {
        static let type = CustomGoalType(
            name: "initial", fields: ["letter", "count"],
            describe: { goal in "Words starting with a letter: \(goal.target)" },
            decode: { fields in
                let letter = fields.string("letter")
                if let letter, letter.utf8.count != 1 { fields.report("letter", "must be one letter, got \(letter)") }
                let count = fields.integer("count", in: 1...9)
                guard let letter, letter.utf8.count == 1, let count else { return nil }
                return CustomGoal(
                    type: fields.type, target: count, values: ["letter": .string(letter), "count": .integer(count)])
            },
            make: { spec, index, sources in InitialGoal(spec: spec, index: index, sources: sources) })

        override init(spec: GoalSpec, index: Int, sources: GoalSources) {
            super.init(spec: spec, index: index, sources: sources)
            guard case .custom(let goal) = spec.kind, case .string(let letter) = goal.values["letter"] else { return }
            sources.onWordAccepted(whileAlive: self) { goal, word in
                if word.word.hasPrefix(letter.uppercased()) { goal.reporter.add(1) }
            }
        }
    }

    static func load(_ goals: String) throws(LevelError) -> Level {
        try LevelLoader(fileSystem: memoryFileSystem([:]), goalTypes: [InitialGoal.type])
            .load(
                bytes: Array(
                    levelText(
                        #""rules": {"refill": "none"},"#, board: #"{"letters": ["CAT", "SER", "DOG"]}"#, goals: goals
                    ).utf8), path: "x.json")
    }

    @Test func aLevelNamesTheTypeAndEveryGameBuildsIt() throws {
        let level = try Self.load(#"[{"type": "initial", "letter": "d", "count": 2, "label": "Two Ds"}]"#)
        let game = Game(level: level, lexicon: Fixture.lexicon)
        let recorder = EventRecorder(game)
        game.start()
        game.submit(word: "DOG")
        game.submit(word: "CAT")
        game.submit(word: "DOGE")
        #expect(
            recorder.take() == [
                "levelStarted x CAT/SER/DOG goals=1",
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 50 +50", "goalProgress 0 1/2",
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 100 +50",
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 220 +120", "goalProgress 0 2/2",
                "goalCompleted 0", "goalsDone 220 stars=1",
            ])
        #expect(game.goals.map(\.typeName) == ["initial"])
        #expect(game.goals.map(\.info) == [GoalInfo(goal: 0, type: "initial", target: 2, label: "Two Ds")])
    }

    @Test func itsFieldsAreCheckedWithTheFileAndTheField() {
        func problems(_ goals: String) -> [String] {
            (#expect(throws: LevelError.self) { try Self.load(goals) })?.lines ?? []
        }
        #expect(
            problems(#"[{"type": "initial", "letter": "do", "count": 0}]"#) == [
                "x.json: error: goals[0].letter: must be one letter, got do",
                "x.json: error: goals[0].count: must be 1 to 9, got 0",
            ])
        #expect(
            problems(#"[{"type": "initial", "count": 1, "minLength": 3}]"#) == [
                #"x.json: error: goals[0].letter: is required (a initial goal needs "letter" and "count")"#,
                "x.json: error: goals[0].minLength: unknown key (allowed here: type, label, letter, count)",
            ])
        #expect(
            problems(#"[{"type": "inital", "letter": "d", "count": 1}]"#) == [
                #"x.json: error: goals[0].type: unknown goal type "inital"; did you mean "initial"?"#
            ])
    }

    @Test func withoutTheTypeTheLevelIsRefused() {
        let error = #expect(throws: LevelError.self) {
            try LevelLoader(fileSystem: memoryFileSystem([:]))
                .load(bytes: Array(levelText(goals: #"[{"type": "initial", "count": 1}]"#).utf8), path: "x.json")
        }
        #expect(error?.lines.first?.hasPrefix(#"x.json: error: goals[0].type: unknown goal type "initial""#) == true)
    }

    @Test func theLevelIsWrittenBackWithItsFields() throws {
        let level = try Self.load(#"[{"type": "initial", "letter": "d", "count": 2}]"#)
        let text = LevelFileText.text(of: level)
        #expect(text.contains(#"{"type": "initial", "letter": "d", "count": 2}"#))
        #expect(
            try LevelLoader(fileSystem: memoryFileSystem([:]), goalTypes: [InitialGoal.type])
                .load(bytes: Array(text.utf8), path: "x.json").goals == level.goals)
    }
}
