import Foundation
import Testing
import WordfallTestSupport

/// Only the model fires its events: code outside it sees read-only faces. Each snippet is compiled
/// against the built WordfallCore module, as a package that depends on ours would compile it.
@Suite struct ReadOnlyEventFaceTests {
    /// Statements that would fire a model event, or feed a goal, from outside the model.
    static let forbidden = [
        "game.events.notifyObservers(.movesChanged(0))",
        "game.eventsEvent.notifyObservers(.movesChanged(0))",
        "game.publish([.movesChanged(0)])",
        "_ = game.scoreManager.add(10)",
        "_ = game.goals[0].reporter.report()",
        "sources.events.notifyObservers(.wordAccepted(accepted))",
        "sources.feed.notifyObservers(.wordAccepted(accepted))",
        "sources.deliver(.wordAccepted(accepted))",
    ]

    static func snippet(_ statement: String) -> String {
        """
        import WordfallCore
        func outside(_ game: Game, _ sources: GoalSources, _ accepted: AcceptedWord) {
            _ = game.events.addObserver { _ in }
            sources.onWordAccepted(whileAlive: game) { _, _ in }
            \(statement)
        }
        """
    }

    @Test func subscribingFromOutsideCompiles() throws {
        let result = try Self.typecheck(Self.snippet("_ = sources.events.addObserver { _ in }"))
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(arguments: forbidden)
    func firingFromOutsideDoesNotCompile(statement: String) throws {
        let result = try Self.typecheck(Self.snippet(statement))
        #expect(result.status != 0)
        #expect(
            result.errors.contains { $0.hasPrefix("snippet.swift:5:") && $0.contains("error:") },
            "the error is on the statement: \(result.errors)")
    }

    /// Type-checks `source` against the modules of this build.
    static func typecheck(_ source: String) throws -> (status: Int32, errors: [String]) {
        let modules = URL(fileURLWithPath: WordfallBinary.built.path).deletingLastPathComponent()
            .appendingPathComponent("Modules")
        var build = modules.deletingLastPathComponent()
        while build.lastPathComponent != ".build" && build.path != "/" { build = build.deletingLastPathComponent() }
        // SystemPackage (which WordfallCore imports) needs its C module's map.
        let moduleMap = build.appendingPathComponent("checkouts/swift-system/Sources/CSystem/include/module.modulemap")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("snippet.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-I", modules.path, "-Xcc", "-fmodule-map-file=\(moduleMap.path)", "snippet.swift",
        ]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        return (process.terminationStatus, lines.filter { $0.contains("error:") })
    }
}
