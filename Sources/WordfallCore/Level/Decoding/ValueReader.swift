import WordfallJSON

/// Reads typed values out of a parsed JSON tree, collecting one diagnostic per problem.
///
/// Every read reports what was expected and what was found, at the value's
/// path, and returns nil so the caller can carry on and find the next
/// problem: a level file's author sees all of them at once, up to `keptLimit` of them (a file of a
/// million unknown keys gets 100 lines and one saying how many more there were, not a million).
struct ValueReader {
    /// The most diagnostics kept; past it, problems are only counted.
    static let keptLimit = 100

    /// The file's path as shown in messages.
    let file: String
    /// The first `keptLimit` problems reported.
    private(set) var diagnostics: [LevelDiagnostic] = []
    /// How many problems were reported in all: callers compare it before and after a read to learn
    /// whether the read found a problem.
    private(set) var reported = 0

    init(file: String) {
        self.file = file
    }

    /// Records a problem with the value at `path`; the message is made only when the problem is kept
    /// (a suggestion for an unknown key costs an edit distance per allowed key).
    mutating func report(
        _ path: @autoclosure () -> String, _ message: @autoclosure () -> String, at location: SourceLocation
    ) {
        reported += 1
        guard diagnostics.count < Self.keptLimit else { return }
        diagnostics.append(
            LevelDiagnostic(
                file: file, place: .value(path: path(), line: location.line, column: location.column),
                message: message()))
    }

    /// Records a diagnostic made elsewhere.
    mutating func append(_ diagnostic: LevelDiagnostic) {
        reported += 1
        if diagnostics.count < Self.keptLimit { diagnostics.append(diagnostic) }
    }

    /// Records a JSON syntax error (the `FILE:LINE:COLUMN` form).
    mutating func report(syntax error: JSONSyntaxError) {
        append(
            LevelDiagnostic(
                file: file, place: .syntax(line: error.location.line, column: error.location.column),
                message: error.message))
    }

