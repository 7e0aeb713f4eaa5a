import WordfallCore

/// A daily result as plain text that pastes anywhere: the date and puzzle number, the round's rank, the
/// score, the number of words and the best word's length, then its shape (a row of marks per word
/// length, as Wordle's grid tells a story) and whether the big word was found, then the hunt's line;
/// never a word, so it spoils nothing.
/// docs/HEADLESS.md, "`wordfall daily --level` and `--share`".
public enum ShareText {
    /// The hunt's line: its rank, the expected words found of the board's, and the finds apart.
    public struct HuntLine: Hashable, Sendable {
        public var rank: String
        public var found: Int
        public var expected: Int
        /// The words found off the board's list (`DailyHunt.findsFound`).
        public var finds = 0

        public init(_ hunt: DailyHunt) {
            rank = hunt.rank.name
            expected = hunt.expected.count
            found = expected - hunt.wordsLeft
            finds = hunt.findsFound.count
        }
    }

    /// How far a player got into the board, word length by word length, and the big word.
    public struct Shape: Hashable, Sendable {
        /// One row: a length (`8+` for the longest ones), the expected words of it found and on the board,
        /// and the finds of it (words off the list) apart.
        public struct Row: Hashable, Sendable {
            public var label: String
            public var found: Int
            public var total: Int
            public var finds = 0
        }

        public var rows: [Row]
        /// The big word's length and whether it was found; nil when the day has none known.
        public var bigWord: (length: Int, found: Bool)? {
            bigWordLength.map { ($0, bigWordFound) }
        }
        private var bigWordLength: Int?
        private var bigWordFound: Bool
        /// Whether the word that counts as the big word is a find (off the list): the rows, which count the
        /// board's list, do not show it, so the line says so (issue 41: `8+ 0/1` beside "big word found").
        public private(set) var bigWordByFind = false
        /// The letters of the word that counts as the big word when it is a find (as long or longer).
        public private(set) var bigWordFindLength: Int?

        /// Lengths from this one up share a row.
        static let longest = 8

        /// - Parameters:
        ///   - found: the expected words found (finds, off the list, are not part of the board's shape).
        ///   - missed: the expected words not found.
        ///   - bigWord: the day's big word, upper case.
        ///   - played: every word played, finds included: one as long as the big word counts as it
        ///     (`DailyPuzzle.bigWordPlayed`), so a word played is never called missed.
        public init(found: [String], missed: [String], bigWord: String?, played: [String] = []) {
            func length(_ word: String) -> Int { min(Self.longest, word.count) }
            // A find is in the row of its length, said apart (issue 41: a big word found by a find sat beside
            // `8+ 0/1`, which read as a contradiction).
            let listed = Set(found + missed)
            var seen: Set<String> = []
            let finds = played.filter { !listed.contains($0) && seen.insert($0).inserted }
            let lengths = Set((found + missed + finds).map(length)).sorted()
            rows = lengths.map { size in
                Row(
                    label: size == Self.longest ? "\(size)+" : "\(size)",
                    found: found.filter { length($0) == size }.count,
                    total: (found + missed).filter { length($0) == size }.count,
                    finds: finds.filter { length($0) == size }.count)
            }
            bigWordLength = bigWord?.count
            let counted = bigWord.flatMap { DailyPuzzle.bigWordPlayed($0, in: found + played) }
            bigWordFound = counted != nil
            bigWordByFind = counted.map { !found.contains($0) } ?? false
            bigWordFindLength = bigWordByFind ? counted?.count : nil
        }
    }

    /// Marks in a row of the shape.
    static let marks = 10

    /// What the `*` after the day means, said wherever a share text of a day played hard is shown (not in
    /// the text itself, which is for friends who know Wordle's mark).
    public static let hardNote =
        "The * after the date: played in hard mode (no check before Enter), as Wordle marks it."

    /// Whether `lines` (a share text) are of a day played in hard mode: its first line ends in `*`.
    public static func isHard(_ lines: [String]) -> Bool { lines.first?.hasSuffix("*") == true }

