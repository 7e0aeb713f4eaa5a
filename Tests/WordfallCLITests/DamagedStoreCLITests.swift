import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallProgress

/// Values the game never writes, planted in the database: `stats`, `stats --json` and the game itself
/// read around them, report them and never trap.
@Suite(.serialized) struct DamagedStoreCLITests {
    static let pack = Repository.fixture("e2e/pack")

    /// A data folder with one game of the e2e pack's level `one`, then `damage` run on its database.
    func folder(damage: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-damaged-\(UUID())").path
        let probe = try WordfallBinary.built.run([
            "store-probe", "--data-dir", folder, "--pack", "pack", "--level", "one", "--score", "120",
        ])
        #expect(probe.status == 0, "\(probe)")
        let store = try #require(GameStore.open(directory: folder).store)
        try store.connection.execute(damage)
        return folder
    }

    @Test(arguments: [
        "UPDATE level_progress SET best_stars = -1", "UPDATE level_progress SET best_score = 1e300",
        "UPDATE games SET score = 1e300", "UPDATE game_words SET points = 1e300",
    ])
    func statsReadAroundADamagedValue(_ damage: String) throws {
        let data = try folder(damage: damage)
        defer { try? FileManager.default.removeItem(atPath: data) }
        for arguments in [["stats"], ["stats", "--json"], ["replay", "--list"]] {
            let outcome = try WordfallBinary.built.run(arguments + ["--data-dir", data])
            #expect(outcome.status == 0, "\(arguments): \(outcome)")
            #expect(!outcome.stderr.contains("Fatal error"), "\(outcome)")
        }
        let stats = try WordfallBinary.built.run(["stats", "--data-dir", data])
        #expect(stats.stdout.hasPrefix("Games played      1\n"), "\(stats)")
        if damage.contains("level_progress") || damage.contains("game_words") {
            #expect(stats.stderr.contains("has a damaged row, not read: table "), "\(stats)")
        }
    }

    /// A store whose schema version is negative (issue 30, item 5): every command that reads it refuses it
    /// as damaged, sets the file aside, never traps.
    @Test func aNegativeSchemaVersionIsRefusedAsDamagedNeverATrap() throws {
        for arguments in [["stats"], ["words", "list"], ["replay", "--list"]] {
            let data = try folder(damage: "PRAGMA user_version = -1")
            defer { try? FileManager.default.removeItem(atPath: data) }
            let outcome = try WordfallBinary.built.run(arguments + ["--data-dir", data])
            #expect(outcome.status == (arguments == ["words", "list"] ? 0 : 1), "\(arguments): \(outcome)")
            #expect(outcome.stderr.contains("its schema version is -1, which no wordfall writes"), "\(outcome)")
            let names = try FileManager.default.contentsOfDirectory(atPath: data)
            #expect(names.contains { $0.hasPrefix("wordfall.sqlite3.corrupt-") }, "\(names)")
        }
    }

    @Test(.enabled(if: Tmux.path != nil, "tmux is not installed"))
    func theGameStartsAndSaysWhichRowIsDamaged() throws {
        let data = try folder(damage: "UPDATE level_progress SET best_score = 1e300")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let tmux = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(data) \(Self.pack)")
        defer { tmux.kill() }
        try tmux.waitFor("has a damaged row, not read")
        #expect(tmux.capture().contains("best_score is 1e+300"))
        tmux.press("Enter")
        try tmux.waitFor("Tmux Pack")
        try tmux.quitByAsking()
    }
}
