import Foundation
import Testing
import WordfallTestSupport

/// A challenge of each kind (a seed's round, a day's puzzle, a starter level, a level file of one's own)
/// played on screen shows the board `run CODE` plays headless: the same game; one is pasted on the home
/// screen's Friend's code (docs/RULES.md, "Challenges"). Each waits for what the screen shows.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct ChallengeScreenTests {
    /// The letters of the board box on screen, row by row, as `run` writes them (a Q tile, shown Qu, as Q;
    /// Catalan's Ŀl and Ny as [L·L] and [NY]; bonus labels left out).
    static func boardOnScreen(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let top = lines.firstIndex(where: { $0.contains("─ Board ") }) else { return [] }
        var rows: [String] = []
        for line in lines[(top + 1)...] {
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { break }
            let tiles = parts[1].split(separator: " ").filter {
                $0.count == 1 && $0.first?.isUppercase == true || ["Qu", "Ŀl", "Ny"].contains($0)
            }
            let written = ["Qu": "Q", "Ŀl": "[L·L]", "Ny": "[NY]"]
            if !tiles.isEmpty { rows.append(tiles.map { written[String($0)] ?? String($0) }.joined()) }
        }
        return rows
    }

    /// The starting board `run CODE` plays (its `levelStarted` line).
    static func boardHeadless(_ code: String, extra: [String]) throws -> [String] {
        let run = try WordfallBinary.built.run(["run", code] + extra, input: "")
        let line = try #require(run.stdout.split(separator: "\n").first, "\(run)")
        let board = try #require(line.firstMatch(of: /"board":\[((?:"[^"]*",?)*)\]/)?.1)
        return board.split(separator: ",").map {
            $0.replacingOccurrences(of: "\"", with: "")
        }
    }

    @Test func everyKindShowsTheBoardRunPlays() throws {
        let root = WordfallBinary.repositoryRoot.path
        let own = Repository.fixture("challenge/two-moves.json")
        let kinds: [(made: [String], extra: [String])] = [
            (["--seed", "42"], []), (["--daily", "2026-11-24"], []),
            ([root + "/Resources/Levels/03-hidden-garden.json"], []), ([own], ["--level", own]),
            (["--seed", "11", "--language", "ca"], []), ([root + "/Resources/Levels/ca/02-generated.json"], []),
            (["--daily", "2026-11-24", "--language", "ca"], []),
        ]
        for kind in kinds {
            let code = try WordfallBinary.built.run(["challenge"] + kind.made).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let expected = try Self.boardHeadless(code, extra: kind.extra)
            let extra = kind.extra.map { "'\($0)'" }.joined(separator: " ")
            let tmux = try Tmux.start(command: "\(Tmux.binary) play \(code) \(extra) --name ann")
            defer { tmux.kill() }
            try tmux.waitFor(condition: "the level or its card") {
                let screen = tmux.capture()
                return screen.contains("Words found") || screen.contains("any key")
            }
            if tmux.capture().contains("any key") { tmux.press("Space") }
            try tmux.waitFor("Words found")
            #expect(
                Self.boardOnScreen(tmux.capture()) == expected,
                "\(kind.made): \(tmux.capture())")
            try tmux.quitByAsking()
        }
    }

    /// A Catalan round played on screen to its end: its L·L and NY words typed, the result line and a
    /// friend's compared keep them whole (docs/LANGUAGES.md).
    @Test func aCatalanRoundEndsWithItsTilesWhole() throws {
        let code = try WordfallBinary.built.run(["challenge", "--seed", "11", "--language", "ca"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let friend = try WordfallBinary.built.run(["run", code, "--name", "bob"], input: "nul·la\n").stdout
        let theirs = try #require(friend.firstMatch(of: /"result":"([^"]*)"/)?.1)
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(code) --name ann")
        defer { tmux.kill() }
        try tmux.waitFor("any key")
        tmux.press("Space")
        try tmux.waitFor("Words found")
        tmux.type("renyit\r")
        try tmux.waitFor("RENYIT accepted")
        tmux.type("nul.la\r")
        try tmux.waitFor("NUL·LA accepted")
        tmux.press("C-f")
        try tmux.waitFor("Ctrl-F again ends the round")
        tmux.press("C-f")
        try tmux.waitFor("Challenge over")
        let compact = code.filter { $0 != "-" }
        #expect(tmux.capture().contains("\(compact):ann:680:RENYIT@"), "\(tmux.capture())")
        #expect(tmux.capture().contains(",NUL·LA@"), "\(tmux.capture())")
        try tmux.waitForBar("Enter quit")
        tmux.type("c")
        try tmux.waitFor("Your friend's result line")
        tmux.type(String(theirs) + "\r")
        try tmux.waitFor("Both found: NUL·LA 260")
        #expect(tmux.capture().contains("Only ann: RENYIT 420"), "\(tmux.capture())")
        #expect(tmux.capture().contains("ann won, by 420 points."), "\(tmux.capture())")
    }

    @Test func aCodePastedOnTheHomeScreenPlaysItsGame() throws {
        let code = try WordfallBinary.built.run(["challenge", "--seed", "7"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = try Self.boardHeadless(code, extra: [])
        let tmux = try Tmux.start(command: "\(Tmux.binary)")
        defer { tmux.kill() }
        try tmux.waitFor("9  Friend's code")
        tmux.type("9")
        try tmux.waitFor("Paste or type the code your friend sent")
        tmux.type(code.lowercased() + "\r")
        // The first challenge asks for the name the result line carries, once (issue 42).
        try tmux.waitFor("Name: _")
        tmux.type("zoe\r")
        try tmux.waitFor("any key")
        tmux.press("Space")
        try tmux.waitFor("Words found")
        #expect(Self.boardOnScreen(tmux.capture()) == expected, "\(tmux.capture())")
        tmux.type("zzz\r")
        try tmux.waitFor("ZZZ: not in the dictionary")
        #expect(!tmux.capture().contains("words add"))
        try tmux.quitByAsking(exit: false)
    }
}
