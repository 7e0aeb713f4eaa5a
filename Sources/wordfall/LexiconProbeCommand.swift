import ArgumentParser
import WordfallCore

/// `wordfall lexicon-probe WORD...` (hidden): opens the bundled dictionary and looks words up.
///
/// The benchmark's hook for "lexicon ready from process start": it times this
/// command from the moment it spawns the process to its exit, against the same
/// command with `--baseline` (no dictionary at all). Prints `WORD yes|no` a line.
struct LexiconProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexicon-probe",
        abstract: "Look words up in the bundled dictionary (a benchmark hook).",
        shouldDisplay: false
    )

    @Argument(help: "The words to look up.")
    var words: [String] = ["wordfall"]

    @Flag(name: .long, help: "Do not open the dictionary: measures the process alone.")
    var baseline = false

    func run() throws {
        guard !baseline else { return }
        var lexicons = LexiconCache()
        let lexicon = try lexicons.lexicon(at: nil)
        let stdout = OutputBuffer(descriptor: OutputBuffer.standardOutput)
        defer { stdout.flush() }
        for word in words {
            stdout.writeLine("\(word) \(lexicon.contains(word) ? "yes" : "no")")
        }
    }
}
