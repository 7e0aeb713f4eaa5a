import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Faults around the real `wordfall` in a tmux pane: a terminal that goes away without a SIGHUP, a
/// result that cannot be saved.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct TerminalFaultTests {
    static let quickLevel = Repository.fixture("e2e/pack/one.json")

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-fault-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Whether process `pid` still runs (an exited one waiting to be reaped, a zombie, does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[close...].hasPrefix(") Z")
    }

    /// The pane's terminal is closed under the game, which is not its session leader (`setsid`): no SIGHUP
    /// reaches it, its input reports a hang-up. It ends within about a second, saving what a quit
    /// saves: the daily in play is recorded.
    @Test func aTerminalGoneWithoutAHangUpSignalEndsTheGameAndSavesTheDaily() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let pidFile = data + "/pid"
        let tmux = try Tmux.start(
            command: "setsid sh -c 'echo $$ > \(pidFile); exec \(Tmux.binary) daily --data-dir \(data)/saved'")
        defer { tmux.kill() }
        try tmux.waitFor("it starts when you press a key")
        tmux.press("Space")
        try tmux.waitFor("Time left  3:00")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { Glibc.kill(pid, SIGKILL) }
        // The server killed outright closes the pane's terminal at once (kill-server may let it linger).
        let server = try #require(pid_t(tmux.format("#{pid}")))
        let start = Date()
        Glibc.kill(server, SIGKILL)
        while Self.isRunning(pid) && Date().timeIntervalSince(start) < 10 { usleep(20_000) }
        let took = Date().timeIntervalSince(start)
        #expect(!Self.isRunning(pid), "still running after 10 s (spinning on a closed terminal)")
        #expect(took < 1.5, "took \(took) s")
        let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", data + "/saved"])
        #expect(stats.stdout.contains(#""daily":{"daysPlayed":1,"#), "\(stats)")
    }

    /// A finished level whose result cannot be saved (the database is a newer wordfall's, so it is only
    /// read): the end screen and stderr say so, and `wordfall play` exits 74.
    @Test func aFinishedLevelWhoseSaveFailsSaysSoAndExitsNonZero() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let probe = try WordfallBinary.built.run(["store-probe", "--data-dir", data])
        #expect(probe.status == 0, "\(probe)")
        let path = data + "/wordfall.sqlite3"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[60...63] = [0, 0, 0, 9]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let tmux = try Tmux.start(command: "\(Tmux.binary) play --data-dir \(data) \(Self.quickLevel)")
        defer { tmux.kill() }
        try tmux.waitFor("newer wordfall")
        tmux.press("Enter")
        try tmux.waitFor("Goals 0/1")
        tmux.type("cat\r")
        try tmux.waitFor("Level complete!")
        #expect(tmux.capture().contains("could not be saved"))
        usleep(900_000)
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 74")
        let screen = tmux.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("wordfall: error: 1 finished level's result was not saved (see above)"), "\(screen)")
        #expect(screen.contains("Your result could not be saved to \(path): it was written by a newer wordfall"))
    }
}
