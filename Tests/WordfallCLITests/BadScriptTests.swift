import Foundation
import Testing
import WordfallTestSupport

/// Bad move scripts are refused before play: `SCRIPT:LINE: error: MESSAGE`, exit 2, nothing on stdout.
///
/// Each `NAME.txt` in Tests/Fixtures/bad-scripts is played against the
/// folder's `level.json`; `NAME.expected-stderr` is the exact stderr.
@Suite struct BadScriptTests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("bad-scripts")

    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }()

    @Test func thereAreAtLeastEightBadScripts() {
        #expect(Self.scripts.count >= 8)
    }

    @Test(arguments: scripts) func badScriptIsRefused(_ script: String) throws {
        let expected = try String(
            contentsOf: Self.folder.appendingPathComponent(String(script.dropLast(4)) + ".expected-stderr"),
            encoding: .utf8)
        let outcome = try WordfallBinary.built.run(["run", "level.json", "--script", script], in: Self.folder)
        #expect(outcome == WordfallBinary.Outcome(status: 2, stdout: "", stderr: expected))
    }

    @Test func badLineOnStandardInputIsNamedStdin() throws {
        let outcome = try WordfallBinary.built.run(["run", "level.json"], in: Self.folder, input: "CAT\n:jump\n")
        #expect(
            outcome
                == WordfallBinary.Outcome(
                    status: 2, stdout: "",
                    stderr:
                        "<stdin>:2: error: unknown command ':jump': the commands are :shuffle, :hint, :wait SECONDS, :finish and :quit\n"
                ))
    }

    @Test func missingScriptFile() throws {
        let outcome = try WordfallBinary.built.run(["run", "level.json", "--script", "missing.txt"], in: Self.folder)
        #expect(
            outcome
                == WordfallBinary.Outcome(
                    status: 2, stdout: "",
                    stderr: "missing.txt: error: cannot read move script: No such file or directory\n"))
    }

    @Test func linesAfterQuitAreNotRead() throws {
        let outcome = try WordfallBinary.built.run(
            ["run", "level.json"], in: Self.folder, input: "CAT\n:quit\nthis is not a move\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.contains("\"words\":[\"CAT\"]"))
    }
}