    /// The words line's end: the player's longest word, said as theirs (issue 40: "longest word 6 letters"
    /// above "big word missed (7 letters)" read as the board's longest word, a contradiction).
    static func longest(_ letters: Int) -> String { ", your longest \(letters) letters" }

    /// - Parameters:
    ///   - shape: the rows of marks and the big word; nil where the words found are not known.
    ///   - hunt: the day's hunt, its own line at the end; nil before it is played.
    ///   - unicode: false for `--ascii`: marks are `#` and `.` instead of `●` and `○`.
    ///   - hard: the day was played in hard mode: a `*` after the day, as Wordle marks its hard mode.
    public static func lines(
        day: String, rank: String, score: Int, total: Int, words: Int, longestWordLength: Int, shape: Shape? = nil,
        hunt: HuntLine? = nil, unicode: Bool, hard: Bool = false, language: Language = .english
    ) -> [String] {
        let (full, empty) = unicode ? ("●", "○") : ("#", ".")
        func bar(_ rank: String) -> String {
            let reached = DailyRank.all.firstIndex { $0.name == rank } ?? 0
            return (0..<DailyRank.all.count).map { $0 <= reached ? full : empty }.joined()
        }
        let percent = total > 0 ? Int((Double(score) / Double(total) * 100).rounded(.down)) : 0
        let number = CalendarDay(day).flatMap(DailyPuzzle.number(of:)).map { "#\($0) " } ?? ""
        // Another language's daily is another board: the first line names it (its own name, in ASCII its English one).
        let named =
            language.isEnglish
            ? "" : (unicode ? language.ownName : language.name.prefix(1).uppercased() + language.name.dropFirst()) + " "
        var lines = [
            "wordfall daily \(named)\(number)\(day)\(hard ? "*" : "")",
            "Round: \(rank) \(bar(rank))",
            "\(NumberText.grouped(score)) of \(NumberText.grouped(total)) points (\(min(100, percent))%)",
            "\(words) word\(words == 1 ? "" : "s")" + longest(longestWordLength),
        ]
        let huntLine = hunt.map {
            "Hunt: \($0.rank) \(bar($0.rank)) " + HuntText.words(found: $0.found, of: $0.expected, finds: $0.finds)
        }
        guard let shape else { return lines + (huntLine.map { [$0] } ?? []) }
        // The day's words, one count: the board's words found of its words, finds apart (docs/RULES.md, "The
        // daily: a round, then the hunt"), so the figures add up (issue 40: "38 words" above rows of 36).
        let onList = shape.rows.reduce(0) { $0 + $1.found }
        let listed = shape.rows.reduce(0) { $0 + $1.total }
        lines[3] =
            HuntText.words(found: onList, of: listed, finds: max(0, words - onList))
            + longest(longestWordLength)
        let labelWidth = shape.rows.map(\.label.count).max() ?? 0
        for row in shape.rows {
            // At least one mark for a word found, all of them only for every word.
            let filled =
                row.found == 0
                ? 0 : row.found >= row.total ? marks : min(marks - 1, max(1, row.found * marks / max(1, row.total)))
            let label = row.label + String(repeating: " ", count: labelWidth - row.label.count)
            let finds = row.finds > 0 ? " + \(row.finds) find\(row.finds == 1 ? "" : "s")" : ""
            lines.append(
                "\(label) \(String(repeating: full, count: filled) + String(repeating: empty, count: marks - filled)) "
                    + "\(row.found)/\(row.total)\(finds)")
        }
        if let big = shape.bigWord {
            // The board's big word, said as the board's (its length first), then whether it was found. In ASCII
            // no mark: a `*` is hard mode's, after the day.
            let star = unicode ? "★ " : ""
            let bigWord = "big word (\(big.length) letters)"
            lines.append(
                !big.found
                    ? bigWord + " missed"
                    : shape.bigWordFindLength.map { "\(star)\(bigWord) found, by a \($0)-letter find" }
                        ?? "\(star)\(bigWord) found")
        }
        if let huntLine { lines.append(huntLine) }
        return lines
    }
}
