import WordfallJSON

/// A level's file text, as `wordfall generate` writes it: the keys in the order docs/LEVELS.md lists
/// them, two-space indents, one board row a line, so the same level always gives the same bytes.
package enum LevelFileText {
    /// `level`'s file, every value as the level has it (a random board as its size and seed), so
    /// loading the text gives the same level: what the generator writes and what a replay keeps.
    static func text(of level: Level) -> String {
        switch level.board {
        case .fixed(let board): return text(of: level, board: board)
        case .random: return text(of: level, board: nil)
        }
    }

    /// The board's rows as a level file writes them: English's letters, or another language's tiles with a
    /// tile of several letters in brackets (`[L·L]ETRA`; the Q tile that reads QU is `Q` in both).
    package static func rowTexts(_ board: Board, _ language: Language) -> [String] {
        if language.isEnglish { return board.rowStrings }
        return board.rowStrings.map { row in
            row.utf8.map { code in
                guard let tile = language.tiles.tile(code: code), code != UInt8(ascii: "Q") || !language.tiles.qReadsQU
                else { return String(Unicode.Scalar(code)) }
                return tile.isMultiLetter ? "[" + tile.face + "]" : tile.face
            }.joined()
        }
    }

    static func text(of level: Level, board: Board?) -> String {
        var writer = JSONWriter()
        writer.object(.lines) { json in
            json.member("format", 1)
            json.member("id", level.id)
            json.member("title", level.title)
            if !level.language.isEnglish { json.member("language", level.language.code) }
            json.key("board")
            json.object(.lines) { json in
                if let board {
                    json.key("letters")
                    json.array(.spaced) { rows in for row in rowTexts(board, level.language) { rows.string(row) } }
                    json.key("bonus")
                    json.array(.spaced) { rows in for row in board.bonusRowStrings { rows.string(row) } }
                } else if case .random(let rows, let columns) = level.board {
                    json.key("size")
                    json.array(.spaced) { size in
                        size.number(rows)
                        size.number(columns)
                    }
                }
            }
            json.key("rules")
            json.object(.spaced) { rules in
                rules.member("minWordLength", level.rules.minWordLength)
                rules.member("refill", level.rules.refill == .none ? "none" : "gravity")
                if let moves = level.rules.moves { rules.member("moves", moves) }
                if let limit = level.rules.timeLimit { rules.member("timeLimit", limit) }
                rules.member("shuffles", level.rules.shuffles)
                rules.member("hints", level.rules.hints)
                if let cap = level.rules.hardLetters { rules.member("hardLetters", cap) }
                if let every = level.rules.burnEvery {
                    rules.member("burnEvery", every)
                    rules.member("fuse", level.rules.fuse)
                }
                if let length = level.rules.rewardLength { rules.member("rewardLength", length) }
                if level.rules.scramble { rules.member("scramble", true) }
                if level.rules.bonusOnce { rules.member("bonusOnce", true) }
                if level.rules.hard { rules.member("hard", true) }
            }
            if level.bag != level.language.tiles.bag {
                json.key("bag")
                json.object(.spaced) { bag in
                    for (offset, weight) in level.bag.weights.enumerated() {
                        let code = LetterCode.code(index: offset)
                        let face = level.language.isEnglish ? nil : level.language.tiles.tile(code: code)?.face
                        bag.member(face ?? String(UnicodeScalar(code)), weight)
                    }
                }
            }
            json.member("seed", level.seed)
            if let dictionary = level.dictionary { json.member("dictionary", dictionary) }
            json.key("goals")
            json.array(.lines) { goals in
                for goal in level.goals { goals.object(.spaced) { goalText(goal.kind, label: goal.label, &$0) } }
            }
            if let stars = level.stars {
                json.key("stars")
                json.array(.spaced) { json in
                    json.number(stars.twoStars)
                    json.number(stars.threeStars)
                }
            }
        }
        return writer.text + "\n"
    }

    /// A goal's members: its type, its fields in the order docs/LEVELS.md lists them, then its label.
    private static func goalText(_ kind: GoalKind, label: String?, _ json: inout JSONWriter) {
        switch kind {
        case .score(let target):
            json.member("type", "score")
            json.member("target", target)
        case .words(let count):
            json.member("type", "words")
            json.member("count", count)
        case .longWords(let count, let minLength):
            json.member("type", "longWords")
            json.member("count", count)
            json.member("minLength", minLength)
        case .word(let word):
            json.member("type", "word")
            json.member("word", word)
        case .wordScore(let target):
            json.member("type", "wordScore")
            json.member("target", target)
        case .letter(let letter, let count):
            json.member("type", "letter")
            json.member("letter", String(UnicodeScalar(letter)))
            json.member("count", count)
        case .bonusTiles(let count):
            json.member("type", "bonusTiles")
            json.member("count", count)
        case .streak(let count):
            json.member("type", "streak")
            json.member("count", count)
        case .custom(let goal):
            json.member("type", goal.type.name)
            for field in goal.type.fields {
                json.key(field)
                switch goal.values[field] {
                case .integer(let value): json.number(value)
                case .string(let text): json.string(text)
                case nil: json.null()
                }
            }
        }
        if let label { json.member("label", label) }
    }
}
