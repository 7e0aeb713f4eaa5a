// The C anchor of the solver benchmark ("solver" suites, SolverAnchorBenchmarks.swift): a plain
// 26-way trie and a depth-first board search, written the way a C programmer would write it first,
// for comparison with WordfallCore's solver on the same boards and the same word list.
#ifndef CTRIE_ANCHOR_H
#define CTRIE_ANCHOR_H

#include <stddef.h>
#include <stdint.h>

typedef struct ctrie_anchor ctrie_anchor;

/// A trie of the words in `text` (one a line; anything after a tab, such as words.txt's tier, is
/// ignored, except a third field `slur`: the game refuses those words, so they are left out; lines
/// with anything but letters are skipped; case-insensitive). Nil if out of memory.
ctrie_anchor *ctrie_anchor_build(const char *text, size_t length);

/// How many words the trie holds.
int ctrie_anchor_word_count(const ctrie_anchor *trie);

/// How many distinct words of at least `min_length` letters the board holds: `letters` are the
/// board's tiles row by row, 'A' to 'Z', a 'Q' tile standing for "QU"; a path steps to any of the
/// eight neighbours and uses a tile once.
int ctrie_anchor_count_words(ctrie_anchor *trie, const uint8_t *letters, int rows, int columns, int min_length);

void ctrie_anchor_free(ctrie_anchor *trie);

#endif
