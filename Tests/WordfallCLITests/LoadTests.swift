import Foundation
import Glibc
import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallProgress

/// Issue 36's load test: 20 games played at once on one data folder through plain mode (level files, a
/// pack, a daily), half of them while another process holds the database's write lock, 3 killed with
/// SIGKILL in the middle of their level; then every finished game is in `stats --json` and `replay
/// --list` exactly once, every killed one is kept and offered once, no kept game is left for a level
/// that ended, and no process said anything false (a journal "not wordfall's", one saved twice).
@Suite(.serialized) struct LoadTests {
    /// One `wordfall` process fed lines on its standard input, its output gathered as it comes.
    final class Player: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        /// What it wrote so far, filled by the pipes' handlers on their own threads.
        final class Said: @unchecked Sendable {
            let lock = NSLock()
            var stdout = ""
            var stderr = ""
        }
        private let said = Said()
        let name: String

        init(_ name: String, _ arguments: [String]) throws {
            self.name = name
            process.executableURL = URL(fileURLWithPath: WordfallBinary.built.path)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            for (key, value) in PlainModeTests.environment {
                environment[key] = value
            }
            process.environment = environment
            let output = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            output.fileHandleForReading.readabilityHandler = { [said] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                said.lock.withLock { said.stdout += text }
            }
            errors.fileHandleForReading.readabilityHandler = { [said] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                said.lock.withLock { said.stderr += text }
            }
            try process.run()
        }

        var stdout: String { said.lock.withLock { said.stdout } }
        var stderr: String { said.lock.withLock { said.stderr } }

        func type(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }

        /// Waits (polling, at most `seconds`) until the output holds `text`.
        func waitFor(_ text: String, seconds: Double = 30) throws {
            let deadline = Date().addingTimeInterval(seconds)
            while !stdout.contains(text) {
                if Date() > deadline || !process.isRunning && !stdout.contains(text) {
                    usleep(100_000)
                    if stdout.contains(text) { return }
                    throw LoadFailure(what: "\(name) never said \(text): \(stdout.suffix(400)) \(stderr)")
                }
                usleep(10_000)
            }
        }

        /// Ends its input and waits for it to exit (at most `seconds`); its exit status.
        func finish(seconds: Double = 40) throws -> Int32 {
            try? input.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning {
                if Date() > deadline {
                    process.terminate()
                    throw LoadFailure(what: "\(name) did not end: \(stdout.suffix(400))")
                }
                usleep(10_000)
            }
            // What the pipes still held.
            usleep(50_000)
            return process.terminationStatus
        }

