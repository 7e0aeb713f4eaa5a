import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Runs the loaders over Tests/Fixtures/bad-levels (see its README.md) and compares
/// their diagnostic lines with each case's `.expected` file, exactly.
@Suite struct BadLevelCorpusTests {
    static let folder = Repository.fixture("bad-levels")

    /// The cases: every `.json` file and every folder at the top of the corpus.
    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory)
            return name.hasSuffix(".json") || isDirectory.boolValue
        }.sorted()
    }

    /// What the command line would print on stderr for `name`, run from the corpus folder.
    static func actualLines(_ name: String) -> [String] {
        let fileSystem = LevelFileSystem.live(relativeTo: folder)
        let loader = LevelLoader(fileSystem: fileSystem)
        do {
            if fileSystem.kind(name) == .directory {
                _ = try PackLoader(levelLoader: loader).loadLevels(path: name)
            } else {
                _ = try loader.load(path: name)
            }
            return []
        } catch {
            return error.lines
        }
    }

    @Test func hasEnoughCases() {
        #expect(Self.cases.filter { $0.hasSuffix(".json") }.count >= 25)
        #expect(Self.cases.filter { !$0.hasSuffix(".json") }.count >= 3)
    }

    @Test func everyExpectedFileHasItsCase() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
        let caseStems = Set(Self.cases.map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : $0 })
        for name in names where name.hasSuffix(".expected") {
            #expect(caseStems.contains(String(name.dropLast(9))), "\(name) has no level file or pack folder")
        }
    }

    @Test(arguments: cases)
    func givesTheExpectedLines(name: String) throws {
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let expectedPath = Self.folder + "/" + stem + ".expected"
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        let actual = Self.actualLines(name)
        #expect(!actual.isEmpty, "\(name) should be refused")
        #expect(actual.map { $0 + "\n" }.joined() == expected, "\(name)")
    }
}
