import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Input that is not what it claims to be (a FIFO, a device, an endless line) and output that cannot be
/// written: each gets a message that says what and where, an exit status, and never a hang.
@Suite struct BadInputTests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("golden/best-path")
    let binary = WordfallBinary.built

    /// A FIFO with no writer: opening it for reading would wait for ever.
    func withFIFO(_ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-fifo-\(UUID())").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        try body(path)
    }

    @Test func aFIFOIsRefusedWhereAFileIsExpected() throws {
        try withFIFO { fifo in
            let asLevel = try binary.run(["run", fifo], in: Self.folder, input: "cat\n")
            #expect(
                asLevel
                    == .init(
                        status: 2, stdout: "",
                        stderr: "\(fifo): error: cannot read the level file: not a regular file\n"))
            let asPack = try binary.run(["check", fifo])
            #expect(asPack.status == 2 && asPack.stderr.contains("not a regular file"), "\(asPack)")
            let asDictionary = try binary.run(
                ["run", "level.json", "--dictionary", fifo, "--script", "script.txt"], in: Self.folder)
            #expect(
                asDictionary
                    == .init(
                        status: 2, stdout: "", stderr: "\(fifo): error: cannot read the word list: not a regular file\n"
                    ))
        }
    }

    @Test func aDeviceIsNotAWordListAndAnEndlessLineIsNotAMove() throws {
        let dictionary = try binary.run(
            ["run", "level.json", "--dictionary", "/dev/zero", "--script", "script.txt"], in: Self.folder)
        #expect(
            dictionary
                == .init(
                    status: 2, stdout: "", stderr: "/dev/zero: error: cannot read the word list: not a regular file\n"))
        let script = try binary.run(["run", "level.json", "--script", "/dev/zero"], in: Self.folder)
        #expect(
            script
                == .init(
                    status: 2, stdout: "",
                    stderr:
                        "/dev/zero:1: error: the line is longer than 64 KB; a move is one word, path or command a line\n"
                ))
        let endless = String(repeating: "a", count: 70_000)
        let stdin = try binary.run(["run", "level.json"], in: Self.folder, input: "cat\n" + endless)
        #expect(stdin.status == 2 && stdin.stdout.isEmpty, "\(stdin)")
        #expect(stdin.stderr.hasPrefix("<stdin>:2: error: the line is longer than 64 KB"))
    }

    @Test func aScriptMayStartWithAByteOrderMarkAndComeFromAPipe() throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("expected.jsonl"), encoding: .utf8)
        let script = try String(contentsOf: Self.folder.appendingPathComponent("script.txt"), encoding: .utf8)
        let piped = try binary.run(["run", "level.json"], in: Self.folder, input: "\u{FEFF}" + script)
        #expect(piped.stdout == expected)
        #expect(piped.status == 0, "\(piped)")
        let viaShell = try binary.run(
            ["run", "level.json", "--script", "/dev/stdin"], in: Self.folder, input: script)
        #expect(viaShell.stdout == expected)
    }

    @Test func badLinesAreShownSafely() throws {
        let control = try binary.run(["run", "level.json"], in: Self.folder, input: "cat\n\u{7}bad\u{200B}x\n")
        #expect(
            control.stderr
                == "<stdin>:2: error: \"\\u0007bad\\u200Bx\" is not a move: a word is letters A-Z only;"
                + " commands start with ':' and paths with '@'\n")
        let long = try binary.run(
            ["run", "level.json"], in: Self.folder, input: String(repeating: "ab1", count: 10_000))
        #expect(long.stderr.count < 200, "a long line is cut in the message")
        #expect(long.stderr.contains("...\" is not a move"))
        let wait = try binary.run(
            ["run", "level.json"], in: Self.folder, input: ":wait " + String(repeating: "9", count: 400) + "\n")
        #expect(wait.stderr == "<stdin>:1: error: :wait \"99999999999999999999...\" is too large a number of seconds\n")
    }

    /// `> /dev/full`: the output is lost, so the command says so and does not exit 0.
    @Test(arguments: [
        ["run", "level.json", "--script", "script.txt"], ["solve", "level.json"], ["check", "level.json"],
    ])
    func aFailedWriteIsAnErrorWithItsOwnStatus(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary.path)
        process.arguments = arguments
        process.currentDirectoryURL = Self.folder
        var environment = ProcessInfo.processInfo.environment
        environment["WORDFALL_RESOURCES"] = WordfallBinary.repositoryRoot.appendingPathComponent("Resources").path
        process.environment = environment
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message == "wordfall: error: cannot write to standard output: No space left on device\n")
    }
}
