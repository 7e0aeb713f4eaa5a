import WordfallCore

/// The sentences of plain mode: what a screen reader says for each thing that happened, for the board,
/// the goals and the status. Plain text only (no colour, no symbol a reader spells out), numbers grouped.
enum PlainWording {
    /// `1 point`, `50 points`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(Format.number(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// What the daily's next rank takes, after the rank: `; 120 more points for Amazing`, `; 9 more of the
    /// board's words for Queen Bee`; empty at Queen Bee.
    static func next(_ next: DailyRank.Next?) -> String {
        switch next {
        case .rank(let up, let points)?: return "; \(count(points, "more point")) for \(up.name)"
        case .queenBee(let left)?: return "; \(Format.number(left)) more of the board's words for Queen Bee"
        case nil: return ""
        }
    }

    /// A word the model accepted: `CAT accepted, 50 points.`
    static func accepted(_ word: AcceptedWord, language: Language = .english) -> String {
        "\(shown(word.word, language)) accepted, \(count(word.points, "point"))."
    }

    /// A word of the model (its tile spelling) in the language's letters, its real spelling where it has one
    /// (`CAFÈ`, `COL·LEGI`; `Language.shown`).
    static func shown(_ word: String, _ language: Language) -> String { language.shown(word) }

    /// A word the model refused: `DOG: not on the board.`
    static func rejected(
        _ rejection: RejectedWord, minWordLength: Int, ownWords: Bool = true, language: Language = .english
    ) -> String {
        // A word no tile's letters spell is as typed, never read as code letters (`K0SE` is no KÄSE).
        let word = rejection.reason == .invalidInput ? rejection.word : shown(rejection.word, language)
        let reason = Wording.rejection(
            rejection.reason, minWordLength: minWordLength, pickedPath: rejection.isPath, ownWords: ownWords,
            word: rejection.word.isEmpty ? "" : word, language: language)
        // The line as typed, quoted as any value a message quotes: a piped 4,096-letter line is cut.
        return "\(rejection.word.isEmpty ? "That" : TerminalText.quoted(word)): \(reason)."
    }

    /// A goal's progress: `Goal: Spell 3 words, 1 of 3.`
    static func progress(_ goal: String, current: Int, target: Int) -> String {
        "Goal: \(goal), \(Format.number(current)) of \(Format.number(target))."
    }

    /// Moves left after a word: `9 moves left.`
    static func movesLeft(_ moves: Int) -> String { "\(count(moves, "move")) left." }

    static func shuffled(_ result: ShuffleResult) -> String {
        "Shuffled: \(count(result.remaining, "shuffle")) left. Type board to hear the new board."
    }

    /// The first answer to `hint`: the word's length, its first tile and where that tile is.
    static func nudge(word: String, path: [Position], board: Board, language: Language = .english) -> String {
        guard let first = path.first else { return "Hint: no word." }
        return "Hint: \(Wording.lettersWord(word.count)) starting with \(letters(board[first], language)) at "
            + "\(place(first)). Type hint again for more."
    }

    /// The second answer: the word's first tiles (`Wording.hintStart`, never the whole word) and its points.
    static func reveal(
        word: String, path: [Position], points: Int?, board: Board, language: Language = .english
    ) -> String {
        let worth = points.map { ", \(count($0, "point"))" } ?? ""
        let start = Wording.hintStart(word: word, path: path, board: board)
        let tiles = start.map { "\(letters(board[$0], language)) at \(place($0))" }.joined(separator: ", ")
        return "Hint: \(Wording.lettersWord(word.count))\(worth), starting \(tiles). The rest is yours."
    }

    /// `row 2, column 3` (counting from 1).
    static func place(_ position: Position) -> String { "row \(position.row + 1), column \(position.column + 1)" }

    /// A tile's letters as a reader says them (`QU` for the Q tile).
    static func letters(_ tile: Tile, _ language: Language = .english) -> String {
        language.isEnglish ? tile.text : language.tiles.tile(code: tile.letter)?.face ?? tile.text
    }

