import Foundation
import Testing
import WordfallTestSupport

/// Plain mode end to end: a script piped into the real binary with TERM=dumb, its whole output compared
/// with a transcript in Tests/Fixtures/plain, and what it saved read back.
@Suite struct PlainModeTests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("plain")

    func text(_ name: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    }

    func withData(_ body: (String) throws -> Void) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-plain-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        try body(data)
    }

    /// No meanings (WordNet's text is the system's), TERM=dumb: plain mode without asking for it; a UTF-8 locale.
    static let environment: [String: String?] = [
        "TERM": "dumb", "WNSEARCHDIR": "/nonexistent", "NO_COLOR": nil, "LC_ALL": "C.UTF-8",
    ]

    @Test func aPackPlayedFromAScriptSaysExactlyItsTranscriptAndSavesItsResults() throws {
        try withData { data in
            let outcome = try WordfallBinary.built.run(
                ["play", "--data-dir", data, Repository.fixture("e2e/pack")], input: try text("pack-script.txt"),
                environment: Self.environment)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stderr == "")
            #expect(outcome.stdout == (try text("pack-expected.txt")))
            let list = try WordfallBinary.built.run(["replay", "--list", "--data-dir", data])
            #expect(list.stdout.hasSuffix("Quick One  190 points  ★★☆  completed\n"), "\(list)")
            // Level two was quit unfinished: kept to resume, not a game of the list, as on screen.
            #expect(list.stdout.split(separator: "\n").count == 1, "\(list)")
            let verify = try WordfallBinary.built.run(["replay", "--verify", "1", "--data-dir", data])
            #expect(verify.status == 0, "\(verify)")
        }
    }

    @Test func theDailyIsRecordedOnceAndItsShareTextSaid() throws {
        try withData { data in
            let arguments = ["daily", "--plain", "--date", "2026-11-20", "--data-dir", data]
            let outcome = try WordfallBinary.built.run(
                arguments, input: try text("daily-script.txt"), environment: Self.environment)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout == (try text("daily-expected.txt")))
            // Played, the day's puzzle is its hunt: it opens on the round's words.
            let again = try WordfallBinary.built.run(arguments, input: "", environment: Self.environment)
            #expect(
                again.stdout.contains("Back to the day's hunt. Hunt: 2 of 67 words, 65 to Queen Bee."), "\(again)")
        }
    }

    /// A day played hard: plain mode and `daily --share` say what the share text's `*` means, the latter on
    /// stderr, so what is pasted is the text alone (issue 40).
    @Test func aHardDaysShareTextsStarIsSaidWhereItIsShown() throws {
        try withData { data in
            let note = "The * after the date: played in hard mode (no check before Enter), as Wordle marks it."
            let played = try WordfallBinary.built.run(
                ["daily", "--plain", "--hard", "--date", "2026-11-20", "--data-dir", data],
                input: try text("daily-script.txt"), environment: Self.environment)
            #expect(played.status == 0, "\(played)")
            #expect(
                played.stdout.contains(
                    "Used tiles stay.\nHard mode is on: nothing says whether a word is there before Enter, and a "
                        + "refused word costs 10 seconds. Your share text marks the day with a * after its date, as "
                        + "Wordle marks its hard mode.\n"), "\(played)")
            #expect(played.stdout.contains("wordfall daily 2026-11-20*\n"), "\(played)")
            #expect(played.stdout.contains("\n" + note + "\n"), "\(played)")
            let share = try WordfallBinary.built.run(
                ["daily", "--share", "--date", "2026-11-20", "--ascii", "--data-dir", data],
                environment: Self.environment)
            #expect(share.status == 0, "\(share)")
            #expect(share.stdout.hasPrefix("wordfall daily 2026-11-20*\n"), "\(share)")
            #expect(!share.stdout.contains(note))
            #expect(share.stderr == note + "\n")
        }
    }

    /// The input ends in the middle of a daily: it is kept, as a closed window keeps it; the next
    /// `wordfall daily` offers it, and `end` records it as it stands (one try a day).
    @Test func aDailyWhoseInputEndsIsKeptAndEndRecordsIt() throws {
        try withData { data in
            let arguments = ["daily", "--date", "2026-11-20", "--data-dir", data]
            let outcome = try WordfallBinary.built.run(arguments, input: "\nhither\n", environment: Self.environment)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("HITHER accepted, 1,120 points."), "\(outcome)")
            #expect(!outcome.stdout.contains("You ended the puzzle."), "\(outcome)")
            let kept = try WordfallBinary.built.run(["daily", "--share", "--date", "2026-11-20", "--data-dir", data])
            #expect(kept.status != 0, "\(kept)")
            let again = try WordfallBinary.built.run(arguments, input: "end\n", environment: Self.environment)
            #expect(
                again.stdout.contains(
                    "You left Daily puzzle, 20 November 2026 with 1,120 points, 1 word found.\nIts clock ran on while "
                        + "you were away: "), "\(again)")
            #expect(again.stdout.contains("You ended the puzzle. Score 1,120."), "\(again)")
            let share = try WordfallBinary.built.run(["daily", "--share", "--date", "2026-11-20", "--data-dir", data])
            #expect(share.stdout.contains("1,120 of 15,930 points"), "\(share)")
        }
    }

    /// A level quit mid-way is kept; the next game of it offers it, resumes it where it stood and finishes it
    /// as one game: the second session says exactly its transcript, and its replay verifies.
    @Test func aLevelQuitIsResumedByTheNextSessionAsOneGame() throws {
        try withData { data in
            let arguments = ["play", "--data-dir", data, Repository.fixture("e2e/pack")]
            let first = try WordfallBinary.built.run(
                arguments, input: try text("resume-first-script.txt"), environment: Self.environment)
            #expect(first.status == 0, "\(first)")
            let none = try WordfallBinary.built.run(["replay", "--list", "--data-dir", data])
            #expect(!none.stdout.contains("Quick One"), "\(none)")
            let second = try WordfallBinary.built.run(
                arguments, input: try text("resume-script.txt"), environment: Self.environment)
            #expect(second.status == 0, "\(second)")
            #expect(second.stderr == "")
            #expect(second.stdout == (try text("resume-expected.txt")))
            let list = try WordfallBinary.built.run(["replay", "--list", "--data-dir", data])
            #expect(list.stdout.split(separator: "\n").count == 1, "\(list)")
            #expect(list.stdout.hasSuffix("Quick One  190 points  ★★☆  completed\n"), "\(list)")
            let verify = try WordfallBinary.built.run(["replay", "--verify", "1", "--data-dir", data])
            #expect(verify.status == 0, "\(verify)")
        }
    }

    /// Text from a level file is said with its control characters escaped, as every command prints it.
    @Test func aLevelsTitleNeverReachesTheTerminalRaw() throws {
        try withData { data in
            let level = data + "-level.json"
            defer { try? FileManager.default.removeItem(atPath: level) }
            let original = try String(contentsOfFile: Repository.fixture("e2e/pack/one.json"), encoding: .utf8)
            try original.replacingOccurrences(of: "\"Quick One\"", with: #""Quick\u001b]2;owned\u0007 One""#)
                .replacingOccurrences(of: "../words.txt", with: Repository.fixture("e2e/words.txt"))
                .write(toFile: level, atomically: true, encoding: .utf8)
            let outcome = try WordfallBinary.built.run(
                ["play", "--plain", "--data-dir", data, level], input: "quit\nyes\n", environment: Self.environment)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains(#"Quick\u{1B}]2;owned\u{7} One."#), "\(outcome)")
            #expect(!outcome.stdout.contains("\u{1B}"))
        }
    }
}
