import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallHeadless

@Suite struct JSONLinesTracerTests {
    private func run(_ level: Level, _ script: String) throws -> (lines: [String], status: GameStatus) {
        var bytes: [UInt8] = []
        let status = HeadlessRun.run(
            level: level, lexicon: Fixture.lexicon, script: try MoveScript(parsing: script)
        ) { bytes.append(contentsOf: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasSuffix("\n"))
        return (text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), status)
    }

    @Test func aCompletedRunLineByLine() throws {
        let level = Fixture.level(
            [GoalSpec(.score(target: 100)), GoalSpec(.words(count: 2), label: "Two \"quick\" words")],
            rules: Rules(refill: .gravity, moves: 5, shuffles: 1, hints: 0),
            stars: StarThresholds(twoStars: 100, threeStars: 300),
            seed: 42)
        let (lines, status) = try run(level, "cat\n:hint\nXYZ\n@2,0 2,1 2,2\n:finish\n:shuffle\n")
        #expect(status == .completed(stars: 2))
        #expect(
            lines == [
                #"{"event":"levelStarted","level":"fixture","title":"Fixture","board":["CAT","SER","DOG"],"goals":[{"goal":0,"type":"score","target":100,"label":null},{"goal":1,"type":"words","target":2,"label":"Two \"quick\" words"}]}"#,
                #"{"event":"wordAccepted","word":"CAT","path":[[0,0],[0,1],[0,2]],"points":50}"#,
                #"{"event":"scoreChanged","score":50,"delta":50}"#,
                #"{"event":"goalProgress","goal":0,"current":50,"target":100}"#,
                #"{"event":"goalProgress","goal":1,"current":1,"target":2}"#,
                #"{"event":"movesChanged","remaining":4}"#,
                #"{"event":"boardChanged","board":["LLT","SER","DOG"]}"#,
                #"{"event":"moveRefused","move":"hint","reason":"noneLeft"}"#,
                #"{"event":"wordRejected","word":"XYZ","reason":"notInDictionary"}"#,
                #"{"event":"wordAccepted","word":"DOG","path":[[2,0],[2,1],[2,2]],"points":50}"#,
                #"{"event":"scoreChanged","score":100,"delta":50}"#,
                #"{"event":"goalProgress","goal":0,"current":100,"target":100}"#,
                #"{"event":"goalCompleted","goal":0}"#,
                #"{"event":"goalProgress","goal":1,"current":2,"target":2}"#,
                #"{"event":"goalCompleted","goal":1}"#,
                #"{"event":"movesChanged","remaining":3}"#,
                #"{"event":"boardChanged","board":["UER","LLT","SER"]}"#,
                #"{"event":"goalsDone","score":100,"stars":2}"#,
                #"{"event":"levelCompleted","score":100,"stars":2,"ending":"finished"}"#,
                #"{"event":"moveRefused","move":"shuffle","reason":"levelOver"}"#,
                #"{"event":"summary","status":"completed","score":100,"stars":2,"words":["CAT","DOG"],"goals":[{"goal":0,"type":"score","current":100,"target":100,"done":true},{"goal":1,"type":"words","current":2,"target":2,"done":true}]}"#,
            ])
    }

    @Test func failedAndIncompleteSummaries() throws {
        let timed = Fixture.level([GoalSpec(.words(count: 5))], rules: Rules(refill: .none, timeLimit: 3))
        let (failed, failedStatus) = try run(timed, ":wait 1\n:wait 2.5\n:hint\n")
        #expect(failedStatus == .failed(.outOfTime))
        #expect(
            Array(failed.dropFirst()) == [
                #"{"event":"levelFailed","score":0,"reason":"outOfTime"}"#,
                #"{"event":"moveRefused","move":"hint","reason":"levelOver"}"#,
                #"{"event":"summary","status":"failed","score":0,"stars":0,"words":[],"goals":[{"goal":0,"type":"words","current":0,"target":5,"done":false}]}"#,
            ])
        let (incomplete, status) = try run(timed, ":shuffle\n:hint\n")
        #expect(status == .playing)
        #expect(
            Array(incomplete.dropFirst()) == [
                // The first board drawn, ACS/RDG/TEO, holds fewer than 5 words: drawn again (docs/RULES.md).
                #"{"event":"shuffled","board":["OGS","DAE","CRT"],"remaining":0}"#,
                #"{"event":"hint","word":"DOGE","path":[[1,0],[0,0],[0,1],[1,2]],"remaining":0}"#,
                #"{"event":"summary","status":"incomplete","score":0,"stars":0,"words":[],"goals":[{"goal":0,"type":"words","current":0,"target":5,"done":false}]}"#,
            ])
    }

    @Test func aHintWithNothingFormableIsNull() throws {
        let level = Fixture.level([GoalSpec(.words(count: 1))], rows: ["ZZ", "ZZ"])
        let (lines, _) = try run(level, ":hint")
        #expect(lines[1] == #"{"event":"hint","word":null,"path":null,"remaining":1}"#)
    }

    @Test func smallChunksGiveTheSameBytes() {
        let level = Fixture.level([GoalSpec(.words(count: 3))])
        var whole: [UInt8] = []
        var pieces: [[UInt8]] = []
        for (chunk, sink) in [(1 << 16, 0), (1, 1)] {
            let game = Game(level: level, lexicon: Fixture.lexicon)
            let tracer = JSONLinesTracer(game: game, chunkSize: chunk) { bytes in
                if sink == 0 { whole.append(contentsOf: bytes) } else { pieces.append(bytes) }
            }
            game.start()
            game.submit(word: "CAT")
            game.submit(word: "DOG")
            tracer.finish()
            tracer.finish()
        }
        #expect(pieces.count == 8)
        #expect(pieces.flatMap { $0 } == whole)
        #expect(pieces.allSatisfy { $0.last == UInt8(ascii: "\n") })
    }

    @Test func stringsAreEscaped() {
        var writer = JSONByteWriter(capacity: 64)
        writer.string("a\"b\\c\nd\te\u{01}f\u{1F}é")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""a\"b\\c\nd\te\u0001f\u001fé""#)
    }

    @Test func numbersAreWrittenInFull() {
        var writer = JSONByteWriter(capacity: 64)
        for value in [0, 7, 10, 99, 100, 1_234_567, -42, Int.max, Int.min] {
            writer.int(value)
            writer.raw(" ")
        }
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == "0 7 10 99 100 1234567 -42 9223372036854775807 -9223372036854775808 ")
    }

    /// The falling tiles' events (docs/HEADLESS.md): a reward tile and a lit tile after DOGE, then a
    /// scramble for a move, after which the lit tile's fuse of 1 runs out and takes another.
    @Test func theFallingTilesEventsLineByLine() throws {
        let level = Level(
            id: "tiles", title: "Tiles", board: .fixed(makeBoard(["CAT", "SER", "DOG"])),
            rules: Rules(moves: 4, shuffles: 0, burnEvery: 1, fuse: 1, rewardLength: 4, scramble: true),
            bag: LetterBag(weights: (0..<26).map { $0 == 4 ? 1 : 0 }), goals: [GoalSpec(.words(count: 3))])
        let (lines, _) = try run(level, "@2,0 2,1 2,2 1,1\n:shuffle\n:quit\n")
        #expect(
            Array(lines.dropFirst(4).dropLast()) == [
                #"{"event":"movesChanged","remaining":3}"#,
                #"{"event":"boardChanged","board":["EEE","CET","SAR"]}"#,
                #"{"event":"rewardTile","cell":[0,1],"bonus":"D","word":"DOGE"}"#,
                #"{"event":"tileLit","cell":[0,0],"letter":"E","fuse":1}"#,
                #"{"event":"scrambled","board":["EEE","EEE","EEE"],"remaining":2}"#,
                #"{"event":"movesChanged","remaining":2}"#,
                #"{"event":"tileBurned","cell":[0,0],"letter":"E","remaining":1}"#,
                #"{"event":"movesChanged","remaining":1}"#,
                #"{"event":"boardChanged","board":["EEE","EEE","EEE"]}"#,
                #"{"event":"levelFailed","score":120,"reason":"noWordsLeft"}"#,
            ], "with one move left no scramble is allowed, and no word is left")
    }
}
