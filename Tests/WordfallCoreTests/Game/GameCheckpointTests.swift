import Testing
import WordfallTestSupport

@testable import WordfallCore

/// `Game.Checkpoint`, what the bot backtracks with: a game put back to a checkpoint and played on is
/// the game that never left it, event for event (falling tiles, a streak, shuffles and the clock
/// included), and a goal of one's own, whose state the game cannot see, has no checkpoint.
@Suite struct GameCheckpointTests {
    func level(_ text: String) throws -> Level {
        try LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false).load(
            bytes: Array(text.utf8), path: "t.json")
    }

    /// The moves of a game: the best new word each time, a word refused after every third, a shuffle
    /// after the fifth and a wait after the sixth.
    func moves(_ count: Int, from game: Game) -> [Move] {
        var moves: [Move] = []
        for index in 0..<count where game.status == .playing {
            let move: Move
            if index == 5 {
                move = .shuffle
            } else if index == 6 {
                move = .wait(1.5)
            } else if index % 3 == 2 {
                move = .word("QZXJ")
            } else if let word = game.bestWords().first(where: { !game.validator.hasFound($0.word) }) {
                move = .path(word.path)
            } else {
                move = .shuffle
            }
            game.play(move)
            moves.append(move)
        }
        return moves
    }

    /// What a game shows: its events since the recorder's last take, then its state.
    func state(_ game: Game, _ recorder: EventRecorder) -> [String] {
        recorder.take() + [
            "\(game.status) won=\(game.isWon) score=\(game.score) moves=\(game.movesUsed)",
            "shuffles=\(game.shufflesLeft) hints=\(game.hintsLeft) elapsed=\(game.elapsed) streak=\(game.streak)",
            "found=\(game.foundWords) board=\(game.board.rowStrings) fuses=\(game.board.tiles.map(\.fuse))",
            "goals=\(game.goals.map { "\($0.current)/\($0.target) \($0.isDone)" })",
        ]
    }

    @Test func aGameRewoundAndPlayedOnIsTheGameThatNeverLeft() throws {
        let level = try level(
            #"{"format": 1, "title": "T", "board": {"size": [5, 5]}, "seed": 7, "rules": {"moves": 40, "shuffles": 2, "timeLimit": 300, "burnEvery": 2, "fuse": 3, "rewardLength": 5, "scramble": true}, "goals": [{"type": "score", "target": 900}, {"type": "streak", "count": 4}, {"type": "letter", "letter": "e", "count": 5}, {"type": "bonusTiles", "count": 3}]}"#
        )
        let lexicon = try Lexicon.bundled()
        let (game, recorder) = Fixture.start(level, lexicon: lexicon)
        let before = moves(4, from: game)
        _ = recorder.take()
        let checkpoint = try #require(game.checkpoint())
        _ = moves(9, from: game)
        game.rewind(to: checkpoint)
        _ = recorder.take()
        let after = moves(12, from: game)

        let (fresh, freshRecorder) = Fixture.start(level, lexicon: lexicon)
        for move in before { fresh.play(move) }
        _ = freshRecorder.take()
        for move in after { fresh.play(move) }
        #expect(state(game, recorder) == state(fresh, freshRecorder))
        #expect(after.count == 12)
    }

    @Test func aGoalOfOnesOwnLeavesNoCheckpoint() throws {
        let type = CustomGoalType(
            name: "vowels", fields: [], describe: { _ in "vowels" }, decode: { _ in nil },
            make: { spec, index, sources in GoalBase(spec: spec, index: index, sources: sources) })
        let spec = GoalSpec(.custom(CustomGoal(type: type, target: 3, values: [:])))
        let game = Game(level: Fixture.level([spec, GoalSpec(.words(count: 2))]), lexicon: Fixture.lexicon)
        game.start()
        #expect(game.checkpoint() == nil)
        let plain = Game(level: Fixture.level([GoalSpec(.words(count: 2))]), lexicon: Fixture.lexicon)
        plain.start()
        #expect(plain.checkpoint() != nil)
    }
}
