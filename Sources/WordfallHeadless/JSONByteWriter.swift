import WordfallCore
import WordfallJSON

/// A minimal, fast JSON writer into a byte buffer, for the headless JSON Lines.
///
/// It writes exactly what it is told, in order: the caller is responsible for
/// the object's shape. Strings go through the one escaper, `JSONString` (RFC 8259:
/// `"`, `\`, and the control characters below U+0020; everything else, UTF-8 included, is copied).
struct JSONByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends ASCII text verbatim (punctuation and keys).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Starts a line: `{"event":"NAME"`.
    mutating func begin(_ event: StaticString) {
        raw("{\"event\":\"")
        raw(event)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `,"KEY":`.
    mutating func key(_ key: StaticString) {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\""))
        raw(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Ends a line: `}` and a newline.
    mutating func end() {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func null() {
        raw("null")
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            bytes.append(48 + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// `value` as a JSON string, by the one escaper (`JSONString`, `.json` style).
    mutating func string(_ value: String) {
        JSONString.append(value, to: &bytes)
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// `[[row, col], ...]`.
    mutating func path(_ path: [Position]) {
        bytes.append(UInt8(ascii: "["))
        for (offset, cell) in path.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            int(cell.row)
            bytes.append(UInt8(ascii: ","))
            int(cell.column)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The language whose letters words and boards are written in (docs/HEADLESS.md): English's as they
    /// are, another's as its tiles' faces (`COL·LEGI`, a board row `C[L·L]ASO`).
    var language = Language.english

    /// A word as the language's tiles read it.
    mutating func word(_ value: String) {
        string(language.isEnglish ? value : language.tiles.faces(of: value))
    }

    /// Words as the language's tiles read them.
    mutating func words(_ values: [String]) {
        strings(language.isEnglish ? values : values.map { language.tiles.faces(of: $0) })
    }

    /// The board as an array of row strings (a Q tile shows as `Q`; letters need no escaping).
    mutating func board(_ board: Board) {
        if !language.isEnglish { return strings(LevelFileText.rowTexts(board, language)) }
        bytes.append(UInt8(ascii: "["))
        board.tiles.withUnsafeBufferPointer { tiles in
            for row in 0..<board.rows {
                if row > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(UInt8(ascii: "\""))
                let start = row * board.columns
                for index in start..<(start + board.columns) { bytes.append(tiles[index].letter) }
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An array of strings.
    mutating func strings(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (offset, value) in values.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
