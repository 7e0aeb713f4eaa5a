// The C shim for ncursesw. SwiftPM drops the -D flags of ncursesw.pc, so the
// wide-character API is only declared when NCURSES_WIDECHAR is set here first.
#ifndef WORDFALL_CNCURSESW_SHIM_H
#define WORDFALL_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#endif
