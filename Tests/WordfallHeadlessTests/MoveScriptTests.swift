import Testing
import WordfallCore

@testable import WordfallHeadless

@Suite struct MoveScriptTests {
    /// What the generator, the replays and the benchmark write with `Move.scriptLine` reads back as the
    /// same moves (a wait to the millisecond, never in an exponent the parser would refuse).
    @Test func scriptLinesReadBack() throws {
        let moves: [Move] = [
            .word("CAT"), .path([Position(row: 0, column: 1), Position(row: 1, column: 2)]), .shuffle, .hint,
            .wait(12.345), .wait(0.0004), .wait(1e-7),
        ]
        let parsed = try MoveScript(parsing: moves.map(\.scriptLine).joined(separator: "\n")).lines.map(\.move)
        #expect(parsed == [moves[0], moves[1], .shuffle, .hint, .wait(12.345), .wait(0), .wait(0)])
        #expect(Move.wait(1e-7).scriptLine == ":wait 0.000")
    }

    @Test func everyLineFormParses() throws {
        let script = try MoveScript(
            parsing: """
                # a comment
                cat

                @0,0 0,1  1,1
                :shuffle
                :hint
                :wait 2.5
                :wait 3
                Queen\r
                """)
        #expect(
            script.lines == [
                .init(number: 2, move: .word("CAT")),
                .init(
                    number: 4,
                    move: .path([.init(row: 0, column: 0), .init(row: 0, column: 1), .init(row: 1, column: 1)])),
                .init(number: 5, move: .shuffle),
                .init(number: 6, move: .hint),
                .init(number: 7, move: .wait(2.5)),
                .init(number: 8, move: .wait(3)),
                .init(number: 9, move: .word("QUEEN")),
            ])
    }

    @Test func quitStopsReadingEvenBeforeABadLine() throws {
        let script = try MoveScript(parsing: "CAT\n  :quit  \nnot a move!\n")
        #expect(script.moves == [.word("CAT")])
    }

    @Test func anEmptyScriptHasNoMoves() throws {
        #expect(try MoveScript(parsing: "").moves.isEmpty)
        #expect(try MoveScript(parsing: "\n\n# only comments\n   \n").moves.isEmpty)
    }

    @Test(arguments: [
        (
            "CAT\ncat1\n", 2,
            "'cat1' is not a move: a word is letters A-Z only; commands start with ':' and paths with '@'"
        ),
        ("don't", 1, "'don't' is not a move: a word is letters A-Z only; commands start with ':' and paths with '@'"),
        ("@", 1, "a path needs at least one cell: @ROW,COLUMN ROW,COLUMN ... (e.g. @0,0 0,1 1,1)"),
        ("@0,0 1;1", 1, "bad cell '1;1' in a path: cells are ROW,COLUMN, whole numbers from 0 (e.g. @0,0 0,1 1,1)"),
        ("@-1,0", 1, "bad cell '-1,0' in a path: cells are ROW,COLUMN, whole numbers from 0 (e.g. @0,0 0,1 1,1)"),
        ("@0,", 1, "bad cell '0,' in a path: cells are ROW,COLUMN, whole numbers from 0 (e.g. @0,0 0,1 1,1)"),
        (
            "@99999999,0", 1,
            "bad cell '99999999,0' in a path: cells are ROW,COLUMN, whole numbers from 0 (e.g. @0,0 0,1 1,1)"
        ),
        (
            "\n\n:dance", 3,
            "unknown command ':dance': the commands are :shuffle, :hint, :wait SECONDS, :finish and :quit"
        ),
        (":shuffle now", 1, ":shuffle takes no argument, got 'now'"),
        (":wait", 1, ":wait needs a number of seconds, e.g. :wait 2.5"),
        (":wait -1", 1, ":wait takes whole or decimal seconds (e.g. :wait 2.5), got '-1'"),
        (":wait 1e9", 1, ":wait takes whole or decimal seconds (e.g. :wait 2.5), got '1e9'"),
        (":wait 1.2.3", 1, ":wait takes whole or decimal seconds (e.g. :wait 2.5), got '1.2.3'"),
        (":wait nan", 1, ":wait takes whole or decimal seconds (e.g. :wait 2.5), got 'nan'"),
    ])
    func aBadLineIsReportedWithItsNumber(text: String, line: Int, message: String) {
        #expect(throws: MoveScriptError(line: line, message: message)) { try MoveScript(parsing: text) }
    }

    @Test func theErrorReadsAsLineErrorMessage() {
        #expect(MoveScriptError(line: 4, message: "oops").description == "4: error: oops")
    }
}
