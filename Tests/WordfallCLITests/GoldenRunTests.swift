import Foundation
import Testing
import WordfallTestSupport

/// Golden runs: each folder of Tests/Fixtures/golden is a level, a script and the exact output of `wordfall run`.
///
/// A folder holds `level.json`, `script.txt`, `expected.jsonl` (stdout, byte
/// for byte), `expected-status` (the exit status) and, when the run writes to
/// stderr, `expected-stderr`. An optional `args` file (one argument a line)
/// replaces the default `run level.json --script script.txt`. The binary runs
/// in the folder, so messages show the short relative paths.
///
/// `make golden-runs` (WORDFALL_REWRITE_GOLDEN_RUNS=1) writes what the binary prints over the expected
/// files, and that run fails (as swift-argument-parser's snapshots do when recording), so a run with the
/// switch on, CI's included, can never pass; `python3 scripts/reference.py` checks them again after.
@Suite struct GoldenRunTests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("golden")
    static let switchName = "WORDFALL_REWRITE_GOLDEN_RUNS"
    static let rewrite = ProcessInfo.processInfo.environment[switchName] == "1"

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).appendingPathComponent("expected.jsonl").path)
        }.sorted()
    }()

    @Test func thereAreGoldens() {
        #expect(Self.cases.count >= 15)
    }

    @Test(arguments: cases) func golden(_ name: String) throws {
        try Self.check(Self.folder.appendingPathComponent(name), rewriting: Self.rewrite)
    }

    /// The switch on, a golden run fails even when the binary prints what the folder expects, and it
    /// writes what the binary printed: a rewriting run checks nothing, so CI can never pass by rewriting.
    @Test func aRewritingRunFails() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("completed-stars"), to: copy)
        let expected = copy.appendingPathComponent("expected.jsonl")
        let committed = try String(contentsOf: expected, encoding: .utf8)

        // Unchanged output: still a failure.
        try withKnownIssue("a rewriting run fails when nothing changed") {
            try Self.check(copy, rewriting: true)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("checked with \(Self.switchName)=1") }
        }
        #expect(try String(contentsOf: expected, encoding: .utf8) == committed)

        // Changed output: rewritten, and a failure.
        try "stale\n".write(to: expected, atomically: true, encoding: .utf8)
        try withKnownIssue("a rewriting run fails when it rewrote") {
            try Self.check(copy, rewriting: true)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("rewritten with \(Self.switchName)=1") }
        }
        #expect(try String(contentsOf: expected, encoding: .utf8) == committed)

        // The switch off, the rewritten folder passes.
        try Self.check(copy, rewriting: false)
    }

    /// Runs the golden in `directory` and compares its output with the expected files; `rewriting`, writes
    /// the output over them instead, and records a failure either way.
    static func check(_ directory: URL, rewriting: Bool) throws {
        let name = directory.lastPathComponent
        func url(_ file: String) -> URL { directory.appendingPathComponent(file) }
        func text(_ file: String) -> String? { try? String(contentsOf: url(file), encoding: .utf8) }
        var arguments = ["run", "level.json", "--script", "script.txt"]
        if let args = text("args") {
            arguments = args.split(separator: "\n").map(String.init)
        }
        let outcome = try WordfallBinary.built.run(arguments, in: directory, input: text("stdin") ?? "")
        let expectedStatus = Int32((text("expected-status") ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
        guard rewriting else {
            #expect(outcome.stdout == text("expected.jsonl"), "stdout of golden \(name)")
            #expect(outcome.status == expectedStatus, "exit status of golden \(name)")
            #expect(outcome.stderr == (text("expected-stderr") ?? ""), "stderr of golden \(name)")
            return
        }
        let same =
            outcome.stdout == text("expected.jsonl") && outcome.status == expectedStatus
            && outcome.stderr == (text("expected-stderr") ?? "")
        if !same {
            try outcome.stdout.write(to: url("expected.jsonl"), atomically: true, encoding: .utf8)
            try "\(outcome.status)\n".write(to: url("expected-status"), atomically: true, encoding: .utf8)
            if outcome.stderr.isEmpty {
                try? FileManager.default.removeItem(at: url("expected-stderr"))
            } else {
                try outcome.stderr.write(to: url("expected-stderr"), atomically: true, encoding: .utf8)
            }
        }
        Issue.record(
            "golden \(name) \(same ? "checked" : "rewritten") with \(switchName)=1: a rewriting run fails; run again without it"
        )
    }
}
