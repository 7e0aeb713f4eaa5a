/// The Elm-style loop: keys in, state updated, one frame drawn per burst.
///
/// It waits for a key (at most `tickMilliseconds`, so the clock and the stop
/// signals are seen), reads every key already waiting (a burst: a paste, a
/// fast typist, a mouse drag), then draws once, and only the changed cells.
public struct GameLoop {
    /// How the loop ended.
    public enum Exit: Hashable, Sendable {
        /// The player quit.
        case quit
        /// A signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) asked the program to stop.
        case signal(Int32)
    }

    public var terminal: TerminalDriver
    public var tickMilliseconds = 100
    /// Whether tiles are shown falling into place (`--no-animation` turns it off).
    public var animates = true
    /// The time between two frames of an animation: its three frames take about 100 ms, well
    /// under the 150 ms a fall may take.
    public var frameMilliseconds = 33
    /// The frames drawn so far (for tests: one per burst).
    public private(set) var framesDrawn = 0
    private var previous: ScreenBuffer?

    public init(terminal: TerminalDriver) {
        self.terminal = terminal
    }

    /// Runs `session` (a level's, or the home screen) until it is finished or a stop signal arrives,
    /// feeding it the window's size (before the first frame and at each change), ticks and keys.
    public mutating func run(_ session: some LoopSession) -> Exit {
        var drawnRevision: Int?
        var bells = session.bells
        var size = terminal.size()
        session.handle(.resized(width: size.width, height: size.height))
        var drawnSize = size
        previous = nil
        while true {
            if let signal = terminal.stopSignal() { return .signal(signal) }
            if session.isFinished { return .quit }
            let now = terminal.size()
            if now != size {
                // A terminal that changed size without saying so (no KEY_RESIZE).
                size = now
                session.handle(.resized(width: size.width, height: size.height))
            }
            session.handle(.tick)
            if session.bells != bells {
                bells = session.bells
                terminal.bell()
            }
            var waiting: Key?
            if drawnRevision != session.revision || drawnSize != size || previous == nil {
                waiting = animate(session, size: size)
                draw(session.render(width: size.width, height: size.height))
                drawnRevision = session.revision
                drawnSize = size
            }
            session.afterFrame()
            guard let first = waiting ?? terminal.readKey(tickMilliseconds) else { continue }
            var key: Key? = first
            while let current = key {
                if current == .resize {
                    size = terminal.size()
                    session.handle(.resized(width: size.width, height: size.height))
                    // ncurses may have cleared its screen: draw every cell again.
                    previous = nil
                    break
                }
                session.handle(.key(current))
                if session.isFinished { break }
                key = terminal.readKey(0)
            }
        }
    }

    /// Shows the session's in-between frames a frame's time apart, and returns the key that cut them
    /// short: a key already waiting skips them all (a fast typist never waits for a fall).
    private mutating func animate(_ session: some LoopSession, size: (width: Int, height: Int)) -> Key? {
        let frames = session.frames(width: size.width, height: size.height)
        guard animates, !frames.isEmpty else { return nil }
        if let key = terminal.readKey(0) { return key }
        for frame in frames {
            draw(frame)
            if let key = terminal.readKey(frameMilliseconds) { return key }
        }
        return nil
    }

    /// Renders `state` and hands the terminal only the cells that changed since the last frame.
    public mutating func draw(_ state: GameScreenState, with screen: GameScreen, size: (width: Int, height: Int)) {
        draw(screen.render(state, width: size.width, height: size.height))
    }

    /// Hands the terminal only the cells of `buffer` that changed since the last frame.
    mutating func draw(_ buffer: ScreenBuffer) {
        let runs = buffer.changes(since: previous)
        previous = buffer
        framesDrawn += 1
        if !runs.isEmpty { terminal.draw(runs) }
    }
}
