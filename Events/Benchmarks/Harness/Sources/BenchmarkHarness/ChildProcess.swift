import Glibc

/// Spawns a program, stdin from /dev/null, and waits for it; stdout and stderr are dropped or captured.
///
/// Captured output goes through a pipe read after the child has exited, so it must stay under the
/// pipe's buffer (64 KiB): the few lines of `lexicon-probe` and `--report-peak-memory`. With
/// `appendSpawnTime`, the arguments end with `--since T`, T being CLOCK_MONOTONIC read just
/// before `posix_spawn`.
public enum ChildProcess {
    public struct Outcome {
        public var status: Int32
        public var standardOutput = ""
        public var standardError = ""
    }

    public static func run(
        _ path: String, _ arguments: [String], captureStandardOutput: Bool = false, captureStandardError: Bool = false,
        appendSpawnTime: Bool = false
    ) -> Outcome {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        if captureStandardOutput { _ = pipe(&outputPipe) }
        if captureStandardError { _ = pipe(&errorPipe) }
        defer { (outputPipe + errorPipe).filter { $0 >= 0 }.forEach { close($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, pipe) in [(Int32(1), outputPipe), (Int32(2), errorPipe)] {
            if pipe[1] >= 0 {
                posix_spawn_file_actions_adddup2(&actions, pipe[1], descriptor)
                posix_spawn_file_actions_addclose(&actions, pipe[0])
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            }
        }
        // With `appendSpawnTime`, `--since NOW` is the last thing done before the spawn itself.
        var argv = ([path] + arguments).map { strdup($0) }
        if appendSpawnTime { argv += [strdup("--since"), strdup("\(now())")] }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return Outcome(status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        var outcome = Outcome(status: (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1)
        outcome.standardOutput = drain(&outputPipe)
        outcome.standardError = drain(&errorPipe)
        return outcome
    }

    /// Closes the pipe's write end and reads what the child left in it.
    private static func drain(_ pipe: inout [Int32]) -> String {
        guard pipe[0] >= 0 else { return "" }
        close(pipe[1])
        pipe[1] = -1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
