import WordfallUI

/// A terminal made of a screen buffer and a list of keys, for driving the loop without ncurses.
public final class FakeTerminal {
    public var screen: ScreenBuffer
    public var keys: [Key?]
    public var frames: [[CellRun]] = []
    public var signal: Int32?

    public init(width: Int, height: Int, keys: [Key?]) {
        screen = ScreenBuffer(width: width, height: height)
        self.keys = keys
    }

    /// `nil` in `keys` is a read that timed out; after the last key, the terminal sends SIGTERM.
    public var driver: TerminalDriver {
        TerminalDriver(
            size: { [unowned self] in (screen.width, screen.height) },
            readKey: { [unowned self] _ in
                if keys.isEmpty {
                    signal = 15
                    return nil
                }
                return keys.removeFirst()
            },
            draw: { [unowned self] runs in
                frames.append(runs)
                for run in runs {
                    for (offset, character) in run.characters.enumerated() {
                        screen[run.x + offset, run.y] = Cell(character, style: run.style)
                    }
                }
            },
            stopSignal: { [unowned self] in signal })
    }

    public func resize(width: Int, height: Int) {
        screen = ScreenBuffer(width: width, height: height)
    }
}
