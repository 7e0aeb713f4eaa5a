/// The hunt's help that gives no word away, as the Spelling Bee's hints grid: how many expected words
/// are left, by first letter and by length, and how many by their first two letters.
///
/// Counts only, from the expected words and the words found: it never holds a word. Letters are
/// whatever the words start with (a word starting on the QU tile starts with Q), so it serves any
/// language's list.
public struct HuntGrid: Hashable, Sendable {
    /// One first letter's row.
    public struct Row: Hashable, Sendable {
        /// The first letter, upper case.
        public var letter: String
        /// The words left of each length, in `lengths`' order.
        public var left: [Int]
        /// The words left that start with `letter`.
        public var total: Int

        public init(letter: String, left: [Int], total: Int) {
            self.letter = letter
            self.left = left
            self.total = total
        }
    }

    /// Words left by their first two letters.
    public struct Start: Hashable, Sendable {
        /// The first two letters, upper case.
        public var letters: String
        public var left: Int

        public init(letters: String, left: Int) {
            self.letters = letters
            self.left = left
        }
    }

    /// The lengths of the board's expected words, shortest first (every column, found or not, so the
    /// grid keeps its shape all day).
    public let lengths: [Int]
    /// Every first letter of the board's expected words, alphabetical (a row with nothing left stays, at 0).
    public let rows: [Row]
    /// The words left of each length, in `lengths`' order.
    public let columnTotals: [Int]
    /// The expected words left.
    public let left: Int
    /// The two-letter starts of the words left, alphabetical (a start with nothing left is not listed).
    public let starts: [Start]

    /// The grid of `hunt`'s board as it stands.
    public init(_ hunt: DailyHunt) {
        self.init(expected: hunt.expected.map(\.word), found: hunt.found, language: hunt.language)
    }

    /// - Parameters:
    ///   - expected: the board's expected words, upper case.
    ///   - found: the words found (any word; only expected ones count).
    ///   - language: the words' language: the letters are shown in its tiles' faces (Catalan's Ç, not its
    ///     code letter K).
    public init(expected: [String], found: Set<String>, language: Language = .english) {
        func shown(_ letters: String) -> String { language.isEnglish ? letters : language.tiles.faces(of: letters) }
        let remaining = expected.filter { !found.contains($0) }
        let lengths = Set(expected.map(\.count)).sorted()
        self.lengths = lengths
        let letters = Set(expected.compactMap { $0.first.map(String.init) }).sorted()
        rows = letters.map { letter in
            let words = remaining.filter { $0.hasPrefix(letter) }
            return Row(letter: shown(letter), left: Self.lengths(of: words, in: lengths), total: words.count)
        }
        columnTotals = Self.lengths(of: remaining, in: lengths)
        left = remaining.count
        var starts: [String: Int] = [:]
        for word in remaining where word.count >= 2 { starts[String(word.prefix(2)), default: 0] += 1 }
        self.starts = starts.keys.sorted().map { Start(letters: shown($0), left: starts[$0] ?? 0) }
    }

    private static func lengths(of words: [String], in lengths: [Int]) -> [Int] {
        lengths.map { length in words.filter { $0.count == length }.count }
    }
}
