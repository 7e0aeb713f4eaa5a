import ArgumentParser
import SystemPackage
import WordfallCore
import WordfallHeadless

/// `wordfall run LEVEL [--script FILE]`: plays a level with no screen, events to stdout as JSON Lines.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play a level headless: moves from a script, events to stdout as JSON Lines.",
        discussion: """
            Moves, one a line (blank lines and # comments skipped):
              WORD               submit a typed word (letters only, any case)
              @R,C R,C ...       submit an explicit path (rows and columns from 0)
              :shuffle  :hint    shuffle the board / ask for a hint
              :wait SECONDS      advance the level clock
              :quit              stop reading the script
            The whole script is checked before the first move: a bad line prints
            SCRIPT:LINE: error: MESSAGE on stderr (SCRIPT is <stdin> for standard input).
            Exit status: 0 completed, 1 failed or incomplete, 2 bad level, dictionary or script.
            """
    )

    @Argument(help: ArgumentHelp("The level file.", valueName: "level"), completion: .file(extensions: ["json"]))
    var level: String

    @Option(
        name: .long, help: ArgumentHelp("Read the moves from this file instead of standard input.", valueName: "file"),
        completion: .file())
    var script: String?

    @OptionGroup var options: LevelOptions

    @Flag(name: .long, help: .hidden)
    var reportPeakMemory = false

    /// The exit status of a run that ended without completing the level.
    static let notCompletedStatus: Int32 = 1

    func run() throws {
        var lexicons = LexiconCache()
        let prepared = try PreparedLevel.load(path: level, options: options, lexicons: &lexicons)
        let moves = try Self.readScript(path: script)

        let stdout = OutputBuffer(descriptor: .standardOutput, capacity: 1 << 17)
        let status = HeadlessRun.run(level: prepared.level, lexicon: prepared.lexicon, script: moves) { bytes in
            stdout.write(bytes: bytes)
        }
        stdout.flush()
        if reportPeakMemory, let peak = PeakMemory.kilobytes() {
            // A benchmark hook: the peak of this run, after the output is written (docs/DECISIONS.md).
            let stderr = OutputBuffer(descriptor: .standardError)
            stderr.writeLine("peak memory: \(peak) kB")
            stderr.flush()
        }
        if case .completed = status { return }
        throw ExitCode(Self.notCompletedStatus)
    }

    /// The script at `path` (standard input when nil), parsed and checked in full.
    static func readScript(path: String?) throws(CommandFailure) -> MoveScript {
        let name = path ?? InputFile.standardInputName
        let text: String
        if let path {
            text = try InputFile.readText(path: path)
        } else {
            text = try InputFile.readStandardInput()
        }
        do {
            return try MoveScript(parsing: text)
        } catch {
            throw .badInput("\(name):\(error.line): error: \(error.message)")
        }
    }
}
