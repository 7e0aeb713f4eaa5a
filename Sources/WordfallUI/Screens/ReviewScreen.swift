import WordfallCore

/// The end of a level: completed (stars) or failed (why), then the review and the choices.
///
/// Everything it holds is reachable at any accepted size: the lines scroll, the choices stay on the
/// last row, and a notice (a result that could not be saved) comes first and wraps, never cut.
public struct ReviewScreen: Sendable {
    public var review: GameScreenState.Review
    public var goals: [GameScreenState.GoalLine]
    public var scroll: Int
    /// Whether `s` shows the statistics.
    public var hasStatistics: Bool
    /// The word marked in the found list (a daily's big word).
    public var marked: String?

    public init(
        review: GameScreenState.Review, goals: [GameScreenState.GoalLine], scroll: Int = 0, hasStatistics: Bool = false,
        marked: String? = nil
    ) {
        self.review = review
        self.goals = goals
        self.scroll = scroll
        self.hasStatistics = hasStatistics
        self.marked = marked
    }

    static let maximumWidth = 64

    /// The review's lines for an inner width.
    public func lines(width: Int, theme: Theme) -> [ScrollingLines.Line] {
        let g = theme.glyphs
        var lines: [ScrollingLines.Line] = []
        if review.askingSpoil {
            lines += Format.wrap(Self.spoilQuestion, width).map { [.init($0, theme.bad)] }
            lines.append([])
        }
        if let notice = review.notice {
            lines += Format.wrap(notice, width).map { [.init($0, theme.bad)] }
        }
        if let rank = review.dailyRank {
            lines.append([
                .init("Rank: \(rank)", theme.star), .init(column: rank.count + 8, review.reason ?? "", theme.dim),
            ])
            if let next = review.nextRank { lines.append([.init(next, theme.dim)]) }
            // The share text is what a daily ends with: right under the rank, not below every missed word.
            if !review.shareLines.isEmpty {
                lines.append([])
                for line in review.shareLines { lines.append([.init(line, theme.text)]) }
                // Hard mode's `*` said where the text is shown (issue 40: not explained anywhere the player saw it).
                if ShareText.isHard(review.shareLines) {
                    lines += Format.wrap(ShareText.hardNote, width).map { [.init($0, theme.dim)] }
                }
            }
        } else if let round = Self.round(review) {
            lines += Self.roundLines(review, rank: round.rank, total: round.total, width: width, theme: theme)
        } else if review.completed, review.challenge?.terms != .level(stars: false) {
            // The goals that make the level complete come before the stars they open (issue 40: the stars
            // were the first line and the goals that decide them came after the score).
            lines += goalLines(width: width, theme: theme)
            let stars = (0..<3).map { $0 < review.stars ? g.star : g.noStar }.joined(separator: " ")
            lines.append([.init(stars, theme.star), .init(column: 6, "\(review.stars) of 3 stars", theme.text)])
            if let next = review.nextStar {
                lines.append([
                    .init("\(Format.number(next.points)) more points would have made \(next.stars) stars", theme.dim)
                ])
            }
        } else if !review.completed {
            lines += Format.wrap(review.reason ?? "The level is over.", width).map { [.init($0, theme.bad)] }
            lines += goalLines(width: width, theme: theme)
        } else {
            lines += goalLines(width: width, theme: theme)
        }
        for news in review.news { lines += Format.wrap(news, width).map { [.init($0, theme.good)] } }
        if let challenge = review.challenge { lines += Self.challengeLines(challenge, width: width, theme: theme) }
        lines.append([])
        func figure(_ label: String, _ value: String) {
            // Wrapped under its column, never cut ("DOMINOES (4,680 points" lost its end on a narrow box).
            let parts = Format.wrap(value, max(1, width - 14))
            for (index, part) in parts.enumerated() {
                lines.append([
                    .init(Format.pad(index == 0 ? label : "", 14), theme.dim), .init(column: 14, part, theme.heading),
                ])
            }
        }
        figure("Score", Format.number(review.score))
        figure("Best word", review.bestWord.map { "\($0.word) (\(Format.number($0.points)) points)" } ?? "-")
        figure(
            "Longest word",
            review.longestWord.map { "\($0.word) (\(review.language.tiles.letters(in: $0.word)) letters)" } ?? "-")
        // The review that teaches: the moves that left the most on the board, beside what it held.
        let moves = MissedWording.moves(review.moves, whole: review.wholeReview)
        if !moves.isEmpty {
            lines.append([])
            let more = review.wholeReview || moves.count == review.moves.count ? "" : " (w: every move)"
            lines += Format.wrap("The moves that mattered most\(more):", width).map { [.init($0, theme.dim)] }
            for move in moves {
                lines += Format.wrap(
                    "  "
                        + MissedWording.move(
                            move, inFull: review.missedInFull, hidden: review.missedHidden, language: review.language),
                    width
                ).map {
                    [.init($0, theme.text)]
                }
            }
        }
        // A static board's moves all saw one board: what teaches there is the longest words it held.
        if !review.missedByLength.isEmpty {
            lines.append([])
            lines += Format.wrap("The longest words you missed:", width).map { [.init($0, theme.dim)] }
            for missed in review.missedByLength.prefix(MissedWording.lengthsShown) {
                let text = MissedWording.length(
                    missed, inFull: review.missedInFull, hidden: review.missedHidden, language: review.language)
                lines += Format.wrap("  " + text, width).map { [.init($0, theme.text)] }
            }
        }
        // One count, the side panel's (docs/RULES.md, "Words found"): every word accepted, of those and the
        // expected words missed; the expected ones listed under it, a find named apart.
        let found = review.foundCount
        lines.append([])
        lines.append([
            .init(
                review.foundLine
                    ?? "Found \(Format.number(found)) of \(Format.number(found + review.missedWords.count)) words on "
                    + "the boards you saw", theme.heading)
        ])
        // Alphabetical, in columns as narrow as the words, as the goals screen lists them.
        let listed = WordColumns(words: review.found, marked: marked).lines(width: width - 2, theme: theme) ?? []
        lines += listed.map { line in line.map { .init(column: $0.column + 2, $0.text, $0.style) } }
        if !review.finds.isEmpty {
            let words = review.finds.map(\.word).joined(separator: ", ")
            lines += Format.wrap("Finds, off the common list and scored as any other: \(words)", width).map {
                [.init($0, theme.star)]
            }
        }
        if review.missedHidden {
            lines.append([])
            lines += Format.wrap(review.missedHiddenNote, width).map { [.init($0, theme.dim)] }
            return lines
        }
        if !review.missedWords.isEmpty, review.missedInFull {
            lines.append([])
            lines.append([.init("Missed, best first:", theme.dim)])
            // The best few, never every word of every board seen (issue 40: 250 to 1,100 lines).
            lines += Self.columns(Array(review.missedWords.prefix(Self.missedShown)), width: width, theme: theme)
            if review.missedWords.count > Self.missedShown {
                let more = review.missedWords.count - Self.missedShown
                lines.append([.init("  and \(Format.number(more)) more", theme.dim)])
            }
        } else if !review.missedWords.isEmpty, review.missedByLength.isEmpty {
            // Named, not given (docs/RULES.md, "Every try a new game"): the next try is not the answers. A
            // static board's longest words missed name them so already.
            lines.append([])
            lines += Format.wrap("Missed, best first (w: the words in full):", width).map { [.init($0, theme.dim)] }
            let named = MissedWording.veiledList(
                review.missedWords, limit: Self.veiledShown, language: review.language)
            lines += named.flatMap { Format.wrap("  " + $0, width).map { [.init($0, theme.text)] } }
            if named.count == Self.veiledShown { lines.append([.init("  and more", theme.dim)]) }
        }
        let meanings = (review.missedInFull ? review.missedWords : []).compactMap { word in
            review.missedMeanings[word.word].map { (word.word, $0) }
        }
        if !meanings.isEmpty {
            lines.append([])
            lines.append([.init("What the best missed words mean:", theme.dim)])
            for (word, meaning) in meanings {
                lines += Format.wrap("  \(word): \(meaning)", width).map { [.init($0, theme.text)] }
            }
        }
        return lines
    }

