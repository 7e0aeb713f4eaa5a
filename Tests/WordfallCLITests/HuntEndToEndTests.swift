import Foundation
import Testing
import WordfallTestSupport

/// Issue 41: a day's round, then two sittings of its hunt, end with every word of the three in one list
/// and the rank they add up to, on screen and in plain mode; the share text has both lines.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct HuntEndToEndTests {
    static let plain: [String: String?] = ["TERM": "dumb", "WNSEARCHDIR": "/nonexistent", "LC_ALL": "C.UTF-8"]

    @Test func aRoundThenTwoSittingsOfTheHuntEndInOneListAndItsRank() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let day = ["--date", "2026-11-24", "--data-dir", folder]
        // The round, in plain mode: TROOPER, 450 points of 5,510 (Good), then ended.
        let round = try WordfallBinary.built.run(
            ["daily", "--plain"] + day, input: "\ntrooper\nfinish\nyes\n", environment: Self.plain)
        #expect(round.status == 0, "\(round)")
        #expect(round.stdout.contains("Rank: Good."), "\(round)")

        // The first sitting of the hunt, on screen: no clock, no question, the round's word there.
        let first = try Tmux.start(command: "\(Tmux.binary) daily \(day.joined(separator: " "))")
        defer { first.kill() }
        try first.waitFor("Daily puzzle, 24 November 2026 (hunt)")
        try first.waitFor("Back to the hunt: 1 of 52 words, 51 to Queen")
        #expect(!first.capture().contains("Time left"))
        first.type("repeat")
        first.press("Enter")
        try first.waitFor("Last word  REPEAT +360")
        first.press("Tab")
        try first.waitFor("Words left by first letter")
        first.type("x")
        first.press("C-d")
        try first.waitFor("Your words are kept")
        first.type("y")
        try first.waitFor("EXITED 0")

        // The second sitting: both words back, a third found; 1,130 points of 5,510 is Solid.
        let second = try Tmux.start(command: "\(Tmux.binary) daily \(day.joined(separator: " "))")
        defer { second.kill() }
        try second.waitFor("(hunt)")
        // It reopens on the last word found, not the alphabetically last (TROOPER).
        try second.waitFor("Last word  REPEAT +360")
        second.type("report")
        second.press("Enter")
        try second.waitFor("Last word  REPORT +320")
        try second.waitFor("Rank       Solid")
        second.press("C-g")
        try second.waitFor("TROOPER")
        let words = second.capture()
        #expect(words.contains("REPEAT") && words.contains("REPORT"), "\(words)")
        second.type("x")
        second.press("C-d")
        try second.waitFor("Your words are kept")
        second.type("y")
        try second.waitFor("EXITED 0")

        // Plain mode says the same list and rank, and the share text has the round's line and the hunt's.
        let third = try WordfallBinary.built.run(
            ["daily", "--plain"] + day, input: "words\nquit\nyes\n", environment: Self.plain)
        #expect(third.status == 0, "\(third)")
        #expect(third.stdout.contains("Back to the day's hunt. Hunt: 3 of 52 words, 49 to Queen Bee. Rank: Solid."))
        #expect(third.stdout.contains("3 words found: TROOPER 450, REPEAT 360, REPORT 320."), "\(third)")
        let share = try WordfallBinary.built.run(["daily", "--share", "--ascii"] + day)
        let lines = share.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "wordfall daily #1 2026-11-24")
        #expect(lines.dropFirst().first == "Round: Good ####......")
        #expect(lines.last == "Hunt: Solid #####..... 3 of 52 words", "\(share)")
        let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder])
        #expect(stats.stdout.contains(#""huntRanks":{"Beginner":0,"Good Start":0,"Moving Up":0,"Good":0,"Solid":1,"#))
    }

    /// One plain sitting running while the test types into it: its input a pipe, its output a file read
    /// until it says what the test waits for.
    final class Sitting {
        let process = Process()
        let input = Pipe()
        let output: String

        init(_ arguments: [String]) throws {
            output = FileManager.default.temporaryDirectory.appendingPathComponent("hunt-\(UUID().uuidString)").path
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            process.executableURL = URL(fileURLWithPath: WordfallBinary.built.path)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            for (key, value) in HuntEndToEndTests.plain { environment[key] = value }
            process.environment = environment
            process.standardInput = input
            process.standardOutput = FileHandle(forWritingAtPath: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        deinit { try? FileManager.default.removeItem(atPath: output) }

        var said: String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }

        func type(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

        func waitFor(_ text: String, seconds: Double = 30) throws {
            let deadline = Date().addingTimeInterval(seconds)
            while !said.contains(text) {
                guard Date() < deadline, process.isRunning else {
                    Issue.record("never said \(text): \(said)")
                    return
                }
                usleep(20_000)
            }
        }

        func finish() {
            input.fileHandleForWriting.closeFile()
            process.waitUntilExit()
        }
    }

    /// Two sittings open at once (two processes on one data folder): each opens on the round's word and
    /// finds its own, neither seeing the other's; the day's list keeps all three.
    @Test func twoSittingsOpenAtOnceAddToOneList() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let day = ["daily", "--plain", "--date", "2026-11-24", "--data-dir", folder]
        let round = try WordfallBinary.built.run(day, input: "\ntrooper\nfinish\nyes\n", environment: Self.plain)
        #expect(round.status == 0, "\(round)")
        let a = try Sitting(day)
        let b = try Sitting(day)
        try a.waitFor("Type a word and Enter.")
        try b.waitFor("Type a word and Enter.")
        a.type("repeat")
        try a.waitFor("REPEAT accepted")
        b.type("report")
        try b.waitFor("REPORT accepted")
        b.type("words")
        try b.waitFor("2 words found: TROOPER 450, REPORT 320.")
        for sitting in [a, b] {
            sitting.type("quit")
            sitting.type("yes")
            sitting.finish()
            #expect(sitting.process.terminationStatus == 0, "\(sitting.said)")
        }
        let next = try WordfallBinary.built.run(day, input: "words\n", environment: Self.plain)
        #expect(next.stdout.contains("3 words found: TROOPER 450, REPEAT 360, REPORT 320."), "\(next)")
    }
}
