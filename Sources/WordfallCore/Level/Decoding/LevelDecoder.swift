import WordfallJSON

/// Turns a parsed level file into a `Level`, checking every key, type and range of docs/RULES.md.
///
/// Collects every problem rather than stopping at the first; `decode` returns
/// nil when there was any. Cross-field checks (a `word` goal shorter than
/// `minWordLength`) run only on values that were themselves valid.
struct LevelDecoder {
    static let topLevelKeys = [
        "format", "id", "title", "language", "board", "rules", "bag", "seed", "dictionary", "goals", "stars",
    ]
    static let rulesKeys = [
        "minWordLength", "refill", "moves", "timeLimit", "shuffles", "hints", "hardLetters", "burnEvery", "fuse",
        "rewardLength", "scramble", "bonusOnce", "hard",
    ]
    /// Bag weights are capped so their total can never overflow.
    static let maximumWeight = 1_000_000
    /// Goal counts and targets, and star thresholds, are capped so score arithmetic can never overflow.
    static let maximumTarget = 1_000_000_000

    var reader: ValueReader
    /// The level file's path as given (for the default id and the dictionary's folder).
    let path: String
    let fileSystem: LevelFileSystem
    let checksDictionary: Bool
    /// The goal types of one's own a level may name besides the built-in ones.
    let goalTypes: [CustomGoalType]
    /// The level's language, once read: its tiles are what board rows and bag keys are read as.
    var language = Language.english

    init(path: String, fileSystem: LevelFileSystem, checksDictionary: Bool, goalTypes: [CustomGoalType] = []) {
        self.goalTypes = goalTypes
        self.reader = ValueReader(file: path)
        self.path = path
        self.fileSystem = fileSystem
        self.checksDictionary = checksDictionary
    }

    /// The level, or nil when `reader.diagnostics` says what is wrong.
    mutating func decode(_ root: JSONValue) -> Level? {
        guard
            let fields = reader.object(
                root, path: "", allowed: LevelDecoder.topLevelKeys,
                expected: "a level file must be a JSON object ({ ... })")
        else { return nil }

        reader.format(fields, what: "level")
        let id = fields["id"].flatMap { reader.string($0, path: "id") } ?? LevelDecoder.defaultID(for: path)
        let title = reader.required(fields, "title", path: "", hint: "the level's name, a non-empty string").flatMap {
            reader.string($0, path: "title")
        }
        let language = fields["language"].flatMap { decodeLanguage($0) } ?? .english
        self.language = language
        let board = reader.required(fields, "board", path: "", hint: "an object with \"letters\" or \"size\"").flatMap {
            decodeBoard($0)
        }
        // An optional key that is wrong gives a diagnostic and its default here; the guard below
        // returns nil on any diagnostic, so a default never reaches a level.
        // Rules with their valid fields, so other checks can use minWordLength even if another rule is wrong.
        let rules = fields["rules"].map { decodeRules($0) } ?? Rules()
        let bag = fields["bag"].flatMap { decodeBag($0) } ?? language.tiles.bag
        let seed = fields["seed"].flatMap { reader.unsigned64($0, path: "seed") } ?? 0
        let dictionary = fields["dictionary"].flatMap { decodeDictionary($0) }
        let goals = reader.required(fields, "goals", path: "", hint: "a list of 1 to 8 goals").flatMap {
            decodeGoals($0, rules: rules)
        }
        let stars = fields["stars"].flatMap { decodeStars($0) }

        guard reader.reported == 0, let title, let board, let goals else { return nil }
        return Level(
            id: id, title: title, language: language, board: board, rules: rules, bag: bag, seed: seed,
            dictionary: dictionary,
            goals: goals, stars: stars)
    }

