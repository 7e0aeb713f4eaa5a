import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The one move format: every move `Move.scriptLine` writes, `Move.readScriptLine` reads back as a move
/// that plays the same (issue 30: plain mode recorded `don't` as it was typed, and the saved game's own
/// reader then refused the whole log as damaged).
@Suite struct MoveScriptLineTests {
    /// The move a line reads as, or the reason it is refused.
    func read(_ line: String) -> Move.ScriptLine { Move.readScriptLine(line) }

    /// Hostile typed lines (what plain mode reads from a person or a pipe) and moves no parser wrote.
    static let hostile: [Move] = [
        .word("don't"), .word("cat1"), .word("12"), .word(""), .word(" "), .word("\u{7}"), .word("\u{1B}[A"),
        .word("a\nb"), .word("a\tb"), .word("a\rb"), .word("\""), .word("\\"), .word("\\u{41}"), .word("#cat"),
        .word(":shuffle"), .word("@0,0"), .word("café"), .word("e\u{301}"), .word("😀"), .word("\u{0}"),
        .word("\u{85}"), .word("\u{2028}"), .word("\u{FEFF}cat"), .word("  cat  "), .word("CAT"), .word("cat"),
        .path([]), .path([Position(row: -1, column: 0)]), .path([Position(row: 0, column: 1_000_000)]),
        .path([Position(row: Int.min, column: Int.max), Position(row: 1, column: 1)]),
        .wait(-1), .wait(.nan), .wait(1e300), .wait(2.5), .shuffle, .hint, .finish,
    ]

    @Test(arguments: hostile)
    func everyMoveWrittenIsReadBack(_ move: Move) throws {
        let line = move.scriptLine
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\t"), "\(line)")
        guard case .move(let read) = read(line) else {
            Issue.record("\(move) was written as \(line), which is refused: \(read(line))")
            return
        }
        // Written again, it is the same line: the reader gives back what the writer meant.
        #expect(read.scriptLine == line)
        #expect(Self.played(read) == Self.played(move), "\(move) -> \(line) -> \(read)")
    }

    /// Random lines of hostile characters, as a property: each is written and read back as a move that
    /// plays as the typed line did.
    @Test func randomTypedLinesRoundTrip() throws {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "q", "u", " ", "\t", "\n", "\r", "\"", "\\", "'", "{", "}", "#", ":", "@", ",", "0", "9", "\u{0}",
            "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "é", "\u{301}", "\u{200B}", "\u{FEFF}", "😀", "\u{10FFFF}",
        ]
        var random = SplitMix64(seed: 30)
        for _ in 0..<2000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<random.next(modulo: 12) { text.append(alphabet[random.next(modulo: alphabet.count)]) }
            let move = Move.word(String(text))
            let line = move.scriptLine
            guard case .move(let read) = read(line) else {
                Issue.record("\(move) was written as \(line), which is refused")
                return
            }
            #expect(read.scriptLine == line)
            #expect(Self.played(read) == Self.played(move), "\(move) -> \(line)")
        }
    }

    /// A word of letters is written as it is, upper-cased; anything else quoted.
    @Test func wordsAreWrittenPlainlyWhenTheyCanBe() {
        #expect(Move.word("Queen").scriptLine == "QUEEN")
        #expect(Move.word("don't").scriptLine == #""DON'T""#)
        #expect(Move.word("a\"b\\c\u{7}é").scriptLine == #""A\"B\\C\u{7}\u{E9}""#)
        #expect(Move.word("").scriptLine == #""""#)
        #expect(Move.path([]).scriptLine == "@999999,999999")
        #expect(read(#""don't""#) == .move(.word("DON'T")))
        #expect(read(#"  "a\u{1F600}b"  "#) == .move(.word("A😀B")))
    }

    @Test(arguments: [
        #"""#, #""abc"#, #"abc""#, #""a"b""#, #""\x""#, #""\u{}""#, #""\u{110000}""#, #""\u{D800}""#,
        #""\u{1234567}""#, #""\u{41""#, #""\""#,
    ])
    func badQuotedWordsAreRefused(_ line: String) {
        guard case .error(let message) = read(line) else {
            Issue.record("\(line) read as \(read(line))")
            return
        }
        #expect(message.contains("is not a quoted word") || message.contains("is not a move"), "\(message)")
    }

    /// The events `move` gives on a fresh game of the fixture level (a streak goal: a rejection counts).
    static func played(_ move: Move) -> [String] {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.streak(count: 3))], rules: Rules(refill: .none, timeLimit: 10)))
        game.play(move)
        return recorder.take()
    }
}
