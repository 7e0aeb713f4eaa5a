import Testing

@testable import WordfallCore

/// The one escaper for text that reaches a terminal.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text", "plain text"), ("x\u{1B}]2;t\u{07}", #"x\u{1B}]2;t\u{7}"#),
        ("a\nb\tc\r", #"a\u{A}b\u{9}c\u{D}"#),
        ("a\u{200B}b", #"a\u{200B}b"#), ("\u{202E}evil", #"\u{202E}evil"#),
        ("\u{FEFF}x\u{7F}\u{9B}", #"\u{FEFF}x\u{7F}\u{9B}"#),
        ("café ★ Qu", "café ★ Qu"), ("\u{AD}", #"\u{AD}"#),
    ])
    func controlAndInvisibleCharactersAreShownByTheirCode(_ text: String, _ shown: String) {
        #expect(TerminalText.shown(text) == shown)
        #expect(TerminalText.isPlain(text) == (text == shown))
    }

    @Test func aLongValueIsCutWithAMarker() {
        #expect(TerminalText.shown(String(repeating: "k", count: 100), limit: 5) == "kkkkk...(100 characters in all)")
        #expect(TerminalText.shown("kkkkk", limit: 5) == "kkkkk")
        #expect(
            TerminalText.quoted(String(repeating: "é", count: 61)) == String(repeating: "é", count: 60)
                + "...(61 characters in all)")
    }

    /// The ranges a query of the saved data looks for are exactly the characters shown by their code.
    @Test func theEscapedRangesAreTheCharactersShownByTheirCode() {
        for value in UInt32(0)...0xE00FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let inRanges = TerminalText.escapedRanges.contains { $0.contains(value) }
            if inRanges != TerminalText.mustEscape(scalar) {
                Issue.record("U+\(String(value, radix: 16)): ranges \(inRanges), mustEscape \(!inRanges)")
                return
            }
        }
    }
}
