import Glibc

/// What the last `PRAGMA quick_check` that said `ok` saw of the database (docs/decisions/0019), kept beside
/// it in `wordfall.sqlite3.checked`: the file's device, inode, size and modification time, its WAL's size
/// and modification time, and when the check ran.
///
/// A check reads every page of the file: with a player's own words and a long history it was most of a
/// short command's time (`daily --share`, the first frame of `play`). An open that finds the files as the
/// stamp saw them skips it. Anything that changes the file or its WAL (a game saved, another program, a
/// hand edit, a file put in its place) changes what the stamp compares, so the next open checks again; so
/// does a stamp older than `lifetime` (damage that leaves the file's times alone, as a failing disk may),
/// and one written less than `racyWindow` seconds after the file last changed (a change in the same
/// tick of the file system's clock would leave its time as it was).
struct CheckStamp: Equatable {
    /// The database's device, inode, size, modification seconds and nanoseconds, then its WAL's size and
    /// modification seconds and nanoseconds (zeros when it has none or it is empty: nothing in it to check).
    var files: [Int64]
    /// When the check ran, on the store's clock (seconds since 1970).
    var checkedAt: Int

    /// The stamp's file is the database's path with this after it.
    static let suffix = ".checked"
    /// How long a check vouches for files that did not change, in seconds: a day.
    static let lifetime = 86_400
    /// How much older than the stamp the files must be for it to vouch for them, in seconds.
    static let racyWindow: Int64 = 2
    /// The first word of the stamp's one line, and its format's version.
    private static let heading = "wordfall-quick-check-ok-1"

    /// The state of the database at `path` and its WAL now; nil when the database cannot be examined.
    static func files(of path: String) -> [Int64]? {
        var database = stat()
        guard stat(path, &database) == 0, database.st_mode & S_IFMT == S_IFREG else { return nil }
        var files: [Int64] = [
            Int64(bitPattern: UInt64(database.st_dev)), Int64(bitPattern: UInt64(database.st_ino)),
            Int64(database.st_size), Int64(database.st_mtim.tv_sec), Int64(database.st_mtim.tv_nsec),
        ]
        var wal = stat()
        if stat(path + "-wal", &wal) == 0, wal.st_size > 0 {
            files += [Int64(wal.st_size), Int64(wal.st_mtim.tv_sec), Int64(wal.st_mtim.tv_nsec)]
        } else {
            files += [0, 0, 0]
        }
        return files
    }

    /// The stamp kept beside the database at `path`; nil when there is none or it is not one this build
    /// writes (a torn write, a hand edit: the next open checks).
    static func read(beside path: String) -> CheckStamp? {
        let descriptor = Glibc.open(path + suffix, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, 512) }
        guard count > 0, count < 512, buffer[count - 1] == UInt8(ascii: "\n") else { return nil }
        let fields = buffer[..<(count - 1)].split(separator: UInt8(ascii: " ")).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard fields.count == 10, fields[0] == heading else { return nil }
        let numbers = fields.dropFirst().compactMap { Int64($0) }
        guard numbers.count == 9, let checkedAt = Int(exactly: numbers[8]) else { return nil }
        return CheckStamp(files: Array(numbers[..<8]), checkedAt: checkedAt)
    }

    /// Whether this stamp vouches, at `now`, for the database whose state is `files`.
    func vouches(for files: [Int64], now: Int) -> Bool {
        guard files == self.files, now >= checkedAt, now - checkedAt < Self.lifetime else { return false }
        let newest = max(files[3], files[6])
        return newest <= Int64(checkedAt) - Self.racyWindow
    }

    /// Writes this stamp beside the database at `path`; a failure is harmless (the next open checks).
    func write(beside path: String) {
        let line = ([Self.heading] + files.map(String.init) + [String(checkedAt)]).joined(separator: " ") + "\n"
        let descriptor = Glibc.open(path + Self.suffix, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
