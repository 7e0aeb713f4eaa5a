/// The goals of a level that can never be completed, found before anyone plays it (for `wordfall check`).
///
/// Every reason is a proof, never a guess: a goal is reported only when no game can complete it.
/// - On any board: a count of words (`words`, `longWords`, `streak`) above the move limit, and a
///   `word` goal whose word is not in the level's word list; on falling tiles, a `letter` goal whose
///   letter the bag cannot draw, beyond the starting board's tiles of it.
/// - On a static board (`"refill": "none"`) the boards a game can see are the starting board and
///   boards among those its shuffles can draw (on a static board the random numbers are drawn by
///   shuffles alone, and each draw shuffles the one before, so they are the same in every game). The words formable on them bound everything: how many
///   words and long words there are, whether the goal's word is among them, the best single word,
///   the best total of as many words as the move limit allows, the tiles of a letter and the bonus
///   tiles those words can show (a word reaches only the bonus tiles showing one of its letters; with
///   `bonusOnce`, no more than the board has). When the solver stopped at its budget on any of these boards,
///   nothing is said of them (an unfinished search proves nothing).
public enum GoalFeasibility {
    /// A goal that cannot be completed, and why.
    public struct Problem: Hashable, Sendable {
        /// The goal's index in the level's `goals`.
        public let goal: Int
        /// Why, in words: "the board holds 2 words; the goal needs 5".
        public let reason: String
    }

    /// What makes each of `level`'s goals impossible with `lexicon` as its word list, if anything.
    /// `searches`: the boards searched, kept for the bot and the rating that follow (`check`).
    public static func problems(
        level: Level, lexicon: Lexicon, searches: BoardSearches = BoardSearches()
    ) -> [Problem] {
        guard level.rules.refill == .none else { return problems(level: level, lexicon: lexicon, words: nil) }
        // Every bound grows with the words, so goals the starting board's words allow are allowed by those
        // of all the boards: the boards its shuffles can draw are searched only when a goal looks impossible.
        let first = wordsOnStaticBoards(level: level, lexicon: lexicon, startingBoardOnly: true, searches: searches)
        guard first == nil || !problems(level: level, lexicon: lexicon, words: first).isEmpty else { return [] }
        return problems(
            level: level, lexicon: lexicon,
            words: wordsOnStaticBoards(level: level, lexicon: lexicon, searches: searches))
    }

    private static func problems(level: Level, lexicon: Lexicon, words: StaticWords?) -> [Problem] {
        var problems: [Problem] = []
        for (index, spec) in level.goals.enumerated() {
            if let reason = reason(spec.kind, moves: level.rules.moves, lexicon: lexicon, words: words, level: level) {
                problems.append(Problem(goal: index, reason: reason))
            }
        }
        return problems
    }

    /// What the static boards of a level offer: each formable word once, with its best points.
    struct StaticWords {
        /// Best first (points descending, ties alphabetical).
        var words: [FoundWord]
        /// The most bonus tiles any of the boards shows (shuffles move bonuses, never add them).
        var bonusTiles: Int
        /// The bonus tiles of each letter (a bonus belongs to its tile: shuffles move it with its letter).
        var bonusLetters: [UInt8: Int]
        /// How many boards the level can show (1 + its shuffles).
        var boards: Int
    }

    /// The most boards the static checks solve: beyond it, nothing is said of a level.
    static let boardLimit = 61

