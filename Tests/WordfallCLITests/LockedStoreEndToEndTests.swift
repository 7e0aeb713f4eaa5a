import Foundation
import Glibc
import Testing
import WordfallTestSupport

@testable import WordfallProgress
@testable import wordfall

/// Another program holds the database's write lock (a `sqlite3` shell in `BEGIN EXCLUSIVE`, a backup)
/// while the game runs (issue 30, docs/decisions/0310): nothing waits for it, Ctrl-C ends the game at
/// once, and what could not be saved is said on the way out, kept in a journal beside the store and saved
/// at the next start.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct LockedStoreEndToEndTests {
    /// Waits for the pane's command to end with `status`; the seconds it took from `start`.
    static func secondsUntil(_ status: Int, in tmux: Tmux, from start: Date) throws -> Double {
        try tmux.waitFor("EXITED \(status)", seconds: 5)
        return Date().timeIntervalSince(start)
    }

    static func journals(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix(GameStore.journalPrefix)
        }
    }

    /// A level in progress whose last move could not be kept: Ctrl-C ends the game within half a second
    /// (it waited 2 s before), says where the game went, and the next start keeps it in the store.
    @Test func ctrlCUnderAHeldLockEndsAtOnceAndTheLevelIsKeptAtTheNextStart() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let tmux = try ResumeEndToEndTests.play(folder)
        defer { tmux.kill() }
        try tmux.waitFor("any key")
        tmux.press("Space")
        tmux.type("cat")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CAT +50")
        let holder = try TerminalFaultTests.holdLock(data, milliseconds: 5_000)
        defer { holder.terminate() }
        // A word refused is a move too, kept as any other; a second word would win the level, and a won level
        // left ends rather than being kept (docs/RULES.md, "A level left and resumed").
        tmux.type("xyz")
        tmux.press("Enter")
        try tmux.waitFor("XYZ")
        let start = Date()
        tmux.press("C-c")
        let seconds = try Self.secondsUntil(130, in: tmux, from: start)
        // Half a second, plus the test's own polling of the pane (50 ms) on a loaded machine.
        #expect(seconds < 0.7, "Ctrl-C took \(seconds) s")
        let screen = tmux.capture().replacingOccurrences(of: "\n", with: "")
        #expect(
            screen.contains("The level in progress could not be kept in \(data)/wordfall.sqlite3 (another"), "\(screen)"
        )
        #expect(screen.contains("is kept in the store the next time wordfall starts."), "\(screen)")
        tmux.expectRestored()
        #expect(Self.journals(data).count == 1)
        holder.terminate()
        holder.waitUntilExit()
        let opened = GameStore.open(directory: data)
        let store = try #require(opened.store)
        #expect(opened.warnings.first?.contains("(a level in progress) was kept in") == true, "\(opened.warnings)")
        let kept = try #require(try store.gamesInProgress().first)
        #expect(kept.moves.split(separator: "\n").map { $0.split(separator: "\t").last } == ["CAT", "XYZ"])
        #expect(Self.journals(data) == [])
    }

    /// The offer's n (start again) under a held lock forgets the kept game without waiting for the lock:
    /// the level starts at once, Ctrl-C acts at once, and stderr says the game is still kept.
    @Test func startingAgainUnderAHeldLockNeverWaits() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let first = try ResumeEndToEndTests.play(folder)
        defer { first.kill() }
        try first.waitFor("any key")
        first.press("Space")
        first.type("cat")
        first.press("Enter")
        try first.waitFor("Last word  CAT +50")
        try first.quitByAsking()
        let holder = try TerminalFaultTests.holdLock(data, milliseconds: 5_000)
        defer { holder.terminate() }
        let second = try ResumeEndToEndTests.play(folder)
        defer { second.kill() }
        try second.waitFor("Welcome back", seconds: 3)
        second.type("n")
        try second.waitFor("any key", seconds: 1)
        let start = Date()
        second.press("C-c")
        let seconds = try Self.secondsUntil(130, in: second, from: start)
        #expect(seconds < 0.7, "Ctrl-C took \(seconds) s")
        let screen = second.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("The game you left of Come Back is still kept"), "\(screen)")
    }

    /// `--theme` chosen while the lock is held (issue 30, item 8): the screen comes at once (it froze for
    /// the 10 s busy timeout), Ctrl-C acts at once, and the theme is kept at the next start.
    @Test func aThemeChosenUnderAHeldLockNeitherFreezesTheGameNorIsLost() throws {
        let data = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let probe = try WordfallBinary.built.run(["store-probe", "--data-dir", data])
        #expect(probe.status == 0, "\(probe)")
        let holder = try TerminalFaultTests.holdLock(data, milliseconds: 5_000)
        defer { holder.terminate() }
        let tmux = try Tmux.start(
            command: "\(Tmux.binary) play --theme light --data-dir \(data) \(TerminalFaultTests.quickLevel)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/1", seconds: 3)
        let start = Date()
        tmux.press("C-c")
        let seconds = try Self.secondsUntil(130, in: tmux, from: start)
        #expect(seconds < 0.7, "Ctrl-C took \(seconds) s")
        let screen = tmux.capture().replacingOccurrences(of: "\n", with: "")
        #expect(
            screen.contains("Not saved yet, another program kept the database locked: your theme. Kept in"), "\(screen)"
        )
        holder.terminate()
        holder.waitUntilExit()
        let store = try #require(GameStore.open(directory: data).store)
        #expect(store.setting("theme") == "light")
    }

    /// A setting the game keeps on the input path (the rules met, as a level starts) waits a moment at
    /// most under a held lock: it goes on a thread of its own, and is journaled if the lock outlives the game.
    @Test func aSettingOnTheInputPathNeverWaitsForTheLock() throws {
        let data = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let opened = SavedData.open(directory: data)
        let holder = try #require(GameStore.open(directory: data).store)
        try holder.holdingWriteLock {
            let start = Date()
            opened.keepSetting("rules-met", to: "static", chosen: false)
            #expect(Date().timeIntervalSince(start) < 0.2)
            opened.laterWarnings.flush()
        }
        #expect(opened.laterWarnings.failedSettings == 0)
        let store = try #require(GameStore.open(directory: data).store)
        #expect(store.setting("rules-met") == "static")
    }

    /// A move made while another program holds the lock is kept in a journal at once, so a kill before the
    /// lock goes loses nothing: the next start keeps it in the store (the attack's re-try, issue 30).
    @Test func aMoveUnderAHeldLockSurvivesAKill() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/saved"
        let pidFile = folder + "/pid"
        let tmux = try ResumeEndToEndTests.play(folder, pidFile: pidFile)
        defer { tmux.kill() }
        try tmux.waitFor("any key")
        tmux.press("Space")
        tmux.type("cat")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CAT +50")
        let holder = try TerminalFaultTests.holdLock(data, milliseconds: 5_000)
        defer { holder.terminate() }
        tmux.type("dog")
        tmux.press("Enter")
        try tmux.waitFor("Last word  DOG")
        try tmux.waitFor(condition: "a journal of the move") { Self.journals(data).count == 1 }
        let pid = try #require(
            pid_t(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        Glibc.kill(pid, SIGKILL)
        holder.terminate()
        holder.waitUntilExit()
        let opened = GameStore.open(directory: data)
        let store = try #require(opened.store)
        let kept = try #require(try store.gamesInProgress().first)
        #expect(kept.moves.split(separator: "\n").map { $0.split(separator: "\t").last } == ["CAT", "DOG"])
        #expect(Self.journals(data) == [])
    }
}
