// The strong anchor built for the x86-64 baseline: its functions, ctrie_fast_base_*, are declared in
// CTrieFast.h beside the native build's, which Swift imports (CTrieFastBase only adds the object code).
#ifndef CTRIE_FAST_BASE_H
#define CTRIE_FAST_BASE_H
#endif
