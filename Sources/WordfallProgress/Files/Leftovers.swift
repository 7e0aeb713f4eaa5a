import Glibc

/// Temporary files an earlier run left in the data folder when it was killed between writing one and
/// renaming it into place (`packs-played.new-PID`, a journal being written): found by their name's
/// prefix and the process id that ends it, and removed once no running process can still be writing them.
package enum Leftovers {
    /// How old a temporary file must be to be removed even when a process with its id runs (the id was
    /// reused after a reboot): a write takes milliseconds.
    static let staleAfterSeconds = 3_600

    /// The names in `directory` that start with `prefix`, sorted; at most `limit` of them.
    package static func names(in directory: String, startingWith prefix: String, limit: Int = 1_000) -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while names.count < limit, let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name.hasPrefix(prefix) { names.append(name) }
        }
        return names.sorted()
    }

    /// The size of the regular file at `path` in bytes, not following a symbolic link; nil for anything
    /// else (a link, a FIFO, a folder) or a path that cannot be examined.
    package static func regularFileSize(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Whether process `pid` runs: it exists and is not a zombie (a process killed under a parent that does
    /// not reap it, as in a container whose first process reaps nothing, still answers `kill(pid, 0)`).
    package static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        let fd = open("/proc/\(pid)/stat", O_RDONLY)
        guard fd >= 0 else { return true }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 512) }
        guard count > 0, let paren = buffer[..<count].lastIndex(of: UInt8(ascii: ")")), paren + 2 < count else {
            return true
        }
        return buffer[paren + 2] != UInt8(ascii: "Z")
    }

    /// Whether the temporary file at `path`, written by process `pid`, can no longer be written by anyone:
    /// its process is gone, or the file is older than `staleAfterSeconds`. Never this process's own.
    package static func isStale(_ path: String, writtenBy pid: Int32, now: Int) -> Bool {
        guard pid > 0, pid != getpid() else { return false }
        if kill(pid, 0) != 0 && errno == ESRCH { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return now - Int(info.st_mtim.tv_sec) > staleAfterSeconds
    }

    /// Removes the files named `prefix` + a process id in `directory` that are stale (`isStale`): what a
    /// run killed between writing and renaming left behind. Returns the names removed.
    @discardableResult
    package static func removeStale(in directory: String, prefix: String, now: Int = time(nil)) -> [String] {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        return names(in: directory, startingWith: prefix).filter { name in
            guard let pid = Int32(name.dropFirst(prefix.count)),
                isStale(folder + name, writtenBy: pid, now: now)
            else { return false }
            return unlink(folder + name) == 0
        }
    }
}
