import WordfallJSON

extension Move {
    /// What one line of a move script is (docs/HEADLESS.md): the one reader of what `scriptLine` writes.
    public enum ScriptLine: Hashable, Sendable {
        /// A blank line or a `#` comment.
        case skip
        /// `:quit`: the lines after it are not read.
        case quit
        case move(Move)
        /// Not a move: what is wrong, and what a good line looks like.
        case error(String)
    }

    /// One line of a move script, without its newline: trimmed of spaces, tabs and CRs, then read.
    /// A word line is read in `language`'s letters (its tile spelling is the move: docs/LANGUAGES.md).
    public static func readScriptLine(_ raw: UnsafeBufferPointer<UInt8>, language: Language = .english) -> ScriptLine {
        var lower = 0
        var upper = raw.count
        while lower < upper && isSpace(raw[lower]) { lower += 1 }
        while upper > lower && isSpace(raw[upper - 1]) { upper -= 1 }
        if lower == upper { return .skip }
        let line = UnsafeBufferPointer(rebasing: raw[lower..<upper])
        switch line[0] {
        case UInt8(ascii: "#"): return .skip
        case UInt8(ascii: "@"): return readPath(UnsafeBufferPointer(rebasing: line[1...]))
        case UInt8(ascii: ":"): return readCommand(line)
        case UInt8(ascii: "\""): return readQuotedWord(line)
        default: return language.isEnglish ? readWord(line) : readWord(line, in: language)
        }
    }

    /// One line of a move script held in a string (see `readScriptLine(_:)`).
    public static func readScriptLine(_ text: String) -> ScriptLine {
        var text = text
        return text.withUTF8 { readScriptLine($0) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 13
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    private static func readWord(_ line: UnsafeBufferPointer<UInt8>) -> ScriptLine {
        var upper: [UInt8] = []
        upper.reserveCapacity(line.count)
        for byte in line {
            guard isLetter(byte) else {
                return .error(
                    "\(shown(line)) is not a move: a word is letters A-Z only; "
                        + "commands start with ':' and paths with '@'")
            }
            upper.append(byte >= 97 ? byte - 32 : byte)
        }
        return .move(.word(String(decoding: upper, as: UTF8.self)))
    }

    /// A word in another language's letters, as its tile spelling.
    private static func readWord(_ line: UnsafeBufferPointer<UInt8>, in language: Language) -> ScriptLine {
        guard let spelled = language.tiles.tileSpelling(of: String(decoding: line, as: UTF8.self)) else {
            return .error(
                "\(shown(line)) is not a move: a word is the letters of \(language.name) only "
                    + "(docs/LANGUAGES.md); commands start with ':' and paths with '@'")
        }
        return .move(.word(spelled))
    }

    /// `"TEXT"`: a word submitted as typed (ASCII letters upper-cased), with `\"`, `\\` and `\u{HEX}`
    /// escapes: a typed line the game rejects as `invalidInput`, as recorded from plain mode.
    private static func readQuotedWord(_ line: UnsafeBufferPointer<UInt8>) -> ScriptLine {
        let bad = ScriptLine.error(
            "\(shown(line)) is not a quoted word: \"TEXT\" with \\\", \\\\ and \\u{HEX} escapes only")
        guard line.count >= 2, line[line.count - 1] == UInt8(ascii: "\"") else { return bad }
        var scalars = String.UnicodeScalarView()
        let body = String(decoding: UnsafeBufferPointer(rebasing: line[1..<(line.count - 1)]), as: UTF8.self)
        var iterator = body.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case "\"": return bad
            case "\\":
                switch iterator.next() {
                case "\"": scalars.append("\"")
                case "\\": scalars.append("\\")
                case "u":
                    guard iterator.next() == "{" else { return bad }
                    var hex = ""
                    var closed = false
                    while let digit = iterator.next() {
                        if digit == "}" {
                            closed = true
                            break
                        }
                        guard hex.count < 6, digit.properties.isASCIIHexDigit else { return bad }
                        hex.unicodeScalars.append(digit)
                    }
                    guard closed, let value = UInt32(hex, radix: 16), let escaped = Unicode.Scalar(value) else {
                        return bad
                    }
                    scalars.append(escaped)
                default: return bad
                }
            case "a"..."z": scalars.append(Unicode.Scalar(scalar.value - 32) ?? scalar)
            default: scalars.append(scalar)
            }
        }
        return .move(.word(String(scalars)))
    }

