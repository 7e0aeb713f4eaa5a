/// A day's hunt (docs/RULES.md, "The daily: a round, then the hunt"): the day's board with no clock,
/// after its round, starting from every word the round found and keeping every word found since, over
/// as many sittings as the player likes that day.
///
/// A plain value: the words found that day and what they add up to. Its rank climbs the daily's ranks
/// (`DailyRank`) by the points of every word found, finds included, up to Genius; Queen Bee takes every
/// expected word of the board, whatever the points. It knows nothing of a language: words are letters.
public struct DailyHunt: Hashable, Sendable {
    /// What comes after the rank reached (`DailyRank.Next`).
    public typealias Next = DailyRank.Next

    /// Every expected word of the board with its points, best first.
    public let expected: [FoundWord]
    /// The language of the day's puzzle: its words are tile spellings, shown in its tiles' faces.
    public var language = Language.english
    /// The board's total points: every expected word's, added up.
    public let total: Int
    /// What each word the board holds is worth, expected words and finds: a word found is worth its
    /// points here, whatever a saved list said.
    private let worth: [String: Int]
    /// Every word found that day, round and hunt, upper case: a set, so sittings merge by union.
    public private(set) var found: Set<String>
    /// The same words in the order they were found (each once, where it was first found): the round's,
    /// then each sitting's as the saved list has them. What a sitting reopens on, so its last word is
    /// the last found; two hunts of the same words are equal whatever their order.
    public private(set) var inOrder: [String]

    /// - Parameters:
    ///   - expected: the board's expected words (`DailyPuzzle.words`).
    ///   - finds: the board's other words (`DailyPuzzle.finds`): what a find is worth.
    ///   - found: the words found so far (any case), in the order found; a word the board does not hold
    ///     is ignored.
    public init(expected: [FoundWord], finds: [FoundWord], found: some Sequence<String>) {
        self.expected = expected
        self.total = expected.reduce(0) { $0 &+ $1.points }
        var worth: [String: Int] = [:]
        for word in finds + expected { worth[word.word] = word.points }
        self.worth = worth
        self.found = []
        self.inOrder = []
        for word in found { add(word) }
    }

    /// The hunt of `puzzle` with `found` words.
    public init(_ puzzle: DailyPuzzle, found: some Sequence<String>) {
        self.init(expected: puzzle.words, finds: puzzle.finds, found: found)
        language = puzzle.language
    }

    /// Adds a word found; false when it was found already or the board does not hold it.
    @discardableResult
    public mutating func add(_ word: String) -> Bool {
        let word = word.uppercased()
        guard worth[word] != nil, found.insert(word).inserted else { return false }
        inOrder.append(word)
        return true
    }

    /// Adds every word of `words` (another sitting's list), in its order after the words found: the union.
    public mutating func merge(_ words: some Sequence<String>) {
        for word in words { add(word) }
    }

    /// The points of every word found, finds included.
    public var points: Int { found.reduce(0) { $0 &+ (worth[$1] ?? 0) } }

    /// The expected words found, best first.
    public var expectedFound: [FoundWord] { expected.filter { found.contains($0.word) } }

    /// The expected words not found yet, best first (never shown as words: `HuntGrid`, `HuntNudge`).
    public var expectedLeft: [FoundWord] { expected.filter { !found.contains($0.word) } }

    /// Every word the board holds not found yet, expected words and finds, with its points (never shown as
    /// words: what a nudge tells its word from, `HuntNudge`).
    public var left: [ScoredWord] {
        worth.filter { !found.contains($0.key) }.map { ScoredWord(word: $0.key, points: $0.value) }
    }

    /// The words found that are not expected.
    public var findsFound: [String] { found.filter { !expectedWords.contains($0) }.sorted() }

    /// How many expected words are left: 0 is Queen Bee.
    public var wordsLeft: Int { expected.count - expectedFound.count }

    /// Every word found, alphabetical, with its points.
    public var words: [ScoredWord] {
        found.sorted().map { ScoredWord(word: $0, points: worth[$0] ?? 0) }
    }

    /// The rank reached: the daily's rank of `points` out of `total`, at most Genius until every expected
    /// word is found, which is Queen Bee.
    public var rank: DailyRank { DailyRank.rank(score: points, total: total, wordsLeft: wordsLeft) }

    /// What comes next: the next rank up to Genius by points, then Queen Bee by words; nil at Queen Bee.
    public var next: Next? { DailyRank.next(score: points, total: total, wordsLeft: wordsLeft) }

    private var expectedWords: Set<String> { Set(expected.map(\.word)) }

    /// The same board and the same words found, in whatever order.
    public static func == (lhs: DailyHunt, rhs: DailyHunt) -> Bool {
        lhs.expected == rhs.expected && lhs.worth == rhs.worth && lhs.found == rhs.found
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expected)
        hasher.combine(found)
    }
}
