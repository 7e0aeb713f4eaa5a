import WordfallCore

extension PlayFlow.LevelEnd {
    /// The end of `game` as the model has it (its status, words, review, next star, clock and moves);
    /// nil while it is not over.
    public init?(_ game: Game) {
        let failure: FailureReason?
        let byPlayer: Bool
        let stars: Int
        switch game.status {
        case .completed(let earned): (failure, byPlayer, stars) = (nil, false, earned)
        case .failed(let reason): (failure, byPlayer, stars) = (reason, false, 0)
        case .ended: (failure, byPlayer, stars) = (nil, true, 0)
        case .ready, .playing: return nil
        }
        self.init(
            failure: failure, byPlayer: byPlayer, score: game.score, stars: stars, words: game.scoredWords,
            review: game.review(missedLimit: .max).shown(in: game.level.language),
            nextStar: game.nextStar,
            duration: game.elapsed, moves: game.moveLog)
    }
}
