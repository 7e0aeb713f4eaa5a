import Testing
import WordfallCore
import WordfallProgress

@testable import wordfall

/// A replay's stored moves are untrusted: a time that is infinite, NaN, negative or huge is damage, and
/// a huge `:wait` is exported as the longest wait a script says, never a trap.
@Suite struct ReplayTextTests {
    @Test(arguments: ["inf\tCAT\n", "nan\tCAT\n", "-1\tCAT\n", "1e20\tCAT\n", "1e300\tCAT\n"])
    func aDamagedTimeIsDamage(_ stored: String) {
        #expect(ReplayText.decode(stored) == nil)
    }

    @Test func hugeWaitsAndEndsAreExportedAsTheLongestWait() throws {
        let moves = try #require(ReplayText.decode("1.000\tCAT\n2.000\t:wait 100000000000000000000\n"))
        let script = ReplayText.script(moves, endsAt: 1e300, title: "game 1, x")
        #expect(
            script == "# wordfall replay of game 1, x: play with `wordfall run LEVEL --script THIS`\n"
                + ":wait 1.000\nCAT\n:wait 1.000\n:wait 1000000000.000\n:wait 1000000000.000\n")
        #expect(Move.scriptSeconds(.infinity) == "1000000000.000")
        #expect(Move.scriptSeconds(.nan) == "0.000")
        #expect(Move.scriptSeconds(-5) == "0.000")
    }
}
