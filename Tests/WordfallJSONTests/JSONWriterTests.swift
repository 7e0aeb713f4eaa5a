import Testing

@testable import WordfallJSON

@Suite struct JSONWriterTests {
    @Test func compactWritesNoSpaces() {
        var writer = JSONWriter()
        writer.object { json in
            json.member("word", "QUIZ")
            json.member("points", 22)
            json.member("seed", UInt64.max)
            json.member("time", 30.0)
            json.member("done", true)
            json.key("none")
            json.null()
            json.key("path")
            json.array { path in
                path.number(1)
                path.array { _ in }
                path.object { _ in }
            }
        }
        #expect(
            writer.text
                == #"{"word":"QUIZ","points":22,"seed":18446744073709551615,"time":30.0,"done":true,"none":null,"#
                + #""path":[1,[],{}]}"#)
    }

    @Test func spacedAndLinesMixAsALevelFileDoes() {
        var writer = JSONWriter()
        writer.object(.lines) { json in
            json.member("format", 1)
            json.key("board")
            json.object(.lines) { board in
                board.key("letters")
                board.array(.spaced) { rows in
                    rows.string("AB")
                    rows.string("CD")
                }
            }
            json.key("rules")
            json.object(.spaced) { rules in
                rules.member("timeLimit", 0.5)
                rules.member("refill", "none")
            }
            json.key("goals")
            json.array(.lines) { goals in
                goals.object(.spaced) { $0.member("type", "score") }
                goals.object(.spaced) { $0.member("type", "words") }
            }
            json.key("empty")
            json.array(.lines) { _ in }
        }
        #expect(
            writer.text == """
                {
                  "format": 1,
                  "board": {
                    "letters": ["AB", "CD"]
                  },
                  "rules": {"timeLimit": 0.5, "refill": "none"},
                  "goals": [
                    {"type": "score"},
                    {"type": "words"}
                  ],
                  "empty": []
                }
                """)
    }

    @Test func keysAndStringsGoThroughTheEscaperInTheWritersStyle() {
        var json = JSONWriter()
        json.object { $0.member("a\"\n\u{200B}", "\u{1B}\u{85}") }
        #expect(json.text == "{\"a\\\"\\n\u{200B}\":\"\\u001b\u{85}\"}")
        var visible = JSONWriter(style: .visible)
        visible.object { $0.member("a\"\n\u{200B}", "\u{1B}\u{85}") }
        #expect(visible.text == #"{"a\"\n\u200B":"\u001B\u0085"}"#)
    }

    @Test func nonFiniteNumbersAreNull() {
        var writer = JSONWriter()
        writer.array {
            $0.number(Double.infinity)
            $0.number(Double.nan)
            $0.number(-0.25)
        }
        #expect(writer.text == "[null,null,-0.25]")
    }

    @Test func aTopLevelStringOrNumberIsAWholeDocument() throws {
        var writer = JSONWriter()
        writer.string("é\t")
        #expect(writer.text == #""é\t""#)
        #expect(try JSONParser.parse(writer.bytes).kind == .string("é\t"))
    }
}
