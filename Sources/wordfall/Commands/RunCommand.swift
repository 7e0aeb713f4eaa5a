import ArgumentParser
import SystemPackage
import WordfallCore
import WordfallHeadless

/// `wordfall run LEVEL [--script FILE]`: plays a level with no screen, events to stdout as JSON Lines.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play a move script headless; events as JSON Lines.",
        discussion: """
            Moves, one a line (blank lines and # comments skipped):
              WORD               submit a typed word (letters only, any case)
              @R,C R,C ...       submit an explicit path (rows and columns from 0)
              :shuffle  :hint    shuffle the board / ask for a hint
              :wait SECONDS      advance the level clock
              :finish            finish the level (completed once its goals are done)
              :quit              stop reading the script
            The whole script is checked before the first move: a bad line prints
            SCRIPT:LINE: error: MESSAGE on stderr (SCRIPT is <stdin> for standard input).
            Exit status: 0 completed, 1 failed, ended or incomplete, 2 bad level,
            dictionary or script, 74 the output could not be written.
            """
    )

    @Argument(help: ArgumentHelp("The level file.", valueName: "level"), completion: .file(extensions: ["json"]))
    var level: String

    @Option(
        name: .long, help: ArgumentHelp("Read the moves from this file instead of standard input.", valueName: "file"),
        completion: .file())
    var script: String?

    @OptionGroup var options: LevelOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With a challenge code: the name its result line carries (default: player).", valueName: "name"))
    var name: String?

    @Flag(name: .long, help: .hidden)
    var reportPeakMemory = false

    func validate() throws {
        if let name, !ChallengeResult.isName(name) {
            throw ValidationError(
                "'\(TerminalText.quoted(name))' is not a name a result carries: 1 to \(ChallengeResult.nameLimit) "
                    + "letters, digits, '_', '.' or '-'")
        }
    }

    /// The exit status of a run that ended without completing the level.
    static let notCompletedStatus: Int32 = 1

    func run() throws {
        var overrides = options.overrides
        overrides.name = name
        try Self.run(level: level, script: script, options: overrides, reportPeakMemory: reportPeakMemory)
    }

    /// The run, from plain values: `DirectInvocation` calls it without argument-parser.
    static func run(level: String, script: String?, options: LevelOverrides, reportPeakMemory: Bool) throws {
        var lexicons = LexiconCache()
        let prepared = try PreparedLevel.load(path: level, options: options, lexicons: &lexicons)
        try play(prepared, script: script, options: options, reportPeakMemory: reportPeakMemory)
    }

    /// Plays the moves of `script` (standard input when nil) on a level already prepared (a level file's, the
    /// endless game's), JSON Lines to stdout; throws the exit status of a level not completed.
    static func play(_ prepared: PreparedLevel, script: String?, options: LevelOverrides, reportPeakMemory: Bool)
        throws
    {
        let input = try ScriptInput.open(path: script)
        defer { input.close() }
        try input.check(language: prepared.level.language)
        let moves = ScriptMoves(reader: try input.replay(language: prepared.level.language), input: input)
        let stdout = OutputBuffer(descriptor: .standardOutput, capacity: 1 << 17)
        // A challenge's summary carries its result line (docs/HEADLESS.md).
        let result = prepared.challenge.map { code in
            { (game: Game) in
                ChallengeReplay.result(
                    code: code, name: options.name ?? "player", level: prepared.level, lexicon: prepared.lexicon,
                    moves: game.moveLog
                ).line
            }
        }
        let status = HeadlessRun.run(level: prepared.level, lexicon: prepared.lexicon, moves: moves, result: result) {
            bytes in
            stdout.write(bytes: bytes)
        }
        try stdout.finish()
        if let replayFailure = moves.failure { throw replayFailure }
        if reportPeakMemory, let peak = PeakMemory.kilobytes() {
            // A benchmark hook: the peak of this run, after the output is written (docs/decisions/0048).
            let stderr = OutputBuffer(descriptor: .standardError)
            stderr.writeLine("peak memory: \(peak) kB")
            stderr.flush()
        }
        if case .completed = status { return }
        throw ExitCode(Self.notCompletedStatus)
    }
}

/// The moves of a checked script as they are read, stopping at a line that no longer reads (`failure`).
///
/// A type of its own rather than an `AnyIterator` of a closure: a generic type's metadata is made at
/// first use, by a lookup of its mangled name, a measurable part of a run this short (issue 38).
private final class ScriptMoves: Sequence, IteratorProtocol {
    private var reader: MoveScriptReader
    private let input: ScriptInput
    /// Why the script stopped before its end: it changed between the check and the play.
    private(set) var failure: CommandFailure?

    init(reader: MoveScriptReader, input: ScriptInput) {
        self.reader = reader
        self.input = input
    }

    func next() -> Move? {
        guard failure == nil else { return nil }
        do throws(MoveScriptReader.Failure) {
            return try reader.next()?.move
        } catch {
            failure = input.failure(error)
            return nil
        }
    }
}
