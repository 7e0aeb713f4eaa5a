/// The terminal as the game loop sees it: a struct of closures, so tests can drive
/// the loop with a fake (`ScreenBuffer` as the screen, a list of keys as the keyboard).
public struct TerminalDriver {
    /// The terminal's current size in cells.
    public var size: () -> (width: Int, height: Int)
    /// The next key, waiting at most this many milliseconds; nil when none came.
    public var readKey: (_ timeoutMilliseconds: Int) -> Key?
    /// Writes these runs of changed cells and shows the result (one frame).
    public var draw: (_ runs: [CellRun]) -> Void
    /// The signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) that asked the program to stop, if one did.
    public var stopSignal: () -> Int32?
    /// Rings the terminal's bell.
    public var bell: () -> Void

    public init(
        size: @escaping () -> (width: Int, height: Int), readKey: @escaping (_ timeoutMilliseconds: Int) -> Key?,
        draw: @escaping (_ runs: [CellRun]) -> Void, stopSignal: @escaping () -> Int32?,
        bell: @escaping () -> Void = {}
    ) {
        self.size = size
        self.readKey = readKey
        self.draw = draw
        self.stopSignal = stopSignal
        self.bell = bell
    }
}
