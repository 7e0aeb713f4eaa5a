import WordfallCore

/// The model's reasons, in words a player reads.
enum Wording {
    /// "a 5-letter word", "an 8-letter word": the article a number read aloud takes (eight, eleven,
    /// eighteen, eighty ... start with a vowel sound), the one rule for it.
    static func lettersWord(_ count: Int) -> String {
        let spoken = String(count)
        let vowel = spoken.hasPrefix("8") || count == 11 || count == 18
        return "\(vowel ? "an" : "a") \(count)-letter word"
    }

    /// What `=` (plain mode: `meaning`) says in a game of another language than English: meanings are
    /// English's alone (WordNet; docs/LANGUAGES.md).
    static func noMeanings(in language: Language) -> String {
        "Meanings are in English only (WordNet): \(language.ownName) words have none here."
    }

    /// Why a submitted word was rejected. `pickedPath` when the player picked tiles rather than typed;
    /// `ownWords` when the player's own words (`wordfall words add`) apply to the game, so the command that
    /// adds `word` is named in full (never in a challenge, where both players play the same list, nor in the
    /// preview before Enter, which has one line). In another language than English, text that is no
    /// tile's is `invalidInput` too (`K` in Catalan, a digit in German: a code letter is never typed).
    static func rejection(
        _ reason: RejectionReason, minWordLength: Int, pickedPath: Bool, ownWords: Bool = true, word: String = "",
        language: Language = .english
    ) -> String {
        switch reason {
        case .levelOver: "the level is over"
        case .invalidInput: language.isEnglish ? "letters only, please" : "letters of \(language.ownName) only, please"
        case .tooShort: "too short: words need at least \(minWordLength) letters"
        case .alreadyFound: "already found"
        case .offensive: "not a word this game accepts"
        case .notInDictionary:
            // A line too long to be a word (a piped 4,096 letters) is named as WORD.
            ownWords
                ? "not in the dictionary (`wordfall words add \(word.isEmpty || word.count > 24 ? "WORD" : word)` "
                    + "accepts it in your next games)"
                : "not in the dictionary"
        case .notOnBoard: pickedPath ? "those tiles don't touch" : "not on the board"
        }
    }

    /// The tiles a hint asked twice lights (docs/SCREEN.md, "The hint"): the path's first tiles, about half
    /// the word's letters and always two hidden (one shown of a 3-letter word), as the hunt's nudge shows
    /// them (`HuntNudge.start`), never the whole word.
    static func hintStart(word: String, path: [Position], board: Board) -> [Position] {
        let letters = HuntNudge(word: word, points: 0).start.count
        var shown = 0
        var tiles: [Position] = []
        for cell in path {
            let count = board.contains(cell) ? board.text(of: [cell]).count : 1
            guard shown + count <= letters else { break }
            shown += count
            tiles.append(cell)
        }
        return tiles.isEmpty ? Array(path.prefix(1)) : tiles
    }

    /// Why a level was lost.
    static func failure(_ reason: FailureReason) -> String {
        switch reason {
        case .outOfMoves: "Out of moves: every move is used up."
        case .outOfTime: "Out of time: the clock ran out."
        case .noWordsLeft: "No words left on the board, and no shuffle to make new ones."
        case .burnedDown: "Game over: a burning tile reached the bottom row."
        }
    }

    /// Why a shuffle or hint was refused, on a level with these rules (whether Tab could scramble).
    static func refusal(_ move: RefusedMove, rules: Rules) -> String {
        switch (move.move, move.reason) {
        case (_, .levelOver): "The level is over."
        case (.shuffle, .noneLeft):
            rules.scramble
                ? "No shuffles left, and a scramble needs a move to spare after it."
                : "No shuffles left (this level has no scramble)."
        case (.hint, .noneLeft): "No hints left."
        case (_, .wouldTrap): "No shuffle keeps your goals possible: the board stays, and you keep your shuffle."
        }
    }
}
