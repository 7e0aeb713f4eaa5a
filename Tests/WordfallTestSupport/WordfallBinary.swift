import Foundation
import Glibc

/// Runs the built `wordfall` executable as a child process, the way a user or a script would.
///
/// The binary sits next to the test bundle (`.build/debug/wordfall`); the test
/// target depends on the `wordfall` target, so it is built before the tests.
/// Output goes through temporary files, so a large output cannot block the child.
public struct WordfallBinary: Sendable {
    /// What one run printed and how it ended.
    public struct Outcome: Equatable, Sendable, CustomStringConvertible {
        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }

        public var status: Int32
        public var stdout: String
        public var stderr: String

        public var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The executable's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Runs the built binary as a user without privileges (nobody) when the tests run as root, so a
    /// file's permissions apply as they do for a player; as itself otherwise.
    public func runUnprivileged(_ arguments: [String]) throws -> Outcome {
        guard getuid() == 0 else { return try run(arguments) }
        return try WordfallBinary(path: "/usr/bin/setpriv").run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", path] + arguments)
    }

    /// The binary next to the running test bundle.
    public static let built = WordfallBinary(path: locate())

    /// The repository's Tests/Fixtures folder.
    public static let fixtures: URL = Repository.fixtures

    /// The repository's root folder.
    public static let repositoryRoot: URL = Repository.root

    private static func locate() -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        }
        // The Linux test runner is `.build/debug/wordfallPackageTests.xctest`; on macOS it is a bundle inside .build/debug.
        while !directory.path.hasSuffix("/debug") && !directory.path.hasSuffix("/release") && directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("wordfall").path
    }

    /// Runs the binary with `arguments` in `directory`, feeding `input` to its standard input, with
    /// `environment` added to (or, for a nil value, removed from) this process's environment.
    public func run(
        _ arguments: [String], in directory: URL? = nil, input: String = "", environment extra: [String: String?] = [:]
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["WORDFALL_RESOURCES"] = Self.repositoryRoot.appendingPathComponent("Resources").path
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        let inputHandle = try FileHandle(forReadingFrom: inputFile)
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try inputHandle.close()
        try outputHandle.close()
        try errorHandle.close()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }
}
