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
    static let pack = Repository.fixture("e2e/pack")
    static let quickLevel = Repository.fixture("e2e/pack/one.json")
    static let timedLevel = Repository.fixture("e2e/pack/two.json")

    /// A fresh data folder, so saved progress and the first-steps card start from nothing.
    static func dataDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-e2e-\(UUID().uuidString)")
            .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The clock's seconds shown on the status panel ("Time left  0:57" gives 57).
    static func secondsShown(_ screen: String) -> Int? {
        guard let range = screen.range(of: #"Time left  \d+:\d\d"#, options: .regularExpression) else { return nil }
        let parts = screen[range].dropFirst("Time left  ".count).split(separator: ":")
        guard parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]) else { return nil }
        return minutes * 60 + seconds
    }

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

        try tmux.quitByAsking()
        tmux.expectRestored()
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

    @Test func keysTypedAsALevelEndsDoNotSkipItsEndScreen() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.quickLevel)")
        defer { tmux.kill() }
        try tmux.waitPastTheCard(to: "Goals 0/1")
        // CAT does the goals and Ctrl-F finishes the level; the rest is typed at once, as a fast typist
        // would: its `r` used to retry the level and its Enter to leave the end screen.
        tmux.type("cat\r")
        tmux.press("C-f")
        tmux.type("dogr\r")
        try tmux.waitFor("Level complete!")
        // The bar shows the end screen's keys once they work: the burst was read before, and ignored.
        // (How long the moment lasts is tested on a fake clock: FairTransitionTests.)
        try tmux.waitForBar("Enter quit")
        let screen = tmux.capture()
        #expect(screen.contains("Level complete!"))
        #expect(screen.contains("Found 1 of"))
        #expect(!screen.contains("Goals 0/1"))
        // After the moment, a deliberate key acts: r retries (a new game, its card first).
        tmux.type("r")
        try tmux.waitPastTheCard(to: "Goals 0/1")
    }

    @Test func aTooSmallWindowStopsTheClockAndPlaysNoKeys() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.timedLevel)")
        defer { tmux.kill() }
        // A timed level waits for a key before its clock runs.
        // That the clock waits, and stands still while too small, is tested on a fake clock
        // (FairTransitionTests); here the real terminal's resize reaches the game.
        try tmux.waitFor("Press any key to start")
        tmux.press("Space")
        try tmux.waitFor("Goals 0/2")
        let start = try #require(Self.secondsShown(tmux.capture()))
        #expect(start >= 59, "the clock waited for the key")
        // Both limits are shown.
        #expect(tmux.capture().contains(", 10 moves"))
        tmux.resize(width: 50, height: 14)
        try tmux.waitFor("Terminal too small")
        tmux.resize(width: 100, height: 40)
        try tmux.waitFor("Goals 0/2")
        let screen = tmux.capture()
        let after = try #require(Self.secondsShown(screen))
        #expect(start - after <= 1, "the clock stood still while the window was too small")
        #expect(screen.contains("Words found (0)"))
    }

    @Test func theQuitQuestionHidesTheBoardAndSaysWhatIsTrue() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        tmux.type("cat")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CAT +50")
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        let screen = tmux.capture()
        #expect(!screen.contains("Board"))
        #expect(!screen.contains("Goals"))
        // Left in progress, the level is kept to resume (docs/decisions/0090).
        #expect(screen.contains("This level is not finished: it is kept, and offered to"))
        // A single level file's games are recorded too (statistics), so finished levels are saved.
        #expect(screen.contains("Finished levels are saved."))
        tmux.type("n")
        try tmux.waitFor("Goals 0/2")
    }

    @Test func dragTrackingIsAskedForAndTurnedOff() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        #expect(tmux.format("#{mouse_button_flag}") == "1")
        #expect(tmux.format("#{mouse_sgr_flag}") == "1")
        try tmux.quitByAsking()
        #expect(tmux.format("#{mouse_button_flag}") == "0")
        #expect(tmux.format("#{mouse_sgr_flag}") == "0")
        #expect(tmux.format("#{mouse_any_flag}") == "0")
    }

    @Test func aMouseDragAcrossTilesPicksThePath() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        let lines = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The board's first row, CATS, however wide its tiles are drawn at this size.
        let row = try #require(
            lines.firstIndex { line in
                let words = line.split(separator: " ").map(String.init)
                return words.indices.contains { words[$0...].starts(with: ["C", "A", "T", "S"]) }
            })
        let line = Array(lines[row])
        func column(_ letter: Character) throws -> Int {
            try #require(line.indices.first { line[$0] == letter && line[$0 - 1] == " " && line[$0 + 1] == " " })
        }
        // What a terminal sends in SGR mode (1006) with drag tracking (1002): a press, motion with the
        // button held, a release; 1-based columns and rows.
        let (c, a, t) = (try column("C") + 1, try column("A") + 1, try column("T") + 1)
        tmux.type("\u{1B}[<0;\(c);\(row + 1)M")
        tmux.type("\u{1B}[<32;\(a);\(row + 1)M")
        tmux.type("\u{1B}[<32;\(t);\(row + 1)M")
        tmux.type("\u{1B}[<0;\(t);\(row + 1)m")
        try tmux.waitFor("Word CAT  ✓ can be formed, 50 points")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CAT +50")
    }

    @Test func dragTrackingComesBackAfterControlZ() throws {
        // An interactive shell with job control, as a player has: Ctrl-Z stops the game, `fg` resumes it.
        let tmux = try Tmux.start(command: "PS1='$ ' bash --norc --noprofile -i")
        defer { tmux.kill() }
        try tmux.waitFor("$")
        tmux.type("\(Tmux.binary) play \(Self.fixture)\r")
        try tmux.waitFor("Goals 0/2")
        #expect(tmux.format("#{mouse_button_flag}") == "1")
        tmux.press("C-z")
        try tmux.waitFor("Stopped")
        #expect(tmux.format("#{mouse_any_flag}") == "0")
        #expect(tmux.format("#{alternate_on}") == "0")
        tmux.type("fg\r")
        try tmux.waitFor("Goals 0/2")
        try tmux.waitFor(condition: "drag tracking back") { tmux.format("#{mouse_button_flag}") == "1" }
        #expect(tmux.format("#{mouse_sgr_flag}") == "1")
        try tmux.quitByAsking(exit: false)
    }

    @Test func controlBackslashRestoresTheTerminal() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        tmux.press("C-\\")
        try tmux.waitFor("EXITED 131")
        tmux.expectRestored()
        #expect(!tmux.capture().contains("Goals 0/2"))
    }

    @Test func theCampaignScreenListsThePackWithTheStarsEarned() throws {
        let data = Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let command = "\(Tmux.binary) play --data-dir \(data) \(Self.pack)"
        let tmux = try Tmux.start(command: command)
        defer { tmux.kill() }
        try tmux.waitFor("Tmux Pack")
        var screen = tmux.capture()
        #expect(screen.contains("> 1  Quick One  (next)"))
        #expect(screen.contains("2  Timed Two  (locked)"))
        tmux.press("Enter")
        // The first level a player ever sees teaches first.
        try tmux.waitFor("First steps")
        tmux.press("Space")
        // Then the pack's first level has its card.
        try tmux.waitPastTheCard(to: "Goals 0/1")
        tmux.type("cat\r")
        try tmux.waitFor("Goals done")
        tmux.press("C-f")
        try tmux.waitFor("Level complete!")
        try tmux.waitForBar("Enter levels")
        tmux.press("Enter")
        // The level's own header names the pack too: wait for the campaign screen's list.
        try tmux.waitFor("> 2  Timed Two  (next)")
        screen = tmux.capture()
        #expect(screen.contains("1  Quick One"))
        #expect(screen.contains("★☆☆"))
        #expect(screen.contains("> 2  Timed Two  (next)"))
        tmux.type("q")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")

        // Played again: the card is not shown again, and the saved stars are listed.
        let again = try Tmux.start(command: command)
        defer { again.kill() }
        try again.waitFor("Tmux Pack")
        #expect(again.capture().contains("★☆☆"))
        again.press("Up")
        again.press("Enter")
        try again.waitFor("Goals 0/1")
        #expect(!again.capture().contains("First steps"))
    }

    /// Every signal whose default action ends the process restores the terminal. Stop signals (SIGTERM,
    /// SIGHUP, SIGXFSZ, SIGXCPU, SIGUSR1, SIGALRM, a real-time signal, ...) end the game through its loop;
    /// a crash's signals (SEGV, ABRT, ILL, SYS: nothing in the game crashes on purpose, so they are sent
    /// from outside) through the crash handler, which restores the terminal and lets the signal end the
    /// process. Either way the status is 128 + N and the terminal is as it was.
    @Test(arguments: [
        SIGTERM, SIGHUP, SIGSEGV, SIGABRT, SIGILL, SIGSYS, SIGXFSZ, SIGXCPU, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
        SIGPROF, SIGPIPE, SIGPOLL, SIGPWR, SIGSTKFLT, 34, 64,
    ])
    func aSignalThatEndsTheGameRestoresTheTerminal(_ signal: Int32) throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-e2e-\(UUID().uuidString)")
            .path
        defer { unlink(pidFile) }
        // The inner sh writes its id, then becomes the game (exec keeps the id); no core file.
        let tmux = try Tmux.start(
            command: "sh -c 'ulimit -c 0; echo $$ > \(pidFile); exec \(Tmux.binary) play \(Self.fixture)'")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Glibc.kill(pid, signal) == 0)
        try tmux.waitFor("EXITED \(128 + signal)")
        tmux.expectRestored()
        #expect(tmux.format("#{mouse_button_flag}") == "0")
        #expect(!tmux.capture().contains("Goals 0/2"))
    }

    @Test func asciiAndNoColourWork() throws {
        let tmux = try Tmux.start(command: "NO_COLOR=1 \(Tmux.binary) play --ascii \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("+- Board ---")
        #expect(!tmux.capture().contains("─"))
        try tmux.quitByAsking()
    }

    /// Without a screen to draw on (no terminal for input, TERM=dumb) the game is played in plain mode
    /// (docs/PLAY-PLAIN.md), on the main screen; an unknown terminal type is still a mistake to report.
    @Test func withoutAUsableScreenItPlaysPlain() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture) < /dev/null")
        defer { tmux.kill() }
        try tmux.waitFor("EXITED 0")
        #expect(tmux.capture().contains("wordfall, plain mode."))
        let dumb = try Tmux.start(command: "TERM=dumb \(Tmux.binary) play \(Self.fixture)")
        defer { dumb.kill() }
        try dumb.waitFor("Type a word and Enter.")
        #expect(dumb.format("#{alternate_on}") == "0")
        dumb.type("cat")
        dumb.press("Enter")
        try dumb.waitFor("CAT accepted, 50 points. Score 50.")
        dumb.type("quit")
        dumb.press("Enter")
        try dumb.waitFor("anything else to go on.")
        dumb.type("yes")
        dumb.press("Enter")
        try dumb.waitFor("EXITED 0")
        let unknown = try Tmux.start(command: "TERM=no-such-terminal \(Tmux.binary) play \(Self.fixture)")
        defer { unknown.kill() }
        try unknown.waitFor("EXITED 2")
        #expect(unknown.capture().contains("terminal type 'no-such-terminal' is unknown"))
        #expect(unknown.format("#{alternate_on}") == "0")
        // Plain `wordfall` (the home screen on a terminal) plays plain too: its home is the starter pack.
        let data = Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let home = try Tmux.start(command: "TERM=dumb \(Tmux.binary) --data-dir \(data)")
        defer { home.kill() }
        try home.waitFor("Type a level's number")
        #expect(home.capture().contains("1. First Steps: not played yet."))
        #expect(home.format("#{alternate_on}") == "0")
    }
}
