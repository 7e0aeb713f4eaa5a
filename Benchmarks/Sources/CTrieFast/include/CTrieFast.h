// The strong C anchor of the solver benchmark ("solver-anchor" suite, SolverAnchorBenchmarks.swift):
// the fastest board search we could write in C, for comparison with WordfallCore's solver on the same
// boards and the same word list. The technique (issue 38):
//
// - a bitmask trie: each node one 32-bit mask of the letters that continue it (bit 26: a word ends
//   here) and the index of its first child; a child is found by counting the mask's bits below its
//   letter (POPCNT where the instruction set has it);
// - Qu folded into one edge: the Q edge leads straight to the node after QU (words with a Q not
//   followed by U cannot be spelled on a board and are dropped);
// - a padded board: a border of empty cells, so the eight neighbours need no bounds checks, and each
//   cell holds its letter's bit, cleared while the cell is on the path (the node's mask and the cell's
//   bit then never match);
// - pruning by the letters around each cell: a node continues only if its mask meets the letters of
//   the cell's neighbours;
// - a bitset of the words seen in the search (cleared word by word afterwards);
// - nodes laid out hottest first: child blocks placed in the order a sample of random boards visits
//   them most, so the hot top of the trie shares cache lines.
//
// Built twice from this one implementation: `ctrie_fast_*` with -O3 -march=native (CTrieFast) and
// `ctrie_fast_base_*` with -O3 for the x86-64 baseline, the instruction set the Swift solver is built
// for (CTrieFastBase).
#ifndef CTRIE_FAST_H
#define CTRIE_FAST_H

#include <stddef.h>
#include <stdint.h>

typedef struct ctrie_fast ctrie_fast;

/// A trie of the words in `text`, read as CTrieAnchor.h's `ctrie_anchor_build` reads it. Nil if out of memory.
ctrie_fast *ctrie_fast_build(const char *text, size_t length);
/// How many words the trie holds (words with a Q not followed by U are not counted).
int ctrie_fast_word_count(const ctrie_fast *trie);
/// How many distinct words of at least `min_length` letters the board holds (as `ctrie_anchor_count_words`);
/// -1 for a board of more than 4,096 cells.
int ctrie_fast_count_words(ctrie_fast *trie, const uint8_t *letters, int rows, int columns, int min_length);
void ctrie_fast_free(ctrie_fast *trie);

/// The same, compiled for the x86-64 baseline.
ctrie_fast *ctrie_fast_base_build(const char *text, size_t length);
int ctrie_fast_base_word_count(const ctrie_fast *trie);
int ctrie_fast_base_count_words(ctrie_fast *trie, const uint8_t *letters, int rows, int columns, int min_length);
void ctrie_fast_base_free(ctrie_fast *trie);

/// Which instruction set the native build used: "x86-64 with POPCNT, BMI1 (TZCNT)..." as the compiler saw it.
const char *ctrie_fast_instruction_set(void);
const char *ctrie_fast_base_instruction_set(void);

#endif
