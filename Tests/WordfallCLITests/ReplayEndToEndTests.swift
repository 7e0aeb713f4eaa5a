import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// A game played on screen is kept as a replay: listed, verified, exported as a script and a level that
/// `wordfall run` plays to the same end.
@Suite(.serialized) struct ReplayEndToEndTests {
    static let fixture = Repository.fixture("golden/completed-stars/level.json")

    @Test func aGamePlayedOnScreenIsListedVerifiedAndExported() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(Self.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/1")
        // Each word is played once the last one has been (its verdict shows), so each has its own time.
        for (word, verdict) in [("zzq", "ZZQ: "), ("cat", "CAT accepted"), ("dogs", "DOGS accepted")] {
            tmux.type(word)
            tmux.press("Enter")
            try tmux.waitFor(verdict)
        }
        tmux.type("puniest")
        tmux.press("Enter")
        try tmux.waitFor("Goals done")
        tmux.press("C-f")
        try tmux.waitFor("Level complete!")
        try tmux.waitForBar("Enter quit")
        tmux.type("q")
        try tmux.waitFor("Quit wordfall?")
        tmux.type("y")
        try tmux.waitFor("EXITED 0")

        let data = ["--data-dir", tmux.dataDirectory + "/wordfall"]
        // Listed by the level's title, points grouped, stars as the terminal shows them, the ending in words.
        let list = try WordfallBinary.built.run(["replay", "--list"] + data, environment: ["LC_ALL": "C.UTF-8"])
        #expect(list.status == 0 && list.stdout.hasPrefix("1  "), "\(list)")
        #expect(list.stdout.hasSuffix("UTC  Three Stars  1,110 points  ★★★  completed\n"), "\(list)")
        let verify = try WordfallBinary.built.run(["replay", "--verify", "1"] + data)
        #expect(verify.status == 0, "\(verify)")
        #expect(verify.stdout.hasSuffix("the same\n"), "\(verify)")
        let script = try WordfallBinary.built.run(["replay", "--export", "1"] + data)
        let level = try WordfallBinary.built.run(["replay", "--export-level", "1"] + data)
        #expect(script.stdout.contains("ZZQ\n") && script.stdout.contains("PUNIEST\n"), "\(script)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-replay-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try level.stdout.write(to: folder.appendingPathComponent("level.json"), atomically: true, encoding: .utf8)
        try script.stdout.write(to: folder.appendingPathComponent("moves.txt"), atomically: true, encoding: .utf8)
        let rerun = try WordfallBinary.built.run(["run", "level.json", "--script", "moves.txt"], in: folder)
        #expect(rerun.status == 0, "\(rerun)")
        #expect(rerun.stdout.contains(#""event":"summary","status":"completed","score":1110"#), "\(rerun)")
        let missing = try WordfallBinary.built.run(["replay", "--verify", "9"] + data)
        #expect(missing.status == 1 && missing.stderr.contains("no game 9"), "\(missing)")

        // Issue 40: `wordfall replay ID` ended on a review whose missed words had no meanings.
        guard FileManager.default.fileExists(atPath: "/usr/share/wordnet/index.noun") else { return }
        let replay = try Tmux.start(command: "\(Tmux.binary) replay 1 " + data.joined(separator: " "))
        defer { replay.kill() }
        try replay.waitFor("Missed, best first:", seconds: 30)
        // The meanings close the review: scrolled to, a page at a time.
        try replay.waitFor(condition: "the missed words' meanings", seconds: 20) {
            if replay.capture().contains("What the best missed words mean:") { return true }
            replay.press("NPage")
            return false
        }
    }
}
