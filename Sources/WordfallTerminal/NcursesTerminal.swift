import CNcursesw
import Glibc
import WordfallUI

/// The real terminal, through ncursesw: the only place the program talks to ncurses.
///
/// `start` checks the environment, sets the locale, starts ncurses (with
/// `newterm`, which fails softly instead of exiting like `initscr`), and
/// catches the stop signals. `stop` restores the terminal; it is idempotent
/// and must run on every way out.
package final class NcursesTerminal {
    /// Whether colours are drawn (the terminal has them and they were not turned off).
    package var usesColor: Bool { depth != .none }
    /// How many colours are drawn, and so how a theme's exact colours are shown (`ColorDepth`).
    package let depth: ColorDepth
    /// Whether the locale is UTF-8 (else the screen falls back to ASCII).
    package let localeIsUTF8: Bool
    private var screen: OpaquePointer?
    private var pairs: [CellStyle: Int16] = [:]
    private var nextPair: Int16 = 1
    private var buttonDown = false
    /// Set when the terminal is gone without a SIGHUP reaching us (a pty closed under a process that is
    /// not its session leader): input reports a hang-up or its end, and the loop must leave as on SIGHUP.
    private(set) var isGone = false
    /// Reads in a row that found input ready but read nothing (its end).
    private var emptyReads = 0

    private let output: UnsafeMutablePointer<FILE>

    private init(screen: OpaquePointer, depth: ColorDepth, localeIsUTF8: Bool, output: UnsafeMutablePointer<FILE>) {
        self.screen = screen
        self.output = output
        self.depth = depth
        self.localeIsUTF8 = localeIsUTF8
    }

    /// Starts the screen; throws when the environment cannot show it.
    /// - Parameter color: false for `--no-color` (`NO_COLOR` is read from the environment too).
    package static func start(
        color: Bool, environment: TerminalEnvironment = .current()
    ) throws(TerminalError) -> NcursesTerminal {
        if let problem = environment.problem { throw .unsupported(problem) }
        setlocale(LC_ALL, "")
        wf_save_terminal()
        let utf8 = wf_locale_is_utf8() != 0
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r") else {
            throw .unsupported("wordfall play cannot open the terminal's input and output.")
        }
        guard let screen = newterm(nil, output, input) else {
            throw .cannotStart(term: environment.term ?? "")
        }
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        keypad(wf_stdscr(), true)
        intrflush(wf_stdscr(), false)
        set_escdelay(25)
        curs_set(0)
        leaveok(wf_stdscr(), true)
        mouseinterval(0)
        mousemask(wf_all_mouse_events() | wf_report_mouse_position(), nil)
        // ncurses asks xterm-like terminals for clicks only (mode 1000), so a drag reports no
        // positions: ask for button-motion tracking (1002) with SGR coordinates (1006) too.
        Self.writeControl(output, dragTrackingOn)
        var depth = ColorDepth.none
        if color && !environment.noColor && has_colors() && start_color() != ERR {
            use_default_colors()
            depth = ColorDepth.detect(colors: Int(wf_colors()))
        }
        SignalWatch.install()
        wf_install_crash_handlers()
        return NcursesTerminal(screen: screen, depth: depth, localeIsUTF8: utf8, output: output)
    }

    deinit { stop() }

    /// Restores the terminal (leaves the alternate screen, shows the cursor). Safe to call twice.
    package func stop() {
        guard let screen else { return }
        self.screen = nil
        mousemask(0, nil)
        Self.writeControl(output, "\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l")
        curs_set(1)
        endwin()
        delscreen(screen)
        SignalWatch.uninstall()
        wf_uninstall_crash_handlers()
    }

    /// Button-motion tracking (1002) with SGR coordinates (1006).
    static let dragTrackingOn = "\u{1B}[?1002h\u{1B}[?1006h"

    /// Writes a control sequence straight to the terminal, after what ncurses has buffered.
    private static func writeControl(_ output: UnsafeMutablePointer<FILE>, _ sequence: String) {
        fflush(output)
        fputs(sequence, output)
        fflush(output)
    }

    /// The terminal as the game loop uses it.
    package func driver() -> TerminalDriver {
        TerminalDriver(
            size: { [unowned self] in self.size },
            readKey: { [unowned self] timeout in self.readKey(timeoutMilliseconds: timeout) },
            draw: { [unowned self] runs in self.draw(runs) },
            stopSignal: { [unowned self] in SignalWatch.received ?? (self.isGone ? SIGHUP : nil) },
            bell: { beep() })
    }

    /// The terminal's size in cells.
    package var size: (width: Int, height: Int) {
        (Int(wf_columns(wf_stdscr())), Int(wf_rows(wf_stdscr())))
    }

    /// Writes the runs and shows them in one update.
    package func draw(_ runs: [CellRun]) {
        let window = wf_stdscr()
        var text: [wchar_t] = []
        for run in runs {
            text.removeAll(keepingCapacity: true)
            for scalar in run.characters { text.append(wchar_t(bitPattern: scalar.value)) }
            text.append(0)
            wattr_set(window, attributes(run.style), pair(run.style), nil)
            wmove(window, Int32(run.y), Int32(run.x))
            waddnwstr(window, text, Int32(run.characters.count))
        }
        wattr_set(window, wf_a_normal(), 0, nil)
        wnoutrefresh(window)
        doupdate()
    }

    private func attributes(_ style: CellStyle) -> attr_t {
        var value = wf_a_normal()
        if style.attributes.contains(.bold) { value |= wf_a_bold() }
        if style.attributes.contains(.reverse) { value |= wf_a_reverse() }
        if style.attributes.contains(.underline) { value |= wf_a_underline() }
        if style.attributes.contains(.dim) { value |= wf_a_dim() }
        return value
    }

    /// The colour pair for the style's colours, allocated on first use (0, the default, when out of pairs).
    private func pair(_ style: CellStyle) -> Int16 {
        guard usesColor, style.foreground != .default || style.background != .default else { return 0 }
        let key = CellStyle(foreground: style.foreground, background: style.background)
        if let known = pairs[key] { return known }
        guard Int32(nextPair) < wf_color_pairs() else { return 0 }
        let number = nextPair
        nextPair += 1
        // The extended call takes colour numbers past 32,767: a direct-colour terminal's are 0xRRGGBB.
        init_extended_pair(Int32(number), depth.number(for: style.foreground), depth.number(for: style.background))
        pairs[key] = number
        return number
    }

    /// Puts the game's terminal modes back after the program was continued (SIGCONT).
    ///
    /// After Ctrl-Z and `fg`, ncurses restores its own modes (clicks, SGR) but not drag tracking. After a
    /// `kill -STOP` (which no program can catch) the shell takes the terminal back in its own canonical,
    /// echoing mode, and `fg` gives it back as it is: typed letters would wait for Enter and never reach
    /// the word line. So the modes ncurses set at the start (cbreak, no echo, the keypad) are set again
    /// and the screen drawn afresh over what the shell wrote. In the background (`kill -CONT` without
    /// `fg`) the terminal is not ours to change: it is done at the SIGCONT that `fg` sends.
    private func resumed() {
        guard tcgetpgrp(STDIN_FILENO) == getpgrp() else {
            SignalWatch.markResumed()
            return
        }
        reset_prog_mode()
        mousemask(wf_all_mouse_events() | wf_report_mouse_position(), nil)
        Self.writeControl(output, Self.dragTrackingOn)
        clearok(wf_stdscr(), true)
        wrefresh(wf_stdscr())
    }

    /// The next key, or nil after `timeoutMilliseconds` without one.
    package func readKey(timeoutMilliseconds: Int) -> Key? {
        if SignalWatch.takeResumed() { resumed() }
        let window = wf_stdscr()
        wtimeout(window, Int32(max(0, timeoutMilliseconds)))
        var code: wint_t = 0
        let result = wget_wch(window, &code)
        if result == wf_key_code_yes() { return functionKey(Int32(code)) }
        guard result == OK else {
            checkInputIsThere()
            return nil
        }
        emptyReads = 0
        switch code {
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 9: return .tab
        case 27: return .escape
        case 1...26: return .control(Character(UnicodeScalar(UInt8(code) + 96)))
        default:
            guard let scalar = UnicodeScalar(UInt32(code)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// After a read that gave no key: whether the terminal hung up (`POLLHUP`, `POLLERR`, `POLLNVAL`), or
    /// says input is ready with no byte waiting, again and again (`read` returning 0: the input's end).
    private func checkInputIsThere() {
        var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&input, 1, 0) == 1 else {
            emptyReads = 0
            return
        }
        if Int32(input.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0 {
            isGone = true
        } else if Int32(input.revents) & POLLIN != 0 && wf_bytes_waiting(0) == 0 {
            // Ready with nothing waiting: a read would return 0, the input's end. Three in a row to be sure.
            emptyReads += 1
            if emptyReads >= 3 { isGone = true }
        } else {
            emptyReads = 0
        }
    }

    private func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return mouse()
        default: return nil
        }
    }

    private func mouse() -> Key? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let x = Int(event.x)
        let y = Int(event.y)
        if event.bstate & (wf_button1_pressed() | wf_button1_clicked()) != 0 {
            buttonDown = event.bstate & wf_button1_pressed() != 0
            return .mouse(MouseEvent(x: x, y: y, kind: .press))
        }
        if event.bstate & wf_button1_released() != 0 {
            buttonDown = false
            return .mouse(MouseEvent(x: x, y: y, kind: .release))
        }
        if event.bstate & wf_report_mouse_position() != 0 && buttonDown {
            return .mouse(MouseEvent(x: x, y: y, kind: .drag))
        }
        return nil
    }
}
