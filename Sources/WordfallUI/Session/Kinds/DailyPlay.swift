import WordfallCore

/// A daily puzzle being played: its day, generator version and total points (for the live rank), and
/// its big word.
public struct DailyPlay: Hashable, Sendable {
    public var day: CalendarDay
    public var generator: Int
    /// The language of the day's puzzle (each language has a daily of its own).
    public var language = Language.english
    /// The board's total points (`DailyPuzzle.total`).
    public var total: Int
    /// The day's big word (`DailyPuzzle.bigWord`), upper case; nil when not known (a replay).
    public var bigWord: String?
    /// In the day's hunt, the board's words (`DailyHunt`, with the words found before this sitting): its
    /// rank is the hunt's; nil in the round.
    public var hunt: DailyHunt?
    /// The board's expected words (`DailyPuzzle.words`), upper case: Queen Bee is every one of them found, in
    /// the round as in the hunt. Nil where they are not known (a play made from a total alone).
    public var expected: Set<String>?

    public init(day: CalendarDay, generator: Int, total: Int, bigWord: String? = nil) {
        self.day = day
        self.generator = generator
        self.total = total
        self.bigWord = bigWord
    }

    /// The play of `puzzle`: its round, or with `hunt`, its hunt.
    public init(_ puzzle: DailyPuzzle, hunt: DailyHunt? = nil) {
        self.init(day: puzzle.day, generator: puzzle.generator, total: puzzle.total, bigWord: puzzle.bigWord?.word)
        self.language = puzzle.language
        self.hunt = hunt
        self.expected = Set(puzzle.words.map(\.word))
    }

    /// How many of the board's expected words `words` (played, any case) leave unfound: in the hunt, the
    /// hunt's. Where the expected words are not known, none is left once `score` reaches the total.
    public func wordsLeft(score: Int, words: some Sequence<String>) -> Int {
        if let hunt = hunt(with: words) { return hunt.wordsLeft }
        return DailyRank.wordsLeft(of: expected, found: words, score: score, total: total)
    }

    /// The word of `words` (played, in order) that counts as the big word (`DailyPuzzle.bigWordPlayed`): the
    /// one a found list marks and the status names; nil while none does, or the day's big word is not known.
    public func bigWordPlayed(in words: some Sequence<String>) -> String? {
        bigWord.flatMap { DailyPuzzle.bigWordPlayed($0, in: words) }
    }

    /// The hunt with `words` found in this sitting added; nil in the round.
    public func hunt(with words: some Sequence<String>) -> DailyHunt? {
        guard var hunt else { return nil }
        hunt.merge(words)
        return hunt
    }

    /// The rank reached with `score` and `words` found: in the hunt, the hunt's (`DailyHunt.rank`); in the
    /// round, the share of the total points up to Genius, Queen Bee with every expected word found.
    public func rank(score: Int, words: some Sequence<String>) -> DailyRank {
        let words = Array(words)
        return hunt(with: words)?.rank
            ?? DailyRank.rank(score: score, total: total, wordsLeft: wordsLeft(score: score, words: words))
    }

    /// What comes after the rank reached with `score` and `words` found (`DailyRank.next`); nil at Queen Bee.
    public func next(score: Int, words: some Sequence<String>) -> DailyRank.Next? {
        let words = Array(words)
        return hunt(with: words)?.next
            ?? DailyRank.next(score: score, total: total, wordsLeft: wordsLeft(score: score, words: words))
    }

    /// The rank as the goals panel shows it, in place of the day's one goal: the rank and what the next
    /// takes, with a bar toward it (the points of the next rank; in the hunt past Genius, the expected
    /// words of the board), done only at Queen Bee.
    public func rankGoal(score: Int, words: some Sequence<String>) -> GameScreenState.GoalLine {
        let words = Array(words)
        let rank = rank(score: score, words: words)
        let next = toNext(score: score, words: words)
        let description = next.map { "\(rank.name): \($0)" } ?? "\(rank.name): every word found"
        if let hunt = hunt(with: words) {
            let found = hunt.expected.count - hunt.wordsLeft
            switch hunt.next {
            case .rank(let up, _)?:
                return .init(
                    description: description, current: hunt.points, target: up.points(outOf: total), done: false)
            case .queenBee?, nil:
                return .init(
                    description: description, current: found, target: hunt.expected.count, done: hunt.next == nil)
            }
        }
        switch self.next(score: score, words: words) {
        case .rank(let up, _)?:
            return .init(description: description, current: score, target: up.points(outOf: total), done: false)
        case .queenBee(let left)?:
            let count = expected?.count ?? left
            return .init(description: description, current: count - left, target: count, done: false)
        case nil:
            return .init(description: "\(rank.name)", current: score, target: max(1, total), done: true)
        }
    }

    /// What the next rank needs, short ("120 to Amazing", "9 words to Queen Bee"); nil at the top.
    public func toNext(score: Int, words: some Sequence<String>) -> String? {
        switch next(score: score, words: words) {
        case .rank(let rank, let points)?: return "\(NumberText.grouped(points)) to \(rank.name)"
        case .queenBee(let left)?: return "\(left) word\(left == 1 ? "" : "s") to Queen Bee"
        case nil: return nil
        }
    }
}
