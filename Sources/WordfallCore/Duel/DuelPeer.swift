/// The friend's side of a live duel, followed here (docs/RULES.md, "A live duel"): each move they send is
/// played on a copy of their game, and the digest that came with it checked, so this side shows their score
/// and word count as they change (never their words) and knows their result at the end.
public final class DuelPeer {
    /// What a message from the friend changed.
    public enum News: Hashable, Sendable {
        /// A move played on their game: their score and number of words now.
        case moved(score: Int, words: Int)
        /// Their game is over, at this score; `agrees` when it is the score their moves make here.
        case ended(score: Int, agrees: Bool)
    }

    /// Why the friend's side cannot be followed: what they sent, in words, for "NAME's side sent ...".
    public struct Disagreement: Error, Hashable, Sendable {
        public var what: String
    }

    public let name: String
    public let code: ChallengeCode
    /// Their game, played here from their moves.
    public let game: Game
    /// Their moves so far, as a result line carries them.
    public private(set) var steps: [ChallengeResult.Step] = []
    /// Their score when they said their game was over.
    public private(set) var endedScore: Int?

    public init(name: String, code: ChallengeCode, level: Level, lexicon: Lexicon) {
        self.name = name
        self.code = code
        game = Game(level: level, lexicon: lexicon)
    }

    /// Starts their game, with this one's (at the count-down's end).
    public func start() { game.start() }

    /// Their result as their moves made it (what a lost connection leaves too).
    public var result: ChallengeResult { ChallengeResult(code: code, name: name, score: game.score, steps: steps) }

    /// Plays `message` on their game.
    ///
    /// - Throws: `Disagreement` for a move out of order, a word the board does not give, a digest that differs,
    ///   or a hello or start in the middle of the game.
    public func receive(_ message: DuelMessage) throws(Disagreement) -> News {
        switch message {
        case .move(let number, let step, let digest):
            guard number == steps.count + 1 else {
                throw Disagreement(what: "move \(number) where move \(steps.count + 1) was due")
            }
            try play(step, number: number, digest: digest)
            return .moved(score: game.score, words: game.scoredWords.count)
        case .end(let score):
            endedScore = score
            if game.status == .playing { game.endByPlayer() }
            return .ended(score: score, agrees: score == game.score)
        case .hello, .start:
            throw Disagreement(what: "a second hello or start in the middle of the game")
        }
    }

    private func play(_ step: ChallengeResult.Step, number: Int, digest: String) throws(Disagreement) {
        let wait = Double(step.second) - game.elapsed
        if wait > 0 { game.advanceClock(by: wait) }
        let before = game.scoredWords.count
        switch step {
        case .shuffle:
            game.shuffle()
        case .word(let word, _, let path):
            if let path {
                let columns = game.board.columns
                game.submit(path: path.map { Position(row: $0 / columns, column: $0 % columns) })
            } else {
                game.submit(word: word)
            }
            guard game.scoredWords.count > before else {
                throw Disagreement(
                    what: "move \(number), \(word), which this board does not give: the two games disagree")
            }
        }
        steps.append(step)
        let here = DuelMessage.digest(of: game)
        guard here == digest else {
            throw Disagreement(
                what: "after move \(number) a game whose digest is \(digest), where it is \(here) here: the two games "
                    + "disagree (are both the same wordfall version?)")
        }
    }
}
