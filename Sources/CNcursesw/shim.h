// The C shim for ncursesw. SwiftPM drops the -D flags of ncursesw.pc, so the
// wide-character API is only declared when NCURSES_WIDECHAR is set here first.
// Swift cannot see function-like macros (A_BOLD, COLOR_PAIR, getmaxyx, the
// mouse masks) and Swift 6 refuses to read ncurses' mutable globals (stdscr,
// LINES, COLOR_PAIRS), so each gets a small static inline accessor below.
#ifndef WORDFALL_CNCURSESW_SHIM_H
#define WORDFALL_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *wf_stdscr(void) { return stdscr; }
static inline int wf_color_pairs(void) { return COLOR_PAIRS; }
static inline int wf_colors(void) { return COLORS; }
static inline int wf_rows(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)x; return y; }
static inline int wf_columns(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)y; return x; }

static inline attr_t wf_a_normal(void) { return A_NORMAL; }
static inline attr_t wf_a_bold(void) { return A_BOLD; }
static inline attr_t wf_a_reverse(void) { return A_REVERSE; }
static inline attr_t wf_a_underline(void) { return A_UNDERLINE; }
static inline attr_t wf_a_dim(void) { return A_DIM; }

static inline mmask_t wf_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t wf_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t wf_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t wf_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t wf_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

static inline int wf_key_code_yes(void) { return KEY_CODE_YES; }
/// Whether the current locale's character set is UTF-8 (call after setlocale).
static inline int wf_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't')
        && (codeset[2] == 'F' || codeset[2] == 'f') && (codeset[3] == '-' ? codeset[4] == '8' : codeset[3] == '8');
}
// Restoring the terminal after a crash. A crash handler may only call async-signal-safe
// functions, so everything it needs is prepared at start: the terminal's settings before
// ncurses changed them, and the bytes that turn mouse tracking off, leave the alternate screen
// and show the cursor. The handler writes them, restores the settings, and re-raises the signal
// with its default action (so the crash still dumps core and reports the right status).
// Kept in a function's static (a header's file-scope arrays are not emitted by Swift's importer).
struct wf_restore_state {
    struct termios termios;
    int termiosValid;
    char bytes[256];
    size_t length;
};

static inline struct wf_restore_state *wf_restore(void) {
    static struct wf_restore_state state;
    return &state;
}

static inline void wf_append_restore(const char *text) {
    if (text == NULL || text == (const char *)-1) return;
    size_t length = strlen(text);
    struct wf_restore_state *state = wf_restore();
    if (state->length + length >= sizeof state->bytes) return;
    memcpy(state->bytes + state->length, text, length);
    state->length += length;
}

static void wf_crash_handler(int number) {
    struct wf_restore_state *state = wf_restore();
    if (state->length > 0) {
        ssize_t ignored = write(1, state->bytes, state->length);
        (void)ignored;
    }
    if (state->termiosValid) tcsetattr(0, TCSANOW, &state->termios);
    signal(number, SIG_DFL);
    raise(number);
}

/// Saves the terminal's settings; call before ncurses starts.
static inline void wf_save_terminal(void) {
    wf_restore()->termiosValid = tcgetattr(0, &wf_restore()->termios) == 0;
}

/// Prepares the restoring bytes (call once ncurses has started, so terminfo is loaded) and
/// installs the handler for the signals a crash raises.
static inline void wf_install_crash_handlers(void) {
    wf_restore()->length = 0;
    wf_append_restore("\033[?1002l\033[?1006l\033[?1000l");
    wf_append_restore(tigetstr("rmcup"));
    wf_append_restore(tigetstr("cnorm"));
    wf_append_restore(tigetstr("sgr0"));
    int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        signal(signals[index], wf_crash_handler);
    }
}

/// Puts the crash signals back to their default actions (after the terminal is restored).
static inline void wf_uninstall_crash_handlers(void) {
    int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) signal(signals[index], SIG_DFL);
}

/// Bytes waiting to be read on `fd` (FIONREAD), -1 when it cannot say: input reported ready with none
/// waiting is its end (a terminal gone).
static inline int wf_bytes_waiting(int fd) {
    int count = 0;
    return ioctl(fd, FIONREAD, &count) == 0 ? count : -1;
}

/// The real-time signals a program may use (their default action ends the process).
static inline int wf_sigrtmin(void) { return SIGRTMIN; }
static inline int wf_sigrtmax(void) { return SIGRTMAX; }
#endif
