import Foundation
import Testing

/// README's "Building on it": a package that depends on a local copy or a fork of the Events package in a
/// folder of another name names it with `name:` (README.md, "Building on it"). SwiftPM knows a path dependency by
/// its folder's name, so without it `package: "Events"` is unknown.
@Suite("Depending on a local copy")
struct LocalCopyDependencyTests {
    static func manifest(dependency: String) -> String {
        """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
            name: "Adopter",
            platforms: [.macOS(.v15)],
            dependencies: [\(dependency)],
            targets: [.target(name: "Adopter", dependencies: [.product(name: "Events", package: "Events")])]
        )
        """
    }

    @Test("With name: the folder's name does not matter; without it, package: \"Events\" is unknown")
    func namedDependency() async throws {
        let swift = try #require(DarwinSignatureTests.which("swift"), "swift is not on PATH")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("events-adopter-\(UUID().uuidString)")
        let fork = work.appendingPathComponent("my-events-fork")
        let adopter = work.appendingPathComponent("adopter")
        try FileManager.default.createDirectory(
            at: adopter.appendingPathComponent("Sources/Adopter"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createSymbolicLink(at: fork, withDestinationURL: root)
        try "import Events\n".write(
            to: adopter.appendingPathComponent("Sources/Adopter/Adopter.swift"), atomically: true, encoding: .utf8)

        try Self.manifest(dependency: #".package(name: "Events", path: "../my-events-fork")"#)
            .write(to: adopter.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let named = try await Self.describe(adopter, swift: swift)
        #expect(named.status == 0, "\(named.output)")

        try Self.manifest(dependency: #".package(path: "../my-events-fork")"#)
            .write(to: adopter.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let unnamed = try await Self.describe(adopter, swift: swift)
        #expect(unnamed.status != 0)
        #expect(unnamed.output.contains("unknown package 'Events'"), "\(unnamed.output)")
        #expect(unnamed.output.contains("'my-events-fork'"), "\(unnamed.output)")
    }

    /// Runs `swift package describe` in `package`; awaited, not waited for (see DarwinSignatureTests).
    static func describe(_ package: URL, swift: String) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "describe"]
        process.currentDirectoryURL = package
        let outputFile = package.appendingPathComponent("output.txt")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
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
