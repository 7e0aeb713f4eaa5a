import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

/// `--version`, and the committed manual page (docs/man/wordfall.6) kept in step with the commands.
@Suite struct ManualTests {
    static let manual = Repository.root.appendingPathComponent("docs/man")

    @Test func versionPrintsTheOneVersionAndExitsZero() throws {
        for arguments in [["--version"], ["run", "--version"]] {
            let outcome = try WordfallBinary.built.run(arguments)
            #expect(outcome == WordfallBinary.Outcome(status: 0, stdout: WordfallVersion.current + "\n", stderr: ""))
        }
        #expect(WordfallVersion.current.split(separator: ".").compactMap { Int($0) }.count == 3)
    }

    /// The page was made from these command definitions; after a change to a command, option or help
    /// text, `make manual` writes the page and this file again.
    @Test func thePageIsNotStale() throws {
        let outcome = try WordfallBinary.built.run(["--experimental-dump-help"])
        let committed = try String(
            contentsOf: Self.manual.appendingPathComponent("wordfall.dump-help.json"), encoding: .utf8)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == committed, "docs/man/wordfall.6 is stale: run `make manual` and commit it")
    }

    @Test func thePageHoldsWhatTheOptionsDoNotSay() throws {
        let page = try String(contentsOf: Self.manual.appendingPathComponent("wordfall.6"), encoding: .utf8)
        let extra = try String(
            contentsOf: Self.manual.appendingPathComponent("wordfall-extra.mdoc"), encoding: .utf8)
        #expect(page.contains(extra), "docs/man/wordfall-extra.mdoc changed: run `make manual` and commit it")
        for section in ["KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(page.contains(".Sh \(section)\n"), "\(section)")
        }
        #expect(page.contains(".Dt WORDFALL 6"))
        #expect(!page.contains("lexicon-probe"), "hidden commands stay out of the page")
        for command in ["play", "run", "check", "solve"] {
            #expect(page.contains(".It Em \(command)\n"), "\(command)")
        }
    }
}
