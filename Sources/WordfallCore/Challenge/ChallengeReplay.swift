/// A result's moves played again on its challenge's board: the words the board gives, with their points and
/// seconds, and the score they make. What makes two results comparable, and an edited one refused.
public struct ChallengeReplay: Hashable, Sendable {
    /// A word the replay accepted.
    public struct Word: Hashable, Sendable {
        public var word: String
        public var points: Int
        public var second: Int
    }

    public var result: ChallengeResult
    /// The accepted words, in play order.
    public var words: [Word]
    /// What the words score.
    public var score: Int

    /// Plays `result`'s moves on `level` with `lexicon` (the ones its code names), each at its second.
    ///
    /// - Throws: `ChallengeResultError.rejected` for a word the board does not give at that point of the
    ///   game, `.wrongScore` when the line's score is not the words' score.
    public init(_ result: ChallengeResult, level: Level, lexicon: Lexicon) throws(ChallengeResultError) {
        let game = Game(level: level, lexicon: lexicon)
        var rejection: RejectedWord?
        let token = game.events.addObserver { event in
            if case .wordRejected(let rejected) = event { rejection = rejected }
        }
        defer { token.cancel() }
        game.start()
        var words: [Word] = []
        for (index, step) in result.steps.enumerated() {
            let wait = Double(step.second) - game.elapsed
            if wait > 0 { game.advanceClock(by: wait) }
            switch step {
            case .shuffle:
                game.shuffle()
            case .word(let word, let second, let path):
                rejection = nil
                let before = game.scoredWords.count
                if let path {
                    let columns = game.board.columns
                    game.submit(path: path.map { Position(row: $0 / columns, column: $0 % columns) })
                } else {
                    game.submit(word: word)
                }
                let scored = game.scoredWords
                guard scored.count > before, let accepted = scored.last, accepted.word == word else {
                    throw .rejected(
                        index + 1, word: word, reason: rejection.map { "\($0.reason)" } ?? "notOnBoard")
                }
                words.append(Word(word: word, points: accepted.points, second: second))
            }
        }
        guard game.score == result.score else { throw .wrongScore(said: result.score, words: game.score) }
        self.result = result
        self.words = words
        self.score = game.score
    }

    /// The result of a game played on `level` (the one `code` names): its moves as the move log kept them.
    /// Only what changes the game goes in: accepted words and shuffles (a rejected word, a hint, a wait and
    /// finishing change no score).
    public static func result(
        code: ChallengeCode, name: String, level: Level, lexicon: Lexicon, moves: [TimedMove]
    ) -> ChallengeResult {
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        var steps: [ChallengeResult.Step] = []
        for timed in moves {
            let wait = timed.at - game.elapsed
            if wait > 0 { game.advanceClock(by: wait) }
            let second = Int(timed.at.rounded(.down))
            let before = game.scoredWords.count
            let columns = game.board.columns
            game.play(timed.move)
            switch timed.move {
            case .shuffle:
                steps.append(.shuffle(second: second))
            case .word, .path:
                guard game.scoredWords.count > before, let accepted = game.scoredWords.last else { continue }
                var cells: [Int]?
                if case .path(let path) = timed.move { cells = path.map { $0.row * columns + $0.column } }
                steps.append(.word(accepted.word, second: second, path: cells))
            case .hint, .wait, .finish:
                continue
            }
        }
        return ChallengeResult(code: code, name: name, score: game.score, steps: steps)
    }
}
