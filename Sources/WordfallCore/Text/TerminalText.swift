/// Text from a file, a database or an argument made safe to write to a terminal: the one escaper every
/// command and screen uses for a value it did not write itself.
///
/// A control character (ESC, BEL, a newline, C1 controls) would drive the terminal: set the window
/// title, clear the screen, split a line of `check`'s report in two. An invisible character (a
/// zero-width space, a bidirectional control, a byte order mark) would make two different ids look the
/// same. Each is shown by its code instead, `\u{1B}`; the rest is kept as it is.
package enum TerminalText {
    /// How many characters of one quoted value a message shows before cutting it.
    package static let quoteLimit = 60

    /// Whether `scalar` must be shown by its code: control characters (C0, DEL, C1), line and paragraph
    /// separators, and the invisible format characters that hide or reorder text.
    package static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF,
            0xFFF9...0xFFFB, 0xE0000...0xE007F:
            true
        default: false
        }
    }

    /// The code points `mustEscape` is true of, as ranges (for a query that finds them in stored text;
    /// a test holds the two to one set).
    package static let escapedRanges: [ClosedRange<UInt32>] = [
        0...0x1F, 0x7F...0x9F, 0xAD...0xAD, 0x061C...0x061C, 0x180E...0x180E, 0x200B...0x200F, 0x2028...0x202E,
        0x2060...0x206F, 0xFEFF...0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F,
    ]

    /// `text` with every control and invisible character shown as `\u{HEX}`, cut after `limit`
    /// characters with the marker `...(N characters in all)`.
    package static func shown(_ text: String, limit: Int = .max) -> String {
        // The common case, plain text within the limit, is the text itself (no copy).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) && text.utf8.count <= limit { return text }
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                return result + "...(\(text.unicodeScalars.count) characters in all)"
            }
            count += 1
            if mustEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` for a message: escaped as `shown` does and cut at `quoteLimit` characters.
    package static func quoted(_ text: String) -> String {
        shown(text, limit: quoteLimit)
    }

    /// Whether `text` would reach a terminal unchanged by `shown`.
    package static func isPlain(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: mustEscape)
    }
}
