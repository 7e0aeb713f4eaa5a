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
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *wf_stdscr(void) { return stdscr; }
static inline int wf_color_pairs(void) { return COLOR_PAIRS; }
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
#endif
