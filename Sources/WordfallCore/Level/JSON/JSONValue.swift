/// A parsed JSON value that remembers where it was written.
///
/// Unlike Foundation's `JSONSerialization`, objects keep every member in file
/// order, duplicates included, and every value and key knows its line and
/// column, so a level file's problems can be reported where they are.
package struct JSONValue: Hashable, Sendable {
    /// What kind of value this is, with its contents.
    package enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key": value` pair of an object, with the key's position.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: JSONValue
    }

    package var kind: Kind
    /// Where the value starts (its first character).
    package var location: SourceLocation

    /// A short, single-line rendering for messages: strings quoted and
    /// escaped (cut at 40 characters), numbers as written (cut at 40 too), containers by kind.
    var summary: String {
        switch kind {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let number): TerminalText.shown(number.text, limit: 40)
        case .string(let string): JSONValue.quoted(string, limit: 40)
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Whether a message must show `scalar` by its code: control characters, line and paragraph
    /// separators, and the invisible format characters (zero-width spaces and joiners, bidirectional
    /// controls, the byte order mark, the soft hyphen) that would hide or reorder text.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// `text` as a JSON string literal on one line, cut after `limit` characters.
    package static func quoted(_ text: String, limit: Int = .max) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "..."
                break
            }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if Self.isInvisible(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
