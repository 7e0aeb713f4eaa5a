import Foundation
import Testing

/// A scratch clone of this working tree, tagged, and adopter packages beside it, for the tests that
/// resolve wordfall and Events as another project would (docs/decisions/0410).
struct ScratchPackages {
    /// The repository's root: four folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder everything is made in; removed by `remove()`.
    let work: URL
    /// The clone, in a folder named `wordfall` (SwiftPM names a package by its URL's last component).
    var clone: URL { work.appendingPathComponent("wordfall") }

    /// Copies every file of the working tree git knows or would add (what a commit of it would hold,
    /// changes not yet committed included) into a new repository, commits it and tags it `tag`.
    init(tag: String) async throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("adoption-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let listed = try await Self.run(
            "git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: Self.root)
        #expect(listed.status == 0, "\(listed.output)")
        for path in listed.output.split(separator: "\0").map(String.init) {
            let source = Self.root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
            let target = clone.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        let identity = [
            "-c", "user.name=Adoption test", "-c", "user.email=adoption@example.invalid", "-c", "commit.gpgsign=false",
        ]
        for arguments in [
            ["init", "-q"], ["add", "-A"], identity + ["commit", "-q", "-m", "scratch"], ["tag", tag],
        ] {
            let step = try await Self.run("git", arguments, in: clone)
            #expect(step.status == 0, "git \(arguments.joined(separator: " ")): \(step.output)")
        }
    }

    /// Makes a package `name` beside the clone with `manifest` and one source file saying `source`.
    func adopter(_ name: String, manifest: String, source: String) throws -> URL {
        let folder = work.appendingPathComponent(name)
        let sources = folder.appendingPathComponent("Sources/\(name)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try source.write(to: sources.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The identities `Package.resolved` pins in `package` (none when it has no file: nothing was fetched).
    static func pins(_ package: URL) throws -> [String] {
        let file = package.appendingPathComponent("Package.resolved")
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""identity" : ""#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    func remove() { try? FileManager.default.removeItem(at: work) }

    /// Runs `command` (looked up on PATH) in `folder`; awaited, not waited for, so that the test's
    /// thread stays free. Output and errors together.
    static func run(_ command: String, _ arguments: [String], in folder: URL) async throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = folder
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "adoption-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        process.standardError = output
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        return (status, try String(contentsOf: outputFile, encoding: .utf8))
    }
}
