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
@Suite struct GoldenRunTests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("golden")

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
        let directory = Self.folder.appendingPathComponent(name)
        func text(_ file: String) -> String? {
            try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        }
        var arguments = ["run", "level.json", "--script", "script.txt"]
        if let args = text("args") {
            arguments = args.split(separator: "\n").map(String.init)
        }
        let outcome = try WordfallBinary.built.run(arguments, in: directory, input: text("stdin") ?? "")
        let expectedStatus = Int32((text("expected-status") ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(outcome.stdout == text("expected.jsonl"), "stdout of golden \(name)")
        #expect(outcome.status == expectedStatus, "exit status of golden \(name)")
        #expect(outcome.stderr == (text("expected-stderr") ?? ""), "stderr of golden \(name)")
    }
}
