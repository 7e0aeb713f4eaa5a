import GoalOfYourOwn
import Testing
import WordfallCore
import WordfallHeadless

@Suite struct SameInitialRunGoalTests {
    static func level(count: String = "2") -> String {
        """
        {"format": 1, "id": "same-initials", "title": "Same Initials",
         "board": {"letters": ["CATS", "ORES", "DOGS", "PINE"]}, "rules": {"refill": "none"},
         "goals": [{"type": "sameInitialRun", "count": \(count)}]}
        """
    }

    static func load(_ text: String) throws(LevelError) -> Level {
        try LevelLoader(goalTypes: [SameInitialRunGoal.type]).load(bytes: Array(text.utf8), path: "level.json")
    }

    @Test func aLevelPlaysToTheEndWithTheGoalsEvents() throws {
        let game = Game(level: try Self.load(Self.level()), lexicon: try Lexicon.bundled())
        var events: [GameEvent] = []
        let token = game.events.addObserver { events.append($0) }
        game.start()
        for word in ["cat", "cod", "dog", "zzz", "dogs", "digs"] { game.submit(word: word) }
        game.endByPlayer()
        #expect(
            events.map(Self.line) == [
                "levelStarted sameInitialRun 2",
                "wordAccepted CAT", "scoreChanged 50",
                "wordAccepted COD", "scoreChanged 110", "goalProgressed 1/2",
                "wordAccepted DOG", "scoreChanged 160",
                "wordRejected ZZZ notInDictionary",
                "wordAccepted DOGS", "scoreChanged 280",
                "wordAccepted DIGS", "scoreChanged 400", "goalProgressed 2/2", "goalCompleted 0",
                "goalsDone 400 stars=1", "levelCompleted 400 stars=1 finished",
            ])
        token.cancel()
    }

    @Test func theTracerPrintsTheGoalUnderItsOwnTypeName() throws {
        var bytes: [UInt8] = []
        HeadlessRun.run(
            level: try Self.load(Self.level()), lexicon: try Lexicon.bundled(), moves: [.word("CAT"), .word("COD")]
        ) { bytes += $0 }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(
            lines.first?.hasSuffix(#""goals":[{"goal":0,"type":"sameInitialRun","target":2,"label":null}]}"#) == true)
        #expect(lines.contains(#"{"event":"goalProgress","goal":0,"current":1,"target":2}"#))
        #expect(
            lines.last
                == #"{"event":"summary","status":"incomplete","score":110,"stars":0,"words":["CAT","COD"],"goals":[{"goal":0,"type":"sameInitialRun","current":1,"target":2,"done":false}]}"#
        )
    }

    @Test func aBadFieldIsReportedWithItsFileAndPath() {
        let error = #expect(throws: LevelError.self) { try Self.load(Self.level(count: "0")) }
        #expect(error?.lines == ["level.json: error: goals[0].count: must be 1 to 100, got 0"])
    }

    static func line(_ event: GameEvent) -> String {
        switch event {
        case .levelStarted(let start): "levelStarted \(start.goals.map { "\($0.type) \($0.target)" }.joined())"
        case .wordAccepted(let word): "wordAccepted \(word.word)"
        case .wordRejected(let word): "wordRejected \(word.word) \(word.reason.rawValue)"
        case .scoreChanged(let change): "scoreChanged \(change.score)"
        case .goalProgressed(let progress): "goalProgressed \(progress.current)/\(progress.target)"
        case .goalCompleted(let index): "goalCompleted \(index)"
        case .goalsDone(let done): "goalsDone \(done.score) stars=\(done.stars)"
        case .levelCompleted(let end): "levelCompleted \(end.score) stars=\(end.stars) \(end.ending.rawValue)"
        case .levelFailed(let end): "levelFailed \(end.reason.rawValue)"
        case .movesChanged(let moves): "movesChanged \(moves)"
        case .boardChanged, .shuffled, .hintShown, .moveRefused, .levelEndedByPlayer, .clockTicked, .tileLit,
            .tileBurned, .rewardDropped, .scrambled, .charged, .levelRose:
            "\(event)"
        }
    }
}
