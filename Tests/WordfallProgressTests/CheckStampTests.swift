import Foundation
import Glibc
import Testing
import WordfallCore

@testable import WordfallProgress

/// The integrity check on open (docs/decisions/0019) reads the whole file only when it may have changed
/// since the last check that said ok (`CheckStamp`): damage is still found whenever the file changed, and
/// at least once a day when it did not.
@Suite struct CheckStampTests {
    /// A folder whose database holds 200 games, its WAL checkpointed into the file.
    func withStore(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-stamp-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let store = try #require(GameStore.open(directory: folder).store)
            for index in 0..<200 {
                try store.record(
                    GameStoreTests.game(
                        "level-\(index)", score: index, words: [PlayedWord(word: "WORD\(index)", points: index)]))
            }
            try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        try body(folder)
    }

    /// Opens the store in `folder` on a clock `ahead` seconds past the real one.
    func open(_ folder: String, ahead: Int) -> GameStore.Opened {
        GameStore.open(directory: folder, now: { time(nil) + ahead })
    }

    /// Overwrites the database's third page with garbage (a valid header, a broken b-tree); with
    /// `keepingTimes`, its modification time is put back as it was (damage no write made: a failing disk).
    func damage(_ folder: String, keepingTimes: Bool) throws {
        let path = folder + "/" + GameStore.fileName
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 4096 * 2)
        handle.write(Data(repeating: 0x5a, count: 4096))
        try handle.close()
        if keepingTimes {
            let times = [before.st_atim, before.st_mtim]
            #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        }
    }

    @Test func aFileChangedSinceItsLastCheckIsCheckedAgain() throws {
        try withStore { folder in
            // Checked and stamped; the stamp then vouches for the file as it is.
            #expect(open(folder, ahead: 10).warnings == [])
            #expect(CheckStamp.read(beside: folder + "/" + GameStore.fileName) != nil)
            try damage(folder, keepingTimes: false)
            let opened = open(folder, ahead: 10)
            #expect(opened.warnings.first?.contains("is damaged (database disk image is malformed") == true)
            #expect(opened.damagedKeptAs != nil)
        }
    }

    @Test func aFileUnchangedIsNotReadWholeAgainButIsWithinADay() throws {
        try withStore { folder in
            #expect(open(folder, ahead: 10).warnings == [])
            // Damage that leaves the file's size and times as they were is not looked for at once...
            try damage(folder, keepingTimes: true)
            let unchecked = open(folder, ahead: 10)
            #expect(unchecked.warnings == [])
            #expect(unchecked.damagedKeptAs == nil)
            // ...but the check is made again once the last one is a day old.
            let opened = open(folder, ahead: 10 + CheckStamp.lifetime)
            #expect(opened.warnings.first?.contains("is damaged (database disk image is malformed") == true)
            #expect(opened.damagedKeptAs != nil)
        }
    }

    @Test func aStampWrittenAsTheFileChangedVouchesForNothing() throws {
        try withStore { folder in
            // On the real clock the file changed less than `racyWindow` seconds before the check: a change
            // in the same tick of the file system's clock would not show, so the next open checks again.
            #expect(open(folder, ahead: 0).warnings == [])
            try damage(folder, keepingTimes: true)
            let opened = open(folder, ahead: 0)
            #expect(opened.warnings.first?.contains("is damaged") == true)
        }
    }

    @Test func aStampThatIsNotOneIsIgnored() throws {
        try withStore { folder in
            let path = folder + "/" + GameStore.fileName
            try "wordfall-quick-check-ok-1 1 2 3\n".write(
                toFile: path + CheckStamp.suffix, atomically: true, encoding: .utf8)
            #expect(CheckStamp.read(beside: path) == nil)
            #expect(open(folder, ahead: 10).warnings == [])
            let stamp = try #require(CheckStamp.read(beside: path))
            #expect(stamp.files == CheckStamp.files(of: path))
        }
    }
}
