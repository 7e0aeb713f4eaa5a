/// A level's file text, as `wordfall generate` writes it: the keys in the order docs/LEVELS.md lists
/// them, two-space indents, one board row a line, so the same level always gives the same bytes.
enum LevelFileText {
    /// `level`'s file, every value as the level has it (a random board as its size and seed), so
    /// loading the text gives the same level: what the generator writes and what a replay keeps.
    static func text(of level: Level) -> String {
        switch level.board {
        case .fixed(let board): return text(of: level, board: board)
        case .random: return text(of: level, board: nil)
        }
    }

    static func text(of level: Level, board: Board?) -> String {
        var lines = ["{", "  \"format\": 1,", "  \"id\": \(JSONText.quoted(level.id)),"]
        lines.append("  \"title\": \(JSONText.quoted(level.title)),")
        lines.append("  \"board\": {")
        if let board {
            lines.append(
                "    \"letters\": [" + board.rowStrings.map { JSONText.quoted($0) }.joined(separator: ", ") + "],")
            lines.append(
                "    \"bonus\": [" + board.bonusRowStrings.map { JSONText.quoted($0) }.joined(separator: ", ") + "]")
        } else if case .random(let rows, let columns) = level.board {
            lines.append("    \"size\": [\(rows), \(columns)]")
        }
        lines.append("  },")
        var rules = ["\"minWordLength\": \(level.rules.minWordLength)"]
        rules.append("\"refill\": \(JSONText.quoted(level.rules.refill == .none ? "none" : "gravity"))")
        if let moves = level.rules.moves { rules.append("\"moves\": \(moves)") }
        if let limit = level.rules.timeLimit { rules.append("\"timeLimit\": \(limit)") }
        rules.append("\"shuffles\": \(level.rules.shuffles)")
        rules.append("\"hints\": \(level.rules.hints)")
        lines.append("  \"rules\": {" + rules.joined(separator: ", ") + "},")
        if level.bag != .english {
            let weights = level.bag.weights.enumerated().map {
                "\"\(String(UnicodeScalar(UInt8(65 + $0.offset))))\": \($0.element)"
            }
            lines.append("  \"bag\": {" + weights.joined(separator: ", ") + "},")
        }
        lines.append("  \"seed\": \(level.seed),")
        if let dictionary = level.dictionary { lines.append("  \"dictionary\": \(JSONText.quoted(dictionary)),") }
        lines.append("  \"goals\": [")
        lines.append(
            level.goals.map { "    " + goalText($0.kind, label: $0.label) }.joined(separator: ",\n"))
        lines.append("  ]" + (level.stars == nil ? "" : ","))
        if let stars = level.stars { lines.append("  \"stars\": [\(stars.twoStars), \(stars.threeStars)]") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func goalText(_ kind: GoalKind, label: String?) -> String {
        let text = goalText(kind)
        guard let label else { return text }
        return String(text.dropLast()) + ", \"label\": \(JSONText.quoted(label))}"
    }

    private static func goalText(_ kind: GoalKind) -> String {
        switch kind {
        case .score(let target): "{\"type\": \"score\", \"target\": \(target)}"
        case .words(let count): "{\"type\": \"words\", \"count\": \(count)}"
        case .longWords(let count, let minLength):
            "{\"type\": \"longWords\", \"count\": \(count), \"minLength\": \(minLength)}"
        case .word(let word): "{\"type\": \"word\", \"word\": \(JSONText.quoted(word))}"
        case .wordScore(let target): "{\"type\": \"wordScore\", \"target\": \(target)}"
        case .letter(let letter, let count):
            "{\"type\": \"letter\", \"letter\": \"\(String(UnicodeScalar(letter)))\", \"count\": \(count)}"
        case .bonusTiles(let count): "{\"type\": \"bonusTiles\", \"count\": \(count)}"
        case .streak(let count): "{\"type\": \"streak\", \"count\": \(count)}"
        }
    }
}

/// JSON string literals for the files the generator writes.
enum JSONText {
    /// `text` in double quotes, with `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
