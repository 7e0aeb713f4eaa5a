import Foundation
import Testing

@testable import WordfallProgress

@Suite struct SettingsTests {
    func withStore(_ body: (GameStore, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-settings-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        try body(store, folder)
    }

    @Test func aPreferenceIsKeptAndReadBackAfterReopening() throws {
        try withStore { store, folder in
            #expect(store.setting("theme") == nil)
            try store.setSetting("theme", to: "light")
            try store.setSetting("theme", to: "colour-blind")
            let reopened = try #require(GameStore.open(directory: folder).store)
            #expect(reopened.setting("theme") == "colour-blind")
        }
    }

    @Test func aValueThisBuildNeverWritesIsIgnoredAndReported() throws {
        try withStore { store, _ in
            try store.connection.run(
                "INSERT INTO settings (key, value) VALUES ('theme', ?)", [.text(String(repeating: "x", count: 5000))])
            #expect(store.setting("theme") == nil)
            let reports = store.takeDamageReports()
            #expect(reports.count == 1)
            #expect(
                reports.first?.hasSuffix(
                    "settings, theme: a value this build never writes (the default is used instead).") == true,
                "\(reports)")
        }
    }

    @Test func aReadOnlyStoreRefusesToKeepAPreferenceSayingWhy() throws {
        try withStore { store, _ in
            store.readOnlyReason = "the data folder cannot be written"
            #expect(throws: ProgressError.self) { try store.setSetting("theme", to: "light") }
            #expect(store.setting("theme") == nil)
        }
    }
}