    /// Each goal, ticked or crossed, with its figures; none for a daily, which is ranked, not won or
    /// lost (its goal, the whole board, is not a failure to show in red).
    func goalLines(width: Int, theme: Theme) -> [ScrollingLines.Line] {
        guard review.dailyRank == nil, Self.round(review) == nil else { return [] }
        return goals.flatMap { goal in
            let mark = goal.done ? theme.glyphs.check : theme.glyphs.cross
            // Wrapped, never cut ("now 14, best 14 (…" lost what the figures said).
            return Format.wrap("\(mark) \(goal.description)  \(goal.figures)", width).map {
                [ScrollingLines.Segment($0, goal.done ? theme.good : theme.bad)]
            }
        }
    }

    /// What `w` asks before the level has 3 stars.
    static let spoilQuestion =
        "The whole review names every word you missed, in full: the answers of your next try. Show them? "
        + "y shows them, any other key keeps them hidden."

    /// How many missed words the review shows in full before "and N more".
    static let missedShown = 30

    /// How many missed words are named by their length and first letter before "and N more".
    static let veiledShown = 8

    /// Words in as many columns as fit `width` (each 28 wide), best first read across each row, so the
    /// best words are on the first lines however far the list scrolls (read down each column, a long
    /// list put its 500-point word beside an 80-point one).
    static func columns(_ words: [ScoredWord], width: Int, theme: Theme) -> [ScrollingLines.Line] {
        let columnWidth = 28
        let count = max(1, min(3, (width + 2) / columnWidth))
        let rows = (words.count + count - 1) / count
        return (0..<rows).map { row in
            (0..<count).flatMap { column -> ScrollingLines.Line in
                let index = row * count + column
                guard words.indices.contains(index) else { return [] }
                return wordLine(words[index], theme.text, theme).map {
                    var segment = $0
                    segment.column += column * columnWidth
                    return segment
                }
            }
        }
    }

