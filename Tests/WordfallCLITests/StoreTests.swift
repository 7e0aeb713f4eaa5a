import Foundation
import Testing
import WordfallTestSupport

/// The saved data through the real binary: two processes at once, and `play` without a terminal.
@Suite struct StoreTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-cli-store-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// Starts `wordfall ARGUMENTS` without waiting for it.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WordfallBinary.built.path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func twoProcessesRecordingAtOnceLoseNothing() throws {
        try withFolder { folder in
            // Both open a new folder (so both race to create and migrate the database), then record 150
            // games each of one shared level, one transaction per game.
            let first = try start(["store-probe", "--data-dir", folder, "--games", "150", "--score", "1000"])
            let second = try start(["store-probe", "--data-dir", folder, "--games", "150", "--score", "5000"])
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0)
            #expect(second.terminationStatus == 0)
            let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder])
            #expect(stats.status == 0)
            #expect(stats.stdout.contains(#""gamesPlayed":300"#))
            #expect(stats.stdout.contains(#""bestScore":5149"#))
        }
    }

    @Test func playWithoutATerminalTouchesNoSavedData() throws {
        try withFolder { folder in
            try "{damaged".write(toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
            let outcome = try WordfallBinary.built.run(["play", "--data-dir", folder])
            #expect(outcome.status == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["progress.json"])
        }
    }
}
