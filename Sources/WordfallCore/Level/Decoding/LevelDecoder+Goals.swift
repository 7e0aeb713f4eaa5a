import WordfallJSON

extension LevelDecoder {
    static let maximumGoals = 8

    /// The goals, 1 to 8 of them; `rules` lets a `word` goal be checked against `minWordLength`.
    mutating func decodeGoals(_ value: JSONValue, rules: Rules) -> [GoalSpec]? {
        guard let elements = reader.array(value, path: "goals", expected: "must be an array of goal objects")
        else { return nil }
        let before = reader.reported
        if !(1...LevelDecoder.maximumGoals).contains(elements.count) {
            reader.report(
                "goals", "must have 1 to \(LevelDecoder.maximumGoals) goals, got \(elements.count)", at: value.location)
        }
        let goals = elements.enumerated().map { index, element in
            decodeGoal(element, path: ValueReader.element("goals", index), rules: rules)
        }
        guard reader.reported == before else { return nil }
        return goals.compactMap { $0 }
    }

    private mutating func decodeGoal(_ value: JSONValue, path: String, rules: Rules) -> GoalSpec? {
        guard case .object(let members) = value.kind else {
            reader.report(
                path, "must be an object like {\"type\": \"score\", \"target\": 1000}, got \(value.summary)",
                at: value.location)
            return nil
        }
        // The type decides which other keys are allowed, so read it first.
        // The list and the hints below are made only for a message: `joined(separator:)` costs a
        // protocol-conformance scan at its first use in a process (issue 38).
        let typeNames = GoalType.allCases.map(\.rawValue) + goalTypes.map(\.name)
        var typeList: String { typeNames.joined(separator: ", ") }
        guard let typeValue = members.first(where: { $0.key == "type" })?.value else {
            _ = reader.object(value, path: path, allowed: ["type", "label"] + allGoalFields)
            reader.report(ValueReader.child(path, "type"), "is required (one of \(typeList))", at: value.location)
            return nil
        }
        let typePath = ValueReader.child(path, "type")
        guard let typeText = reader.string(typeValue, path: typePath, expected: "must be one of \(typeList)") else {
            return nil
        }
        if GoalType(rawValue: typeText) == nil, let custom = goalTypes.first(where: { $0.name == typeText }) {
            return decodeCustomGoal(value, type: custom, path: path)
        }
        guard let type = GoalType(rawValue: typeText) else {
            let hint = ValueReader.closest(to: typeText, in: typeNames).map { "; did you mean \"\($0)\"?" }
            reader.report(
                typePath, "unknown goal type \(typeValue.summary)\(hint ?? " (one of \(typeList))")",
                at: typeValue.location)
            return nil
        }
        let fieldNames = type.fields
        guard let fields = reader.object(value, path: path, allowed: ["type", "label"] + fieldNames) else {
            return nil
        }
        let before = reader.reported
        let label = fields["label"].flatMap { reader.string($0, path: ValueReader.child(path, "label")) }
        var read = ValueReader.Fields(location: value.location)
        for name in fieldNames {
            read[name] = reader.required(
                fields, name, path: path,
                hint: "a \(type.rawValue) goal needs \(LevelDecoder.describeFields(fieldNames))")
        }
        let targetRange = 1...LevelDecoder.maximumTarget
        func count(_ name: String, in range: ClosedRange<Int>) -> Int? {
            guard let field = read[name] else { return nil }
            return reader.integer(field, path: ValueReader.child(path, name), in: range)
        }
        let kind: GoalKind?
        switch type {
        case .score: kind = count("target", in: targetRange).map { .score(target: $0) }
        case .wordScore: kind = count("target", in: targetRange).map { .wordScore(target: $0) }
        case .words: kind = count("count", in: targetRange).map { .words(count: $0) }
        case .bonusTiles: kind = count("count", in: targetRange).map { .bonusTiles(count: $0) }
        case .streak: kind = count("count", in: targetRange).map { .streak(count: $0) }
        case .longWords:
            let number = count("count", in: targetRange)
            let minLength = count("minLength", in: 2...25)
            kind = number.flatMap { number in minLength.map { .longWords(count: number, minLength: $0) } }
        case .letter:
            let letter = read["letter"].flatMap { decodeLetter($0, path: ValueReader.child(path, "letter")) }
            let number = count("count", in: targetRange)
            kind = letter.flatMap { letter in number.map { .letter(letter, count: $0) } }
        case .word:
            kind = read["word"].flatMap { decodeWord($0, path: ValueReader.child(path, "word"), rules: rules) }
                .map { .word($0) }
        }
        guard reader.reported == before, let kind else { return nil }
        return GoalSpec(kind, label: label)
    }

