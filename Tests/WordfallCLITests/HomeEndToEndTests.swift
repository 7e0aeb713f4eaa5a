import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Plain `wordfall` in a real terminal: the home screen, today's puzzle picked from it, the quit
/// dialog's way back, the statistics.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct HomeEndToEndTests {
    /// A level left for the menu is Continue's first offer, and resumes where it stood.
    @Test func continueResumesTheLevelLeft() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-home-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let tmux = try Tmux.start(command: "\(Tmux.binary) --data-dir \(data)")
        defer { tmux.kill() }
        try tmux.waitFor("Wordfall Starter Pack, level 1 of 13")
        tmux.press("Enter")
        try tmux.waitFor("> 1  First Steps")
        tmux.press("Enter")
        try tmux.waitFor("First steps")
        tmux.press("Space")
        try tmux.waitFor("Goals 0/1")
        tmux.type("cat\r")
        try tmux.waitFor("CAT accepted")
        tmux.press("C-d")
        try tmux.waitFor("m back to the menu")
        tmux.type("m")
        try tmux.waitFor("1  Continue        First Steps: 50 points, 9 moves left, 1 word found")
        tmux.press("Enter")
        try tmux.waitFor("Welcome back")
        tmux.press("Enter")
        try tmux.waitFor("Resumed where you left it.")
        #expect(tmux.capture().contains("Last word  CAT +50"))
        tmux.press("C-d")
        try tmux.waitFor("y quit")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")
    }

    /// Issue 40: Endless and Practice are on the home screen, and the hard-mode switch shows its state and
    /// is kept for the next start.
    @Test func endlessIsPlayedFromTheHomeScreenAndTheHardSwitchIsKept() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-home-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let tmux = try Tmux.start(command: "\(Tmux.binary) --data-dir \(data)")
        defer { tmux.kill() }
        try tmux.waitFor("3  Endless         last as long as the fires let you")
        #expect(tmux.capture().contains("4  Practice        a board of your own, untimed, nothing saved"))
        tmux.type("3")
        try tmux.waitFor("Press any key to start")
        tmux.press("Space")
        try tmux.waitFor("Endless, level 1")
        tmux.press("C-d")
        try tmux.waitFor("m back to the menu")
        tmux.type("m")
        try tmux.waitFor("h hard: off")
        tmux.type("h")
        try tmux.waitFor("h hard: on")
        #expect(tmux.capture().contains("Hard mode       on"))
        tmux.type("q")
        try tmux.waitFor("EXITED 0")
        let again = try Tmux.start(command: "\(Tmux.binary) --data-dir \(data)")
        defer { again.kill() }
        try again.waitFor("h hard: on")
        again.type("q")
        try again.waitFor("EXITED 0")
    }

    @Test func pickTodaysPuzzleQuitBackAndOpenTheStatistics() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-home-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let tmux = try Tmux.start(command: "\(Tmux.binary) --data-dir \(data)")
        defer { tmux.kill() }
        try tmux.waitFor("Wordfall Starter Pack, level 1 of 13")
        // Today's puzzle by its number and date (docs/RULES.md, "The daily: a round, then the hunt").
        #expect(tmux.capture().contains("2  Today's puzzle  #"))
        #expect(tmux.capture().contains(": not played yet"))

        tmux.type("2")
        try tmux.waitFor("Press any key to start")
        tmux.press("Space")
        try tmux.waitFor("Rank       Beginner")
        tmux.press("C-d")
        // Left, it is kept, its clock running on (docs/decisions/0090); back on the home screen, it is
        // offered again, and n ends it as it stands.
        try tmux.waitFor("Leave today's puzzle?")
        tmux.type("m")
        try tmux.waitFor("2  Today's puzzle")
        tmux.type("2")
        try tmux.waitFor("Welcome back")
        tmux.type("n")
        try tmux.waitFor("Daily puzzle over")
        try tmux.waitFor("Rank: Beginner  You ended it.")
        try tmux.waitForBar("Enter quit")
        tmux.press("Enter")
        try tmux.waitFor("m back to the menu")
        #expect(tmux.capture().contains("Today's round is saved. Its hunt is open all day:"))
        tmux.type("m")
        try tmux.waitFor("Round: Beginner. Hunt: 0 of ")
        tmux.type("6")
        try tmux.waitFor("Games played      1")
        tmux.type("x")
        try tmux.waitFor("Round: Beginner. Hunt: 0 of ")
        // Played today: where the day stands and yesterday's answers; Enter plays the hunt, not a second round.
        tmux.type("2")
        try tmux.waitFor("Enter plays the hunt")
        #expect(tmux.capture().contains("Yesterday, #"))
        tmux.press("Enter")
        try tmux.waitFor("(hunt)")
        tmux.press("C-d")
        try tmux.waitFor("Your words are kept")
        tmux.type("m")
        try tmux.waitFor("Round: Beginner. Hunt: 0 of ")
        tmux.type("q")
        try tmux.waitFor("EXITED 0")
        tmux.expectRestored()
    }

    /// Damaged saved data is said in full on the home screen, once: the game started there does not say it again.
    @Test func damagedDataIsSaidOnTheHomeScreenOnce() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-home-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        try "not a database, not at all".write(toFile: data + "/wordfall.sqlite3", atomically: true, encoding: .utf8)
        let tmux = try Tmux.start(command: "\(Tmux.binary) --data-dir \(data)")
        defer { tmux.kill() }
        try tmux.waitFor("a new database was started.")
        tmux.type("1")
        try tmux.waitFor("Enter play")
        #expect(!tmux.capture().contains("damaged"))
        try tmux.quitByAsking()
    }
}
