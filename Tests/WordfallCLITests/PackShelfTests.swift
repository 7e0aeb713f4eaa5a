import Foundation
import Testing
import WordfallCore
import WordfallProgress
import WordfallTestSupport
import WordfallUI

@testable import wordfall

/// The pack folders the home screen offers again: kept newest first, read as untrusted, and a folder
/// that is gone left off the list.
@Suite struct PackShelfTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-shelf-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func foldersAreKeptNewestFirstOnceEachAndMadeAbsolute() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let shelf = PackShelf(directory: data)
        #expect(shelf.folders() == [])
        shelf.remember("/packs/one")
        shelf.remember("/packs/two/")
        shelf.remember("/packs/one")
        #expect(shelf.folders() == ["/packs/one", "/packs/two"])
        shelf.remember("relative")
        #expect(shelf.folders().first == FileManager.default.currentDirectoryPath + "/relative")
        for index in 0..<40 { shelf.remember("/packs/\(index)") }
        #expect(shelf.folders().count == PackShelf.limit)
        #expect(shelf.folders().first == "/packs/39")
    }

    /// A run killed between writing `packs-played.new-PID` and renaming it left the file: the next run
    /// removes it, and never the file of a process still running (issue 30, item 9).
    @Test func aTemporaryFileOfAKilledRunIsRemovedByTheNextRun() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let running = Process()
        running.executableURL = URL(fileURLWithPath: "/bin/sleep")
        running.arguments = ["30"]
        try running.run()
        defer { running.terminate() }
        for pid in [gone.processIdentifier, running.processIdentifier] {
            try "/half/written\n".write(toFile: data + "/packs-played.new-\(pid)", atomically: false, encoding: .utf8)
        }
        try "/a/pack\n".write(toFile: data + "/packs-played.new-x", atomically: false, encoding: .utf8)
        _ = SavedData.open(directory: data)
        let names = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.hasPrefix("packs-played") }
        #expect(names.sorted() == ["packs-played.new-\(running.processIdentifier)", "packs-played.new-x"])
        PackShelf(directory: data).remember("/packs/one")
        #expect(PackShelf(directory: data).folders() == ["/packs/one"])
    }

    @Test func whatIsNotAnAbsolutePathIsSkipped() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let shelf = PackShelf(directory: data)
        let long = "/" + String(repeating: "x", count: 5000)
        try "not a path\n/kept\n\(long)\n\u{0}\n/kept\n".write(toFile: shelf.path, atomically: true, encoding: .utf8)
        #expect(shelf.folders() == ["/kept"])
    }

    @Test func theHomeListsTheStarterPackThenTheFoldersStillThere() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let pack = Repository.fixture("e2e/pack")
        PackShelf(directory: data).remember("/no/such/folder")
        PackShelf(directory: data).remember(pack)
        let shelf = HomeShelf(data: SavedData.open(directory: data), unicode: false)
        #expect(shelf.packs.map(\.pack.title) == ["Wordfall Starter Pack", "Tmux Pack"])
        #expect(shelf.packs[1].entry.detail == "2 levels, not played yet")
        #expect(HomeShelf.same(shelf.continueFolder, pack))
        #expect(shelf.content().continuePack == "Tmux Pack, level 1 of 2")
        #expect(shelf.content().daily == HomeShelf.dayName(shelf.today) + ": not played yet")
    }

    @Test func aDailysLevelIsKnownByItsIdAndItsOneGoal() throws {
        let lexicon = Lexicon(words: ["cat"])
        let puzzle = DailyPuzzle(day: try #require(CalendarDay("2026-11-24")), lexicon: lexicon)
        let level = try LevelLoader(checksDictionary: false).load(
            bytes: Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json")
        #expect(
            ReplayCommand.daily(level)
                == DailyPlay(day: puzzle.day, generator: DailyPuzzle.generatorVersion, total: max(1, puzzle.total)))
        let other = Level(
            id: "daily-notes", title: "Not a daily", board: level.board, rules: level.rules, goals: level.goals)
        #expect(ReplayCommand.daily(other) == nil)
    }
}
