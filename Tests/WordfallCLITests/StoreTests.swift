import Foundation
import Testing
import WordfallTestSupport

/// The saved data through the real binary: two processes at once, and `play` without a terminal.
@Suite struct StoreTests {
    /// Starts `wordfall ARGUMENTS` without waiting for it.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WordfallBinary.built.path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits for `process` without holding a thread of the test pool (other tests sleep on it).
    func finish(_ process: Process) async throws {
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
    }

    func withFolder(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-cli-store-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await body(folder)
    }

    @Test func twoProcessesRecordingAtOnceLoseNothing() async throws {
        try await withFolder { folder in
            // Both open a new folder (so both race to create and migrate the database), then record 150
            // games each of one shared level, one transaction per game.
            let first = try start(["store-probe", "--data-dir", folder, "--games", "150", "--score", "1000"])
            let second = try start(["store-probe", "--data-dir", folder, "--games", "150", "--score", "5000"])
            try await finish(first)
            try await finish(second)
            #expect(first.terminationStatus == 0)
            #expect(second.terminationStatus == 0)
            let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder])
            #expect(stats.status == 0)
            #expect(stats.stdout.contains(#""gamesPlayed":300"#))
            #expect(stats.stdout.contains(#""bestScore":5149"#))
        }
    }

    @Test func aKillDuringSavesLeavesNoStrayFileAndLosesNoCommittedGame() async throws {
        try await withFolder { folder in
            let probe = try start(["store-probe", "--data-dir", folder, "--games", "100000"])
            // Let it commit some games, then kill it in the middle of whatever it is doing.
            var waited = 0
            while waited < 200, (try? FileManager.default.contentsOfDirectory(atPath: folder))?.count ?? 0 < 2 {
                try await Task.sleep(for: .milliseconds(10))
                waited += 1
            }
            try await Task.sleep(for: .milliseconds(200))
            kill(probe.processIdentifier, SIGKILL)
            try await finish(probe)
            let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder])
            #expect(stats.status == 0)
            #expect(stats.stderr.isEmpty)
            let played = stats.stdout.split(separator: ",").first { $0.hasPrefix(#"{"gamesPlayed":"#) }
                .flatMap { Int($0.dropFirst(#"{"gamesPlayed":"#.count)) }
            #expect((played ?? 0) > 0)
            // The killed process's journal was recovered and removed when the next one closed the file.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                    "wordfall.sqlite3", "wordfall.sqlite3.checked",
                ])
        }
    }

    @Test func statsJSONIsOneObjectWithEveryField() async throws {
        try await withFolder { folder in
            let probe = try WordfallBinary.built.run(
                [
                    "store-probe", "--data-dir", folder, "--games", "2", "--score", "70", "--pack", "mine", "--level",
                    "a",
                ])
            #expect(probe.status == 0)
            let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder])
            #expect(
                stats.stdout
                    == #"{"gamesPlayed":2,"levelsCompleted":1,"stars":1,"wordsFound":2,"#
                    + #""bestWord":{"word":"PROBE","points":71,"length":5},"#
                    + #""longestWord":{"word":"PROBE","points":71,"length":5},"#
                    + #""packs":[{"pack":"mine","levels":[{"level":"a","bestScore":71,"stars":1,"completed":true,"#
                    + #""plays":2,"bestWord":{"word":"PROBE","points":71,"length":5}}]}],"#
                    + #""daily":{"language":"en","daysPlayed":0,"currentStreak":0,"longestStreak":0,"ranks":{"Beginner":0,"#
                    + #""Good Start":0,"Moving Up":0,"Good":0,"Solid":0,"Nice":0,"Great":0,"Amazing":0,"Genius":0,"#
                    + #""Queen Bee":0},"huntRanks":{"Beginner":0,"Good Start":0,"Moving Up":0,"Good":0,"Solid":0,"#
                    + #""Nice":0,"Great":0,"Amazing":0,"Genius":0,"Queen Bee":0}},"otherDailies":[],"#
                    + #""challenges":{"won":0,"lost":0,"drawn":0},"#
                    + #""games":{"levels":2,"dailyRounds":0,"hunts":0,"endless":0}}"# + "\n")
            let empty = folder + "/nothing"
            let none = try WordfallBinary.built.run(["stats", "--data-dir", empty])
            #expect(none.status == 0)
            #expect(none.stdout.hasPrefix("Games played      0\n"))
            #expect(!FileManager.default.fileExists(atPath: empty))
        }
    }

    /// Issue 40: a pack of one's own was named by its folder in the statistics ("pack: 1 level played");
    /// a pack folder played is named by its pack.json's title, its levels by theirs.
    @Test func statisticsNameAPackPlayedByItsTitle() async throws {
        try await withFolder { folder in
            // The fixture's levels name its word list beside the pack folder: the two are copied together.
            try FileManager.default.copyItem(atPath: Repository.fixture("e2e"), toPath: folder + "/e2e")
            let pack = folder + "/e2e/pack"
            try (pack + "\n").write(toFile: folder + "/packs-played", atomically: true, encoding: .utf8)
            let probe = try WordfallBinary.built.run(
                [
                    "store-probe", "--data-dir", folder, "--games", "1", "--score", "70", "--pack", "pack", "--level",
                    "one",
                ])
            #expect(probe.status == 0, "\(probe)")
            let stats = try WordfallBinary.built.run(["stats", "--data-dir", folder], environment: ["LC_ALL": "C"])
            #expect(
                stats.stdout.hasSuffix(
                    "\n\nTmux Pack: 1 level played, 1 completed\n  Quick One  *..  best 70, best word PROBE\n"),
                "\(stats)")
        }
    }

    /// A play refused before it starts touches no saved data. Without a terminal, play is plain mode
    /// (docs/PLAY-PLAIN.md): the saved data is opened as on screen, and what was set aside is said first.
    @Test func aRefusedPlayTouchesNoSavedDataAndAPlainOneSaysWhatWasSetAside() async throws {
        try await withFolder { folder in
            try "{damaged".write(toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
            let refused = try WordfallBinary.built.run(["play", "--data-dir", folder, folder + "/none.json"])
            #expect(refused.status == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["progress.json"])
            let plain = try WordfallBinary.built.run(["play", "--data-dir", folder])
            #expect(plain.status == 0, "\(plain)")
            let lines = plain.stdout.split(separator: "\n")
            #expect(lines.first == "wordfall, plain mode. Type help at any time for the commands.")
            #expect(
                lines.dropFirst().first?.hasPrefix("Saved progress in \(folder)/progress.json could not be read")
                    == true)
        }
    }
}