        /// Kills it with SIGKILL once its move is played and kept (the `status` after it answered).
        func killAfterAMove() throws {
            type("cat\n")
            try waitFor("CAT accepted")
            type("status\n")
            try waitFor("moves left.", seconds: 30)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    struct LoadFailure: Error, CustomStringConvertible {
        var what: String
        var description: String { what }
    }

    static let levelFile = Repository.fixture("e2e/pack/one.json")
    static let pack = Repository.fixture("e2e/pack")
    static let killedLevel = Repository.fixture("e2e/resume.json")
    /// The level the second wave's killed game plays (the first wave's are kept for `killedLevel`).
    static let otherKilledLevel = Repository.fixture("e2e/level.json")

    /// A wave of games started together: `levels` level files and `packs` pack games played to their end,
    /// `dailies` dailies, and `killed` games of another level killed after a move.
    static func wave(
        _ data: String, levels: Int, packs: Int, dailies: Int, killed: Int, killing: String = killedLevel,
        tag: String
    ) throws -> (finished: [Player], killed: [Player]) {
        var finished: [Player] = []
        for index in 0..<levels {
            let player = try Player("\(tag) level \(index)", ["play", "--data-dir", data, levelFile])
            player.type("dog\nfinish\nquit\n")
            finished.append(player)
        }
        for index in 0..<packs {
            let player = try Player("\(tag) pack \(index)", ["play", "--data-dir", data, pack])
            player.type("1\ndog\ncats\nfinish\n6\n")
            finished.append(player)
        }
        for index in 0..<dailies {
            let player = try Player(
                "\(tag) daily \(index)", ["daily", "--plain", "--date", "2026-11-20", "--data-dir", data])
            player.type("hither\nbother\nfinish\nyes\n3\n")
            finished.append(player)
        }
        var doomed: [Player] = []
        for index in 0..<killed {
            doomed.append(try Player("\(tag) killed \(index)", ["play", "--data-dir", data, killing]))
        }
        return (finished, doomed)
    }

    @Test func twentyGamesAtOnceAreEachSavedOnceAndNothingIsSaidFalsely() throws {
        let started = Date()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-load-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        // Wave 1, under another process's write lock: 8 games finish, 2 are killed mid-level.
        let holder = try TerminalFaultTests.holdLock(data, milliseconds: 50_000)
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        let first = try Self.wave(data, levels: 4, packs: 4, dailies: 0, killed: 2, tag: "locked")
        for player in first.killed { try player.killAfterAMove() }
        var everyone = first.finished + first.killed
        for player in first.finished {
            #expect(try player.finish() == 0, "\(player.name): \(player.stdout.suffix(300)) \(player.stderr)")
            #expect(player.stderr.contains("Not saved yet, another program kept the database locked"), "\(player.name)")
        }
        // The lock's holder ends as a killed `sqlite3` shell would (its own signals are caught).
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        // Wave 2, the lock gone: 9 games finish (one a daily), 1 is killed; each start finds wave 1's
        // journals, and one process alone saves each.
        let second = try Self.wave(
            data, levels: 4, packs: 4, dailies: 1, killed: 1, killing: Self.otherKilledLevel, tag: "free")
        for player in second.killed { try player.killAfterAMove() }
        everyone += second.finished + second.killed
        for player in second.finished {
            #expect(try player.finish() == 0, "\(player.name): \(player.stdout.suffix(300)) \(player.stderr)")
        }
        let finished = first.finished.count + second.finished.count

        // Every finished game once, in the statistics and in the list of games.
        let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", data])
        #expect(stats.status == 0, "\(stats)")
        #expect(stats.stdout.hasPrefix("{\"gamesPlayed\":\(finished),"), "\(stats)")
        let list = try WordfallBinary.built.run(["replay", "--list", "--data-dir", data])
        let rows = list.stdout.split(separator: "\n")
        #expect(rows.count == finished, "\(list)")
        #expect(rows.filter { $0.contains("Quick One") }.count == finished - 1)
        #expect(rows.filter { $0.contains("Daily puzzle") }.count == 1)

        // Each killed game kept, once; nothing kept for a level that ended; no journal left waiting.
        let store = try #require(GameStore.open(directory: data).store)
        let kept = try store.gamesInProgress()
        #expect(kept.count == 3, "\(kept.map(\.level))")
        #expect(Set(kept.map(\.id)).count == 3)
        #expect(kept.map(\.level).sorted() == ["e2e", "resume", "resume"])
        #expect(kept.allSatisfy { $0.moves.contains("CAT") }, "\(kept.map(\.moves))")
        let left = try FileManager.default.contentsOfDirectory(atPath: data).filter {
            $0.hasPrefix(GameStore.journalPrefix) || $0.hasPrefix(GameStore.journalSavingPrefix)
        }
        #expect(left == [])
        // The next start of that level offers the one left last, once, and says the others are kept.
        let offer = try WordfallBinary.built.run(
            ["play", "--data-dir", data, Self.killedLevel], input: "quit\n", environment: PlainModeTests.environment)
        #expect(offer.stdout.components(separatedBy: "You left Come Back").count == 2, "\(offer)")
        #expect(offer.stdout.contains("Another game of this level is kept too"), "\(offer)")

        // Nothing false was said: no journal called a stranger's, none said saved twice, no lock where none was.
        // One warning a `wordfall: warning:`, its lines (a long one is wrapped) joined again.
        let warnings = everyone.flatMap { player in
            player.stderr.components(separatedBy: "wordfall: warning: ").dropFirst().map {
                $0.replacingOccurrences(of: "\n  ", with: " ").trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        #expect(!warnings.contains { $0.contains("not a journal wordfall wrote") }, "\(warnings)")
        let savedNow = warnings.filter { $0.contains("it is saved now") }
        #expect(Set(savedNow).count == savedNow.count, "a journal said saved twice: \(savedNow)")
        #expect(second.finished.allSatisfy { !$0.stderr.contains("could not be saved yet") })
        #expect(!(stats.stderr + list.stderr).contains("could not be saved yet"), "\(stats.stderr)")
        #expect(Date().timeIntervalSince(started) < 60, "the load test took \(Date().timeIntervalSince(started)) s")
    }
}
