import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Saved data that cannot be written, comes from a newer wordfall, is damaged or cannot be read for
/// lack of permission: what can be read is read, only the write is refused, and each says why.
@Suite(.serialized) struct DataFolderTests {
    let binary = WordfallBinary.built

    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-folder-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try body(folder)
    }

    /// One game recorded in `folder` (level 01 of pack p, 10 points, one star).
    func recordOneGame(_ folder: String) throws {
        let probe = try binary.run([
            "store-probe", "--data-dir", folder, "--pack", "p", "--level", "01", "--score", "10",
        ])
        #expect(probe.status == 0, "\(probe)")
    }

    @Test func aFolderThatCannotBeWrittenIsStillRead() throws {
        try withFolder { folder in
            try recordOneGame(folder)
            #expect(chmod(folder, 0o555) == 0)
            let stats = try binary.runUnprivileged(["stats", "--data-dir", folder])
            #expect(stats.status == 0, "\(stats)")
            #expect(
                stats.stdout.hasPrefix("Games played      1\nLevels completed  1\nStars             1\n"), "\(stats)")
            #expect(stats.stderr.contains("is read but not written: the data folder \(folder) cannot be written"))
            let json = try binary.runUnprivileged(["stats", "--json", "--data-dir", folder])
            #expect(json.status == 0 && json.stdout.hasPrefix(#"{"gamesPlayed":1,"levelsCompleted":1,"stars":1,"#))
            let list = try binary.runUnprivileged(["replay", "--list", "--data-dir", folder])
            #expect(list.status == 0, "\(list)")
            let write = try binary.runUnprivileged(["store-probe", "--data-dir", folder])
            #expect(write.status != 0 && write.stderr.contains("could not be saved"), "\(write)")
        }
    }

    @Test func aDatabaseFromANewerWordfallIsReadNeverWritten() throws {
        try withFolder { folder in
            try recordOneGame(folder)
            // PRAGMA user_version is the big-endian 32-bit number at byte 60 of the file's header.
            let path = folder + "/wordfall.sqlite3"
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            bytes[60...63] = [0, 0, 0, 99]
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let stats = try binary.run(["stats", "--data-dir", folder])
            #expect(stats.status == 0 && stats.stdout.hasPrefix("Games played      1\n"), "\(stats)")
            #expect(stats.stderr.contains("it was written by a newer wordfall (its schema version is 99"), "\(stats)")
            let write = try binary.run(["store-probe", "--data-dir", folder])
            #expect(write.status != 0 && write.stderr.contains("newer wordfall"), "\(write)")
            let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(after[60...63] == [0, 0, 0, 99])
        }
    }

    @Test(arguments: [["stats", "--json"], ["stats"], ["replay", "--list"]])
    func aReadCommandOnADamagedDatabaseFailsAndSaysWhereItWasKept(_ command: [String]) throws {
        try withFolder { folder in
            try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: folder + "/wordfall.sqlite3"))
            let outcome = try binary.run(command + ["--data-dir", folder])
            #expect(outcome.status == 1, "\(outcome)")
            #expect(outcome.stdout == "", "\(outcome)")
            let kept = try #require(
                try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.contains(".corrupt-") })
            #expect(outcome.stderr.contains("the damaged file was kept as \(folder)/\(kept)"), "\(outcome)")
        }
    }

    @Test func progressThatCannotBeReadForLackOfPermissionIsImportedOnceItCan() throws {
        try withFolder { folder in
            #expect(chmod(folder, 0o777) == 0)
            let progress = folder + "/progress.json"
            try #"{"format": 1, "packs": {"starter": {"01": {"bestScore": 120, "bestStars": 2, "completed": true}}}}"#
                .write(toFile: progress, atomically: true, encoding: .utf8)
            #expect(chmod(progress, 0o000) == 0)
            let first = try binary.runUnprivileged(["stats", "--data-dir", folder])
            #expect(first.status == 0, "\(first)")
            #expect(first.stderr.contains("cannot be read (Permission denied): that is not damage"), "\(first)")
            #expect(first.stdout.hasPrefix("Games played      0\nLevels completed  0\n"), "\(first)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(names.contains("progress.json") && !names.contains { $0.contains("corrupt") }, "\(names)")

            #expect(chmod(progress, 0o644) == 0)
            let second = try binary.runUnprivileged(["stats", "--data-dir", folder])
            #expect(second.status == 0, "\(second)")
            #expect(
                second.stdout.hasPrefix("Games played      0\nLevels completed  1\nStars             2\n"), "\(second)")
            #expect(second.stderr.contains("can be read now: it was imported"), "\(second)")
            let third = try binary.runUnprivileged(["stats", "--data-dir", folder])
            #expect(third.stderr == "", "\(third)")
        }
    }
}
