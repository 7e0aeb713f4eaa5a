import WordfallCore

/// A daily puzzle being played: its day, generator version and total points (for the live rank), and
/// its big word.
public struct DailyPlay: Hashable, Sendable {
    public var day: CalendarDay
    public var generator: Int
    /// The board's total points (`DailyPuzzle.total`).
    public var total: Int
    /// The day's big word (`DailyPuzzle.bigWord`), upper case; nil when not known (a replay).
    public var bigWord: String?
    /// In the day's hunt, the board's words (`DailyHunt`, with the words found before this sitting): its
    /// rank is the hunt's; nil in the round.
    public var hunt: DailyHunt?

    public init(day: CalendarDay, generator: Int, total: Int, bigWord: String? = nil) {
        self.day = day
        self.generator = generator
        self.total = total
        self.bigWord = bigWord
    }

    /// The play of `puzzle`: its round, or with `hunt`, its hunt.
    public init(_ puzzle: DailyPuzzle, hunt: DailyHunt? = nil) {
        self.init(day: puzzle.day, generator: puzzle.generator, total: puzzle.total, bigWord: puzzle.bigWord?.word)
        self.hunt = hunt
    }

    /// The hunt with `words` found in this sitting added; nil in the round.
    public func hunt(with words: some Sequence<String>) -> DailyHunt? {
        guard var hunt else { return nil }
        hunt.merge(words)
        return hunt
    }

    /// The rank reached with `score` and `words` found: in the hunt, the hunt's (`DailyHunt.rank`); in the
    /// round, the share of the total points.
    public func rank(score: Int, words: some Sequence<String>) -> DailyRank {
        hunt(with: words)?.rank ?? DailyRank.rank(score: score, total: total)
    }

    /// What the next rank needs, short ("120 to Amazing", "9 words to Queen Bee"); nil at the top.
    public func toNext(score: Int, words: some Sequence<String>) -> String? {
        if let hunt = hunt(with: words) {
            switch hunt.next {
            case .rank(let rank, let points)?: return "\(NumberText.grouped(points)) to \(rank.name)"
            case .queenBee(let left)?: return "\(left) word\(left == 1 ? "" : "s") to Queen Bee"
            case nil: return nil
            }
        }
        return DailyRank.next(score: score, total: total).map {
            "\(NumberText.grouped($0.pointsNeeded)) to \($0.rank.name)"
        }
    }
}
