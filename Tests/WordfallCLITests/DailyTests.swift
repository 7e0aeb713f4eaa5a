import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

/// `wordfall daily` through the real binary.
@Suite struct DailyTests {
    @Test func aDatesLevelIsTheSameInTwoProcessesAndRunCheckAndSolveTakeIt() throws {
        let first = try WordfallBinary.built.run(["daily", "--level", "--date", "2026-11-24"])
        let second = try WordfallBinary.built.run(["daily", "--level", "--date", "2026-11-24"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains(#""id": "daily-2026-11-24""#))
        let other = try WordfallBinary.built.run(["daily", "--level", "--date", "2026-11-25"])
        #expect(other.stdout != first.stdout)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("daily-\(UUID()).json").path
        try first.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let check = try WordfallBinary.built.run(["check", file])
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("daily-2026-11-24: 4x4, "))
        let solve = try WordfallBinary.built.run(["solve", file])
        let expected = try WordfallBinary.built.run(["solve", "--expected", file])
        #expect(expected.stdout.split(separator: "\n").count < solve.stdout.split(separator: "\n").count)
        let total = expected.stdout.split(separator: "\n").compactMap { Int($0.split(separator: " ")[0]) }.reduce(0, +)
        #expect(first.stdout.contains(#""target": \#(total),"#))
        // Every expected word does the goal; the player's finish ends the level completed.
        let words = expected.stdout.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
        let run = try WordfallBinary.built.run(["run", file], input: words.joined(separator: "\n") + "\n:finish\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""status":"completed""#))
    }

    @Test func badDatesAndADayNotPlayedSaySo() throws {
        let bad = try WordfallBinary.built.run(["daily", "--date", "2026-02-30"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not a date"))
        let future = try WordfallBinary.built.run(["daily", "--date", "2999-01-01"])
        #expect(future.status == 2)
        #expect(future.stderr == "wordfall: error: 2999-01-01 is still to come: its puzzle opens that day\n")
        let both = try WordfallBinary.built.run(["daily", "--level", "--share"])
        #expect(both.status == 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-daily-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let share = try WordfallBinary.built.run(["daily", "--share", "--date", "2026-11-24", "--data-dir", folder])
        #expect(share.status == 1)
        #expect(share.stderr.contains("no result for 2026-11-24"))
        #expect(share.stderr.contains("play it with `wordfall daily --date 2026-11-24`"))
    }

    /// Issue 41's leftover 3: `daily --share` before today's round names the command a player types,
    /// `wordfall daily` (with its `--language`), not `--date` and today's date.
    @Test func anUnplayedTodayIsPlayedByThePlainCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-share-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let today = CalendarDay.today()
        let english = try WordfallBinary.built.run(["daily", "--share", "--data-dir", folder])
        #expect(english.status == 1)
        #expect(english.stderr == "wordfall: no result for \(today): play it with `wordfall daily`\n")
        let italian = try WordfallBinary.built.run(["daily", "--share", "--language", "it", "--data-dir", folder])
        #expect(italian.status == 1)
        #expect(italian.stderr.hasSuffix(": play it with `wordfall daily --language it`\n"))
    }

    /// Issue 36, item 8: `daily --calm` with no terminal (a screen reader's, a pipe) plays in plain mode, as
    /// `daily` does, and `--calm --plain` is taken: it was refused (status 2, naming `wordfall play` and
    /// `run LEVEL`), so a player without a screen could not play the day again.
    @Test func theCalmDailyPlaysWithoutATerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-calm-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let round = try WordfallBinary.built.run(
            ["daily", "--plain", "--date", "2026-11-20", "--data-dir", folder],
            input: "hither\nbother\nfinish\nyes\n3\n",
            environment: PlainModeTests.environment)
        #expect(round.status == 0, "\(round)")
        for plain in [[], ["--plain"]] {
            let calm = try WordfallBinary.built.run(
                ["daily", "--calm", "--date", "2026-11-20", "--data-dir", folder] + plain, input: "other\nquit\nyes\n",
                environment: PlainModeTests.environment)
            #expect(calm.status == 0, "\(plain): \(calm)")
            #expect(calm.stdout.hasPrefix("wordfall, plain mode."), "\(calm)")
            #expect(calm.stdout.contains("Board, 4 rows of 4 tiles:"), "\(calm)")
            #expect(calm.stdout.contains("OTHER accepted") || calm.stdout.contains("OTHER: already found."), "\(calm)")
            #expect(!calm.stderr.contains("run LEVEL") && !calm.stderr.contains("wordfall play"), "\(calm)")
        }
    }
}
