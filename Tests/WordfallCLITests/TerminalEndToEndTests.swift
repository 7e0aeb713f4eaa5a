import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Drives the real `wordfall play` in a tmux pane: what a person sees and types.
///
/// Each test uses its own tmux server (`-L`), polls the pane instead of
/// sleeping a fixed time, and kills its server at the end. Skipped, saying
/// why, only when tmux is not installed (`make test` installs it).
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct TerminalEndToEndTests {
    static let fixture = Repository.fixture("e2e/level.json")

    @Test func typeAWordSeeTheScoreAndAGoalMoveResizeAndQuit() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Tmux Test")
        try tmux.waitFor("Goals 0/2")
        #expect(tmux.format("#{alternate_on}") == "1")

        tmux.type("cat")
        try tmux.waitFor("Word CAT  ✓ can be formed, 50 points")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CAT +50")
        let screen = tmux.capture()
        #expect(screen.contains("Score 50"))
        #expect(screen.contains("Moves left 9"))
        #expect(screen.contains(" 1/3 "))
        #expect(screen.contains(" 50/2,000 "))
        #expect(screen.contains("CAT accepted: +50 points"))

        tmux.type("zzz")
        tmux.press("Enter")
        try tmux.waitFor("ZZZ: not in the dictionary")
        tmux.type("cat")
        tmux.press("Enter")
        try tmux.waitFor("CAT: already found")

        tmux.resize(width: 50, height: 14)
        try tmux.waitFor("Terminal too small")
        #expect(tmux.capture().contains("this one is 50×14."))
        tmux.resize(width: 100, height: 40)
        try tmux.waitFor("Last word  CAT +50")
        #expect(!tmux.capture().contains("Terminal too small"))

        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")
        #expect(tmux.format("#{alternate_on}") == "0")
        #expect(tmux.format("#{cursor_flag}") == "1")
        #expect(tmux.format("#{mouse_any_flag}") == "0")
        #expect(!tmux.capture().contains("Tmux Test"))
    }

    @Test func controlCRestoresTheTerminal() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        tmux.type("co")
        tmux.press("C-c")
        try tmux.waitFor("EXITED 130")
        #expect(tmux.format("#{alternate_on}") == "0")
        #expect(tmux.format("#{cursor_flag}") == "1")
    }

    @Test(arguments: [SIGTERM, SIGHUP]) func aStopSignalRestoresTheTerminal(_ signal: Int32) throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-e2e-\(UUID().uuidString)")
            .path
        defer { unlink(pidFile) }
        // The inner sh writes its id, then becomes the game (exec keeps the id).
        let tmux = try Tmux.start(
            command: "sh -c 'echo $$ > \(pidFile); exec \(Tmux.binary) play \(Self.fixture)'")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Glibc.kill(pid, signal) == 0)
        try tmux.waitFor("EXITED \(128 + signal)")
        #expect(tmux.format("#{alternate_on}") == "0")
        #expect(tmux.format("#{cursor_flag}") == "1")
        #expect(!tmux.capture().contains("Goals 0/2"))
    }

    @Test func asciiAndNoColourWork() throws {
        let tmux = try Tmux.start(command: "NO_COLOR=1 \(Tmux.binary) play --ascii \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("+- Board ---")
        #expect(!tmux.capture().contains("─"))
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")
    }

    @Test func withoutATerminalItSuggestsRun() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture) < /dev/null")
        defer { tmux.kill() }
        try tmux.waitFor("EXITED 2")
        #expect(tmux.capture().contains("wordfall run"))
        let dumb = try Tmux.start(command: "TERM=dumb \(Tmux.binary) play \(Self.fixture)")
        defer { dumb.kill() }
        try dumb.waitFor("EXITED 2")
        #expect(dumb.capture().contains("TERM=dumb"))
        let unknown = try Tmux.start(command: "TERM=no-such-terminal \(Tmux.binary) play \(Self.fixture)")
        defer { unknown.kill() }
        try unknown.waitFor("EXITED 2")
        #expect(unknown.capture().contains("terminal type 'no-such-terminal' is unknown"))
        #expect(unknown.format("#{alternate_on}") == "0")
    }
}
