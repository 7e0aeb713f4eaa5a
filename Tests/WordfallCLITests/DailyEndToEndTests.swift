import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// The daily puzzle in a real terminal: the live rank, "Leave the puzzle of 2026-11-24?", the result kept once.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct DailyEndToEndTests {
    @Test func playEndAndFindTheResultKept() throws {
        let folder = try TerminalFaultTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = ["--data-dir", folder]
        let tmux = try Tmux.start(command: "\(Tmux.binary) daily --date 2026-11-24 --data-dir \(folder)")
        defer { tmux.kill() }
        try tmux.waitFor("Daily puzzle, 24 November 2026")
        // A timed level's clock waits for a key.
        try tmux.waitFor("any key")
        tmux.press("Space")
        try tmux.waitFor("110 to Good Start")
        tmux.type("trooper")
        tmux.press("Enter")
        try tmux.waitFor("Last word  TROOPER +450")
        try tmux.waitFor("372 to Solid")
        #expect(tmux.capture().contains("Rank       Good "))
        tmux.type("=")
        try tmux.waitFor("a mounted policeman")
        tmux.type("x")
        tmux.press("C-d")
        try tmux.waitFor("Leave the puzzle of 2026-11-24?")
        #expect(tmux.capture().contains("Its clock runs"))
        tmux.type("y")
        try tmux.waitFor("EXITED 0")

        // Kept (docs/decisions/0090): offered again, its clock having run on; n ends it as it stands.
        let again = try Tmux.start(command: "\(Tmux.binary) daily --date 2026-11-24 --data-dir \(folder)")
        defer { again.kill() }
        try again.waitFor("Welcome back")
        let offer = again.capture()
        #expect(offer.contains("You left Daily puzzle, 24 November 2026 with 450 points, 1 word"))
        #expect(offer.contains("Its clock ran on while you were away:"))
        #expect(offer.contains("Enter resumes, n ends it as it stands."))
        again.type("n")
        try again.waitFor("Daily puzzle over")
        try checkTheResult(again, data: data)
    }

    /// The end screen of the daily ended with TROOPER, and what `daily --share`, `stats` and `replay` keep of it.
    func checkTheResult(_ tmux: Tmux, data: [String]) throws {
        // The whole end screen, not the first frame that says the daily is over (a loaded machine caught it
        // half drawn).
        try tmux.waitFor("your longest 7 letters")
        let review = tmux.capture()
        #expect(review.contains("Rank: Good  You ended it."))
        #expect(review.contains("wordfall daily #1 2026-11-24"))
        #expect(!review.contains("generator"), "the generator is the game's business, not the share text's")
        #expect(review.contains("450 of 5,480 points (8%)"))
        #expect(review.contains("1 of 52 words, your longest 7 letters"))
        #expect(!review.contains("r retry"))
        // The end screen ignores keys for a moment after it appears; its bar shows them once they work.
        try tmux.waitForBar("Enter quit")
        tmux.type("q")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")

        let share = try WordfallBinary.built.run(["daily", "--share", "--date", "2026-11-24", "--ascii"] + data)
        #expect(
            share.stdout
                == "wordfall daily #1 2026-11-24\nRound: Good ####......\n450 of 5,480 points (8%)\n"
                + "1 of 52 words, your longest 7 letters\n"
                // The shape, from the game kept of the day: TROOPER is the big word.
                + "3 .......... 0/24\n4 .......... 0/20\n5 .......... 0/5\n6 .......... 0/2\n7 ########## 1/1\n"
                + "big word (7 letters) found\n")
        let stats = try WordfallBinary.built.run(["stats", "--json"] + data)
        #expect(stats.stdout.contains(#""daily":{"language":"en","daysPlayed":1,"#))
        #expect(stats.stdout.contains(#""Good":1"#))
        // Ending it is not a move: the re-run ends it as the player did.
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1"] + data)
        #expect(
            verify.stdout.hasSuffix("recorded 450 points, ended; replayed 450 points, ended: the same\n"), "\(verify)")
        #expect(verify.status == 0)
    }
}
