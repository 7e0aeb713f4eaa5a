/// A refused submission: the payload of `GameEvent.wordRejected`.
public struct RejectedWord: Hashable, Sendable {
    /// The word as submitted, ASCII letters upper-cased; for an explicit path, the text of its cells on the board.
    public var word: String
    public var reason: RejectionReason
    /// Whether the submission was an explicit path of cells rather than a typed word.
    public var isPath: Bool

    public init(word: String, reason: RejectionReason, isPath: Bool = false) {
        self.word = word
        self.reason = reason
        self.isPath = isPath
    }
}
