/// The one JSON string escaper: every string the project writes as JSON, and every quoted text in a
/// message, goes through it.
///
/// One set of rules in two styles:
/// - `.json` escapes what RFC 8259 requires and nothing more: `"`, `\` and the control characters
///   U+0000 to U+001F (`\b \f \n \r \t` by name, the others as `\u00xx` in lower-case hex). Everything
///   else, non-ASCII included, is copied as UTF-8: the headless trace (docs/HEADLESS.md, "Output") and the
///   level files `generate` and `replay --export-level` write.
/// - `.visible` also writes by code the characters a person could not see or that would break the line:
///   DEL, the C1 controls and the invisible format characters (`isInvisible`), in upper-case hex as
///   `U+XXXX` is written, naming only `\n \r \t`: messages, and `stats --json`, which a person reads
///   on a terminal as often as a program does. The result is still JSON that reads back as the text.
///
/// A Swift `String` holds only valid Unicode scalars (bytes that are not UTF-8 became U+FFFD when the
/// string was made), so the output is always valid UTF-8 and valid JSON.
package enum JSONString {
    /// Which characters beyond those JSON requires are written as `\uXXXX`.
    package enum Style: Sendable {
        /// Only what JSON requires: for files and machine output.
        case json
        /// Also invisible and line-breaking characters: for one-line messages and text shown to a person.
        case visible
    }

    /// Appends `text` to `output` as a JSON string literal, quotes included.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`; in the `.json` style ASCII is copied byte by byte
    ///   without decoding (the headless trace's hot path).
    package static func append(_ text: String, to output: inout [UInt8], style: Style = .json) {
        output.append(quote)
        appendContents(text, to: &output, style: style)
        output.append(quote)
    }

    /// `text` as a JSON string literal (`.json` style).
    package static func literal(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string literal on one line for a message (`.visible` style), cut after `limit`
    /// characters (Unicode scalars) with `...` before the closing quote.
    package static func quoted(_ text: String, limit: Int = .max) -> String {
        let scalars = text.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: max(0, limit), limitedBy: scalars.endIndex)
        var output: [UInt8] = [quote]
        if let end, end < scalars.endIndex {
            appendContents(String(text[..<end]), to: &output, style: .visible)
            output.append(contentsOf: "...".utf8)
        } else {
            appendContents(text, to: &output, style: .visible)
        }
        output.append(quote)
        return String(decoding: output, as: UTF8.self)
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

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let lowerHex: [UInt8] = Array("0123456789abcdef".utf8)
    private static let upperHex: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func appendContents(_ text: String, to output: inout [UInt8], style: Style) {
        switch style {
        case .json:
            for byte in text.utf8 {
                if byte < 0x20 || byte == quote || byte == backslash {
                    appendEscape(UInt32(byte), to: &output, hex: lowerHex, namesAll: true)
                } else {
                    output.append(byte)
                }
            }
        case .visible:
            for scalar in text.unicodeScalars {
                if scalar == "\"" || scalar == "\\" || isInvisible(scalar) {
                    appendEscape(scalar.value, to: &output, hex: upperHex, namesAll: false)
                } else {
                    output.append(contentsOf: scalar.utf8)
                }
            }
        }
    }

    /// `\"`, `\\`, `\n`, `\r`, `\t`, `\b` and `\f` when `namesAll`, or `\uXXXX` (a scalar below U+10000:
    /// every one escaped is).
    private static func appendEscape(_ value: UInt32, to output: inout [UInt8], hex: [UInt8], namesAll: Bool) {
        output.append(backslash)
        switch value {
        case 0x22: output.append(quote)
        case 0x5C: output.append(backslash)
        case 0x08 where namesAll: output.append(UInt8(ascii: "b"))
        case 0x0C where namesAll: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            output.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hex[Int((value >> UInt32(shift)) & 0xF)])
            }
        }
    }
}
