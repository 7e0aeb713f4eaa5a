/// The payload of `GameEvent.hintShown`: the best expected word still to find, or nothing.
public struct Hint: Hashable, Sendable {
    /// The word, nil when no new word is formable (such a hint is not used up).
    public var word: String?
    /// Its best path, nil with `word`.
    public var path: [Position]?
    /// What it is worth, nil with `word`.
    public var points: Int?
    /// Hints still allowed.
    public var remaining: Int

    public init(word: String?, path: [Position]?, points: Int?, remaining: Int) {
        self.word = word
        self.path = path
        self.points = points
        self.remaining = remaining
    }
}
