import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Odd input through the real binary: empty paths, a day still to come, output that cannot be written.
@Suite struct HostileInputTests {
    let binary = WordfallBinary.built

    @Test(arguments: [
        ["generate", "", "--levels", "1"], ["stats", "--data-dir", ""], ["stats", "--data-dir="], ["check", ""],
        ["run", ""], ["play", "--data-dir", "", "x"], ["replay", "--list", "--data-dir", ""],
    ])
    func anEmptyPathIsRefused(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try binary.run(arguments, in: folder)
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("wordfall: error: argument "), "\(outcome)")
        #expect(outcome.stderr.contains("is empty"), "\(outcome)")
        #expect(FileIOProbe.kind("/01-generated.json") == false && FileIOProbe.kind("/pack.json") == false)
    }

    @Test(arguments: ["9999-12-31", "2999-01-01"])
    func aDaysLevelIsNotPrintedBeforeItsDay(_ date: String) throws {
        let outcome = try binary.run(["daily", "--level", "--date", date])
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "wordfall: error: \(date) is still to come: its puzzle opens that day\n")
    }

    /// Runs the binary with its standard output on `/dev/full`, or closed with nil.
    func run(_ arguments: [String], stdout: String?) throws -> (status: Int32, stderr: String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-stderr-\(UUID())").path
        defer { unlink(errors) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdout {
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, binary.path, &actions, nil, argv, environ) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return ((status >> 8) & 0xFF, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }

    @Test(arguments: [
        ["--help"], ["--version"], ["help", "run"], ["check", "--help"], ["help"], ["stats", "--help"],
    ])
    func helpAndVersionThatCannotBeWrittenExit74(_ arguments: [String]) throws {
        let full = try run(arguments, stdout: "/dev/full")
        #expect(full.status == 74, "\(full)")
        #expect(full.stderr == "wordfall: error: cannot write to standard output: No space left on device\n")
        let closed = try run(arguments, stdout: nil)
        #expect(closed.status == 74, "\(closed)")
        #expect(closed.stderr.hasPrefix("wordfall: error: cannot write to standard output: "), "\(closed)")
        let fine = try binary.run(arguments)
        #expect(fine.status == 0 && !fine.stdout.isEmpty, "\(fine)")
    }
}

/// Whether a path exists, without Foundation's caches.
enum FileIOProbe {
    static func kind(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
