extension GameScreenState {
    /// A challenge's end screen (docs/RULES.md, "Challenges"): the result line to send back, and a friend's
    /// line compared with it, word by word.
    public struct ChallengeEnd: Hashable, Sendable {
        /// The terms the end is said in: a round's (a score out of the board's, a rank) or its level's.
        public enum Terms: Hashable, Sendable {
            /// The standard round or a daily's: no pass or fail, no stars; the rank of `score` out of `total`.
            case round(rank: String, total: Int)
            /// A level's (a starter level, a level file): its goals pass or fail; `stars` when it has them.
            case level(stars: Bool)
        }

        /// The most characters a friend's line may have as it is typed or pasted (longer is cut, and then
        /// refused by its check symbols).
        public static let friendLineLimit = 8_192

        /// The player's result line: the one that counts, the first play's (docs/RULES.md, "The result line").
        public var result: String
        /// The terms of the end.
        public var terms: Terms
        /// This play is practice: the code was played to its end before, and `result` is that first play's.
        public var practice = false
        /// The words found this play.
        public var words = 0
        /// The friend's line as typed or pasted so far; nil when none is being given.
        public var friendLine: String?
        /// Enter came before the whole line (a paste of a line copied over several rows): it goes on.
        public var friendLineGoesOn = false
        /// The comparison's lines (`ComparisonText`), or why the friend's line was refused.
        public var comparison: [String] = []
        /// Whether `comparison` says why the line was refused.
        public var refused = false

        public init(result: String, terms: Terms = .level(stars: true)) {
            self.result = result
            self.terms = terms
        }
    }
}
