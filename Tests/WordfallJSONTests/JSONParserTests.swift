import Testing

@testable import WordfallJSON

/// The syntax error for `text`, as `LINE:COLUMN: MESSAGE`, or nil when it parses.
func syntaxError(_ text: String) -> String? {
    syntaxError(bytes: Array(text.utf8))
}

func syntaxError(bytes: [UInt8]) -> String? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return "\(error.location): \(error.message)"
    }
}

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#"{"a": [1, -2.5e3, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
        guard case .object(let members) = value.kind, members.count == 2,
            case .array(let elements) = members[0].value.kind
        else {
            Issue.record("expected an object with an array")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(
            elements.map(\.kind) == [
                .number(JSONNumber(text: "1")), .number(JSONNumber(text: "-2.5e3")), .bool(true), .bool(false), .null,
                .string("x\né😀"),
            ])
        #expect(members[1].value.kind == .object([]))
    }

    @Test func recordsLinesAndColumnsOfValuesAndKeys() throws {
        let text = "{\n  \"é\": [1,\n    \"two\"],\n\t\"k\": true\n}"
        let value = try JSONParser.parse(text)
        guard case .object(let members) = value.kind, case .array(let elements) = members[0].value.kind else {
            Issue.record("expected an object with an array")
            return
        }
        #expect(value.location == SourceLocation(line: 1, column: 1))
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        // Columns count characters, not bytes: "é" is two bytes but one column.
        #expect(members[0].value.location == SourceLocation(line: 2, column: 8))
        #expect(elements[0].location == SourceLocation(line: 2, column: 9))
        #expect(elements[1].location == SourceLocation(line: 3, column: 5))
        #expect(members[1].keyLocation == SourceLocation(line: 4, column: 2))
        #expect(members[1].value.location == SourceLocation(line: 4, column: 7))
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        let value = try JSONParser.parse(#"{"a": 1, "a": 2}"#)
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "a"])
        #expect(members.map(\.value.kind) == [.number(JSONNumber(text: "1")), .number(JSONNumber(text: "2"))])
    }

    @Test func skipsALeadingByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("\n [1]".utf8))
        #expect(value.location == SourceLocation(line: 2, column: 2))
    }

    @Test(arguments: [
        ("", "1:1: the file is empty, expected a JSON value"),
        ("  \n ", "2:2: the file is empty, expected a JSON value"),
        ("{", "1:2: unexpected end of file, expected a key in double quotes"),
        ("{\"a\": 1", "1:8: unexpected end of file, expected ',' or '}' (the object opened at 1:1 is not closed)"),
        ("{\"a\" 1}", "1:6: unexpected '1', expected ':' after the key \"a\""),
        ("{\"a\": 1,}", "1:9: trailing comma before '}'"),
        ("[1, 2,]", "1:7: trailing comma before ']'"),
        ("[1 2]", "1:4: unexpected '2', expected ',' or ']' after an array element"),
        ("{\"a\": 1 \"b\": 2}", "1:9: unexpected '\"', expected ',' or '}' after the value of \"a\""),
        ("{a: 1}", "1:2: unexpected 'a', expected a key in double quotes"),
        ("['x']", "1:2: strings and keys must use double quotes (\"), not single quotes"),
        ("{'a': 1}", "1:2: strings and keys must use double quotes (\"), not single quotes"),
        ("{\"a\": 1 /* c */}", "1:9: comments are not allowed in JSON"),
        ("// hi\n{}", "1:1: comments are not allowed in JSON"),
        ("[tru]", "1:5: unexpected ']', expected a value (did you mean true?)"),
        ("[nulls]", "1:6: unexpected 's' after null"),
        ("[01]", "1:2: numbers must not start with 0 (leading zeros are not allowed)"),
        ("[1.]", "1:4: unexpected ']' in a number, expected a digit after '.'"),
        ("[1e]", "1:4: unexpected ']' in a number, expected a digit in the exponent"),
        ("[-]", "1:3: unexpected ']' in a number, expected a digit"),
        ("[+1]", "1:2: unexpected '+', expected a value"),
        ("[.5]", "1:2: unexpected '.', expected a value"),
        ("[1x]", "1:3: unexpected 'x' after a number"),
        ("[NaN]", "1:2: unexpected 'N', expected a value"),
        ("\"abc", "1:1: unterminated string (no closing '\"' before the end of file)"),
        (
            "[\"a\nb\"]",
            "1:4: a line break inside a string (is the string that starts at 1:2 missing its closing '\"'?"
                + " write a line break as \\n, a tab as \\t)"
        ),
        (
            "[\"a\tb\"]",
            "1:4: a tab inside a string (is the string that starts at 1:2 missing its closing '\"'?"
                + " write a line break as \\n, a tab as \\t)"
        ),
        ("[\"\\x\"]", "1:3: invalid escape '\\x' in a string (allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        (
            "[\"\\\n\"]",
            "1:3: invalid escape in a string: '\\' followed by control character U+000A (allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
        ),
        ("[\"\\u12g4\"]", "1:3: invalid \\u escape: expected 4 hexadecimal digits"),
        ("[\"\\ud800\"]", "1:3: unpaired surrogate \\uD800 in a string"),
        ("[\"\\udc00\"]", "1:3: unpaired surrogate \\uDC00 in a string"),
        ("{} {}", "1:4: unexpected '{' after the end of the JSON value"),
        ("[é]", "1:2: unexpected 'é' (U+00E9), expected a value"),
    ])
    func reportsSyntaxErrorsWhereTheyAre(text: String, expected: String) {
        #expect(syntaxError(text) == expected)
    }

    @Test func reportsBytesThatAreNotUTF8() {
        #expect(
            syntaxError(bytes: Array("{\n  \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8))
                == "2:9: the file is not valid UTF-8 (byte 0xFF); save it as UTF-8")
        // An overlong encoding and a truncated sequence are not UTF-8 either.
        #expect(
            syntaxError(bytes: [0x5B, 0xC0, 0x80, 0x5D])
                == "1:2: the file is not valid UTF-8 (byte 0xC0); save it as UTF-8")
        #expect(
            syntaxError(bytes: [0x5B, 0x22, 0xE2, 0x82])
                == "1:3: the file is not valid UTF-8 (byte 0xE2); save it as UTF-8")
        // UTF-16 with its byte order mark.
        #expect(
            syntaxError(bytes: [0xFF, 0xFE, 0x7B, 0x00])
                == "1:1: the file is not valid UTF-8 (byte 0xFF); save it as UTF-8")
    }

    @Test func refusesDeepNestingWithoutOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(syntaxError(deep) == "1:201: arrays and objects are nested too deeply (more than 200 levels)")
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(syntaxError(fine) == nil)
    }

    @Test(arguments: [
        ("0", JSONNumber.Whole.exact(negative: false, magnitude: 0)),
        ("-0", .exact(negative: false, magnitude: 0)),
        ("-0.0e5", .exact(negative: false, magnitude: 0)),
        ("1e3", .exact(negative: false, magnitude: 1000)),
        ("1E+3", .exact(negative: false, magnitude: 1000)),
        ("2.0", .exact(negative: false, magnitude: 2)),
        ("12.5e1", .exact(negative: false, magnitude: 125)),
        ("1500e-3", .fraction),
        ("15000e-4", .fraction),
        ("1500000e-5", .exact(negative: false, magnitude: 15)),
        ("1.5", .fraction),
        ("-7", .exact(negative: true, magnitude: 7)),
        ("18446744073709551615", .exact(negative: false, magnitude: UInt64.max)),
        ("18446744073709551616", .tooLarge(negative: false)),
        ("1.8446744073709551615e19", .exact(negative: false, magnitude: UInt64.max)),
        ("-18446744073709551616", .tooLarge(negative: true)),
        ("1e19", .exact(negative: false, magnitude: 10_000_000_000_000_000_000)),
        ("1e20", .tooLarge(negative: false)),
        ("1e999999999999999999999", .tooLarge(negative: false)),
        ("1e-999999999999999999999", .fraction),
        ("0e999999999999999999999", .exact(negative: false, magnitude: 0)),
        ("00000000000000000000000000001", .exact(negative: false, magnitude: 1)),
    ])
    func readsWholeNumbersExactly(text: String, expected: JSONNumber.Whole) {
        #expect(JSONNumber(text: text).whole == expected)
    }

    @Test func convertsToIntAtTheEdges() {
        #expect(JSONNumber(text: "9223372036854775807").intValue == Int.max)
        #expect(JSONNumber(text: "9223372036854775808").intValue == nil)
        #expect(JSONNumber(text: "-9223372036854775808").intValue == Int.min)
        #expect(JSONNumber(text: "-9223372036854775809").intValue == nil)
        #expect(JSONNumber(text: "-0").intValue == 0)
        #expect(JSONNumber(text: "1.5").intValue == nil)
    }
}
