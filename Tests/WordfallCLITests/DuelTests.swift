import Foundation
import Glibc
import Testing
import WordfallTestSupport

/// Live duels between two real processes over loopback (docs/RULES.md, "A live duel"): played to the end,
/// one side killed halfway, and a peer that sends junk or nothing. Each waits for what the other side
/// prints, never a fixed time.
@Suite(.serialized) struct DuelTests {
    static let starter = WordfallBinary.repositoryRoot.appendingPathComponent("Resources/Levels/01-first-steps.json")
        .path

    /// One side of a duel: the binary with its input and output as pipes.
    final class Side: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        private let lock = NSLock()
        private var text = ""
        private var errorText = ""
        let data: String

        /// `data`: the saved data's folder (`XDG_DATA_HOME`), else a new one of its own.
        init(_ arguments: [String], data given: String? = nil) throws {
            data =
                given ?? FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-duel-\(UUID())").path
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
            process.executableURL = URL(fileURLWithPath: WordfallBinary.built.path)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["WORDFALL_RESOURCES"] = WordfallBinary.repositoryRoot.appendingPathComponent("Resources").path
            environment["XDG_DATA_HOME"] = data
            process.environment = environment
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let chunk = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.text += chunk }
            }
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let chunk = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.errorText += chunk }
            }
            try process.run()
        }

        var printed: String { lock.withLock { text } }
        var stderr: String { lock.withLock { errorText } }

        func type(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Waits until the output holds `expected`; fails the test (and returns false) after `seconds`.
        @discardableResult
        func waitFor(_ expected: String, seconds: Double = 20) -> Bool {
            let until = Date().addingTimeInterval(seconds)
            while Date() < until {
                if printed.contains(expected) { return true }
                usleep(20_000)
            }
            Issue.record("timed out waiting for \"\(expected)\"; printed:\n\(printed)\nstderr:\n\(stderr)")
            return false
        }

        /// Waits for the process to end (at most `seconds`) and gives its status.
        func status(seconds: Double = 20) -> Int32? {
            let until = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < until { usleep(20_000) }
            guard !process.isRunning else {
                process.terminate()
                return nil
            }
            usleep(100_000)
            return process.terminationStatus
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? FileManager.default.removeItem(atPath: data)
        }
    }

    static func code() throws -> String {
        let made = try WordfallBinary.built.run(["challenge", starter])
        return made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A host waiting on a free port, and the loopback address it printed.
    static func host(_ code: String, data: String? = nil) throws -> (Side, String) {
        let host = try Side(["duel", "host", code, "--port", "0", "--name", "ann"], data: data)
        host.waitFor("wordfall duel join")
        let address = host.printed.range(of: #"127\.0\.0\.1:[0-9]+"#, options: .regularExpression)
            .map { String(host.printed[$0]) }
        return (host, address ?? "127.0.0.1:1")
    }

    @Test func twoPlayersDuelToTheEnd() throws {
        let (host, address) = try Self.host(try Self.code())
        defer { host.stop() }
        let guest = try Side(["duel", "join", address, "--name", "bob"])
        defer { guest.stop() }
        for side in [host, guest] {
            side.waitFor("3...")
            side.waitFor("Go!")
        }
        host.type("cat")
        host.waitFor("CAT accepted, 50 points. Score 50.")
        guest.waitFor("ann: 50 points, 1 word.")
        guest.type("trace")
        guest.waitFor("TRACE accepted, 210 points. Score 210.")
        host.waitFor("bob: 210 points, 1 word.")
        // The friend's score and count, never their words, until the end.
        #expect(!guest.printed.contains("CAT"))
        #expect(!host.printed.contains("TRACE"))
        // Ann ends her side early; Bob plays on, and his words still reach her (issue 42).
        host.type("end")
        host.waitFor("Waiting for bob to finish...")
        guest.waitFor("ann's game is over: 50 points.")
        guest.type("cat")
        host.waitFor("bob: 260 points, 2 words.")
        guest.type("end")
        #expect(host.status() == 0)
        #expect(guest.status() == 0)
        for side in [host, guest] {
            #expect(side.printed.contains("1. bob  260 points, 2 words"), "\(side.printed)")
            #expect(side.printed.contains("Both found: CAT 50"))
            #expect(side.printed.contains("bob won, by 210 points."))
        }
        let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", guest.data + "/wordfall"])
        #expect(stats.stdout.contains(#""challenges":{"won":1,"lost":0,"drawn":0}"#), "\(stats)")
    }

    /// A Catalan round duelled: words typed in Catalan's letters, their L·L and NY tiles whole in what both
    /// sides print and compare.
    @Test func aCatalanDuelKeepsItsTilesWhole() throws {
        let code = try WordfallBinary.built.run(["challenge", "--seed", "11", "--language", "ca"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let (host, address) = try Self.host(code)
        defer { host.stop() }
        let guest = try Side(["duel", "join", address, "--name", "bob"])
        defer { guest.stop() }
        for side in [host, guest] { side.waitFor("Go!") }
        host.type("nul.la")
        host.waitFor("NUL·LA accepted, 260 points. Score 260.")
        guest.waitFor("ann: 260 points, 1 word.")
        guest.type("renyit")
        guest.waitFor("RENYIT accepted, 420 points. Score 420.")
        guest.type("board")
        guest.waitFor("  N U L·L I A")
        host.type("end")
        guest.waitFor("ann's game is over: 260 points.")
        guest.type("end")
        #expect(host.status() == 0)
        #expect(guest.status() == 0)
        for side in [host, guest] {
            #expect(side.printed.contains(":ann:260:NUL·LA@"), "\(side.printed)")
            #expect(side.printed.contains("Only ann: NUL·LA 260"), "\(side.printed)")
            #expect(side.printed.contains("Only bob: RENYIT 420"), "\(side.printed)")
            #expect(side.printed.contains("bob won, by 160 points."))
        }
    }

    /// Issue 42: a code's result is its first play to the end, duel or not. A duel on a code played before is
    /// practice (said at its start and end, not counted as won or lost); a duel played first is the result, and
    /// a later play of the code is practice with the duel's line.
    @Test func aDuelOnACodePlayedBeforeIsPractice() throws {
        let code = try Self.code()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-duel-\(UUID())").path
        let first = try WordfallBinary.built.run(
            ["play", code, "--plain", "--name", "ann"], input: "cat\ntrace\ncreate\nfinish\n",
            environment: ["XDG_DATA_HOME": folder])
        let prefix = "Your result, to send back: "
        let counted = try #require(
            first.stdout.split(separator: "\n").last { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count) })
        let (host, address) = try Self.host(code, data: folder)
        defer { host.stop() }
        let guest = try Side(["duel", "join", address, "--name", "bob"])
        defer { guest.stop() }
        for side in [host, guest] { side.waitFor("Go!") }
        #expect(host.printed.contains("Practice: you played this code to its end before"), "\(host.printed)")
        #expect(!guest.printed.contains("Practice"), "\(guest.printed)")
        host.type("cat")
        host.waitFor("CAT accepted")
        guest.type("trace")
        guest.waitFor("TRACE accepted")
        host.type("end")
        guest.waitFor("ann's game is over")
        guest.type("end")
        #expect(host.status() == 0)
        #expect(guest.status() == 0)
        // The duel is compared as played, and the line that counts is the first play's.
        #expect(host.printed.contains("bob won, by 160 points."), "\(host.printed)")
        #expect(
            host.printed.contains(
                "Practice: this duel is not counted; your result that counts is the first play's: \(counted)\n"),
            "\(host.printed)")
        let hostStats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder + "/wordfall"])
        #expect(hostStats.stdout.contains(#""challenges":{"won":0,"lost":0,"drawn":0}"#), "\(hostStats)")
        // Bob's duel was his first play: it counts, and a later play of the code is practice with its line.
        let bobStats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", guest.data + "/wordfall"])
        #expect(bobStats.stdout.contains(#""challenges":{"won":1,"lost":0,"drawn":0}"#), "\(bobStats)")
        let duelLine = try #require(
            guest.printed.split(separator: "\n").first { $0.hasPrefix("Your result: ") }.map {
                String($0.dropFirst("Your result: ".count))
            })
        // With no code, the last challenge played is the duel's (its line is all the saved data holds of it).
        let last = try WordfallBinary.built.run(["challenge", "result"], environment: ["XDG_DATA_HOME": guest.data])
        #expect(last.stdout == duelLine + "\n", "\(last)")
        let again = try WordfallBinary.built.run(
            ["play", code, "--plain", "--name", "bob"], input: "cat\ntrace\ncreate\nfinish\n",
            environment: ["XDG_DATA_HOME": guest.data])
        #expect(again.stdout.contains("Practice: this code was played to its end before"), "\(again)")
        #expect(
            again.stdout.hasSuffix(
                "Practice: a challenge's result is its first play's, and this code was played before. "
                    + "Your result, to send back: \(duelLine)\n"), "\(again)")
        let result = try WordfallBinary.built.run(
            ["challenge", "result", code], environment: ["XDG_DATA_HOME": guest.data])
        #expect(result.stdout == duelLine + "\n", "\(result)")
    }

    @Test func aLostConnectionLetsTheOtherPlayOn() throws {
        let (host, address) = try Self.host(try Self.code())
        defer { host.stop() }
        let guest = try Side(["duel", "join", address, "--name", "bob"])
        defer { guest.stop() }
        guest.waitFor("Go!")
        host.waitFor("Go!")
        guest.type("cat")
        host.waitFor("bob: 50 points, 1 word.")
        kill(guest.process.processIdentifier, SIGKILL)
        host.waitFor("The connection to bob was lost: play on alone; both results are kept.")
        host.type("trace")
        host.waitFor("TRACE accepted")
        host.type("end")
        #expect(host.status() == 0)
        #expect(host.printed.contains(":bob:50:CAT@"), "\(host.printed)")
        #expect(host.printed.contains("ann won, by 160 points."))
    }

    @Test func aPeerThatSendsJunkOrNothingEndsTheDuelWithAClearError() throws {
        for junk in ["GET / HTTP/1.1", nil] {
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(listener) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    #expect(bind(listener, $0, length) == 0)
                    #expect(listen(listener, 1) == 0)
                    #expect(getsockname(listener, $0, &length) == 0)
                }
            }
            let port = UInt16(bigEndian: address.sin_port)
            let guest = try Side(["duel", "join", "127.0.0.1:\(port)"])
            defer { guest.stop() }
            let peer = accept(listener, nil, nil)
            defer { close(peer) }
            if let junk { _ = send(peer, junk + "\r\n", junk.utf8.count + 2, Int32(MSG_NOSIGNAL)) }
            #expect(guest.status(seconds: 30) == 2)
            let expected = junk == nil ? "sent nothing for 10 seconds" : "not the duel's protocol"
            #expect(guest.stderr.contains(expected), "\(guest.stderr)")
            #expect(guest.stderr.hasPrefix("wordfall: error: "))
        }
    }
}
