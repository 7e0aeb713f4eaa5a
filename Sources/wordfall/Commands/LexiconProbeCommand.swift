import ArgumentParser
import Glibc
import SystemPackage
import WordfallCore

/// `wordfall lexicon-probe WORD...` (hidden): opens the bundled dictionary and looks words up.
///
/// The benchmark's hook for "lexicon ready from process start": it times this
/// command from the moment it spawns the process to its exit, against the same
/// command with `--baseline` (no dictionary at all). Prints `WORD yes|no` a line.
struct LexiconProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexicon-probe",
        abstract: "Look words up in the bundled dictionary (benchmarks).",
        shouldDisplay: false
    )

    @Argument(help: "The words to look up.")
    var words: [String] = ["word"]

    @Flag(name: .long, help: "Do not open the dictionary: measures the process alone.")
    var baseline = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A CLOCK_MONOTONIC time in ns (taken by the parent before it started this process): "
                + "print the ns from then to the first lookup's answer.", valueName: "ns"))
    var since: UInt64?

    func run() throws {
        guard !baseline else { return }
        var lexicons = LexiconCache()
        let lexicon = try lexicons.lexicon(at: nil)
        var answers: [Bool] = []
        for word in words {
            answers.append(lexicon.contains(word))
        }
        let ready = Self.monotonicNanoseconds()
        let stdout = OutputBuffer(descriptor: .standardOutput)
        defer { stdout.flush() }
        for (word, answer) in zip(words, answers) {
            stdout.writeLine("\(word) \(answer ? "yes" : "no")")
        }
        if let since {
            stdout.writeLine("ready after: \(ready &- since) ns")
        }
    }

    /// The monotonic clock in nanoseconds (the same clock in every process of the machine).
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
