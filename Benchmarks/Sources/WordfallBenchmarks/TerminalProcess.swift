// A program run in a pseudo-terminal of its own, timed from spawn until its screen shows a text: how
// long a player waits for a first frame. Used by the "words" suite (WordIndexBenchmarks.swift).

import BenchmarkHarness
import Glibc

enum TerminalProcess {
    /// Nanoseconds from just before spawning `path` with `arguments` in a new 80x24 pseudo-terminal
    /// (TERM=xterm-256color, a session of its own) until the bytes it wrote there contain `marker`; the
    /// program is then killed. Nil when it exits, or `timeout` seconds pass, before that.
    static func timeToScreen(_ path: String, _ arguments: [String], marker: String, timeout: Double = 10) -> UInt64? {
        // posix_openpt, unlockpt and ptsname as glibc does them (Swift's Glibc module does not declare them):
        // /dev/ptmx, TIOCSPTLCK to unlock, TIOCGPTN for the number of /dev/pts/N.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return nil }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard withUnsafeMutablePointer(to: &unlock, { ioctl(master, 0x4004_5431, $0) }) == 0,
            withUnsafeMutablePointer(to: &number, { ioctl(master, 0x8004_5430, $0) }) == 0
        else { return nil }
        let name = "/dev/pts/\(number)"
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc's 0x80, behind _GNU_SOURCE): the child leads a session of its own, so the
        // terminal it opens becomes its controlling terminal.
        posix_spawnattr_setflags(&attributes, 0x80)
        var environment = ["TERM=xterm-256color", "LC_ALL=C.UTF-8"]
        for name in ["HOME", "PATH", "XDG_CACHE_HOME", "WORDFALL_RESOURCES"] {
            if let value = getenv(name) { environment.append(name + "=" + String(cString: value)) }
        }
        var argv = ([path] + arguments).map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let start = monotonicNow()
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, &argv, &envp) == 0 else { return nil }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        let wanted = Array(marker.utf8)
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let deadline = start + UInt64(timeout * 1e9)
        while monotonicNow() < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 || errno == EINTR else { return nil }
            guard poller.revents & Int16(POLLIN) != 0 else {
                if poller.revents & Int16(POLLHUP | POLLERR) != 0 { return nil }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            seen += buffer[0..<count]
            if contains(seen, wanted) { return monotonicNow() - start }
        }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ wanted: [UInt8]) -> Bool {
        guard bytes.count >= wanted.count else { return false }
        for start in 0...(bytes.count - wanted.count) where bytes[start] == wanted[0] {
            if bytes[start..<(start + wanted.count)].elementsEqual(wanted) { return true }
        }
        return false
    }

    private static func monotonicNow() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
