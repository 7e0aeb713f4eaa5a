/// Strings: escapes, `\uXXXX` and surrogate pairs, and the messages for what JSON refuses in them.
extension JSONParser {
    mutating func parseString() throws(JSONSyntaxError) -> String {
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
                // No escape before it (nearly every string): the bytes decoded at once, as the scalars
                // appended one run at a time would give; that append cost 4,500 instructions a string
                // (issue 38: a fifth of loading a level).
                if scalars.isEmpty {
                    let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                    advance()
                    return text
                }
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
    mutating func parseUnicodeEscape(at escapeLocation: SourceLocation) throws(JSONSyntaxError)
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

    mutating func readHex4(at escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
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
}