    private static func readPath(_ text: UnsafeBufferPointer<UInt8>) -> ScriptLine {
        var cells: [Position] = []
        var index = 0
        let count = text.count
        while true {
            while index < count && isSpace(text[index]) { index += 1 }
            if index == count { break }
            var end = index
            while end < count && !isSpace(text[end]) { end += 1 }
            let token = UnsafeBufferPointer(rebasing: text[index..<end])
            guard let cell = readCell(token) else {
                return .error(
                    "bad cell \(shown(token)) in a path: "
                        + "cells are ROW,COLUMN, whole numbers from 0 (e.g. @0,0 0,1 1,1)")
            }
            cells.append(cell)
            index = end
        }
        if cells.isEmpty {
            return .error("a path needs at least one cell: @ROW,COLUMN ROW,COLUMN ... (e.g. @0,0 0,1 1,1)")
        }
        return .move(.path(cells))
    }

    private static func readCell(_ token: UnsafeBufferPointer<UInt8>) -> Position? {
        guard let comma = token.firstIndex(of: UInt8(ascii: ",")),
            let row = readWhole(UnsafeBufferPointer(rebasing: token[..<comma])),
            let column = readWhole(UnsafeBufferPointer(rebasing: token[(comma + 1)...]))
        else { return nil }
        return Position(row: row, column: column)
    }

    /// A non-negative decimal number of at most 6 digits (far beyond any board), else nil.
    private static func readWhole(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty && digits.count <= 6 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 48 && byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    private static func readCommand(_ line: UnsafeBufferPointer<UInt8>) -> ScriptLine {
        var split = 0
        while split < line.count && !isSpace(line[split]) { split += 1 }
        let nameBytes = UnsafeBufferPointer(rebasing: line[..<split])
        let name = String(decoding: nameBytes, as: UTF8.self)
        var argumentStart = split
        while argumentStart < line.count && isSpace(line[argumentStart]) { argumentStart += 1 }
        let argumentBytes = UnsafeBufferPointer(rebasing: line[argumentStart...])
        let argument = String(decoding: argumentBytes, as: UTF8.self)
        switch name {
        case ":shuffle", ":hint", ":finish", ":quit":
            guard argument.isEmpty else { return .error("\(name) takes no argument, got \(shown(argumentBytes))") }
            switch name {
            case ":shuffle": return .move(.shuffle)
            case ":hint": return .move(.hint)
            case ":finish": return .move(.finish)
            default: return .quit
            }
        case ":wait":
            guard !argument.isEmpty else { return .error(":wait needs a number of seconds, e.g. :wait 2.5") }
            guard let seconds = readSeconds(argument) else {
                return .error(":wait takes whole or decimal seconds (e.g. :wait 2.5), got \(shown(argumentBytes))")
            }
            guard seconds.isFinite else {
                return .error(":wait \(shown(argumentBytes, limit: 20)) is too large a number of seconds")
            }
            return .move(.wait(seconds))
        default:
            return .error(
                "unknown command \(shown(nameBytes)): the commands are :shuffle, :hint, :wait SECONDS, :finish and :quit"
            )
        }
    }

    /// A piece of a script line as a message shows it: `'text'` when it is plain and short; else quoted
    /// with control and invisible characters by code (`\u0007`, `\u200B`) and cut after `limit`
    /// characters with `...`, so no line of a script can break a message in two or make it huge.
    static func shown(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = 40) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var count = 0
        var plain = true
        for scalar in text.unicodeScalars {
            count += 1
            if count > limit || JSONString.isInvisible(scalar) {
                plain = false
                break
            }
        }
        return plain ? "'\(text)'" : JSONString.quoted(text, limit: limit)
    }

    /// `DIGITS` or `DIGITS.DIGITS` (or `.DIGITS`), non-negative; infinite when too large for a `Double`.
    private static func readSeconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var digitsSeen = 0
        var dots = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                dots += 1
            } else if byte >= 48 && byte <= 57 {
                digitsSeen += 1
            } else {
                return nil
            }
        }
        guard digitsSeen > 0, dots <= 1, let value = Double(text) else { return nil }
        return value
    }
}
