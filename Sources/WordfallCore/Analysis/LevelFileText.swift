/// A level's file text, as `wordfall generate` writes it: the keys in the order docs/LEVELS.md lists
/// them, two-space indents, one board row a line, so the same level always gives the same bytes.
enum LevelFileText {
    static func text(of level: Level, board: Board) -> String {
        var lines = ["{", "  \"format\": 1,", "  \"title\": \(JSONText.quoted(level.title)),"]
        lines.append("  \"board\": {")
        lines.append("    \"letters\": [" + board.rowStrings.map { JSONText.quoted($0) }.joined(separator: ", ") + "],")
        lines.append(
            "    \"bonus\": [" + board.bonusRowStrings.map { JSONText.quoted($0) }.joined(separator: ", ") + "]")
        lines.append("  },")
        var rules = ["\"refill\": \(JSONText.quoted(level.rules.refill == .none ? "none" : "gravity"))"]
        if let moves = level.rules.moves { rules.append("\"moves\": \(moves)") }
        rules.append("\"shuffles\": \(level.rules.shuffles)")
        rules.append("\"hints\": \(level.rules.hints)")
        lines.append("  \"rules\": {" + rules.joined(separator: ", ") + "},")
        lines.append("  \"seed\": \(level.seed),")
        if let dictionary = level.dictionary { lines.append("  \"dictionary\": \(JSONText.quoted(dictionary)),") }
        lines.append("  \"goals\": [")
        lines.append(level.goals.map { "    " + goalText($0.kind) }.joined(separator: ",\n"))
        lines.append("  ]" + (level.stars == nil ? "" : ","))
        if let stars = level.stars { lines.append("  \"stars\": [\(stars.twoStars), \(stars.threeStars)]") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
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
