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

/// Text from a stranger's file (a level's id and title, a pack key kept in the saved data) never
/// reaches the terminal as control codes: every command shows it escaped, on one line.
@Suite struct ControlCharacterTests {
    let binary = WordfallBinary.built
    static let hostile = "x\u{1B}]2;owned\u{07}\u{1B}[2J"

    func withLevel(id: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-hostile-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let words = Repository.fixture("e2e/words.txt")
        var level = try String(contentsOfFile: Repository.fixture("e2e/level.json"), encoding: .utf8)
        level = level.replacingOccurrences(of: #""id": "e2e""#, with: #""id": "\#(id)""#)
            .replacingOccurrences(of: #""Tmux Test""#, with: #""T\u001b[31m""#)
            .replacingOccurrences(of: #""words.txt""#, with: "\"\(words)\"")
        try level.write(toFile: folder + "/level.json", atomically: true, encoding: .utf8)
        try body(folder)
    }

    @Test(arguments: [
        (#"x\u001b]2;owned\u0007\u001b[2J"#, #"x\u{1B}]2;owned\u{7}\u{1B}[2J"#), (#"line\nbreak"#, #"line\u{A}break"#),
        ("a\u{200B}b", #"a\u{200B}b"#), (#"a\u200bb"#, #"a\u{200B}b"#),
    ])
    func checkShowsAnIdEscapedOnOneLine(_ id: String, _ shown: String) throws {
        try withLevel(id: id) { folder in
            let check = try binary.run(["check", folder + "/level.json"])
            #expect(check.status == 0, "\(check)")
            #expect(check.stdout.hasPrefix(shown + ": 4x4, "), "\(check)")
            #expect(check.stdout.split(separator: "\n").count == 1, "\(check)")
            #expect(!check.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x200B })
        }
    }

    @Test func statsAndReplayListShowStoredTextEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-hostile-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let probe = try binary.run([
            "store-probe", "--data-dir", folder, "--pack", Self.hostile, "--level", "a\u{200B}b\nc", "--with-replay",
        ])
        #expect(probe.status == 0, "\(probe)")
        let ascii = ["LC_ALL": "C"]
        let stats = try binary.run(["stats", "--data-dir", folder], environment: ascii)
        #expect(stats.stdout.contains(#"x\u{1B}]2;owned\u{7}\u{1B}[2J: 1 level played"#), "\(stats)")
        #expect(stats.stdout.contains(#"  a\u{200B}b\u{A}c  *..  best 0"#), "\(stats)")
        let list = try binary.run(["replay", "--list", "--data-dir", folder], environment: ascii)
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains(#"UTC  a\u{200B}b\u{A}c  0 points  *..  completed"#), "\(list)")
        for output in [stats.stdout, list.stdout] {
            #expect(!output.unicodeScalars.contains { TerminalTextProbe.isControl($0) && $0 != "\n" })
            #expect(!output.unicodeScalars.contains { $0.value == 0x200B })
        }
    }
}

enum TerminalTextProbe {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}

/// Every value a message quotes is cut to a readable length with a marker and escaped where it holds a
/// control or invisible character: one long key or number never makes a 1 MB line.
@Suite struct QuotedValueTests {
    @Test func longKeysAndNumbersAreCutWithAMarker() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-long-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var level = try String(contentsOfFile: Repository.fixture("e2e/level.json"), encoding: .utf8)
        level = level.replacingOccurrences(
            of: #""moves": 10"#, with: #""moves": "# + String(repeating: "9", count: 100_000)
        )
        .replacingOccurrences(
            of: #""format": 1,"#, with: #""format": 1, ""# + String(repeating: "k", count: 100_000) + #"": 1,"#
        )
        .replacingOccurrences(of: #""id": "e2e""#, with: #""id": "e\u200b2e", "seed": "s\u200bx""#)
        try level.write(toFile: folder + "/level.json", atomically: true, encoding: .utf8)
        let check = try WordfallBinary.built.run(["check", folder + "/level.json"])
        #expect(check.status == 2, "\(check)")
        let lines = check.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count < 300 }, "\(lines.map(\.count))")
        #expect(
            check.stderr.contains(
                "rules.moves: must be 1 to 1000, got 9999999999999999999999999999999999999999...(100000 characters in all)"
            ), "\(check)")
        #expect(
            check.stderr.contains(#"error: ["kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk..."]: unknown key"#), "\(check)")
        #expect(
            check.stderr.contains(#"seed: must be a whole number from 0 to 18446744073709551615, got "s\u200Bx""#)
                || check.stderr.contains(#""s\u200Bx""#), "\(check)")
        #expect(!check.stderr.unicodeScalars.contains { $0.value == 0x200B })
    }
}

/// Past the file-size limit (`ulimit -f`) a write fails and says so (status 74), rather than SIGXFSZ
/// ending the process without a word.
@Suite struct FileSizeLimitTests {
    @Test(arguments: [["--help"], ["run", Repository.fixture("e2e/level.json")]])
    func outputPastTheFileSizeLimitExits74(_ arguments: [String]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-fsize-\(UUID())").path
        defer { unlink(file) }
        // dash counts the limit in blocks of 512 bytes: one block, less than either output.
        let outcome = try WordfallBinary(path: "/bin/sh").run(
            ["-c", "ulimit -f 1; exec \"$0\" \"$@\" > \(file)", WordfallBinary.built.path] + arguments, input: "cat\n")
        #expect(outcome.status == 74, "\(outcome)")
        #expect(outcome.stderr == "wordfall: error: cannot write to standard output: File too large\n", "\(outcome)")
    }
}
