import WordfallProgress
import WordfallUI

extension PlayedGame {
    /// The game of a finished level.
    init(_ result: LevelResult, pack: String?, endedAt: Int, daily: DailyResult? = nil) {
        let ending: GameEnding =
            if result.completed {
                .completed
            } else {
                switch result.failure {
                case .outOfMoves: .outOfMoves
                case .outOfTime: .outOfTime
                case .noWordsLeft: .noWordsLeft
                case nil: .ended
                }
            }
        self.init(
            endedAt: endedAt, pack: pack, level: result.level.id, seed: result.level.seed, score: result.score,
            stars: result.stars, words: result.words.map { PlayedWord(word: $0.word, points: $0.points) },
            duration: result.duration, ending: ending, daily: daily)
    }
}
