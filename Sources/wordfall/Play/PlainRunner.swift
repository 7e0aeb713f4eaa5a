import Glibc
import Synchronization
import WordfallCore
import WordfallTerminal
import WordfallUI

/// The last stop signal received in plain mode (0 for none): written by the handler, read by the loop.
private let plainStopSignal = Atomic<Int32>(0)

/// Plays a `PlainSession` on standard input and output: lines in, lines out, the clock ticking between
/// them. What `play --plain` and `daily --plain` share (docs/PLAY-PLAIN.md).
enum PlainRunner {
    /// The signals that end plain mode as a quit would (a daily in play is recorded), then the process
    /// with 128 + the signal.
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF]

    /// Whether to play plain: asked for (`--plain`), or the screen cannot be used (TERM dumb or unset,
    /// input or output not a terminal).
    static func isChosen(_ flag: Bool) -> Bool {
        if flag { return true }
        let environment = TerminalEnvironment.current()
        let term = environment.term ?? ""
        return term.isEmpty || term == "dumb" || !environment.stdoutIsTerminal || !environment.stdinIsTerminal
    }

    /// Plays `makeSession`'s session until the player quits or the input ends, then runs `afterSession`.
    ///
    /// - Throws: `CommandFailure` with status 74 when the output could not be written.
    static func play(
        notice: String?, afterSession: () -> Void,
        _ makeSession: (_ write: @escaping (String) -> Void) -> PlainSession
    ) throws(CommandFailure) {
        let stdout = OutputBuffer(descriptor: .standardOutput)
        let session = makeSession { stdout.writeLine($0) }
        for number in signals {
            signal(number) { caught in plainStopSignal.store(caught, ordering: .relaxed) }
        }
        // A reader gone (a closed pipe) is a failed write, reported with status 74, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        session.start(notice: notice)
        stdout.flush()
        let input = LineReader()
        while !session.isFinished && stdout.failure == nil && plainStopSignal.load(ordering: .relaxed) == 0 {
            if let line = input.next(waiting: 0.1) {
                session.handle(line: line)
            } else if input.ended {
                session.abandon()
            }
            session.tick()
            stdout.flush()
        }
        let stopped = plainStopSignal.load(ordering: .relaxed)
        if stopped != 0 || stdout.failure != nil { session.abandon() }
        stdout.flush()
        afterSession()
        try stdout.finish()
        if stopped != 0 { exit(128 + stopped) }
    }
}
