import WordfallCore

/// CAT / SER / DOG, a small dictionary, refill none unless told.
public enum Fixture {
    public static let words = [
        "CAT", "SAT", "EAT", "TEA", "RAT", "DOG", "GOD", "ROE", "ORE", "SEA", "ACE", "DOGE", "CATS", "AT",
        "QUEEN", "TAC",
    ]
    public static let lexicon = Lexicon(words: words)

    public static func level(
        _ goals: [GoalSpec], rows: [String] = ["CAT", "SER", "DOG"], bonus: [String]? = nil,
        rules: Rules = Rules(refill: .none), stars: StarThresholds? = nil, seed: UInt64 = 0
    ) -> Level {
        Level(
            id: "fixture", title: "Fixture", board: .fixed(makeBoard(rows, bonus: bonus)), rules: rules, seed: seed,
            goals: goals, stars: stars)
    }

    /// A started game with a recorder whose start events are already taken.
    public static func start(_ level: Level, lexicon: Lexicon = lexicon) -> (Game, EventRecorder) {
        let game = Game(level: level, lexicon: lexicon)
        let recorder = EventRecorder(game)
        game.start()
        _ = recorder.take()
        return (game, recorder)
    }
}
