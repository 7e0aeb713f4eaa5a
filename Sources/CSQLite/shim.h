// The C shim for SQLite (Debian's libsqlite3-dev). No `link` in the modulemap: WordfallProgress
// links the shared library in debug builds, the release binary libsqlite3.a (Package.swift).
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import; the
// accessor below gives it to Swift.
#ifndef WORDFALL_CSQLITE_SHIM_H
#define WORDFALL_CSQLITE_SHIM_H
#include <sqlite3.h>

static inline sqlite3_destructor_type wf_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
