import WordfallCore

/// The hunt in words (docs/RULES.md, "The daily: a round, then the hunt"): where the day stands, the
/// grid of words left, a nudge. One wording for the screen, plain mode, the home screen and the share
/// text; none of it ever names a word not found.
public enum HuntText {
    /// The day's words, one count and one label wherever they are said (docs/RULES.md, "The daily: a round,
    /// then the hunt"): the board's words found of its words, then the finds (words off its list) apart:
    /// "46 of 111 words + 7 finds" (no finds: "46 of 111 words"); `short` drops "words".
    public static func words(found: Int, of expected: Int, finds: Int, short: Bool = false) -> String {
        "\(found) of " + all(expected, finds: finds, short: short)
    }

    /// "111 words + 7 finds": the board's words, then the finds found.
    static func all(_ expected: Int, finds: Int, short: Bool = false) -> String {
        "\(expected)\(short ? "" : " words")" + (finds > 0 ? " + \(finds) find\(finds == 1 ? "" : "s")" : "")
    }

    /// "Hunt: 52 of 61 words + 3 finds, 9 to Queen Bee" (the part after the round's rank on the home screen);
    /// `short`, for a narrow line: "Hunt: 52 of 61 words + 3 finds", the same count without what is left.
    public static func progress(_ hunt: DailyHunt, short: Bool = false) -> String {
        let finds = hunt.findsFound.count
        if hunt.wordsLeft == 0 { return "Hunt: Queen Bee, all " + all(hunt.expected.count, finds: finds) }
        let found = words(found: hunt.expected.count - hunt.wordsLeft, of: hunt.expected.count, finds: finds)
        return "Hunt: \(found)" + (short ? "" : ", \(hunt.wordsLeft) to Queen Bee")
    }

    /// Where the day stands: "Round: Genius. Hunt: 52 of 61 words, 9 to Queen Bee." (`round` nil: the round
    /// is not recorded yet; `short`: "... Hunt: 52 of 61 words.").
    public static func standing(round: String?, hunt: DailyHunt?, short: Bool = false) -> String {
        var parts: [String] = []
        if let round { parts.append("Round: \(round).") }
        if let hunt { parts.append(progress(hunt, short: short) + ".") }
        return parts.joined(separator: " ")
    }

    /// The hunt's rank and what comes next: "Hunt: Great. 120 points to Amazing." or "Hunt: Genius. 9
    /// words to Queen Bee." or "Hunt: Queen Bee: every word found."
    /// - Parameter label: what the line starts with ("Rank" where the hunt was named already).
    public static func rank(_ hunt: DailyHunt, label: String = "Hunt") -> String {
        switch hunt.next {
        case .rank(let next, let points)?:
            "\(label): \(hunt.rank.name). \(NumberText.grouped(points)) point\(points == 1 ? "" : "s") to \(next.name)."
        case .queenBee(let left)?:
            "\(label): \(hunt.rank.name). \(left) word\(left == 1 ? "" : "s") to Queen Bee."
        case nil:
            "\(label): Queen Bee: every word found."
        }
    }

    /// The grid as a table (the screen): a row per first letter, a column per length, the words left in
    /// each (`-` for none), and totals; the two-letter starts beside it where `width` has room (so an
    /// 80-column window shows it all), else under it.
    /// - Parameter width: the lines' width at most; the starts wrap to it.
    public static func gridTable(_ grid: HuntGrid, width: Int = 70) -> [String] {
        guard grid.left > 0 else { return ["Every word is found: Queen Bee."] }
        func cell(_ count: Int) -> String { Format.padLeft(count == 0 ? "-" : String(count), 3) }
        var table = ["    " + grid.lengths.map { Format.padLeft(String($0), 3) }.joined() + "  all"]
        for row in grid.rows {
            table.append(Format.pad(row.letter, 4) + row.left.map(cell).joined() + Format.padLeft(String(row.total), 5))
        }
        table.append("all " + grid.columnTotals.map(cell).joined() + Format.padLeft(String(grid.left), 5))
        let heading = ["Words left by first letter (rows) and length (columns):", ""]
        let tableWidth = table.map(\.count).max() ?? 0
        let besideWidth = width - tableWidth - 3
        guard besideWidth >= 24 else {
            return heading + table + [""] + Format.wrap("Two-letter starts: " + starts(grid), max(20, width))
        }
        let beside = ["Two-letter starts:"] + Format.wrap(starts(grid), besideWidth)
        let lines = (0..<max(table.count, beside.count)).map { index in
            let left = index < table.count ? table[index] : ""
            guard index < beside.count else { return left }
            return Format.pad(left, tableWidth) + "   " + beside[index]
        }
        return heading + lines
    }

    /// The grid read as lines (plain mode): the words left, then each first letter's by length, then the
    /// two-letter starts.
    public static func gridLines(_ grid: HuntGrid) -> [String] {
        guard grid.left > 0 else { return ["Every word is found: Queen Bee."] }
        var lines = ["\(grid.left) word\(grid.left == 1 ? "" : "s") left."]
        for row in grid.rows where row.total > 0 {
            let lengths = zip(grid.lengths, row.left).filter { $0.1 > 0 }.map { "\($0.1) of \($0.0) letters" }
            lines.append("\(row.letter): \(row.total) left, \(lengths.joined(separator: ", ")).")
        }
        lines.append("Two-letter starts: " + starts(grid) + ".")
        return lines
    }

