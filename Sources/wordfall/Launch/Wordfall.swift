import ArgumentParser
import Glibc
import SystemPackage
import WordfallCore

/// The `wordfall` executable: the composition root that parses arguments and wires the model to a view.
///
/// Exit statuses follow docs/HEADLESS.md: 0 completed (or success), 1 failed or
/// incomplete, 2 bad input. A usage error (unknown option, missing argument,
/// bad value) is bad input too, so it exits 2 rather than argument-parser's
/// default 64; help and `--version` exit 0.
@main
struct Wordfall: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordfall",
        abstract: "A word game: chain adjacent letters; used tiles fall away or stay.",
        discussion: """
            With no subcommand, opens the home screen: continue the pack you played last,
            today's puzzle, the packs, your statistics, replays, help.
            Exit status: 0 success (a run completed), 1 a run failed or ended incomplete,
            2 bad input (level, pack, dictionary, move script or command-line arguments),
            74 the output could not be written (a full disk, for example).
            """,
        version: WordfallVersion.current,
        subcommands: [
            PlayCommand.self, RunCommand.self, CheckCommand.self, SolveCommand.self, GenerateCommand.self,
            DailyCommand.self, EndlessCommand.self, PracticeCommand.self, ChallengeCommand.self, CompareCommand.self,
            DuelCommand.self, StatsCommand.self,
            DefineCommand.self,
            ReplayCommand.self, WordsCommand.self,
            LexiconProbeCommand.self, StoreProbeCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )

    /// The status for bad input, usage errors included.
    static let badInputStatus: Int32 = 2
    /// The status when the output could not be written (a full disk, a closed pipe): `EX_IOERR` of
    /// sysexits.h. What was printed is incomplete; a message on stderr says why.
    static let outputFailedStatus: Int32 = 74

    static func main() {
        // A write past the file-size limit (`ulimit -f`) fails with EFBIG and is reported with status 74,
        // rather than SIGXFSZ killing the process without a word (the screen catches it, see SignalWatch).
        signal(SIGXFSZ, SIG_IGN)
        let arguments = commandLineArguments()
        do {
            try refuseEmptyArguments(arguments)
            // `--version` and the plain forms of the hot commands skip argument-parser (DirectInvocation
            // says why), and end by returning (status 0) or by a thrown status, never by a help text.
            if let direct = DirectInvocation(arguments) {
                try direct.run()
                return
            }
            // `words add|remove` with many words: argument-parser's list parsing is quadratic (issue 30),
            // so their plain form is read in one pass (WordsCommand+Direct).
            var command = try WordsCommand.direct(arguments) ?? parseAsRoot()
            try command.validate()
            try command.run()
        } catch {
            exit(withUsageErrorsAsBadInput: error)
        }
    }

    /// The arguments after the program's name, read from `argv` directly: `CommandLine.arguments` costs a
    /// twentieth of a short command on its first use (a generic `map` and its metadata).
    static func commandLineArguments() -> [String] {
        var arguments: [String] = []
        arguments.reserveCapacity(Int(CommandLine.argc))
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let argument = CommandLine.unsafeArgv[index] else { break }
            arguments.append(String(cString: argument))
        }
        return arguments
    }

    /// `wordfall --version`: the version, as argument-parser prints it, then exit 0 (74 if stdout
    /// cannot be written).
    static func printVersion() throws(CommandFailure) -> Never {
        let stdout = OutputBuffer(descriptor: .standardOutput)
        stdout.writeLine(WordfallVersion.current)
        try stdout.finish()
        Glibc.exit(0)
    }

    /// Refuses an empty argument (`""`, `--data-dir=`) as bad input: no command takes an empty value, and
    /// an empty path would be the root folder (`generate "" --levels 1` would write /pack.json).
    static func refuseEmptyArguments(_ arguments: [String]) throws(CommandFailure) {
        for (index, argument) in arguments.enumerated() {
            let option = argument.hasPrefix("--") && argument.hasSuffix("=") ? " after \(argument.dropLast())" : ""
            guard argument.isEmpty || !option.isEmpty else { continue }
            let after = index > 0 && argument.isEmpty ? " (after \(TerminalText.quoted(arguments[index - 1])))" : ""
            throw CommandFailure.badInput(
                "wordfall: error: argument \(index + 1) is empty\(option)\(after): give a path or a value "
                    + "(an empty path would name the root folder)")
        }
    }

    /// Exits as argument-parser would, except that usage errors exit with `badInputStatus`
    /// and a `CommandFailure` prints its own lines.
    ///
    /// A command's own failure (`CommandFailure`, `ExitCode`) exits with its status directly: asking
    /// argument-parser for the status or the message would build the help text of every command first.
    static func exit(withUsageErrorsAsBadInput error: Error) -> Never {
        if let failure = error as? CommandFailure {
            let stderr = OutputBuffer(descriptor: .standardError)
            for line in failure.lines { stderr.writeLine(line) }
            stderr.flush()
            Glibc.exit(failure.status)
        }
        if let code = error as? ExitCode { Glibc.exit(code.rawValue) }
        if exitCode(for: error) == .success {
            // Help and --version: written by us, so a failed write (a full disk, a closed stdout) exits 74
            // as every other command's output does.
            let message = fullMessage(for: error)
            let stdout = OutputBuffer(descriptor: .standardOutput)
            if !message.isEmpty { stdout.writeLines(message) }
            do throws(CommandFailure) {
                try stdout.finish()
            } catch {
                exit(withUsageErrorsAsBadInput: error)
            }
            exit(withError: ExitCode.success)
        }
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        // argument-parser starts a usage error with "Error: "; every other error of ours with "wordfall: error: ".
        var message = fullMessage(for: error)
        if message.hasPrefix("Error: ") { message = "wordfall: error: " + message.dropFirst("Error: ".count) }
        let stderr = OutputBuffer(descriptor: .standardError)
        stderr.writeLines(message)
        stderr.flush()
        exit(withError: ExitCode(badInputStatus))
    }
}
