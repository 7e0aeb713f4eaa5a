import WordfallCore
import WordfallJSON

/// A headless move script (docs/HEADLESS.md), parsed and checked in full before play.
///
/// One move a line: `WORD`, `@R,C R,C ...`, `:shuffle`, `:hint`,
/// `:wait SECONDS`, `:finish`, `:quit`. Blank lines and lines starting with `#` are
/// skipped; each line is trimmed of spaces, tabs and a trailing CR first.
/// Reading stops at `:quit`: the lines after it are neither parsed nor played.
/// A word line must be letters only (A-Z, any case); anything else is a
/// script error, so a bad script is refused before its first move is played.
public struct MoveScript: Hashable, Sendable {
    /// One move of a script, with the line it came from.
    public struct Line: Hashable, Sendable {
        /// The line number, counting from 1.
        public var number: Int
        public var move: Move

        public init(number: Int, move: Move) {
            self.number = number
            self.move = move
        }
    }

    /// The moves in order, without the skipped lines (and without the final `:quit`).
    public var lines: [Line]

    /// The moves alone, in order.
    public var moves: [Move] { lines.map(\.move) }

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// Parses a whole script held in memory (a file is better streamed with `MoveScriptReader`).
    /// - Throws: `MoveScriptError` for the first line that is not a move.
    public init(parsing text: String) throws(MoveScriptError) {
        var parsed: [Line] = []
        var lineNumber = 0
        var text = text
        let failure: MoveScriptError? = text.withUTF8 { bytes -> MoveScriptError? in
            var start = Self.byteOrderMarkLength(bytes)
            let count = bytes.count
            while start < count {
                var end = start
                while end < count && bytes[end] != 10 { end += 1 }
                lineNumber += 1
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                start = end + 1
                switch Self.parse(line: line) {
                case .skip: continue
                case .quit: return nil
                case .move(let move): parsed.append(Line(number: lineNumber, move: move))
                case .error(let message): return MoveScriptError(line: lineNumber, message: message)
                }
            }
            return nil
        }
        if let failure { throw failure }
        lines = parsed
    }

    /// 3 when `bytes` starts with a UTF-8 byte order mark (which a script may, as a level file may), else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// What one line of a script is.
    enum Parsed {
        case skip
        case quit
        case move(Move)
        case error(String)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 13
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    /// One line, without its newline.
    static func parse(line raw: UnsafeBufferPointer<UInt8>) -> Parsed {
        var lower = 0
        var upper = raw.count
        while lower < upper && isSpace(raw[lower]) { lower += 1 }
        while upper > lower && isSpace(raw[upper - 1]) { upper -= 1 }
        if lower == upper { return .skip }
        let line = UnsafeBufferPointer(rebasing: raw[lower..<upper])
        switch line[0] {
        case UInt8(ascii: "#"): return .skip
        case UInt8(ascii: "@"): return parsePath(UnsafeBufferPointer(rebasing: line[1...]))
        case UInt8(ascii: ":"): return parseCommand(line)
        default: return parseWord(line)
        }
    }

    private static func parseWord(_ line: UnsafeBufferPointer<UInt8>) -> Parsed {
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

    private static func parsePath(_ text: UnsafeBufferPointer<UInt8>) -> Parsed {
        var cells: [Position] = []
        var index = 0
        let count = text.count
        while true {
            while index < count && isSpace(text[index]) { index += 1 }
            if index == count { break }
            var end = index
            while end < count && !isSpace(text[end]) { end += 1 }
            let token = UnsafeBufferPointer(rebasing: text[index..<end])
            guard let cell = parseCell(token) else {
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

    private static func parseCell(_ token: UnsafeBufferPointer<UInt8>) -> Position? {
        guard let comma = token.firstIndex(of: UInt8(ascii: ",")),
            let row = parseWhole(UnsafeBufferPointer(rebasing: token[..<comma])),
            let column = parseWhole(UnsafeBufferPointer(rebasing: token[(comma + 1)...]))
        else { return nil }
        return Position(row: row, column: column)
    }

    /// A non-negative decimal number of at most 6 digits (far beyond any board), else nil.
    private static func parseWhole(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty && digits.count <= 6 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 48 && byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    private static func parseCommand(_ line: UnsafeBufferPointer<UInt8>) -> Parsed {
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
            guard let seconds = parseSeconds(argument) else {
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
    private static func parseSeconds(_ text: String) -> Double? {
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
