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
    public var screen: GameScreen
    public var tickMilliseconds = 100
    /// The frames drawn so far (for tests: one per burst).
    public private(set) var framesDrawn = 0
    private var previous: ScreenBuffer?

    public init(terminal: TerminalDriver, screen: GameScreen) {
        self.terminal = terminal
        self.screen = screen
    }

    /// Runs `session` until the player quits or a stop signal arrives.
    public mutating func run(_ session: PlaySession) -> Exit {
        var drawnRevision: Int?
        var drawnSize: (width: Int, height: Int)?
        var bells = session.state.bells
        while true {
            if let signal = terminal.stopSignal() { return .signal(signal) }
            if session.isFinished { return .quit }
            var size = terminal.size()
            // Too small is a pause: the session stops the clock and drops keys until the screen fits.
            session.screenFits(screen.layout(for: session.state, width: size.width, height: size.height) != nil)
            session.tick()
            size = terminal.size()
            session.scrollLimit = screen.scrollLimit(for: session.state, width: size.width, height: size.height)
            if session.state.bells != bells {
                bells = session.state.bells
                terminal.bell()
            }
            if drawnRevision != session.revision || drawnSize.map({ $0 != size }) ?? true {
                draw(session.state, size: size)
                drawnRevision = session.revision
                drawnSize = size
            }
            guard let first = terminal.readKey(tickMilliseconds) else { continue }
            var key: Key? = first
            while let current = key {
                let layout = screen.layout(for: session.state, width: size.width, height: size.height)
                session.screenFits(layout != nil)
                session.scrollLimit = screen.scrollLimit(for: session.state, width: size.width, height: size.height)
                session.handle(current, layout: layout)
                if current == .resize {
                    // ncurses may have cleared its screen: draw every cell again.
                    previous = nil
                    drawnRevision = nil
                    break
                }
                if session.isFinished { break }
                key = terminal.readKey(0)
            }
        }
    }

    /// Renders `state` and hands the terminal only the cells that changed since the last frame.
    public mutating func draw(_ state: GameViewState, size: (width: Int, height: Int)) {
        let buffer = screen.render(state, width: size.width, height: size.height)
        let runs = buffer.changes(since: previous)
        previous = buffer
        framesDrawn += 1
        if !runs.isEmpty { terminal.draw(runs) }
    }
}
