import Foundation
import Testing

/// The protocol observers of the DocC catalog ("Ways to observe"): declared without default methods, an
/// observer whose method is misspelt does not compile. Each snippet is type-checked with the library's
/// sources, as an adopter's module would be.
@Suite("Protocol observers: a misspelt method")
struct ProtocolObserverSpellingTests {
    static func snippet(observer: String) -> String {
        """
        protocol GameObserver: AnyObject {
            func wordAccepted(_ word: String)
            func levelEnded()
        }
        \(observer)
        func wire(_ view: View) {
            let observers = ObserverList<any GameObserver>("game")
            observers.addObserver(whileAlive: view)
            observers.notify { $0.levelEnded() }
        }
        """
    }

    @Test("Spelt as the protocol says, it compiles")
    func rightSpelling() async throws {
        let observer = "final class View: GameObserver { func wordAccepted(_: String) {}; func levelEnded() {} }"
        let result = try await Self.typecheck(Self.snippet(observer: observer))
        #expect(result.status == 0, "\(result.diagnostics)")
    }

    @Test("levelEnd() for levelEnded() does not compile, and the error names the class")
    func misspeltMethod() async throws {
        let observer = "final class View: GameObserver { func wordAccepted(_: String) {}; func levelEnd() {} }"
        let result = try await Self.typecheck(Self.snippet(observer: observer))
        #expect(result.status != 0)
        #expect(
            result.diagnostics.contains("snippet.swift:5:") && result.diagnostics.contains("does not conform"),
            "\(result.diagnostics)")
    }

    /// Type-checks `source` in one module with the Events sources.
    static func typecheck(_ source: String) async throws -> (status: Int32, diagnostics: String) {
        let swiftc = try #require(DarwinSignatureTests.which("swiftc"), "swiftc is not on PATH")
        let eventsFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Events")
        var files: [String] = []
        let walker = FileManager.default.enumerator(at: eventsFolder, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            if file.pathExtension == "swift" { files.append(file.path) }
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("events-spelling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let snippet = work.appendingPathComponent("snippet.swift")
        try source.write(to: snippet, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        let options = [
            "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Adopter", "-package-name",
            "Events",
        ]
        process.arguments = options + files + [snippet.path]
        process.currentDirectoryURL = work
        let outputFile = work.appendingPathComponent("diagnostics.txt")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        process.standardError = output
        // Awaited, not waited for, as in DarwinSignatureTests: a blocked pool thread would hold up other tests.
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
