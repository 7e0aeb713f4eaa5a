import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Every failed write is a non-zero exit (issue 30, item 12): a theme that cannot be kept, and a data
/// folder that is a file (nothing can be saved), exit 74 as a result not saved does (docs/HEADLESS.md).
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct FailedWritesExitNonZeroTests {
    @Test func aThemeThatCannotBeKeptExitsNonZero() throws {
        let data = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let probe = try WordfallBinary.built.run(["store-probe", "--data-dir", data])
        #expect(probe.status == 0, "\(probe)")
        // A newer wordfall's database: read, never written.
        let path = data + "/wordfall.sqlite3"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[60...63] = [0, 0, 0, 99]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let tmux = try Tmux.start(
            command: "\(Tmux.binary) play --theme light --data-dir \(data) \(TerminalFaultTests.quickLevel)")
        defer { tmux.kill() }
        try tmux.waitFor("newer wordfall")
        tmux.press("Enter")
        try tmux.waitFor("Goals 0/1")
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 74")
        let screen = tmux.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("Your theme could not be kept in \(path): it was written by a newer"), "\(screen)")
        #expect(screen.contains("wordfall: error: 1 setting was not kept (see above)"), "\(screen)")
    }

    @Test func aDataFolderThatIsAFileSavesNothingAndExitsNonZero() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/not-a-folder"
        try "a file".write(toFile: file, atomically: true, encoding: .utf8)
        let tmux = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(file) \(TerminalFaultTests.quickLevel)")
        defer { tmux.kill() }
        try tmux.waitFor("cannot be created")
        tmux.press("Enter")
        try tmux.waitFor("Goals 0/1")
        tmux.type("cat\r")
        try tmux.waitFor("Goals done")
        tmux.press("C-f")
        try tmux.waitFor("Level complete!")
        try tmux.waitForBar("Enter quit")
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 74")
        let screen = tmux.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("wordfall: error: 1 finished level's result was not saved (see above)"), "\(screen)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "a file")
    }

    /// A data folder that cannot be written (and holds no database yet), in plain mode: the level completed
    /// is said not saved, and `play` exits 74 (it exited 0).
    @Test func aDataFolderThatCannotBeWrittenSavesNothingAndExitsNonZero() throws {
        let folder = try TerminalFaultTests.folder()
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        #expect(chmod(folder, 0o555) == 0)
        // The level is read as that other user: a copy anyone can read (the clone may sit in a folder only
        // its owner can enter, as `mktemp -d` makes).
        let levels = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: levels) }
        try FileManager.default.createDirectory(atPath: levels + "/pack", withIntermediateDirectories: true)
        let level = levels + "/pack/one.json"
        try FileManager.default.copyItem(atPath: TerminalFaultTests.quickLevel, toPath: level)
        // Its word list, beside the pack as the level names it ("../words.txt").
        try FileManager.default.copyItem(
            atPath: Repository.fixture("e2e/words.txt"), toPath: levels + "/words.txt")
        for (path, mode) in [
            (levels, 0o755), (levels + "/pack", 0o755), (level, 0o644), (levels + "/words.txt", 0o644),
        ] {
            #expect(chmod(path, mode_t(mode)) == 0)
        }
        let arguments = ["play", "--plain", "--data-dir", folder, level]
        let binary = WordfallBinary.built
        let outcome =
            getuid() == 0
            ? try WordfallBinary(path: "/usr/bin/setpriv").run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments, input: "cat\nfinish\n",
                environment: ["TERM": "dumb", "WNSEARCHDIR": "/nonexistent"])
            : try binary.run(
                arguments, input: "cat\nfinish\n", environment: ["TERM": "dumb", "WNSEARCHDIR": "/nonexistent"])
        #expect(outcome.status == 74, "\(outcome)")
        #expect(
            outcome.stderr.contains("wordfall: error: 1 finished level's result was not saved (see above)"),
            "\(outcome)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }
}