    /// `AB-1, AC-2, ...` (the Spelling Bee's way: a start and its count never part at a line's end).
    static func starts(_ grid: HuntGrid) -> String {
        grid.starts.map { "\($0.letters)-\($0.left)" }.joined(separator: ", ")
    }

    /// What a daily's round says instead of the words it missed.
    public static let missedHidden =
        "The words you missed stay hidden: the hunt is open all day (wordfall daily plays it, no clock, "
        + "your words kept), and tomorrow they are yesterday's answers on the home screen."

    /// `missedHidden` for the daily of `language`: another than English's names `--language` in its command.
    public static func missedHidden(in language: Language) -> String {
        language.isEnglish
            ? missedHidden
            : missedHidden.replacing("wordfall daily", with: "wordfall daily --language \(language.code)")
    }

    /// What the hunt says as it opens on the day's words.
    public static func reopened(_ hunt: DailyHunt) -> String {
        // Every word found, nothing is left to look for: no grid, no nudge offered.
        guard hunt.wordsLeft > 0 else {
            return "Back to the hunt: Queen Bee, all \(all(hunt.expected.count, finds: hunt.findsFound.count)) found."
        }
        return "Back to the hunt: \(progress(hunt).dropFirst("Hunt: ".count)). Tab: the words left; !: a nudge."
    }

    /// "Nudge 1 of 3: a 7-letter word worth 52 points starts STR." (`given`: the nudges of the day given,
    /// this one included).
    /// Where another word left fits it too (the letters it may show cannot tell them apart), it says so and
    /// what that one is worth, so a word played that fits is never read as the nudge's points gone wrong.
    public static func nudge(_ nudge: HuntNudge, given: Int, language: Language = .english) -> String {
        let start = language.isEnglish ? nudge.start : language.tiles.faces(of: nudge.start)
        let line =
            "Nudge \(given) of \(HuntNudge.perDay): \(Wording.lettersWord(nudge.length)) worth "
            + "\(NumberText.grouped(nudge.points)) points starts \(start)"
        guard !nudge.alike.isEmpty else { return line + "." }
        let worth = nudge.alike.map { NumberText.grouped($0) }.joined(separator: ", ")
        return line
            + (nudge.alike.count == 1
                ? "; another word left fits too, worth \(worth)."
                : "; \(nudge.alike.count) other words left fit too, worth \(worth).")
    }

    /// The hunt's help, before its keys or commands (`?` on screen, `help` in plain mode): what the hunt
    /// is, how sittings keep words, the ranks and Queen Bee, the grid and the nudges; `plain` names the
    /// commands (`grid`, `nudge`, `quit`) where the screen names its keys.
    public static func help(plain: Bool = false) -> [String] {
        let (grid, nudge, leave) = plain ? ("type grid", "type nudge", "type quit") : ("Tab", "!", "Ctrl-D")
        let ranks = DailyRank.all.dropLast().map(\.name).joined(separator: ", ")
        let genius = DailyRank.all[DailyRank.all.count - 2]
        return [
            "The hunt: today's board again, no clock, all day. It starts from every word your round found, and "
                + "every word you find is kept at once: leave (\(leave)) and come back, and it reopens where it "
                + "was; two sittings open at once add to one list.",
            "Ranks: the points of every word found today, round and hunt, finds included, climb \(ranks) "
                + "(\(genius.percent)% of the board's points). Queen Bee is every expected word of the board "
                + "found, whatever the points.",
            "The grid (\(grid)): the words left by first letter and by length, and by their first two letters "
                + "(AB-2: two words left start AB). It never shows a word.",
            "Nudges (\(nudge)): \(HuntNudge.perDay) a day, every sitting together; each points at the word left "
                + "worth the most points: its length, its points and its first letters, never the whole word.",
            "The hunt has no end of yours: it ends once every word the board holds is found. The words you "
                + "missed stay hidden until tomorrow, when they are yesterday's answers.",
        ]
    }

    /// What the hunt's keys do, where they differ from a level's (the help screen lists these instead).
    public static let keyMeanings: [String: String] = [
        "Tab": "the grid: the words left by first letter, length and two-letter start (any key goes back)",
        "!": "a nudge: the length, points and first letters of the best word left (\(HuntNudge.perDay) a day, "
            + "every sitting together); never the whole word",
        "Ctrl-F": "the hunt has no end of yours: it says so (Ctrl-D leaves, your words kept)",
        "Ctrl-D": "leave, after asking: your words are kept and the hunt reopens where it is next time",
        // The hunt has no clock: no key says one runs or stops.
        "Esc": "clear the word; with no word, the message below it (Ctrl-P hides the board)",
        "=": "the meaning of the last word you found (from WordNet; any key goes back)",
        "Ctrl-G": "the rank and the words found (a small window's compact layout shows only the rank; any key "
            + "goes back)",
        "Ctrl-P": "hide the board; there q quits, s shows statistics, ? help, and any other key shows it again",
    ]

    /// Plain mode's answer to `finish` in the hunt.
    public static let noEnd = "The hunt has no end: quit leaves it, and your words are kept for the next sitting."
    /// The screen's answer to Ctrl-F in the hunt.
    public static let noEndKey = "The hunt has no end: Ctrl-D leaves it, and your words are kept."

    /// What is said when no nudge is left today, or no word is left.
    public static func noNudge(_ hunt: DailyHunt) -> String {
        hunt.wordsLeft == 0
            ? "Every word is found: no nudge needed."
            : "No nudge left today (\(HuntNudge.perDay) a day): the grid still counts the words left."
    }
}
