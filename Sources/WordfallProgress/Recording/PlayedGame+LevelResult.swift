import Glibc
import WordfallCore
import WordfallPlay

extension PlayedGame {
    /// The game of a finished level.
    /// `playerWords`: the player's own words the level was played with, kept for its replay.
    package init(
        _ result: LevelResult, pack: String?, endedAt: Int, daily: DailyResult? = nil, playerWords: PlayerWords? = nil
    ) {
        let ending: GameEnding =
            if result.completed {
                .completed
            } else {
                switch result.failure {
                case .outOfMoves: .outOfMoves
                case .outOfTime: .outOfTime
                case .noWordsLeft: .noWordsLeft
                case .burnedDown: .burnedDown
                case nil: .ended
                }
            }
        self.init(
            id: result.id, endedAt: endedAt, pack: pack, level: result.level.id, seed: result.level.seed,
            score: result.score,
            stars: result.stars, words: result.words.map { PlayedWord(word: $0.word, points: $0.points) },
            duration: result.duration, ending: ending, daily: daily,
            replay: result.moves.isEmpty
                ? nil
                : PlayedGame.Replay(
                    levelText: Self.replayable(result.level).fileText, moves: ReplayText.encode(result.moves),
                    playerWords: playerWords))
    }

    /// The level with its word list's path made absolute, so its text loads from anywhere.
    package static func replayable(_ level: Level) -> Level {
        var level = level
        if let dictionary = level.dictionary, !dictionary.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: 4096)
            if getcwd(&buffer, buffer.count) != nil {
                let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
                level.dictionary = String(decoding: bytes, as: UTF8.self) + "/" + dictionary
            }
        }
        return level
    }
}
