import CNcursesw
import Glibc
import Synchronization

/// The last stop signal received (0 for none): written by the handler, read by the game loop.
private let receivedStopSignal = Atomic<Int32>(0)
/// Set by SIGCONT: the program was resumed after Ctrl-Z or `kill -STOP`, and the terminal modes (the
/// program's own, which the shell may have reset, and drag tracking, which ncurses does not know about)
/// must be set again.
private let resumedAfterStop = Atomic<Bool>(false)

/// Catches every signal whose default action ends the process without a crash (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT (Ctrl-\\), SIGXFSZ, SIGXCPU, SIGUSR1, SIGALRM, the real-time signals, ...) so the game loop
/// can save what a quit saves and restore the terminal before exiting. The crash signals (SIGSEGV,
/// SIGABRT, SIGSYS, ...) are the C shim's crash handler's.
///
/// The handler only records the signal (nothing else is safe in a handler);
/// the loop polls at least every 100 ms and leaves, and the caller restores
/// the terminal and exits with status 128 + the signal. SIGXFSZ caught rather than fatal also means a
/// save past the file-size limit fails with `EFBIG`, and is reported as a failed save.
enum SignalWatch {
    static let signals: [Int32] =
        [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ, SIGXCPU, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE,
            SIGPOLL, SIGPWR, SIGSTKFLT,
        ] + Array(wf_sigrtmin()...wf_sigrtmax())

    static func install() {
        for number in signals {
            signal(number) { caught in receivedStopSignal.store(caught, ordering: .relaxed) }
        }
        // Without SA_RESTART (which `signal` sets): a read of the terminal that SIGCONT interrupts returns, so the
        // loop sets the terminal's modes again. A game read from the background (after `kill -CONT`) is
        // stopped by SIGTTIN inside the read; `fg` gives it a terminal in the shell's canonical mode, in which a
        // restarted read would wait for a line for good.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in resumedAfterStop.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGCONT, &action, nil)
    }

    static func uninstall() {
        for number in signals + [SIGCONT] { signal(number, SIG_DFL) }
        // Outside the screen the program ignores SIGXFSZ (`wordfall` sets it at start): a write past the
        // file-size limit fails with EFBIG and is reported, instead of killing the process unheard.
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Whether the program was resumed (SIGCONT) since the last call.
    static func takeResumed() -> Bool {
        resumedAfterStop.exchange(false, ordering: .relaxed)
    }

    /// Keeps "resumed" for the next `takeResumed` (the terminal could not be set up yet).
    static func markResumed() {
        resumedAfterStop.store(true, ordering: .relaxed)
    }

    /// The signal received since `install`, if any.
    static var received: Int32? {
        let value = receivedStopSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
