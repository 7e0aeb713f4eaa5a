/// A nudge in the hunt: a few a day, each toward one expected word not found yet, by its length, its
/// points and its first letters, never the whole word (docs/RULES.md, "The daily: a round, then the hunt").
public struct HuntNudge: Hashable, Sendable {
    /// Nudges a day, every sitting together.
    public static let perDay = 3

    /// The word nudged toward, upper case: kept in the saved data, never shown.
    public let word: String
    /// Its points on the day's board.
    public let points: Int
    /// The first letters shown (`start`).
    public let start: String
    /// The points of the other words left of its length that start as `start` does, best first: where the
    /// letters a nudge may show cannot tell them apart, it says so (mostly none).
    public let alike: [Int]

    /// The nudge toward `word` worth `points`; `others`: the board's other words not found yet (expected
    /// and finds), so its start tells it from them.
    public init(word: String, points: Int, others: [ScoredWord] = []) {
        let word = word.uppercased()
        self.word = word
        self.points = points
        // About half the word, at least one letter, and always two hidden (one, for a word of three letters);
        // more while another word left of its length starts so too (issue 40: "a 7-letter word worth 1,600
        // starts HAR" was HARDIER, and HARDEST, 1,500, fit it: the player played that and read the nudge as wrong).
        let length = word.count
        let most = length <= 3 ? 1 : length - 2
        let twins = others.filter { $0.word.count == length && $0.word != word }.sorted { $0.points > $1.points }
        var shown = length <= 3 ? 1 : min(most, max(2, length / 2))
        while shown < most, twins.contains(where: { $0.word.hasPrefix(word.prefix(shown)) }) { shown += 1 }
        start = String(word.prefix(shown))
        alike = twins.filter { $0.word.hasPrefix(word.prefix(shown)) }.map(\.points)
    }

    /// Its length in letters.
    public var length: Int { word.count }

    /// The next nudge of the day: toward the expected word left worth the most points (ties: the shorter,
    /// then alphabetical) that no nudge of `given` named, else the one nudged longest ago that is still
    /// left; nil when every nudge of the day is given, or every expected word is found.
    public static func next(_ hunt: DailyHunt, given: [String]) -> HuntNudge? {
        guard given.count < perDay else { return nil }
        let left = hunt.expectedLeft.sorted(by: Self.before)
        let named = Set(given.map { $0.uppercased() })
        let others = hunt.left
        if let word = left.first(where: { !named.contains($0.word) }) {
            return HuntNudge(word: word.word, points: word.points, others: others)
        }
        let leftWords = Dictionary(left.map { ($0.word, $0.points) }, uniquingKeysWith: { first, _ in first })
        guard let again = given.map({ $0.uppercased() }).first(where: { leftWords[$0] != nil }) else { return nil }
        return HuntNudge(word: again, points: leftWords[again] ?? 0, others: others)
    }

    /// The order nudges go in: the most points first, then the shorter word, then alphabetical.
    public static func before(_ a: FoundWord, _ b: FoundWord) -> Bool {
        if a.points != b.points { return a.points > b.points }
        if a.word.count != b.word.count { return a.word.count < b.word.count }
        return a.word < b.word
    }
}
