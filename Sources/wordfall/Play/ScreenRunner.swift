import Glibc
import WordfallCore
import WordfallProgress
import WordfallTerminal
import WordfallUI

/// Starts the terminal, plays a session on it to the end and restores the terminal: what `play` and
/// `daily` share once everything they need is loaded.
enum ScreenRunner {
    /// Stops with status 2 and the terminal's own words when there is no usable terminal. Called before
    /// any saved data is opened, so a `play` without a terminal touches none.
    static func checkTerminal() throws(CommandFailure) {
        if let problem = TerminalEnvironment.current().startProblem {
            throw CommandFailure.badInput(problem.split(separator: "\n").map(String.init))
        }
    }

    /// Plays the session `makeSession` builds (given whether the screen draws with Unicode) until the
    /// player quits, then runs `afterScreen` (the terminal restored: stderr is readable again); a stop
    /// signal exits with 128 + its number after both.
    static func play(
        display: DisplayOptions, data: SavedData?, afterScreen: () -> Void,
        _ makeSession: (_ screen: GameScreen) -> PlaySession
    ) throws(CommandFailure) {
        let name = display.chosenTheme(keptIn: data)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal.start(color: !display.noColor)
        } catch {
            throw CommandFailure.badInput(error.description.split(separator: "\n").map(String.init))
        }
        let theme = Theme(name: name, unicode: terminal.localeIsUTF8 && !display.ascii, color: terminal.usesColor)
        let session = makeSession(GameScreen(theme: theme))
        var loop = GameLoop(terminal: terminal.driver())
        loop.animates = !display.noAnimation
        let exit = loop.run(session)
        // Stopped by a signal: a daily in play still gets its one result (PlaySession.abandon).
        if case .signal(let number) = exit { session.abandon(terminalLost: number == SIGHUP) }
        terminal.stop()
        afterScreen()
        if case .signal(let number) = exit {
            Glibc.exit(128 + number)
        }
    }
}
