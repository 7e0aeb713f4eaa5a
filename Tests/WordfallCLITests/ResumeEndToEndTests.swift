import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// A level left in progress, in a real terminal (docs/decisions/0224, 0290): quit with Ctrl-D, or stopped
/// by SIGTERM, it is offered the next time, resumed where it stood, and its replay is one game.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct ResumeEndToEndTests {
    static let level = Repository.fixture("e2e/resume.json")

    /// Starts `wordfall play` of the resume level on `folder`'s saved data, its process id written to `pidFile`.
    static func play(_ folder: String, pidFile: String? = nil) throws -> Tmux {
        let play = "\(Tmux.binary) play --data-dir \(folder)/saved \(level)"
        guard let pidFile else { return try Tmux.start(command: play) }
        return try Tmux.start(command: "sh -c 'echo $$ > \(pidFile); exec \(play)'")
    }

    /// The offer, Enter, and the game where it stood: its score, word, moves, and the clock where it stopped.
    static func resume(_ folder: String) throws -> Tmux {
        let tmux = try play(folder)
        try tmux.waitFor("Welcome back")
        let offer = tmux.capture()
        #expect(offer.contains("You left Come Back with 50 points, 9 moves left, 1 word found."), "\(offer)")
        #expect(offer.contains("Its clock stopped where you left it:"))
        #expect(offer.contains("Enter resumes, n starts again."))
        tmux.press("Enter")
        try tmux.waitFor("Resumed where you left it.")
        let screen = tmux.capture()
        #expect(screen.contains("Last word  CAT +50"))
        #expect(screen.contains("Score 50"))
        #expect(screen.contains("Moves left 9"))
        return tmux
    }

    /// The second word ends the level; the saved game is one game of both words, and it replays the same.
    static func finish(_ tmux: Tmux, folder: String) throws {
        tmux.type("dog")
        tmux.press("Enter")
        try tmux.waitFor("Level complete!")
        try tmux.waitForBar("Enter")
        tmux.press("C-d")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")
        let data = ["--data-dir", folder + "/saved"]
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1"] + data)
        #expect(verify.status == 0, "\(verify)")
        #expect(verify.stdout.hasSuffix("replayed 120 points, completed: the same\n"), "\(verify)")
        let export = try WordfallBinary.built.run(["replay", "--export", "1"] + data)
        #expect(export.stdout.split(separator: "\n").filter { !$0.hasPrefix(":") && !$0.hasPrefix("#") } == ["CAT", "DOG"])
        let list = try WordfallBinary.built.run(["replay", "--list"] + data)
        #expect(list.stdout.split(separator: "\n").count == 1, "one game: \(list.stdout)")
    }

    @Test func quitWithCtrlDThenResumeWhereItStood() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Self.play(folder)
        defer { first.kill() }
        try first.waitFor("any key")
        first.press("Space")
        first.type("cat")
        first.press("Enter")
        try first.waitFor("Last word  CAT +50")
        first.press("C-d")
        try first.waitFor("it is kept, and offered to")
        first.type("y")
        try first.waitFor("EXITED 0")

        let second = try Self.resume(folder)
        defer { second.kill() }
        try Self.finish(second, folder: folder)
    }

    @Test func stoppedBySIGTERMMidLevelThenResumed() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pidFile = folder + "/pid"
        let first = try Self.play(folder, pidFile: pidFile)
        defer { first.kill() }
        try first.waitFor("any key")
        first.press("Space")
        first.type("cat")
        first.press("Enter")
        try first.waitFor("Last word  CAT +50")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        Glibc.kill(pid, SIGTERM)
        try first.waitFor("EXITED 143")

        let second = try Self.resume(folder)
        defer { second.kill() }
        try Self.finish(second, folder: folder)
    }
}
