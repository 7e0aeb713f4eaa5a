import WordfallCore

/// How a missed word is named before the level has 3 stars (docs/RULES.md, "Every try a new game"):
/// by its length, its first letter and its points, never in full, the same on screen and in plain mode.
enum MissedWording {
    /// "a 7-letter word from S, 1,260", "an 8-letter word from I, 540" (a Q tile's word counts its U, a
    /// tile of several letters one, as everywhere letters are counted: `TileSet.letters(in:)`).
    static func veiled(_ word: ScoredWord, language: Language = .english) -> String {
        let first = first(of: word.word, language)
        let length = language.tiles.letters(in: word.word)
        return "\(Wording.lettersWord(length)) from \(first), \(Format.number(word.points))"
    }

    /// Missed words named, best first, those named alike said once: "a 5-letter word from L, 150 (4 of
    /// them)"; at most `limit` lines.
    static func veiledList(_ words: [ScoredWord], limit: Int, language: Language = .english) -> [String] {
        var lines: [(text: String, count: Int)] = []
        for word in words {
            let text = veiled(word, language: language)
            if lines.last?.text == text {
                lines[lines.count - 1].count += 1
            } else {
                guard lines.count < limit else { break }
                lines.append((text, 1))
            }
        }
        return lines.map { $0.count == 1 ? $0.text : "\($0.text) (\($0.count) of them)" }
    }

    /// The first letter of a shown word as a veiled name gives it: its first tile's face when that tile is
    /// of several letters (`NY` of NYORA, `L·L`), else its first character (`À` of ÀVIA).
    private static func first(of word: String, _ language: Language) -> String {
        if let code = language.tiles.tileSpelling(of: word)?.utf8.first, let tile = language.tiles.tile(code: code),
            tile.isMultiLetter, tile.code != UInt8(ascii: "Q") || !language.tiles.qReadsQU
        {
            return tile.face
        }
        return word.first.map(String.init) ?? "?"
    }

    /// How many moves the short review shows: those that left the most points.
    static let movesShown = 3

    /// "move 3: SEES 120; the board had SEIZES 600" (`inFull` false: "...had a 6-letter word from S, 600");
    /// "move 3: SEES 120, the best word there" when nothing on the board was worth more. `hidden` (a daily's
    /// round, whose answers are the next day's): "...had a word worth 600", no letter of it.
    static func move(_ review: MoveReview, inFull: Bool, hidden: Bool = false, language: Language = .english) -> String
    {
        let played = "move \(review.move): \(review.played.word) \(Format.number(review.played.points))"
        guard let best = review.best else { return played + ", the best word there" }
        let named =
            hidden
            ? "a word worth \(Format.number(best.points))"
            : inFull ? "\(best.word) \(Format.number(best.points))" : veiled(best, language: language)
        return played + "; the board had " + named
    }

    /// How many word lengths a static board's review names: the longest ones missed.
    static let lengthsShown = 4

    /// "8 letters: DOMINOES 1,920 (3 missed)" (`inFull` false: "8 letters: a word from D, 1,920 (3
    /// missed)"; `hidden`, a daily's round: "8 letters: a word worth 1,920 (3 missed)").
    static func length(
        _ missed: MissedLength, inFull: Bool, hidden: Bool = false, language: Language = .english
    ) -> String {
        let points = Format.number(missed.best.points)
        let first = first(of: missed.best.word, language)
        let named =
            hidden
            ? "a word worth \(points)" : inFull ? "\(missed.best.word) \(points)" : "a word from \(first), \(points)"
        let count = missed.count > 1 ? " (\(Format.number(missed.count)) missed)" : ""
        return "\(missed.letters) letters: \(named)\(count)"
    }

    /// The moves a review shows: the few that left points on the board (`whole`: every move), those that
    /// mattered most first.
    static func moves(_ moves: [MoveReview], whole: Bool) -> [MoveReview] {
        whole ? moves : Array(moves.filter { $0.shortfall > 0 }.prefix(movesShown))
    }

    /// Whether asking for the whole review shows more than the short one.
    static func hasMore(_ moves: [MoveReview], missed: [ScoredWord], inFull: Bool, whole: Bool) -> Bool {
        (!inFull && !missed.isEmpty) || (!whole && self.moves(moves, whole: false).count < moves.count)
    }
}
