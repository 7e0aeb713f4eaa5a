/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// Small on purpose: level files are a few kilobytes. It never traps: bad
/// bytes, deep nesting and truncated input all become a `JSONSyntaxError`
/// at the place the problem starts. A UTF-8 byte order mark at the start is
/// skipped; any other byte sequence that is not UTF-8 is an error.
package struct JSONParser {
    /// How deep arrays and objects may nest before the parser gives up (stack safety).
    static let maximumDepth = 200

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var depth = 0

    init(bytes: [UInt8]) {
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
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    // MARK: - Reading

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }

    /// Moves past one byte, keeping line and column (continuation bytes take no column).
    mutating func advance() {
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

    mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    /// The character at the current position, for messages: `'x'`, `end of file`, `U+00E9`.
    func describeCurrent() -> String {
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
    func unexpected(_ rest: String) -> JSONSyntaxError {
        switch current {
        case UInt8(ascii: "/"):
            return error("comments are not allowed in JSON")
        case UInt8(ascii: "'"):
            return error("strings and keys must use double quotes (\"), not single quotes")
        default:
            return error("unexpected \(describeCurrent())\(rest)")
        }
    }

    func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: - Values

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
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

    mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
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

    func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("arrays and objects are nested too deeply (more than \(JSONParser.maximumDepth) levels)")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
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
                    ", expected ':' after the key \(JSONString.quoted(key, limit: 40))")
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
                    ", expected ',' or '}' after the value of \(JSONString.quoted(key, limit: 40))"
                )
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
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
}
