import Foundation
import Testing
import WordfallTestSupport

/// Issue 29, bug 5: `wordfall --help` and `replay --help` wrapped mid-phrase at 80 columns
/// ("today's" alone on a line, a table row broken across two). The help is written to be read at 80
/// columns: nothing above the usage line is wrapped again there, and every subcommand's abstract
/// fits its row.
@Suite struct HelpWrapTests {
    static let commands: [[String]] = [
        [], ["play"], ["run"], ["check"], ["solve"], ["generate"], ["daily"], ["stats"], ["define"], ["replay"],
        ["words"], ["words", "add"], ["words", "remove"], ["words", "list"], ["endless"], ["practice"],
    ]

    func help(_ command: [String], columns: Int) throws -> [String] {
        let outcome = try WordfallBinary.built.run(command + ["--help"], environment: ["COLUMNS": String(columns)])
        #expect(outcome.status == 0)
        return outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: commands) func theHelpReadsWholeAt80Columns(_ command: [String]) throws {
        let narrow = try help(command, columns: 80)
        let wide = try help(command, columns: 250)
        let overview = { (lines: [String]) in lines.prefix { !$0.hasPrefix("USAGE:") } }
        #expect(overview(narrow) == overview(wide), "the overview is wrapped again at 80 columns")
        // A subcommand's abstract on its own row: no continuation line under it.
        if let start = narrow.firstIndex(of: "SUBCOMMANDS:") {
            let rows = narrow[(start + 1)...].prefix { !$0.isEmpty }
            #expect(rows.allSatisfy { !$0.hasPrefix("          ") }, "\(rows)")
        }
    }
}
