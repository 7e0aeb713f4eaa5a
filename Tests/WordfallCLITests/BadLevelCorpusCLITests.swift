import Foundation
import Testing
import WordfallTestSupport

/// The Levels helper's corpus (Tests/Fixtures/bad-levels) through the real binary: exact stderr, exit 2.
///
/// A case is `NAME.json` (a level) or `NAME/` (a pack) with `NAME.expected`;
/// the binary runs in that folder so paths in messages are the bare names.
@Suite struct BadLevelCorpusCLITests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("bad-levels")

    /// The inputs that have an `.expected` file: `NAME.json` or `NAME` (a pack folder).
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.map { name in
            names.contains(name + ".json") ? name + ".json" : name
        }.sorted()
    }()

    static func expected(_ input: String) throws -> String {
        let name = input.hasSuffix(".json") ? String(input.dropLast(5)) : input
        return try String(contentsOf: folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
    }

    @Test func theCorpusWithTheBadScriptsHasAtLeastTwentyFiveCases() {
        #expect(Self.cases.count + BadScriptTests.scripts.count >= 25)
    }

    @Test(arguments: cases) func checkRefusesIt(_ input: String) throws {
        let outcome = try WordfallBinary.built.run(["check", input], in: Self.folder)
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stderr == (try Self.expected(input)))
        if input.hasSuffix(".json") {
            #expect(outcome.stdout == "")
        }
    }

    /// `run`, `solve` and `play` prepare a level as `check` does (`PreparedLevel`); one case each shows they
    /// say the same, before printing anything, without running the whole corpus through every command.
    @Test(arguments: ["run", "solve", "play"]) func theOtherCommandsSayTheSame(_ command: String) throws {
        for input in ["unknown-key.json", "pack-duplicate-ids"] where command == "play" || input.hasSuffix(".json") {
            let outcome = try WordfallBinary.built.run([command, input], in: Self.folder, input: "CAT\n")
            #expect(outcome == WordfallBinary.Outcome(status: 2, stdout: "", stderr: try Self.expected(input)))
        }
    }
}
