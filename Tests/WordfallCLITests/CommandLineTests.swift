import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallProgress

/// Argument handling, help, `check` and `solve` output, and dictionary problems, through the real binary.
@Suite struct CommandLineTests {
    static let golden = WordfallBinary.fixtures.appendingPathComponent("golden")
    let binary = WordfallBinary.built

    @Test(arguments: [
        ["run"], ["solve"], ["check"], ["run", "level.json", "--no-such-option"], ["solve", "a", "b"],
        ["run", "level.json", "--seed", "-1"], ["run", "level.json", "--seed", "lots"], ["frobnicate"],
        ["play", "--theme", "purple"], ["daily", "--theme", ""], ["endless", "--hard"], ["practice", "--no-hard"],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let outcome = try binary.run(arguments, in: Self.golden.appendingPathComponent("best-path"))
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stdout == "")
        // One prefix for every error of ours, argument-parser's usage errors included.
        #expect(outcome.stderr.hasPrefix("wordfall: error: "), "\(outcome.stderr)")
    }

    @Test func anUnknownThemeSaysWhichThemesThereAre() throws {
        let outcome = try binary.run(["play", "--theme", "purple"])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr.hasPrefix(
                "wordfall: error: --theme must be one of dark, light, colour-blind, got 'purple'\n"))
    }

    /// docs/RULES.md, "Hard mode": it is for the daily and levels; the endless game and practice say so rather
    /// than keep a setting they do not use (issue 40: hard mode chosen for the daily carried into endless).
    @Test func theEndlessGameAndPracticeRefuseHardMode() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-hard-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let endless = try binary.run(["endless", "--hard", "--seed", "1", "--script", "-", "--data-dir", data])
        #expect(
            endless.stderr.hasPrefix(
                "wordfall: error: --hard and --no-hard are for play and daily: the endless game's fires are its hard "
                    + "part.\n"), "\(endless)")
        let practice = try binary.run(["practice", "--hard", "--data-dir", data])
        #expect(
            practice.stderr.hasPrefix(
                "wordfall: error: --hard and --no-hard are for play and daily: practice costs nothing.\n"),
            "\(practice)")
        #expect(!FileManager.default.fileExists(atPath: data), "nothing was kept")
    }

    /// docs/RULES.md, "Hard mode": `--hard` on `play` or `daily` is for that sitting and keeps nothing; on
    /// `wordfall` itself it is kept, as the home screen's switch (issue 40: two fresh players found
    /// `daily --hard` carried on into the campaign, unsaid).
    @Test func hardModeForOneSittingIsNotKeptButTheHomeScreensIs() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-hard-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let level = Repository.fixture("e2e/pack/one.json")
        let played = try binary.run(
            ["play", "--hard", "--data-dir", data, level], input: "dog\nquit\nyes\n",
            environment: PlainModeTests.environment)
        #expect(played.stdout.contains("DOG accepted, 70 points."), "\(played)")
        #expect(GameStore.open(directory: data).store?.setting("hard") == nil)
        let home = try binary.run(
            ["--hard", "--data-dir", data], input: "quit\n", environment: PlainModeTests.environment)
        #expect(home.status == 0, "\(home)")
        #expect(GameStore.open(directory: data).store?.setting("hard") == "on")
    }

    @Test(arguments: ["run", "check", "solve"]) func helpForEachSubcommand(_ name: String) throws {
        let viaHelp = try binary.run(["help", name])
        let viaFlag = try binary.run([name, "--help"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.stdout.hasPrefix("OVERVIEW: "))
        #expect(viaHelp.stdout.contains("USAGE: wordfall \(name)"))
        #expect(viaHelp.stdout.contains("--dictionary <file>"))
        #expect(viaHelp.stdout.contains("--seed <n>"))
        #expect(viaFlag == viaHelp)
    }

    @Test func rootHelpListsTheHeadlessCommands() throws {
        let outcome = try binary.run(["--help"])
        #expect(outcome.status == 0)
        for name in ["run", "check", "solve"] {
            #expect(outcome.stdout.contains("\n  \(name) "), "\(name) in \(outcome.stdout)")
        }
        #expect(!outcome.stdout.contains("lexicon-probe"))
    }

    @Test func solvePrintsEveryWordBestFirstWithItsPath() throws {
        let outcome = try binary.run(["solve", "level.json"], in: Self.golden.appendingPathComponent("best-path"))
        // TAXA: 10 x (1 + 1 + 8 + 1x2) x 2 = 240; TAX takes the path through the 2x A (110, not 100).
        #expect(
            outcome
                == WordfallBinary.Outcome(
                    status: 0, stdout: "240 TAXA 0,2 0,1 1,1 2,1\n110 TAX 2,0 2,1 1,1\n60 CAT 2,2 2,1 2,0\n", stderr: ""
                ))
    }

    @Test func solveJSON() throws {
        let outcome = try binary.run(
            ["solve", "level.json", "--json"], in: Self.golden.appendingPathComponent("best-path"))
        #expect(
            outcome.stdout
                == """
                {"word":"TAXA","points":240,"path":[[0,2],[0,1],[1,1],[2,1]]}
                {"word":"TAX","points":110,"path":[[2,0],[2,1],[1,1]]}
                {"word":"CAT","points":60,"path":[[2,2],[2,1],[2,0]]}

                """)
        #expect(outcome.status == 0)
    }

    @Test func solveTiesAreAlphabetical() throws {
        let outcome = try binary.run(["solve", "level.json"], in: Self.golden.appendingPathComponent("no-words-left"))
        #expect(outcome.stdout == "50 CAT 0,0 0,1 0,2\n50 DOG 2,0 2,1 2,2\n")
    }

    @Test func solveWithADictionaryOverride() throws {
        let outcome = try binary.run(
            ["solve", "level.json", "--dictionary", "mine.txt"],
            in: Self.golden.appendingPathComponent("dictionary-override"))
        #expect(outcome.stdout == "300 ZORB 0,0 0,1 0,2 0,3\n180 FLAP 2,0 2,1 2,2 2,3\n")
    }

    @Test func solveWithASeedOverrideDrawsAnotherBoard() throws {
        let directory = Self.golden.appendingPathComponent("gravity-refill")
        let levelSeed = try binary.run(["solve", "level.json"], in: directory)
        let sameSeed = try binary.run(["solve", "level.json", "--seed", "42"], in: directory)
        let otherSeed = try binary.run(["solve", "level.json", "--seed", "43"], in: directory)
        #expect(levelSeed.stdout.hasPrefix("1540 ECONOMIZE "))
        #expect(sameSeed == levelSeed)
        #expect(otherSeed.stdout != levelSeed.stdout)
    }

    /// The plain forms skip argument-parser (DirectInvocation); every other spelling of the same command
    /// goes through it. Both must give the same outcome.
    @Test(arguments: [
        (["solve", "level.json", "--seed", "7", "--json"], ["solve", "--json", "--seed=7", "level.json"]),
        (["check", "level.json", "level.json"], ["check", "--", "level.json", "level.json"]),
        (["run", "level.json", "--script", "script.txt"], ["run", "--script=script.txt", "level.json"]),
        (["solve", "level.json", "--dictionary", "nope.txt"], ["solve", "level.json", "--dictionary=nope.txt"]),
        (["--version"], ["run", "--version"]),
        // No data folder can be made there: both say so and exit 1, and nothing is written.
        (
            ["daily", "--share", "--date", "2026-11-20", "--data-dir", "/dev/null/wordfall"],
            ["daily", "--data-dir=/dev/null/wordfall", "--share", "--date=2026-11-20"]
        ),
        // A date the command refuses is reported by argument-parser on both paths.
        (["daily", "--share", "--date", "2026-13-40"], ["daily", "--date=2026-13-40", "--share"]),
    ])
    func plainAndOtherSpellingsAgree(plain: [String], other: [String]) throws {
        let folder = Self.golden.appendingPathComponent("best-path")
        let first = try binary.run(plain, in: folder)
        #expect(!first.stdout.isEmpty || !first.stderr.isEmpty)
        #expect(try binary.run(other, in: folder) == first)
    }

    /// A goal no game can complete is an error in the level-file shape, and the level's line is not printed.
    @Test func checkRefusesAGoalThatCannotBeCompleted() throws {
        let outcome = try binary.run(["check", "best-path/level.json", "no-words-left/level.json"], in: Self.golden)
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stdout.hasPrefix("level: 3x3, "), "\(outcome)")
        #expect(
            outcome.stderr
                == "no-words-left/level.json: error: goals[0]: cannot be completed: the board holds 2 words; the goal needs 5\n"
        )
    }

    @Test func checkPrintsOneLinePerLevel() throws {
        let outcome = try binary.run(
            ["check", "best-path/level.json", "no-words-at-start/level.json"], in: Self.golden)
        #expect(
            outcome
                == WordfallBinary.Outcome(
                    status: 0,
                    stdout:
                        "level: 3x3, 2 words (3 with finds), best TAX (110 points), solution in 4 moves (difficulty 5.0)\nlevel: 4x4, 0 words\n",
                    stderr:
                        "no-words-at-start/level.json: warning: no move can be played: the level is over as it starts\n"
                )
        )
    }

    @Test func checkGoesOnAfterABadFileAndExitsTwo() throws {
        let outcome = try binary.run(["check", "missing.json", "best-path/level.json"], in: Self.golden)
        #expect(
            outcome
                == WordfallBinary.Outcome(
                    status: 2,
                    stdout:
                        "level: 3x3, 2 words (3 with finds), best TAX (110 points), solution in 4 moves (difficulty 5.0)\n",
                    stderr: "missing.json: error: no such file\n"))
    }

    @Test func missingDictionaryOverride() throws {
        // `play` prepares its levels as the others do, so it refuses before it looks for a terminal.
        for command in ["run", "solve", "check", "play"] {
            let outcome = try binary.run(
                [command, "level.json", "--dictionary", "nope.txt"], in: Self.golden.appendingPathComponent("best-path")
            )
            #expect(
                outcome
                    == WordfallBinary.Outcome(status: 2, stdout: "", stderr: "nope.txt: error: no such word list\n"),
                "\(command)")
        }
    }

    @Test func lexiconProbeLooksWordsUpInTheBundledList() throws {
        let outcome = try binary.run(["lexicon-probe", "cat", "QUEEN", "qzx"])
        #expect(outcome == WordfallBinary.Outcome(status: 0, stdout: "cat yes\nQUEEN yes\nqzx no\n", stderr: ""))
        let timed = try binary.run(["lexicon-probe", "--since", "0"])
        #expect(timed.stdout.hasPrefix("word yes\nready after: "))
        #expect(try binary.run(["lexicon-probe", "--baseline"]).stdout == "")
    }

    @Test func runReportsItsPeakMemoryOnRequest() throws {
        let outcome = try binary.run(
            ["run", "level.json", "--script", "script.txt", "--report-peak-memory"],
            in: Self.golden.appendingPathComponent("best-path"))
        let expected = try String(
            contentsOf: Self.golden.appendingPathComponent("best-path/expected.jsonl"), encoding: .utf8)
        #expect(outcome.stdout == expected)
        let kilobytes = outcome.stderr.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } ?? 0
        #expect(outcome.stderr.hasPrefix("peak memory: ") && outcome.stderr.hasSuffix(" kB\n"))
        #expect(kilobytes > 100)
    }
}
