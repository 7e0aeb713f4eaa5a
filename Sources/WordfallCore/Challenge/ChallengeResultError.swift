/// Why a line is not a result `compare` can take: each says what is wrong and what to do.
public enum ChallengeResultError: Error, Hashable, Sendable {
    /// It does not have the line's five parts.
    case notAResult
    /// Its code is not one (or not one this wordfall plays).
    case badCode(ChallengeCodeError)
    /// The name is empty, too long or holds other characters.
    case badName
    /// The score is not a whole number.
    case badScore
    /// A move (from 1) that is not `WORD@SECOND`, `WORD@SECOND=CELLS` or `*@SECOND`.
    case badMove(Int)
    /// A move found earlier than the one before it.
    case outOfOrder(Int)
    /// The check symbols do not match.
    case doesNotCheck
    /// A word (move number, from 1) that the board does not give, and why.
    case rejected(Int, word: String, reason: String)
    /// The score said is not what the words score.
    case wrongScore(said: Int, words: Int)
    /// The lines are of different challenges.
    case differentChallenges

    /// The message, after `LINE: error: `.
    public var message: String {
        switch self {
        case .notAResult:
            "not a result line (CODE:NAME:SCORE:WORDS:CHECK, as `wordfall challenge result` prints it): "
                + "paste the whole line, quoted"
        case .badCode(let error): error.message
        case .badName:
            "the name is not 1 to \(ChallengeResult.nameLimit) letters, digits, '_', '.' or '-': the line was cut "
                + "or edited; ask for it again"
        case .badScore: "the score is not a whole number: the line was cut or edited; ask for it again"
        case .badMove(let number):
            "move \(number) is not WORD@SECOND: the line was cut or edited; ask for it again"
        case .outOfOrder(let number):
            "move \(number) was found before the one before it: the line was edited; ask for it again"
        case .doesNotCheck:
            "the line does not check (its last two symbols): it was mistyped, cut or edited; ask for it again, "
                + "pasted whole"
        case .rejected(let number, let word, let reason):
            "move \(number), \(word), is not a word this board gives (\(reason)): the line was edited or comes "
                + "from another game"
        case .wrongScore(let said, let words):
            "the line says \(said) points but its words score \(words): the score was edited"
        case .differentChallenges:
            "the lines are of different challenges: compare results of one code"
        }
    }
}