    private static func wordLine(_ word: ScoredWord, _ style: CellStyle, _ theme: Theme) -> ScrollingLines.Line {
        [.init("  " + Format.pad(word.word, 16), style), .init(column: 18, Format.number(word.points), theme.dim)]
    }

    /// Where the box goes in `rect`, and the scrolling area inside it.
    func frame(in rect: Rect, theme: Theme) -> (box: Rect, text: Rect, lines: [ScrollingLines.Line]) {
        let width = min(rect.width, Self.maximumWidth)
        let lines = lines(width: width - 4, theme: theme)
        let height = min(rect.height, lines.count + 4)
        let box = rect.centered(width: width, height: height)
        let inner = box.inset(by: 1).inset(horizontally: 1)
        let text = Rect(x: inner.x, y: inner.y, width: inner.width, height: max(0, inner.height - 2))
        return (box, text, lines)
    }

    /// The largest scroll offset at this size.
    public func scrollLimit(in rect: Rect, theme: Theme) -> Int {
        let (_, text, lines) = frame(in: rect, theme: theme)
        return ScrollingLines.limit(count: lines.count, height: text.height)
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let (box, text, lines) = frame(in: rect, theme: theme)
        let title =
            review.title
            ?? (review.dailyRank != nil
                ? "Daily puzzle over"
                : Self.round(review) != nil
                    ? "Challenge over"
                    : review.completed ? (review.packFinished ? "Pack complete!" : "Level complete!") : "Level failed")
        let good = review.completed || review.dailyRank != nil || Self.round(review) != nil
        let inner = Box(title: title, style: good ? theme.good : theme.bad)
            .draw(in: box, on: &buffer, theme: theme).inset(horizontally: 1)
        ScrollingLines(lines: lines, offset: scroll).draw(in: text, on: &buffer, theme: theme)
        // Every key fits: three spaces between them where there is room, else one.
        var keys =
            review.challenge?.friendLine != nil
            ? "Enter compare   Bksp delete   Esc back"
            : Self.choices(review) + (review.challenge != nil ? "   c compare" : "")
                + (hasStatistics ? "   s statistics" : "")
        if keys.count > inner.width { keys = keys.split(separator: "   ").joined(separator: " ") }
        buffer.writeCentered(keys, in: inner, row: inner.height - 1, style: theme.key)
    }

    /// The keys that leave the screen, the usual one (Enter) first.
    static func choices(_ review: GameScreenState.Review) -> String {
        (["Enter " + label(review.usualChoice, review)]
            + review.choices.dropFirst().map { "\($0.key) \(label($0, review))" })
            .joined(separator: "   ")
    }
}
