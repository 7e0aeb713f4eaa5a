import Foundation
import Testing
import WordfallTestSupport

/// A live duel on screen, as two friends play it: two tmux windows, a host and the one who joins over
/// loopback, a count-down, each seeing the other's score and word count live, and both end screens comparing
/// the two results (docs/RULES.md, "A live duel"). Each waits for what its screen shows, never a fixed time.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct DuelScreenTests {
    @Test func twoScreensDuelToTheEndAndCompare() throws {
        let code = try WordfallBinary.built.run(["challenge", DuelTests.starter]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let host = try Tmux.start(command: "\(Tmux.binary) duel host \(code) --port 0 --name ann")
        defer { host.kill() }
        try host.waitFor("They join with")
        let waiting = host.run(["capture-pane", "-p", "-J", "-t", "e2e"]).output
        let address = try #require(
            waiting.firstMatch(of: /join (127\.0\.0\.1:[0-9]+)/).map { String($0.1) }
                ?? waiting.firstMatch(of: /join ([0-9.]+:[0-9]+)/).map { String($0.1) })
        let join = try Tmux.start(command: "\(Tmux.binary) duel join \(address) --name bob")
        defer { join.kill() }
        for side in [host, join] { try side.waitFor("Duel against") }
        // No key starts it: the count-down does, on both sides.
        for side in [host, join] { try side.waitFor("Goals 0/1") }
        host.type("catered\r")
        try join.waitFor("ann: 500, 1 word")
        join.type("cat\r")
        try host.waitFor("bob: 50, 1 word")
        host.type("traced\rcreate\r")
        try host.waitFor("Goals 1/1")
        host.press("C-f")
        try host.waitFor("Waiting for bob to finish...")
        join.type("ten\rdon\r")
        try join.waitFor("Goals 1/1")
        join.press("C-f")
        for side in [host, join] {
            try side.waitFor("ann won, by")
            try side.waitFor("Only bob: ")
        }
        for side in [host, join] { try side.waitForBar("Enter quit") }
        try host.quitByAsking()
        try join.quitByAsking()
        // The results stay in the terminal once the screen is gone, and the outcome in each one's data.
        try host.waitFor("bob's result: ")
        let hostStats = try WordfallBinary.built.run(
            ["stats", "--json"], environment: ["XDG_DATA_HOME": host.dataDirectory])
        #expect(hostStats.stdout.contains(#""challenges":{"won":1,"lost":0,"drawn":0}"#), "\(hostStats)")
        let joinStats = try WordfallBinary.built.run(
            ["stats", "--json"], environment: ["XDG_DATA_HOME": join.dataDirectory])
        #expect(joinStats.stdout.contains(#""challenges":{"won":0,"lost":1,"drawn":0}"#), "\(joinStats)")
    }
}
