import Foundation
import Testing
import WordfallTestSupport

/// Issue 36, items 5 and 12: where the data folder is, said plainly when it cannot be.
@Suite struct DataFolderFoundTests {
    /// Item 5: neither XDG_DATA_HOME nor HOME: a clear message naming both, never the password database
    /// (a static binary's getpwuid died of SIGSEGV, exit 139, with a uid /etc/passwd lacks).
    @Test func noHomeAndNoXDGDataHomeSaysBoth() throws {
        let outcome = try WordfallBinary.built.run(["stats"], environment: ["HOME": nil, "XDG_DATA_HOME": nil])
        #expect(outcome.status == 1, "\(outcome)")
        #expect(
            outcome.stderr
                == "wordfall: error: wordfall does not know where to keep your saved data: XDG_DATA_HOME is not an "
                + "absolute path and HOME is not set (set one of them, or give --data-dir DIR)\n")
        let play = try WordfallBinary.built.run(
            ["play", Repository.fixture("e2e/pack/one.json")], input: "dog\nfinish\nquit\n",
            environment: PlainModeTests.environment.merging(["HOME": nil, "XDG_DATA_HOME": nil]) { $1 })
        #expect(play.status == 74, "\(play)")
        #expect(play.stderr.contains("XDG_DATA_HOME is not an absolute path and HOME is not set"), "\(play)")
    }

    /// Item 12: HOME names a file: the folder is "not a folder", said once, not "File exists" twice.
    @Test func aHomeThatIsAFileIsNotAFolderSaidOnce() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-home-\(UUID())").path
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let play = try WordfallBinary.built.run(
            ["play", Repository.fixture("e2e/pack/one.json")], input: "dog\nfinish\nquit\n",
            environment: PlainModeTests.environment.merging(["HOME": file, "XDG_DATA_HOME": nil]) { $1 })
        #expect(play.status == 74, "\(play)")
        #expect(!play.stderr.contains("File exists"), "\(play)")
        #expect(play.stderr.components(separatedBy: "\(file) is not a folder").count == 2, "\(play.stderr)")
    }
}
