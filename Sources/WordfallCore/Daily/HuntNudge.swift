/// A nudge in the hunt: a few a day, each toward one expected word not found yet, by its length, its
/// points and its first letters, never the whole word (docs/RULES.md, "The daily: a round, then the hunt").
public struct HuntNudge: Hashable, Sendable {
    /// Nudges a day, every sitting together.
    public static let perDay = 3

    /// The word nudged toward, upper case: kept in the saved data, never shown.
    public let word: String
    /// Its points on the day's board.
    public let points: Int

    /// The nudge toward `word` worth `points`.
    public init(word: String, points: Int) {
        self.word = word.uppercased()
        self.points = points
    }

    /// Its length in letters.
    public var length: Int { word.count }

    /// The first letters shown: about half the word, at least one, and always two letters hidden (one,
    /// for a word of three letters).
    public var start: String {
        let shown = length <= 3 ? 1 : min(length - 2, max(2, length / 2))
        return String(word.prefix(shown))
    }

    /// The next nudge of the day: toward the expected word left worth the most points (ties: the shorter,
    /// then alphabetical) that no nudge of `given` named, else the one nudged longest ago that is still
    /// left; nil when every nudge of the day is given, or every expected word is found.
    public static func next(_ hunt: DailyHunt, given: [String]) -> HuntNudge? {
        guard given.count < perDay else { return nil }
        let left = hunt.expectedLeft.sorted(by: Self.before)
        let named = Set(given.map { $0.uppercased() })
        if let word = left.first(where: { !named.contains($0.word) }) {
            return HuntNudge(word: word.word, points: word.points)
        }
        let leftWords = Dictionary(left.map { ($0.word, $0.points) }, uniquingKeysWith: { first, _ in first })
        guard let again = given.map({ $0.uppercased() }).first(where: { leftWords[$0] != nil }) else { return nil }
        return HuntNudge(word: again, points: leftWords[again] ?? 0)
    }

    /// The order nudges go in: the most points first, then the shorter word, then alphabetical.
    public static func before(_ a: FoundWord, _ b: FoundWord) -> Bool {
        if a.points != b.points { return a.points > b.points }
        if a.word.count != b.word.count { return a.word.count < b.word.count }
        return a.word < b.word
    }
}
