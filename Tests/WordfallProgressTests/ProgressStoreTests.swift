import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

@Suite struct ProgressStoreTests {
    /// 2026-11-22 00:41:00 UTC, so moved-aside names are known in advance.
    static let fixedDate = 1_795_308_060

    /// A fresh empty folder, removed after `body`.
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-progress-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func store(_ folder: String) -> ProgressStore {
        ProgressStore(directory: folder, now: { ProgressStoreTests.fixedDate })
    }

    func contents(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func startsEmptyWithoutWritingAnything() throws {
        try withFolder { folder in
            let loaded = store(folder + "/data").load()
            #expect(loaded == ProgressStore.Loaded(progress: CampaignProgress(), warning: nil))
            #expect(!FileManager.default.fileExists(atPath: folder + "/data"))
        }
    }

    @Test(arguments: [
        "not json at all",
        "",
        #"{"format": 1, "packs": {"p": {"l": {"bestScore": -5, "bestStars": 1, "completed": true}}}}"#,
        #"{"format": 1, "packs": {"p": {"l": {"bestScore": 5, "bestStars": 4, "completed": true}}}}"#,
        #"{"format": 1, "packs": {"p": {"l": {"bestScore": 5.5, "bestStars": 1, "completed": true}}}}"#,
        #"{"format": 2, "packs": {}}"#,
        #"{"format": 1, "packs": {"p": {"l": {"bestScore": 5, "bestStars": 1, "completed": tru"#,
    ])
    func movesADamagedFileAsideWhenLoading(text: String) throws {
        try withFolder { folder in
            let store = store(folder)
            try text.write(toFile: store.path, atomically: false, encoding: .utf8)
            let loaded = store.load()
            #expect(loaded.progress == CampaignProgress())
            let moved = store.path + ".corrupt-20261122T004100Z"
            #expect(
                loaded.warning
                    == "Saved progress in \(store.path) could not be read (it is not a valid progress file);"
                    + " it was kept as \(moved); your progress starts afresh.")
            #expect(try String(contentsOfFile: moved, encoding: .utf8) == text)
            #expect(try contents(folder) == ["progress.json.corrupt-20261122T004100Z"])
        }
    }

    @Test func aSecondDamagedFileInTheSameSecondGetsItsOwnName() throws {
        try withFolder { folder in
            let store = store(folder)
            try "{garbage".write(toFile: store.path, atomically: false, encoding: .utf8)
            #expect(store.load().warning?.contains("it was kept as \(store.path).corrupt-20261122T004100Z;") == true)
            #expect(try String(contentsOfFile: store.path + ".corrupt-20261122T004100Z", encoding: .utf8) == "{garbage")
            #expect(store.load() == ProgressStore.Loaded(progress: CampaignProgress(), warning: nil))
            // A second damaged file in the same second gets its own name.
            try "[]".write(toFile: store.path, atomically: false, encoding: .utf8)
            #expect(store.load().warning?.contains(".corrupt-20261122T004100Z-2;") == true)
            #expect(
                try contents(folder) == [
                    "progress.json.corrupt-20261122T004100Z", "progress.json.corrupt-20261122T004100Z-2",
                ])
        }
    }

    @Test func movesAFolderInThePlaceOfTheFileAside() throws {
        try withFolder { folder in
            let store = store(folder)
            try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
            let loaded = store.load()
            #expect(loaded.warning?.contains("could not be read (it is a folder)") == true)
            #expect(try contents(folder) == ["progress.json.corrupt-20261122T004100Z"])
        }
    }

    @Test func findsTheDefaultFolder() {
        #expect(
            ProgressStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"])
                == "/x/data/wordfall")
        #expect(
            ProgressStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a/"])
                == "/home/a/.local/share/wordfall")
        #expect(
            ProgressStore.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/a"])
                == "/home/a/.local/share/wordfall")
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": "/root"]) == "/root/.local/share/wordfall")
        // Neither: no folder, never the password database's (issue 36: a static binary's getpwuid crashed).
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative"]) == nil)
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": ""]) == nil)
    }

    @Test func keysPacksByFolderName() {
        #expect(LevelPack(title: "T", directory: "Resources/Levels/starter", levelPaths: []).progressKey == "starter")
        #expect(LevelPack(title: "T", directory: "/a/garden/", levelPaths: []).progressKey == "garden")
        #expect(LevelPack(title: "T", directory: "/a/garden/sub/..", levelPaths: []).progressKey == "garden")
    }
}

@Suite struct CampaignProgressJSONTests {
    @Test func readsTheIndentedTextEarlierVersionsWrote() throws {
        var progress = CampaignProgress()
        progress.record(pack: "starter", level: "02-b", score: 90, stars: 1, completed: true)
        progress.record(pack: "starter", level: "01-a", score: 120, stars: 2, completed: true)
        progress.record(pack: "my \"pack\"\té", level: "x", score: 0, stars: 0, completed: false)
        let written = """
            {
              "format" : 1,
              "packs" : {
                "my \\"pack\\"\\té" : {
                  "x" : {
                    "bestScore" : 0,
                    "bestStars" : 0,
                    "completed" : false
                  }
                },
                "starter" : {
                  "01-a" : {
                    "bestScore" : 120,
                    "bestStars" : 2,
                    "completed" : true
                  },
                  "02-b" : {
                    "bestScore" : 90,
                    "bestStars" : 1,
                    "completed" : true
                  }
                }
              }
            }

            """
        #expect(try CampaignProgress(json: Array(written.utf8)) == progress)
        #expect(try CampaignProgress(json: Array(#"{"format" : 1, "packs" : {}}"#.utf8)) == CampaignProgress())
    }

    @Test func readsAFileWrittenByEarlierVersionsAndIgnoresUnknownKeys() throws {
        let text =
            #"{"format":1,"later":true,"packs":{"starter":{"01":{"bestScore":5,"bestStars":1,"completed":true,"x":0}}}}"#
        let progress = try CampaignProgress(json: Array(text.utf8))
        #expect(progress.level("01", inPack: "starter") == LevelProgress(bestScore: 5, bestStars: 1, completed: true))
    }
}