    /// The words of the starting board and of each board its shuffles can draw (each shuffle draws up to
    /// `Game.shuffleDraws` boards, docs/RULES.md), or nil when a search did not finish or there are more
    /// than `boardLimit` boards. With `startingBoardOnly`, the starting board's words alone (nil as well
    /// when there are more than `boardLimit` boards).
    static func wordsOnStaticBoards(
        level: Level, lexicon: Lexicon, startingBoardOnly: Bool = false, searches: BoardSearches = BoardSearches()
    ) -> StaticWords? {
        let game = Game(level: level, lexicon: lexicon)
        let draws = level.rules.shuffles * Game.shuffleDraws
        guard draws < boardLimit else { return nil }
        let boards = [game.board] + (startingBoardOnly ? [] : game.boardsDrawable(count: draws))
        let minLength = level.rules.minWordLength
        let words: [FoundWord]
        if boards.count == 1 {
            // One board's words are each once, best first already.
            let search = searches.words(on: boards[0], minLength: minLength, lexicon: lexicon)
            guard search.isComplete else { return nil }
            words = search.words
        } else {
            // Keyed by the solver's text, not a `String` made of each word.
            var best: [FoundWord.Text: FoundWord] = [:]
            for board in boards {
                let search = searches.words(on: board, minLength: minLength, lexicon: lexicon)
                guard search.isComplete else { return nil }
                for found in search.words where (best[found.text]?.points ?? -1) < found.points {
                    best[found.text] = found
                }
            }
            words = best.values.sorted {
                $0.points != $1.points ? $0.points > $1.points : FoundWord.Text.precedes($0.text, $1.text)
            }
        }
        var bonusLetters: [UInt8: Int] = [:]
        for tile in boards[0].tiles where tile.bonus != .none { bonusLetters[tile.letter, default: 0] += 1 }
        return StaticWords(
            words: words, bonusTiles: bonusLetters.values.reduce(0, +), bonusLetters: bonusLetters,
            boards: boards.count)
    }

    private static func reason(
        _ kind: GoalKind, moves: Int?, lexicon: Lexicon, words: StaticWords?, level: Level
    ) -> String? {
        let limit = moves.map { "at most \($0) word\($0 == 1 ? "" : "s") can be accepted (rules.moves)" }
        switch kind {
        case .words(let count), .streak(let count):
            if let moves, count > moves, let limit { return "\(limit); the goal needs \(count)" }
        case .longWords(let count, _):
            if let moves, count > moves, let limit { return "\(limit); the goal needs \(count)" }
        case .word(let word):
            if lexicon.isRefused(word) { return "\(TerminalText.quoted(word)) is refused as offensive" }
            if !lexicon.contains(word) { return "\(TerminalText.quoted(word)) is not in the level's word list" }
        case .letter(let letter, let count):
            if let reason = undrawable(letter, count: count, level: level) { return reason }
        default: break
        }
        guard let words else { return nil }
        let holds =
            "the board\(words.boards > 1 ? " (and the \(words.boards - 1) boards its shuffles can draw)" : "")"
        // The most words a game can accept: every word on the boards, or the move limit if lower.
        let playable = min(words.words.count, moves ?? .max)
        switch kind {
        case .words(let count), .streak(let count):
            if count > words.words.count {
                return "\(holds) holds \(plural(words.words.count, "word")); the goal needs \(count)"
            }
        case .longWords(let count, let minLength):
            let long = words.words.filter { letterCount($0.word) >= minLength }.count
            if count > long {
                return "\(holds) holds \(plural(long, "word")) of \(minLength)+ letters; the goal needs \(count)"
            }
        case .word(let word):
            if !words.words.contains(where: { $0.word == word }) {
                return "\(TerminalText.quoted(word)) cannot be formed on \(holds)"
            }
        case .wordScore(let target):
            let top = words.words.first
            if (top?.points ?? 0) < target {
                let best = top.map { "the best word on \(holds) is worth \($0.points) points (\($0.word))" }
                return "\(best ?? "\(holds) holds no word"); the goal needs \(target)"
            }
        case .score(let target):
            let total = words.words.prefix(playable).reduce(0) { Scoring.saturatingSum($0, $1.points) }
            if total < target {
                let which = playable < words.words.count ? "the best \(playable) words" : "all its words"
                return "\(which) on \(holds) total \(total) points; the goal needs \(target)"
            }
        case .letter(let letter, let count):
            let qReadsQU = level.language.tiles.qReadsQU
            let shown = words.words.map { pieces($0.word, qReadsQU: qReadsQU).filter { $0 == letter }.count }
                .sorted(by: >)
            let most = shown.prefix(playable).reduce(0, +)
            if most < count {
                let name = String(UnicodeScalar(letter))
                return
                    "words on \(holds) can show at most \(most) \(name) tile\(most == 1 ? "" : "s"); the goal needs \(count)"
            }
        case .bonusTiles(let count):
            if words.bonusTiles == 0 { return "\(holds) has no bonus tiles; the goal needs \(count)" }
            if level.rules.bonusOnce, count > words.bonusTiles {
                return "\(holds) has \(plural(words.bonusTiles, "bonus tile")), each counted once "
                    + "(rules.bonusOnce); the goal needs \(count)"
            }
            let qReadsQU = level.language.tiles.qReadsQU
            let each = words.words.map {
                bonusTilesInReach(of: $0.word, words.bonusLetters, qReadsQU: qReadsQU)
            }.sorted(by: >)
            let most = each.prefix(playable).reduce(0, +)
            if most == 0 {
                return "no word on \(holds) can cross one of its bonus tiles; the goal needs \(count)"
            }
            if most < count {
                return "words on \(holds) can use at most \(most) bonus tiles; the goal needs \(count)"
            }
        case .custom:
            // A goal of one's own: its rule is its type's, which the checks cannot know.
            break
        }
        return nil
    }