    /// The diagnostics kept, in file order (stable for problems at the same place), then one saying how
    /// many more there were when some were only counted.
    var sortedDiagnostics: [LevelDiagnostic] {
        var sorted = diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.sortKey
            let right = rhs.element.sortKey
            return left != right ? left.lexicographicallyPrecedes(right) : lhs.offset < rhs.offset
        }.map(\.element)
        let more = reported - diagnostics.count
        if more > 0 {
            sorted.append(
                LevelDiagnostic(
                    file: file, place: .file,
                    message:
                        "\(more) more problem\(more == 1 ? "" : "s") not shown (the first \(Self.keptLimit) are above)")
            )
        }
        return sorted
    }

    // MARK: - Paths

    /// `path.key`, or `path["odd key"]` when the key is not a plain name.
    static func child(_ path: String, _ key: String) -> String {
        // A long key is quoted too, so it is cut (a 1 MB key must not make a 1 MB line).
        let plain =
            !key.isEmpty && key.utf8.count <= 40
            && key.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            }
        if !plain { return "\(path)[\(JSONString.quoted(key, limit: 40))]" }
        return path.isEmpty ? key : "\(path).\(key)"
    }

    /// A path taken from the file, for messages: as is, or quoted and escaped
    /// when it holds a character that would break the line or hide itself; cut after
    /// `TerminalText.quoteLimit` characters either way (docs/LEVELS.md, "Quoted values and odd characters").
    static func shown(_ path: String) -> String {
        let plain = !path.unicodeScalars.contains(where: JSONString.isInvisible)
        return plain
            ? TerminalText.shown(path, limit: TerminalText.quoteLimit)
            : JSONString.quoted(path, limit: TerminalText.quoteLimit)
    }

    /// `path[index]`.
    static func element(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }

    // MARK: - Objects

    /// The members of an object, first occurrence of each key.
    ///
    /// Two arrays searched in turn, not a `[String: JSONValue]`: an object holds only allowed keys, a few,
    /// and a dictionary keyed by `String` costs a protocol-conformance scan (about 150,000 instructions)
    /// at its first use in a process, more than a short command's whole decoding (issue 38).
    struct Fields {
        var keys: [String] = []
        var values: [JSONValue] = []
        /// Where the object starts, for "is required" messages.
        var location: SourceLocation

        subscript(key: String) -> JSONValue? {
            get { keys.firstIndex(of: key).map { values[$0] } }
            set {
                if let index = keys.firstIndex(of: key) {
                    if let newValue {
                        values[index] = newValue
                    } else {
                        keys.remove(at: index)
                        values.remove(at: index)
                    }
                } else if let newValue {
                    keys.append(key)
                    values.append(newValue)
                }
            }
        }
    }

    /// Checks that `value` is an object whose keys are all in `allowed`, each
    /// given once; reports unknown and duplicate keys (the first occurrence counts).
    mutating func object(
        _ value: JSONValue, path: String, allowed: [String], expected: String = "must be an object"
    ) -> Fields? {
        guard case .object(let members) = value.kind else {
            report(path, "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        var fields = Fields(location: value.location)
        var firstLocations: [SourceLocation] = []
        for member in members {
            // Unknown keys first: a file of a million of them costs one comparison each, no table.
            guard allowed.contains(member.key) else {
                report(
                    ValueReader.child(path, member.key), ValueReader.unknownKeyMessage(member.key, allowed: allowed),
                    at: member.keyLocation)
                continue
            }
            // Every key kept is an allowed one, given once: a search of a few.
            if let index = fields.keys.firstIndex(of: member.key) {
                let first = firstLocations[index]
                report(
                    ValueReader.child(path, member.key),
                    "duplicate key (first given at line \(first.line), column \(first.column))", at: member.keyLocation)
                continue
            }
            firstLocations.append(member.keyLocation)
            fields.keys.append(member.key)
            fields.values.append(member.value)
        }
        return fields
    }

    /// `unknown key; did you mean "moves"?` or the list of allowed keys.
    static func unknownKeyMessage(_ key: String, allowed: [String]) -> String {
        if let suggestion = closest(to: key, in: allowed) {
            return "unknown key; did you mean \"\(suggestion)\"?"
        }
        return "unknown key (allowed here: \(allowed.joined(separator: ", ")))"
    }

    /// The candidate within edit distance 2 of `word` (case-insensitive), if any.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 40 else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= 2 && distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The value of a required key, or a report that it is missing.
    mutating func required(
        _ fields: Fields, _ key: String, path: String, hint: @autoclosure () -> String
    ) -> JSONValue? {
        if let value = fields[key] { return value }
        report(ValueReader.child(path, key), "is required (\(hint()))", at: fields.location)
        return nil
    }

    /// Checks the required `"format": 1` of a level or pack file (`what` names which, for the message).
    mutating func format(_ fields: Fields, what: String) {
        guard let value = required(fields, "format", path: "", hint: "add \"format\": 1") else { return }
        if case .number(let number) = value.kind, number.intValue == 1 { return }
        report("format", "must be 1 (the only \(what) format so far), got \(value.summary)", at: value.location)
    }

    // MARK: - Scalars

    /// A whole number in `range`; `1e3` and `2.0` count as whole.
    mutating func integer(_ value: JSONValue, path: String, in range: ClosedRange<Int>) -> Int? {
        guard case .number(let number) = value.kind else {
            report(path, "must be a whole number, got \(value.summary)", at: value.location)
            return nil
        }
        if case .fraction = number.whole {
            report(
                path, "must be a whole number, got \(TerminalText.shown(number.text, limit: 40))", at: value.location)
            return nil
        }
        guard let integer = number.intValue, range.contains(integer) else {
            report(
                path,
                "must be \(range.lowerBound) to \(range.upperBound), got \(TerminalText.shown(number.text, limit: 40))",
                at: value.location)
            return nil
        }
        return integer
    }

    /// A whole number from 0 to 2^64-1, read exactly (no rounding through `Double`).
    mutating func unsigned64(_ value: JSONValue, path: String) -> UInt64? {
        guard case .number(let number) = value.kind else {
            report(path, "must be a whole number, got \(value.summary)", at: value.location)
            return nil
        }
        switch number.whole {
        case .fraction:
            report(
                path, "must be a whole number, got \(TerminalText.shown(number.text, limit: 40))", at: value.location)
        case .exact(let negative, let magnitude) where !negative:
            return magnitude
        case .exact, .tooLarge:
            report(
                path, "must be 0 to \(UInt64.max), got \(TerminalText.shown(number.text, limit: 40))",
                at: value.location)
        }
        return nil
    }

    /// Any finite number.
    mutating func number(_ value: JSONValue, path: String, expected: String = "must be a number") -> Double? {
        guard case .number(let number) = value.kind else {
            report(path, "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        return number.doubleValue
    }

    /// A string; with `nonEmpty`, one with something other than spaces in it.
    mutating func string(
        _ value: JSONValue, path: String, nonEmpty: Bool = true,
        expected: @autoclosure () -> String = "must be a non-empty string"
    ) -> String? {
        guard case .string(let string) = value.kind else {
            report(path, "\(expected()), got \(value.summary)", at: value.location)
            return nil
        }
        if nonEmpty && string.allSatisfy(\.isWhitespace) {
            report(path, "\(expected()), got \(value.summary)", at: value.location)
            return nil
        }
        return string
    }

    /// An array's elements.
    mutating func array(_ value: JSONValue, path: String, expected: String) -> [JSONValue]? {
        guard case .array(let elements) = value.kind else {
            report(path, "\(expected), got \(value.summary)", at: value.location)
            return nil
        }
        return elements
    }
}

extension LevelDiagnostic {
    /// Orders diagnostics by where they are in the file; whole-file ones first.
    fileprivate var sortKey: [Int] {
        switch place {
        case .file: [0, 0]
        case .syntax(let line, let column), .value(_, let line, let column): [line, column]
        }
    }
}
