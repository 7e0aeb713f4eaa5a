import WordfallCore

/// A headless move script (docs/HEADLESS.md), parsed and checked in full before play.
///
/// One move a line: `WORD`, `@R,C R,C ...`, `:shuffle`, `:hint`,
/// `:wait SECONDS`, `:finish`, `:quit`. Blank lines and lines starting with `#` are
/// skipped; each line is trimmed of spaces, tabs and a trailing CR first.
/// Reading stops at `:quit`: the lines after it are neither parsed nor played.
/// A word line must be letters only (A-Z, any case), or quoted (`"don't"`: submitted as typed, for
/// the game to reject); anything else is a script error, so a bad script is refused before its first
/// move is played.
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

    /// What one line of a script is (`Move.readScriptLine`, the one reader of what `Move.scriptLine` writes).
    typealias Parsed = Move.ScriptLine

    /// One line, without its newline.
    static func parse(line raw: UnsafeBufferPointer<UInt8>, language: Language = .english) -> Parsed {
        Move.readScriptLine(raw, language: language)
    }
}
