/// A refused submission: the payload of `WordValidator.wordRejected`.
public struct RejectedWord: Hashable, Sendable {
    /// The word as submitted, ASCII letters upper-cased; for an explicit path, the text of its cells on the board.
    public var word: String
    public var reason: RejectionReason

    public init(word: String, reason: RejectionReason) {
        self.word = word
        self.reason = reason
    }
}
