import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// One tmux server with one 100x40 pane running a command, then `EXITED <status>`.
struct Tmux {
    /// tmux's path, nil when it is not installed.
    static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The built `wordfall` next to the test bundle.
    static let binary: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        }
        while !directory.path.hasSuffix("/debug") && !directory.path.hasSuffix("/release") && directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("wordfall").path
    }()

    struct Timeout: Error, CustomStringConvertible {
        var expected: String
        var screen: String
        var description: String { "timed out waiting for \"\(expected)\"; the screen was:\n\(screen)" }
    }

    let socket: String

    /// Starts a detached server on its own socket, the pane running `command` in a UTF-8 xterm.
    static func start(command: String) throws -> Tmux {
        let tmux = Tmux(socket: "wordfall-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        // A non-interactive sh shares the game's process group: traps let it outlive Ctrl-C and Ctrl-\
        // and report the status.
        let shell = "trap true INT QUIT; \(command); echo EXITED $?; sleep 30"
        // Saved data goes to a folder of the test's own, never the developer's.
        let data = tmux.dataDirectory
        let status = tmux.run([
            "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "40", "-s", "e2e",
            "env", "TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "XDG_DATA_HOME=\(data)", "sh", "-c", shell,
        ]).status
        #expect(status == 0, "tmux new-session failed")
        return tmux
    }

    /// Runs tmux with `arguments` on this server and waits for it; its output goes through a file.
    ///
    /// `posix_spawn` and `waitpid`, not Foundation's `Process`: the client that
    /// starts the server could leave `Process` waiting (for a pipe's end, or for
    /// an exit it never saw), and the test would hang instead of failing.
    @discardableResult
    func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)").path
        defer { unlink(file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([Tmux.path ?? "tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, Tmux.path ?? "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else {
            return (-1, "")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xFF, output)
    }

    /// The pane's text.
    func capture() -> String { run(["capture-pane", "-p", "-t", "e2e"]).output }

    /// A tmux format value for the pane, e.g. `#{alternate_on}`.
    func format(_ format: String) -> String {
        run(["display-message", "-p", "-t", "e2e", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Types `text` literally.
    func type(_ text: String) { run(["send-keys", "-t", "e2e", "-l", text]) }

    /// Presses a named key (`Enter`, `C-c`, `Escape`).
    func press(_ key: String) { run(["send-keys", "-t", "e2e", key]) }

    func resize(width: Int, height: Int) {
        run(["resize-window", "-t", "e2e", "-x", String(width), "-y", String(height)])
    }

    /// Polls the pane until it shows `text`, for at most `seconds`.
    func waitFor(_ text: String, seconds: Double = 15) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = capture()
        while !screen.contains(text) {
            if Date() > deadline { throw Timeout(expected: text, screen: screen) }
            usleep(50_000)
            screen = capture()
        }
    }

    /// Waits until the bottom line (the keys bar) shows `text`: the end screen's bar shows its keys
    /// only once they work (after `PlayFlow.endScreenGrace`), so this is the wait for the end
    /// screen to take keys.
    func waitForBar(_ text: String, seconds: Double = 15) throws {
        try waitFor(condition: "the keys bar to show \(text)", seconds: seconds) {
            let lines = capture().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.last { !$0.isEmpty }?.hasPrefix(text) == true
        }
    }

    /// Quits the game the way a player does (Ctrl-D, then y) and, with `exit`, waits for the pane's
    /// command to report status 0.
    func quitByAsking(exit: Bool = true) throws {
        press("C-d")
        try waitFor("Quit wordfall?")
        type("y")
        if exit { try waitFor("EXITED 0") }
    }

    /// Expects the terminal restored: main screen, cursor shown, no mouse tracking.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(format("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(format("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        #expect(format("#{mouse_any_flag}") == "0", sourceLocation: sourceLocation)
    }

    /// Polls until `condition` holds, for at most `seconds`.
    /// Waits for `text`, passing a level's start card first if one shows (a retry's "A new game" card,
    /// a pack's first level): the card waits for a key and eats it, and a key pressed as it opens may be
    /// read by the screen before it, so a key (x) is pressed again (every 1.5 s) while the card is still there.
    /// Only a card that stays a moment (0.3 s) is one that waits: the card the test's last key dismissed is
    /// still on the pane for the few milliseconds the game takes to draw the level, and an x pressed then
    /// is typed into the level (issue 40: XCAT, "not in the dictionary").
    func waitPastTheCard(to text: String, seconds: Double = 15) throws {
        let card = "Press any key to start"
        var pressed = Date.distantPast
        var cardSince: Date?
        try waitFor(condition: text, seconds: seconds) {
            let screen = capture()
            if screen.contains(text) { return true }
            guard screen.contains(card) else {
                cardSince = nil
                return false
            }
            let since = cardSince ?? Date()
            cardSince = since
            if Date().timeIntervalSince(since) > 0.3 && Date().timeIntervalSince(pressed) > 1.5 {
                press("x")
                pressed = Date()
            }
            return false
        }
    }

    func waitFor(condition name: String, seconds: Double = 15, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { throw Timeout(expected: name, screen: capture()) }
            usleep(50_000)
        }
    }

    /// Kills the server and the pane's processes (by their ids: the server may linger after `kill-server`).
    func kill() {
        let ids = format("#{pid} #{pane_pid}").split(separator: " ").compactMap { pid_t($0) }
        run(["kill-server"])
        for id in ids.reversed() where id > 1 { Glibc.kill(id, SIGKILL) }
        try? FileManager.default.removeItem(atPath: dataDirectory)
    }

    /// The `XDG_DATA_HOME` of the pane: saved data lands in its `wordfall/`.
    var dataDirectory: String { FileManager.default.temporaryDirectory.appendingPathComponent(socket).path }
}
