import Testing

@testable import WordfallJSON

/// The one escaper: what each style writes, and that the parser reads every output back as the text.
@Suite struct JSONStringTests {
    func json(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONString.append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string the parser reads from `literal`.
    func parsed(_ literal: String) throws -> String? {
        guard case .string(let text) = try JSONParser.parse(literal).kind else { return nil }
        return text
    }

    @Test func jsonStyleEscapesQuotesBackslashAndEveryControlCharacter() {
        #expect(json(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(json("\u{08}\u{0C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(json("\u{00}\u{01}\u{07}\u{0B}\u{1B}\u{1F}") == #""\u0000\u0001\u0007\u000b\u001b\u001f""#)
        #expect(json(" ~") == #"" ~""#)
    }

    @Test func jsonStyleCopiesEverythingElseAsUTF8() {
        let text = "é QUIZ \u{7F}\u{85}\u{200B}\u{2028}\u{FEFF} 日本 😀"
        #expect(json(text) == "\"" + text + "\"")
        #expect(JSONString.literal(text) == json(text))
    }

    @Test func visibleStyleWritesInvisibleCharactersByCode() {
        #expect(
            JSONString.quoted("a\u{7F}b\u{85}c\u{AD}d\u{200B}e\u{2028}f\u{202E}g\u{FEFF}h")
                == #""a\u007Fb\u0085c\u00ADd\u200Be\u2028f\u202Eg\uFEFFh""#)
        // Only \n \r \t by name, other control characters by code, in upper-case hex.
        #expect(JSONString.quoted("\u{08}\u{0C}\n\r\t\u{1B}") == #""\u0008\u000C\n\r\t\u001B""#)
        #expect(JSONString.quoted(#"a"b\c é 😀"#) == #""a\"b\\c é 😀""#)
    }

    @Test func visibleStyleCutsAfterTheLimitInScalars() {
        #expect(JSONString.quoted("abcdef", limit: 3) == #""abc...""#)
        #expect(JSONString.quoted("abc", limit: 3) == #""abc""#)
        #expect(JSONString.quoted("éé\u{200B}x", limit: 3) == #""éé\u200B...""#)
        #expect(JSONString.quoted("abc", limit: 0) == #""...""#)
    }

    @Test func invalidUTF8BecomesReplacementCharactersAndStaysValidJSON() throws {
        // A Swift string cannot hold an invalid scalar: a lone byte, a truncated sequence or an encoded
        // surrogate is decoded as U+FFFD, which the escaper copies like any other character.
        let text = String(decoding: [0x41, 0xFF, 0xC3, 0x42, 0xED, 0xA0, 0x80], as: UTF8.self)
        #expect(json(text) == "\"A\u{FFFD}\u{FFFD}B\u{FFFD}\u{FFFD}\u{FFFD}\"")
        #expect(try parsed(json(text)) == text)
    }

    @Test func everyOutputReadsBackAsTheText() throws {
        var all = String.UnicodeScalarView()
        for value in UInt32(0)...0x2100 { if let scalar = Unicode.Scalar(value) { all.append(scalar) } }
        all.append(contentsOf: "\u{FEFF}\u{FFFF}\u{10FFFF}😀".unicodeScalars)
        let text = String(all)
        #expect(try parsed(json(text)) == text)
        #expect(try parsed(JSONString.quoted(text)) == text)
        #expect(!JSONString.quoted(text).unicodeScalars.contains(where: JSONString.isInvisible))
    }
}
