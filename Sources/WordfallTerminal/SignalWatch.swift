import Glibc
import Synchronization

/// The last stop signal received (0 for none): written by the handler, read by the game loop.
private let receivedStopSignal = Atomic<Int32>(0)
/// Set by SIGCONT: the program was resumed after Ctrl-Z, and the terminal modes ncurses does not
/// know about (drag tracking) must be asked for again.
private let resumedAfterStop = Atomic<Bool>(false)

/// Catches SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\\) so the game loop can restore the terminal before exiting.
///
/// The handler only records the signal (nothing else is safe in a handler);
/// the loop polls at least every 100 ms and leaves, and the caller restores
/// the terminal and exits with status 128 + the signal.
enum SignalWatch {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static func install() {
        for number in signals {
            signal(number) { caught in receivedStopSignal.store(caught, ordering: .relaxed) }
        }
        signal(SIGCONT) { _ in resumedAfterStop.store(true, ordering: .relaxed) }
    }

    static func uninstall() {
        for number in signals + [SIGCONT] { signal(number, SIG_DFL) }
    }

    /// Whether the program was resumed (SIGCONT) since the last call.
    static func takeResumed() -> Bool {
        resumedAfterStop.exchange(false, ordering: .relaxed)
    }

    /// The signal received since `install`, if any.
    static var received: Int32? {
        let value = receivedStopSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
