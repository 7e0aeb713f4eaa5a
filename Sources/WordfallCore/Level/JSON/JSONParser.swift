/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// Small on purpose: level files are a few kilobytes. It never traps: bad
/// bytes, deep nesting and truncated input all become a `JSONSyntaxError`
/// at the place the problem starts. A UTF-8 byte order mark at the start is
/// skipped; any other byte sequence that is not UTF-8 is an error.
package struct JSONParser {
    /// How deep arrays and objects may nest before the parser gives up (stack safety).
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON value filling the whole of `bytes` (surrounding whitespace allowed).
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try checkUTF8(bytes)
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        if parser.index == bytes.count {
            throw JSONSyntaxError(location: parser.location, message: "the file is empty, expected a JSON value")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.unexpected(" after the end of the JSON value")
        }
        return value
    }

    /// Parses `text` (a convenience for tests and callers holding a string).
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    // MARK: - UTF-8

    /// Throws at the first byte that does not belong to a well-formed UTF-8 sequence.
    private static func checkUTF8(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        var line = 1
        var column = 1
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            var length = 0
            var lowerSecond: UInt8 = 0x80
            var upperSecond: UInt8 = 0xBF
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperSecond = 0x9F
            case 0xF0:
                length = 4
                lowerSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperSecond = 0x8F
            default: length = 0
            }
            var valid = length > 0 && i + length <= bytes.count
            if valid && length > 1 {
                valid = bytes[i + 1] >= lowerSecond && bytes[i + 1] <= upperSecond
                var k = 2
                while valid && k < length {
                    valid = bytes[i + k] & 0xC0 == 0x80
                    k += 1
                }
            }
            if !valid {
                let hex = String(byte, radix: 16, uppercase: true)
                throw JSONSyntaxError(
                    location: SourceLocation(line: line, column: column),
                    message: "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex)); save it as UTF-8"
                )
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += length
        }
    }

    // MARK: - Reading

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }

    /// Moves past one byte, keeping line and column (continuation bytes take no column).
    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    /// The character at the current position, for messages: `'x'`, `end of file`, `U+00E9`.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        if byte == 0x20 { return "space" }
        if byte < 0x80 { return "control character U+\(hex4(UInt32(byte)))" }
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if let scalar = text.unicodeScalars.first {
            // Invisible or line-breaking characters are shown by code only, so the message stays on one line.
            if scalar.value < 0xA0 || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                return "U+\(hex4(scalar.value))"
            }
            return "'\(text)' (U+\(hex4(scalar.value)))"
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// `unexpected X<rest>`, or a plainer message for the usual non-JSON habits (comments, single quotes).
    private func unexpected(_ rest: String) -> JSONSyntaxError {
        switch current {
        case UInt8(ascii: "/"):
            return error("comments are not allowed in JSON")
        case UInt8(ascii: "'"):
            return error("strings and keys must use double quotes (\"), not single quotes")
        default:
            return error("unexpected \(describeCurrent())\(rest)")
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let start = location
        guard let byte = current else {
            throw error("unexpected end of file, expected a value")
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), location: start)
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default:
            throw unexpected(", expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
        let start = location
        for expected in word.utf8 {
            guard current == expected else {
                throw error("unexpected \(describeCurrent()), expected a value (did you mean \(word)?)")
            }
            advance()
        }
        if let next = current, isIdentifierByte(next) {
            throw error("unexpected \(describeCurrent()) after \(word)")
        }
        return JSONValue(kind: kind, location: start)
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("arrays and objects are nested too deeply (more than \(JSONParser.maximumDepth) levels)")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = location
        try enter()
        advance()  // {
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONValue(kind: .object([]), location: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}") && !members.isEmpty {
                    throw error("trailing comma before '}'")
                }
                if current == nil { throw error("unexpected end of file, expected a key in double quotes") }
                throw unexpected(", expected a key in double quotes")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw unexpected(
                    ", expected ':' after the key \(JSONValue.quoted(key, limit: 40))")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONValue(kind: .object(members), location: start)
            case nil:
                throw error("unexpected end of file, expected ',' or '}' (the object opened at \(start) is not closed)")
            default:
                throw unexpected(
                    ", expected ',' or '}' after the value of \(JSONValue.quoted(key, limit: 40))"
                )
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = location
        try enter()
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONValue(kind: .array([]), location: start)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") && !elements.isEmpty {
                throw error("trailing comma before ']'")
            }
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONValue(kind: .array(elements), location: start)
            case nil:
                throw error("unexpected end of file, expected ',' or ']' (the array opened at \(start) is not closed)")
            default:
                throw unexpected(", expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        advance()  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let byte = current else {
                throw JSONSyntaxError(
                    location: start, message: "unterminated string (no closing '\"' before the end of file)")
            }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, upTo: index)
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, upTo: index)
                let escapeLocation = location
                advance()
                guard let escaped = current else {
                    throw JSONSyntaxError(
                        location: start, message: "unterminated string (no closing '\"' before the end of file)")
                }
                let shown = describeCurrent()
                advance()
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    scalars.append(try parseUnicodeEscape(at: escapeLocation))
                default:
                    throw JSONSyntaxError(
                        location: escapeLocation,
                        message: (escaped > 0x20 && escaped < 0x7F
                            ? "invalid escape '\\\(Character(UnicodeScalar(escaped)))' in a string"
                            : "invalid escape in a string: '\\' followed by \(shown)")
                            + " (allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
                    )
                }
                runStart = index
            case 0x00..<0x20:
                let name =
                    switch byte {
                    case UInt8(ascii: "\n"), UInt8(ascii: "\r"): "a line break"
                    case UInt8(ascii: "\t"): "a tab"
                    default: "control character U+\(hex4(UInt32(byte)))"
                    }
                throw error(
                    "\(name) inside a string (is the string that starts at \(start) missing its closing '\"'?"
                        + " write a line break as \\n, a tab as \\t)")
            default:
                advance()
            }
        }
    }

    /// Reads the `XXXX` of `\uXXXX` (the `\u` already read), joining surrogate pairs.
    private mutating func parseUnicodeEscape(at escapeLocation: SourceLocation) throws(JSONSyntaxError)
        -> Unicode.Scalar
    {
        let high = try readHex4(at: escapeLocation)
        if (0xD800..<0xDC00).contains(high) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(
                    location: escapeLocation, message: "unpaired surrogate \\u\(hex4(high)) in a string")
            }
            let lowLocation = location
            advance()
            advance()
            let low = try readHex4(at: lowLocation)
            guard (0xDC00..<0xE000).contains(low) else {
                throw JSONSyntaxError(
                    location: escapeLocation, message: "unpaired surrogate \\u\(hex4(high)) in a string")
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
        if let scalar = Unicode.Scalar(high) { return scalar }
        throw JSONSyntaxError(location: escapeLocation, message: "unpaired surrogate \\u\(hex4(high)) in a string")
    }

    private mutating func readHex4(at escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else {
                throw JSONSyntaxError(
                    location: escapeLocation, message: "invalid \\u escape: expected 4 hexadecimal digits")
            }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONSyntaxError(
                    location: escapeLocation, message: "invalid \\u escape: expected 4 hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let startIndex = index
        let start = location
        func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        if current == UInt8(ascii: "-") { advance() }
        guard isDigit(current) else {
            throw error("unexpected \(describeCurrent()) in a number, expected a digit")
        }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) {
                throw JSONSyntaxError(
                    location: start, message: "numbers must not start with 0 (leading zeros are not allowed)")
            }
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else {
                throw error("unexpected \(describeCurrent()) in a number, expected a digit after '.'")
            }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else {
                throw error("unexpected \(describeCurrent()) in a number, expected a digit in the exponent")
            }
            while isDigit(current) { advance() }
        }
        if let next = current, isIdentifierByte(next) || next == UInt8(ascii: ".") {
            throw error("unexpected \(describeCurrent()) after a number")
        }
        return JSONNumber(text: String(decoding: bytes[startIndex..<index], as: UTF8.self))
    }
}