    /// The file name without its folder and its last extension (`levels/meadow-03.json` gives `meadow-03`).
    static func defaultID(for path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    // MARK: - Rules

    /// The rules, each field checked on its own (a wrong one is reported and keeps its default).
    private mutating func decodeRules(_ value: JSONValue) -> Rules {
        guard let fields = reader.object(value, path: "rules", allowed: LevelDecoder.rulesKeys) else {
            return Rules()
        }
        var rules = Rules()
        if let value = fields["minWordLength"],
            let number = reader.integer(value, path: "rules.minWordLength", in: 2...10)
        {
            rules.minWordLength = number
        }
        if let value = fields["refill"] {
            let expected = "must be \"gravity\" or \"none\""
            if let text = reader.string(value, path: "rules.refill", nonEmpty: false, expected: expected) {
                if let refill = Refill(rawValue: text) {
                    rules.refill = refill
                } else {
                    reader.report("rules.refill", "\(expected), got \(value.summary)", at: value.location)
                }
            }
        }
        if let value = fields["moves"], let number = reader.integer(value, path: "rules.moves", in: 1...1000) {
            rules.moves = number
        }
        if let value = fields["timeLimit"],
            let seconds = reader.number(value, path: "rules.timeLimit", expected: "must be a number of seconds")
        {
            if seconds > 0 && seconds <= 86400 {
                rules.timeLimit = seconds
            } else {
                reader.report(
                    "rules.timeLimit", "must be more than 0 and at most 86400 seconds, got \(value.summary)",
                    at: value.location)
            }
        }
        if let value = fields["shuffles"], let number = reader.integer(value, path: "rules.shuffles", in: 0...99) {
            rules.shuffles = number
        }
        if let value = fields["hints"], let number = reader.integer(value, path: "rules.hints", in: 0...99) {
            rules.hints = number
        }
        decodeTileRules(fields, into: &rules)
        decodeBonusOnce(fields, into: &rules)
        if let value = fields["hard"] {
            if case .bool(let hard) = value.kind {
                rules.hard = hard
            } else {
                reader.report("rules.hard", "must be true or false, got \(value.summary)", at: value.location)
            }
        }
        return rules
    }

    // MARK: - Language and bag

    /// The language of a `"language"` code (docs/LEVELS.md); nil (and a diagnostic) for any other value.
    private mutating func decodeLanguage(_ value: JSONValue) -> Language? {
        let expected = "must be the code of a language this wordfall plays (\(Language.codes))"
        guard case .string(let code) = value.kind, let language = Language.coded(code) else {
            reader.report("language", "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        return language
    }

    private mutating func decodeBag(_ value: JSONValue) -> LetterBag? {
        let expected = "must be \"english\" or an object of letter weights like {\"A\": 5, \"E\": 5}"
        if case .string(let name) = value.kind {
            if name == "english" { return .english }
            reader.report("bag", "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        guard case .object(let members) = value.kind else {
            reader.report("bag", "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        let before = reader.reported
        var weights = [Int](repeating: 0, count: language.tiles.values.count)
        var seen = [String?](repeating: nil, count: weights.count)
        for member in members {
            let path = ValueReader.child("bag", member.key)
            let scalars = Array(member.key.unicodeScalars)
            guard let letter = bagLetter(member.key, scalars: scalars) else {
                reader.report(
                    path, language.isEnglish ? "must be a single letter A-Z" : "must be one tile of \(language.name)",
                    at: member.keyLocation)
                continue
            }
            if let first = seen[letter] {
                reader.report(
                    path, "letter \(member.key.uppercased()) is given twice (also as \"\(first)\")",
                    at: member.keyLocation)
                continue
            }
            seen[letter] = member.key
            if let weight = reader.integer(member.value, path: path, in: 0...LevelDecoder.maximumWeight) {
                weights[letter] = weight
            }
        }
        guard reader.reported == before else { return nil }
        guard weights.reduce(0, +) > 0 else {
            reader.report("bag", "the weights must add up to more than 0", at: value.location)
            return nil
        }
        return LetterBag(weights: weights, values: language.tiles.values, qReadsQU: language.tiles.qReadsQU)
    }

    /// The code letter index (`LetterCode.index`) of a bag key: a letter A-Z in English, one tile's face in
    /// another language.
    private func bagLetter(_ key: String, scalars: [Unicode.Scalar]) -> Int? {
        if language.isEnglish { return scalars.count == 1 ? LevelDecoder.letterIndex(scalars[0]) : nil }
        guard let codes = language.tiles.tileSpelling(of: key).map(Array.init), let code = codes.first?.asciiValue,
            codes.count == 1 || (codes == ["Q", "U"] && language.tiles.qReadsQU)
        else { return nil }
        return LetterCode.index(code)
    }

    /// 0 for A or a, ... 25 for Z or z; nil for anything else.
    static func letterIndex(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 65...90: Int(scalar.value) - 65
        case 97...122: Int(scalar.value) - 97
        default: nil
        }
    }

    /// The `LetterCode` index of a code letter of `language`'s tiles: A-Z (either case), and for a set of
    /// more than 26 tiles the codes 0-9; nil for anything else.
    static func codeIndex(_ scalar: Unicode.Scalar, in language: Language) -> Int? {
        if let index = letterIndex(scalar) { return index }
        guard !language.isEnglish, scalar.isASCII, language.tiles.tile(code: UInt8(scalar.value)) != nil else {
            return nil
        }
        return LetterCode.index(UInt8(scalar.value))
    }

    // MARK: - Dictionary and stars

    /// The path resolved against the level's folder; nil (and a diagnostic) when wrong.
    private mutating func decodeDictionary(_ value: JSONValue) -> String? {
        guard let name = reader.string(value, path: "dictionary", expected: "must be the path of a word list file")
        else { return nil }
        let resolved: String
        if name.hasPrefix("/") {
            resolved = name
        } else if let slash = path.lastIndex(of: "/") {
            resolved = String(path[...slash]) + name
        } else {
            resolved = name
        }
        guard checksDictionary else { return resolved }
        switch fileSystem.kind(resolved) {
        case .file:
            return resolved
        case .missing:
            reader.report(
                "dictionary",
                "word list not found: \(ValueReader.shown(resolved)) (the path is relative to the level file)",
                at: value.location)
        case .directory:
            reader.report(
                "dictionary", "\(ValueReader.shown(resolved)) is a folder, not a word list file", at: value.location)
        case .other:
            reader.report("dictionary", "\(ValueReader.shown(resolved)) is not a regular file", at: value.location)
        }
        return nil
    }

    /// The two thresholds; nil (and a diagnostic) when wrong.
    private mutating func decodeStars(_ value: JSONValue) -> StarThresholds? {
        let expected = "must be two whole numbers [twoStars, threeStars]"
        guard let elements = reader.array(value, path: "stars", expected: expected) else { return nil }
        guard elements.count == 2 else {
            reader.report(
                "stars", "\(expected), got \(elements.count) value\(elements.count == 1 ? "" : "s")",
                at: value.location)
            return nil
        }
        let two = reader.integer(elements[0], path: "stars[0]", in: 0...LevelDecoder.maximumTarget)
        let three = reader.integer(elements[1], path: "stars[1]", in: 0...LevelDecoder.maximumTarget)
        guard let two, let three else { return nil }
        guard three > two else {
            reader.report("stars[1]", "must be higher than stars[0] (\(two)), got \(three)", at: elements[1].location)
            return nil
        }
        return StarThresholds(twoStars: two, threeStars: three)
    }
}
