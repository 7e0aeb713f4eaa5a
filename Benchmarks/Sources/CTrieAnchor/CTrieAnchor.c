// See include/CTrieAnchor.h. Each node holds 26 child indices (0: none) and the stamp of the last
// search that counted its word (-1: not a word), so a word found twice on a board counts once.
#include "CTrieAnchor.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    int32_t child[26];
    int32_t stamp;
} node;

struct ctrie_anchor {
    node *nodes;
    int32_t count;
    int32_t capacity;
    int32_t words;
    int32_t search;
};

typedef struct {
    ctrie_anchor *trie;
    const uint8_t *letters;
    int rows;
    int columns;
    int min_length;
    int found;
    uint8_t *used;
} search_state;

static int32_t add_node(ctrie_anchor *trie) {
    if (trie->count == trie->capacity) {
        int32_t capacity = trie->capacity * 2;
        node *nodes = realloc(trie->nodes, (size_t)capacity * sizeof(node));
        if (!nodes) return -1;
        trie->nodes = nodes;
        trie->capacity = capacity;
    }
    memset(&trie->nodes[trie->count], 0, sizeof(node));
    trie->nodes[trie->count].stamp = -1;
    return trie->count++;
}

ctrie_anchor *ctrie_anchor_build(const char *text, size_t length) {
    ctrie_anchor *trie = calloc(1, sizeof(ctrie_anchor));
    if (!trie) return NULL;
    trie->capacity = 1 << 16;
    trie->nodes = malloc((size_t)trie->capacity * sizeof(node));
    if (!trie->nodes || add_node(trie) < 0) {
        ctrie_anchor_free(trie);
        return NULL;
    }
    size_t start = 0;
    while (start < length) {
        size_t end = start;
        while (end < length && text[end] != '\n') end++;
        size_t word_end = start;
        while (word_end < end && text[word_end] != '\t') word_end++;
        // "word<TAB>tier<TAB>slur": a word the game refuses (docs/RULES.md, "Word categories").
        size_t category = word_end;
        for (int tabs = 0; category < end && tabs < 2; category++) {
            if (text[category] == '\t') tabs++;
        }
        int refused = end - category == 4 && memcmp(text + category, "slur", 4) == 0;
        int letters_only = word_end > start && !refused;
        for (size_t i = start; i < word_end; i++) {
            char c = text[i] | 0x20;
            if (c < 'a' || c > 'z') letters_only = 0;
        }
        if (letters_only) {
            int32_t at = 0;
            for (size_t i = start; i < word_end; i++) {
                int letter = (text[i] | 0x20) - 'a';
                if (!trie->nodes[at].child[letter]) {
                    int32_t next = add_node(trie);
                    if (next < 0) {
                        ctrie_anchor_free(trie);
                        return NULL;
                    }
                    trie->nodes[at].child[letter] = next;
                }
                at = trie->nodes[at].child[letter];
            }
            if (trie->nodes[at].stamp == -1) {
                trie->nodes[at].stamp = 0;
                trie->words++;
            }
        }
        start = end + 1;
    }
    return trie;
}

int ctrie_anchor_word_count(const ctrie_anchor *trie) { return trie->words; }

static void walk(search_state *state, int cell, int32_t at, int length) {
    node *nodes = state->trie->nodes;
    int letter = state->letters[cell] - 'A';
    at = nodes[at].child[letter];
    if (!at) return;
    length++;
    if (letter == 'Q' - 'A') {
        at = nodes[at].child['U' - 'A'];
        if (!at) return;
        length++;
    }
    if (length >= state->min_length && nodes[at].stamp >= 0 && nodes[at].stamp != state->trie->search) {
        nodes[at].stamp = state->trie->search;
        state->found++;
    }
    state->used[cell] = 1;
    int row = cell / state->columns, column = cell % state->columns;
    for (int r = row - 1; r <= row + 1; r++) {
        if (r < 0 || r >= state->rows) continue;
        for (int c = column - 1; c <= column + 1; c++) {
            if (c < 0 || c >= state->columns) continue;
            int next = r * state->columns + c;
            if (!state->used[next]) walk(state, next, at, length);
        }
    }
    state->used[cell] = 0;
}

int ctrie_anchor_count_words(ctrie_anchor *trie, const uint8_t *letters, int rows, int columns, int min_length) {
    uint8_t used[1024];
    if (rows * columns > (int)sizeof(used)) return -1;
    memset(used, 0, (size_t)(rows * columns));
    trie->search++;
    search_state state = {trie, letters, rows, columns, min_length, 0, used};
    for (int cell = 0; cell < rows * columns; cell++) walk(&state, cell, 0, 0);
    return state.found;
}

void ctrie_anchor_free(ctrie_anchor *trie) {
    if (!trie) return;
    free(trie->nodes);
    free(trie);
}
