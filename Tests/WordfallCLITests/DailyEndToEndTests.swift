import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// The daily puzzle in a real terminal: the live rank, "End today's puzzle?", the result kept once.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct DailyEndToEndTests {
    @Test func playEndAndFindTheResultKept() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) daily --date 2026-11-24")
        defer { tmux.kill() }
        try tmux.waitFor("Daily puzzle, 24 November 2026")
        // A timed level's clock waits for a key.
        try tmux.waitFor("any key")
        tmux.press("Space")
        try tmux.waitFor("447 to Good Start")
        tmux.type("jeeps")
        tmux.press("Enter")
        try tmux.waitFor("Last word  JEEPS +510")
        try tmux.waitFor("607 to Moving Up")
        #expect(tmux.capture().contains("Rank       Good Start"))
        tmux.type("=")
        try tmux.waitFor("(jeep)")
        tmux.type("x")
        tmux.press("C-d")
        try tmux.waitFor("End today's puzzle?")
        tmux.type("y")
        try tmux.waitFor("Daily puzzle over")
        let review = tmux.capture()
        #expect(review.contains("Rank: Good Start  You ended it."))
        #expect(review.contains("wordfall daily 2026-11-24 (generator 2)"))
        #expect(review.contains("510 of 22,340 points (2%)"))
        #expect(review.contains("1 word, best word 5 letters"))
        #expect(!review.contains("r retry"))
        // The end screen ignores keys for a moment after it appears.
        usleep(900_000)
        tmux.type("q")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")

        let data = ["--data-dir", tmux.dataDirectory + "/wordfall"]
        let share = try WordfallBinary.built.run(["daily", "--share", "--date", "2026-11-24", "--ascii"] + data)
        #expect(
            share.stdout
                == "wordfall daily 2026-11-24 (generator 2)\nGood Start ##........\n510 of 22,340 points (2%)\n"
                + "1 word, best word 5 letters\n")
        let stats = try WordfallBinary.built.run(["stats", "--json"] + data)
        #expect(stats.stdout.contains(#""daily":{"daysPlayed":1,"#))
        #expect(stats.stdout.contains(#""Good Start":1"#))
        // Ending it is not a move: the re-run ends it as the player did.
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1"] + data)
        #expect(
            verify.stdout.hasSuffix("recorded 510 points, ended; replayed 510 points, ended: the same\n"), "\(verify)")
        #expect(verify.status == 0)
    }
}