    /// A letter goal on falling tiles whose letter the bag cannot draw (weight 0, or a hard letter with
    /// `hardLetters` 0): only the starting board's tiles of it can count.
    static func undrawable(_ letter: UInt8, count: Int, level: Level) -> String? {
        guard level.rules.refill == .gravity, LetterCode.isCode(letter),
            level.bag.weights.indices.contains(LetterCode.index(letter))
        else { return nil }
        let capped = level.rules.hardLetters == 0 && LetterBag.hardLetters.contains(letter)
        guard level.bag.weights[LetterCode.index(letter)] == 0 || capped else { return nil }
        let tiles: [Tile]
        switch level.board {
        case .fixed(let board): tiles = board.tiles
        case .random: tiles = []
        }
        let held = tiles.filter { $0.letter == letter }.count
        guard held < count else { return nil }
        let name = String(UnicodeScalar(letter))
        return "the board holds \(held) \(name) tile\(held == 1 ? "" : "s") and the bag cannot draw \(name); "
            + "the goal needs \(count)"
    }

    /// The most bonus tiles a path spelling `word` can cross: a path crosses a tile only where it shows
    /// the letter the word has there, so for each letter, at most the word's tiles of that letter and at
    /// most the bonus tiles of that letter (a J bonus tile is out of reach of every word without a J).
    static func bonusTilesInReach(of word: String, _ bonusLetters: [UInt8: Int], qReadsQU: Bool = true) -> Int {
        var letters: [UInt8: Int] = [:]
        for piece in pieces(word, qReadsQU: qReadsQU) { letters[piece, default: 0] += 1 }
        return letters.reduce(0) { $0 + min($1.value, bonusLetters[$1.key] ?? 0) }
    }

    /// A word's tiles' letters: a "QU" is one Q tile where the Q tile reads QU (`qReadsQU`).
    static func pieces(_ word: String, qReadsQU: Bool = true) -> [UInt8] {
        guard qReadsQU else { return Array(word.utf8) }
        var result: [UInt8] = []
        var previous: UInt8 = 0
        for byte in word.utf8 {
            if byte == UInt8(ascii: "U") && previous == UInt8(ascii: "Q") {
                previous = 0
                continue
            }
            result.append(byte)
            previous = byte
        }
        return result
    }

    /// A word's letters as the rules count them (a Q tile's QU is two; a Q reading Q alone is one).
    static func letterCount(_ word: String) -> Int { word.utf8.count }

    private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
