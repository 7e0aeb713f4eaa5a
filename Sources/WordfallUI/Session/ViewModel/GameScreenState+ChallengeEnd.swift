extension GameScreenState {
    /// A challenge's end screen (docs/RULES.md, "Challenges"): the result line to send back, and a friend's
    /// line compared with it, word by word.
    public struct ChallengeEnd: Hashable, Sendable {
        /// The most characters a friend's line may have as it is typed or pasted (longer is cut, and then
        /// refused by its check symbols).
        public static let friendLineLimit = 8_192

        /// The player's result line.
        public var result: String
        /// The friend's line as typed or pasted so far; nil when none is being given.
        public var friendLine: String?
        /// The comparison's lines (`ComparisonText`), or why the friend's line was refused.
        public var comparison: [String] = []
        /// Whether `comparison` says why the line was refused.
        public var refused = false

        public init(result: String) { self.result = result }
    }
}