    /// A bonus in words, nil for none.
    static func bonus(_ bonus: Bonus) -> String? {
        switch bonus {
        case .none: nil
        case .doubleLetter: "double letter"
        case .tripleLetter: "triple letter"
        case .doubleWord: "double word"
        case .tripleWord: "triple word"
        }
    }

    /// The board row by row, each tile with its column: `Row 1: 1 C, 2 A, 3 T, 4 S.`
    static func board(_ board: Board, language: Language = .english) -> [String] {
        var lines = ["Board, \(count(board.rows, "row")) of \(count(board.columns, "tile")):"]
        for row in 0..<board.rows {
            let tiles = (0..<board.columns).map { column -> String in
                let tile = board[Position(row: row, column: column)]
                // A burning tile says its fuse: the screen's red `!2` is not read aloud.
                let notes = [bonus(tile.bonus), tile.isBurning ? "burning, \(count(tile.fuse, "word")) left" : nil]
                    .compactMap { $0 }
                let extra = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
                return "\(column + 1) \(letters(tile, language))\(extra)"
            }
            lines.append("Row \(row + 1): \(tiles.joined(separator: ", ")).")
        }
        return lines
    }

    /// Seconds as `2 minutes 5 seconds` (rounded up, as the screen's clock).
    static func time(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.up)))
        let minutes = whole / 60
        let rest = whole % 60
        if minutes == 0 { return count(rest, "second") }
        return rest == 0 ? count(minutes, "minute") : "\(count(minutes, "minute")) \(count(rest, "second"))"
    }

    /// A line of `StatisticsText` as it is said: its columns (runs of spaces) become `: ` and `, `, and a
    /// level's stars (`★★☆`, or `**.` in ASCII) are said in words, since a reader spells out symbols and skips alignment.
    static func statistics(_ line: String) -> String {
        var columns: [String] = []
        var column = ""
        var spaces = 0
        for character in line.trimmingSpaces {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2 {
                columns.append(column)
                column = ""
            } else if spaces == 1 {
                column += " "
            }
            spaces = 0
            column.append(character)
        }
        columns.append(column)
        let said = columns.map { column -> String in
            guard column.count == 3, column.allSatisfy({ "*.★☆".contains($0) }) else { return column }
            return "\(column.filter { $0 == "*" || $0 == "★" }.count) of 3 stars"
        }
        guard let first = said.first, said.count > 1 else { return said.joined() }
        return first + ": " + said.dropFirst().joined(separator: ", ")
    }

    /// Why a won level ended when the player did not finish it (nil: the player did).
    static func completedEnding(_ ending: CompletedLevel.Ending) -> String? {
        switch ending {
        case .finished: nil
        case .outOfMoves: "Every move is used up."
        case .outOfTime: "The clock ran out."
        case .noWordsLeft: "No words left on the board, and no shuffle to make new ones."
        case .burnedDown: "A burning tile reached the bottom row."
        }
    }

    /// How a level ended, with its score.
    /// A challenge's round (`round`) has no pass, fail or stars: it is over, with its score; a level without
    /// stars (`stars` nil) is complete without them.
    static func ending(
        failure: FailureReason?, byPlayer: Bool, score: Int, stars: Int?, daily: Bool = false, round: Bool = false
    ) -> String {
        if round {
            if byPlayer { return "You ended the round. Score \(Format.number(score))." }
            if failure == .outOfTime { return "Time is up. Score \(Format.number(score))." }
            return "The round is over. Score \(Format.number(score))."
        }
        if byPlayer { return "You ended \(daily ? "the puzzle" : "the level"). Score \(Format.number(score))." }
        if daily, failure == .outOfTime { return "Time is up. Score \(Format.number(score))." }
        // A daily is ranked, not starred: its end says its rank after this line.
        if daily, failure == nil { return "Every word on the board is found. Score \(Format.number(score))." }
        if let failure { return "Level over. \(Wording.failure(failure)) Score \(Format.number(score))." }
        guard let stars else { return "Level complete! Score \(Format.number(score))." }
        return "Level complete! \(stars) of 3 stars. Score \(Format.number(score))."
    }
}