    /// Every field any goal type takes, for the keys check of a goal whose type is missing.
    var allGoalFields: [String] {
        var fields: [String] = []
        for type in GoalType.allCases { fields += type.fields.filter { !fields.contains($0) } }
        for type in goalTypes { fields += type.fields.filter { !fields.contains($0) } }
        return fields
    }

    /// A goal of a custom type: its keys checked here, its fields read by the type itself.
    private mutating func decodeCustomGoal(_ value: JSONValue, type: CustomGoalType, path: String) -> GoalSpec? {
        guard let fields = reader.object(value, path: path, allowed: ["type", "label"] + type.fields) else {
            return nil
        }
        let before = reader.reported
        let label = fields["label"].flatMap { reader.string($0, path: ValueReader.child(path, "label")) }
        var read: [String: JSONValue] = [:]
        for name in type.fields {
            read[name] = reader.required(
                fields, name, path: path, hint: "a \(type.name) goal needs \(LevelDecoder.describeFields(type.fields))")
        }
        guard reader.reported == before else { return nil }
        var fieldReader = GoalFieldReader(
            type: type, reader: reader, fields: read, path: path, location: value.location)
        let goal = type.decode(&fieldReader)
        reader = fieldReader.reader
        guard reader.reported == before, var goal else { return nil }
        goal.type = type
        if goal.target < 1 || goal.target > LevelDecoder.maximumTarget {
            reader.report(
                path, "a \(type.name) goal's target must be 1 to \(LevelDecoder.maximumTarget), got \(goal.target)",
                at: value.location)
            return nil
        }
        return GoalSpec(.custom(goal), label: label)
    }

    /// `target`, `count and minLength`.
    static func describeFields(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: " and ")
    }

    private mutating func decodeLetter(_ value: JSONValue, path: String) -> UInt8? {
        let expected = "must be one letter A-Z"
        guard let text = reader.string(value, path: path, nonEmpty: false, expected: expected) else { return nil }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 1, let index = LevelDecoder.codeIndex(scalars[0], in: language) else {
            reader.report(path, "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        return LetterCode.code(index: index)
    }

    /// The goal's word in upper case, checked to be one the level can accept.
    private mutating func decodeWord(_ value: JSONValue, path: String, rules: Rules) -> String? {
        let expected = "must be a word of letters A-Z only"
        guard let text = reader.string(value, path: path, nonEmpty: false, expected: expected) else { return nil }
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ LevelDecoder.letterIndex($0) != nil }) else {
            reader.report(path, "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        let word = text.uppercased()
        if word.count < rules.minWordLength {
            reader.report(
                path,
                "\(JSONString.quoted(word)) has \(word.count) letter\(word.count == 1 ? "" : "s"), fewer than minWordLength (\(rules.minWordLength)),"
                    + " so it could never be accepted",
                at: value.location)
            return nil
        }
        let bytes = Array(word.utf8)
        for (offset, byte) in bytes.enumerated()
        where byte == UInt8(ascii: "Q") && language.tiles.qReadsQU
            && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "U"))
        {
            reader.report(
                path,
                "\(JSONString.quoted(word)) has a Q not followed by U; a Q tile reads QU, so it could never be formed",
                at: value.location)
            return nil
        }
        return word
    }
}
