// The implementation of include/CTrieFast.h, compiled twice: the including file defines FAST(name)
// as the prefixed name of each public function.
#include "include/CTrieFast.h"

#include <stdlib.h>
#include <string.h>

#define WORD_BIT (1u << 26)
#define Q_BIT (1u << ('Q' - 'A'))
#define MAX_CELLS 4096

typedef struct {
    uint32_t mask;   // letters that continue this node, and WORD_BIT when a word ends here
    uint32_t first;  // index of the first child; children in letter order
} fast_node;

struct ctrie_fast {
    fast_node *nodes;
    int32_t count;
    int32_t words;
    uint64_t *seen;      // a bit per node: the word ending there was counted in this search
    uint32_t *found;     // the nodes counted, to clear their bits afterwards
};

// The build's plain 26-way trie, dropped once the compact one is made.
typedef struct {
    int32_t child[26];
    int32_t word;
    uint64_t visits;
} wide_node;

typedef struct {
    wide_node *nodes;
    int32_t count;
    int32_t capacity;
} wide_trie;

static int32_t wide_add(wide_trie *trie) {
    if (trie->count == trie->capacity) {
        int32_t capacity = trie->capacity ? trie->capacity * 2 : 1 << 16;
        wide_node *nodes = realloc(trie->nodes, (size_t)capacity * sizeof(wide_node));
        if (!nodes) return -1;
        trie->nodes = nodes;
        trie->capacity = capacity;
    }
    memset(&trie->nodes[trie->count], 0, sizeof(wide_node));
    return trie->count++;
}

// The Q edge of every node leads to the node after QU (or nowhere).
static void fold_qu(wide_trie *trie) {
    for (int32_t at = 0; at < trie->count; at++) {
        int32_t q = trie->nodes[at].child['Q' - 'A'];
        if (q) trie->nodes[at].child['Q' - 'A'] = trie->nodes[q].child['U' - 'A'];
    }
}

// Visits of the 26-way trie by a search of sample boards (letters drawn as in English text), for the layout.
static void wide_walk(wide_trie *trie, const uint8_t *letters, uint8_t *used, int rows, int columns, int cell,
                      int32_t at) {
    at = trie->nodes[at].child[letters[cell]];
    if (!at) return;
    trie->nodes[at].visits++;
    used[cell] = 1;
    int row = cell / columns, column = cell % columns;
    for (int r = row - 1; r <= row + 1; r++) {
        if (r < 0 || r >= rows) continue;
        for (int c = column - 1; c <= column + 1; c++) {
            if (c < 0 || c >= columns) continue;
            if (!used[r * columns + c]) wide_walk(trie, letters, used, rows, columns, r * columns + c, at);
        }
    }
    used[cell] = 0;
}

static void sample_visits(wide_trie *trie) {
    // Letter weights of English text (per mille), as the game's bag roughly draws them.
    static const int weights[26] = {82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24,
                                    67, 75, 19, 1,  60, 63, 91, 28, 10, 24, 2, 20, 1};
    uint64_t state = 0x9E3779B97F4A7C15u;
    uint8_t letters[36], used[36];
    for (int board = 0; board < 64; board++) {
        for (int cell = 0; cell < 36; cell++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            int pick = (int)((state >> 33) % 1003), letter = 0;
            while (letter < 25 && pick >= weights[letter]) pick -= weights[letter++];
            letters[cell] = (uint8_t)letter;
            used[cell] = 0;
        }
        for (int cell = 0; cell < 36; cell++) wide_walk(trie, letters, used, 6, 6, cell, 0);
    }
}

// The compact trie: child blocks placed hottest first (a node's children are one block, in letter
// order); the root is node 0.
static int compact(wide_trie *wide, ctrie_fast *fast) {
    int32_t *index = malloc((size_t)wide->count * sizeof(int32_t));  // wide node -> compact index
    fast->nodes = calloc((size_t)wide->count, sizeof(fast_node));
    if (!index || !fast->nodes) {
        free(index);
        return -1;
    }
    // Every node reachable after the Q fold, each placed once; a block's parent is placed before it.
    // Greedy: of the nodes placed whose block is not, the one visited most places its block next.
    // A binary heap on visits keeps it O(n log n).
    int32_t *heap = malloc((size_t)wide->count * sizeof(int32_t));
    if (!heap) {
        free(index);
        return -1;
    }
    int32_t heap_size = 0, placed = 1;
    index[0] = 0;
    heap[heap_size++] = 0;
    wide->nodes[0].visits = UINT64_MAX;
    while (heap_size > 0) {
        int32_t top = heap[0];
        heap[0] = heap[--heap_size];
        for (int32_t i = 0;;) {  // sift down
            int32_t l = 2 * i + 1, r = l + 1, m = i;
            if (l < heap_size && wide->nodes[heap[l]].visits > wide->nodes[heap[m]].visits) m = l;
            if (r < heap_size && wide->nodes[heap[r]].visits > wide->nodes[heap[m]].visits) m = r;
            if (m == i) break;
            int32_t t = heap[i];
            heap[i] = heap[m];
            heap[m] = t;
            i = m;
        }
        wide_node *node = &wide->nodes[top];
        fast_node *out = &fast->nodes[index[top]];
        out->mask = node->word ? WORD_BIT : 0;
        out->first = (uint32_t)placed;
        for (int letter = 0; letter < 26; letter++) {
            int32_t child = node->child[letter];
            if (!child) continue;
            out->mask |= 1u << letter;
            index[child] = placed++;
            heap[heap_size] = child;
            for (int32_t i = heap_size++; i > 0;) {  // sift up
                int32_t p = (i - 1) / 2;
                if (wide->nodes[heap[p]].visits >= wide->nodes[heap[i]].visits) break;
                int32_t t = heap[i];
                heap[i] = heap[p];
                heap[p] = t;
                i = p;
            }
        }
    }
    fast->count = placed;
    free(heap);
    free(index);
    return 0;
}

ctrie_fast *FAST(build)(const char *text, size_t length) {
    ctrie_fast *fast = calloc(1, sizeof(ctrie_fast));
    wide_trie wide = {0};
    if (!fast || wide_add(&wide) < 0) goto fail;
    size_t start = 0;
    while (start < length) {
        size_t end = start;
        while (end < length && text[end] != '\n') end++;
        size_t word_end = start;
        while (word_end < end && text[word_end] != '\t') word_end++;
        size_t category = word_end;
        for (int tabs = 0; category < end && tabs < 2; category++) {
            if (text[category] == '\t') tabs++;
        }
        int refused = end - category == 4 && memcmp(text + category, "slur", 4) == 0;
        int keep = word_end > start && !refused;
        for (size_t i = start; i < word_end && keep; i++) {
            char c = text[i] | 0x20;
            if (c < 'a' || c > 'z') keep = 0;
            // A Q not followed by U cannot be spelled: a Q tile spells QU.
            if (c == 'q' && (i + 1 >= word_end || (text[i + 1] | 0x20) != 'u')) keep = 0;
        }
        if (keep) {
            int32_t at = 0;
            for (size_t i = start; i < word_end; i++) {
                int letter = (text[i] | 0x20) - 'a';
                if (!wide.nodes[at].child[letter]) {
                    int32_t next = wide_add(&wide);
                    if (next < 0) goto fail;
                    wide.nodes[at].child[letter] = next;
                }
                at = wide.nodes[at].child[letter];
            }
            if (!wide.nodes[at].word) {
                wide.nodes[at].word = 1;
                fast->words++;
            }
        }
        start = end + 1;
    }
    fold_qu(&wide);
    sample_visits(&wide);
    if (compact(&wide, fast) < 0) goto fail;
    fast->seen = calloc(((size_t)fast->count + 63) / 64, sizeof(uint64_t));
    fast->found = malloc((size_t)fast->words * sizeof(uint32_t));
    if (!fast->seen || !fast->found) goto fail;
    free(wide.nodes);
    return fast;
fail:
    free(wide.nodes);
    FAST(free)(fast);
    return NULL;
}

int FAST(word_count)(const ctrie_fast *trie) { return trie->words; }

typedef struct {
    const fast_node *nodes;
    uint32_t *bits;          // the padded board: each cell its letter's bit, 0 on the border and on the path
    const uint32_t *around;  // each cell: the letters of its neighbours
    int offsets[8];
    int min_length;
    uint64_t *seen;
    uint32_t *found;
    int count;
} fast_search;

static void visit(fast_search *s, int cell, uint32_t at, int length) {
    uint32_t mask = s->nodes[at].mask;
    if ((mask & WORD_BIT) && length >= s->min_length) {
        uint64_t bit = 1ull << (at & 63);
        if (!(s->seen[at >> 6] & bit)) {
            s->seen[at >> 6] |= bit;
            s->found[s->count++] = at;
        }
    }
    if (!(mask & s->around[cell])) return;
    uint32_t first = s->nodes[at].first;
    uint32_t letter = s->bits[cell];
    s->bits[cell] = 0;
    for (int k = 0; k < 8; k++) {
        int next = cell + s->offsets[k];
        uint32_t bit = s->bits[next];
        if (!(bit & mask)) continue;
        uint32_t child = first + (uint32_t)__builtin_popcount(mask & (bit - 1));
        visit(s, next, child, length + (bit == Q_BIT ? 2 : 1));
    }
    s->bits[cell] = letter;
}

int FAST(count_words)(ctrie_fast *trie, const uint8_t *letters, int rows, int columns, int min_length) {
    int width = columns + 2;
    if (rows <= 0 || columns <= 0 || (rows + 2) * width > MAX_CELLS) return -1;
    uint32_t bits[MAX_CELLS], around[MAX_CELLS];
    memset(bits, 0, sizeof(uint32_t) * (size_t)((rows + 2) * width));
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
            int letter = letters[r * columns + c] - 'A';
            bits[(r + 1) * width + c + 1] = letter >= 0 && letter < 26 ? 1u << letter : 0;
        }
    }
    fast_search s = {trie->nodes, bits, around, {-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1},
                     min_length, trie->seen, trie->found, 0};
    for (int r = 1; r <= rows; r++) {
        for (int c = 1; c <= columns; c++) {
            int cell = r * width + c;
            uint32_t near = 0;
            for (int k = 0; k < 8; k++) near |= bits[cell + s.offsets[k]];
            around[cell] = near;
        }
    }
    const fast_node *root = &trie->nodes[0];
    for (int r = 1; r <= rows; r++) {
        for (int c = 1; c <= columns; c++) {
            int cell = r * width + c;
            uint32_t bit = bits[cell];
            if (!(bit & root->mask)) continue;
            visit(&s, cell, root->first + (uint32_t)__builtin_popcount(root->mask & (bit - 1)), bit == Q_BIT ? 2 : 1);
        }
    }
    for (int i = 0; i < s.count; i++) trie->seen[s.found[i] >> 6] &= ~(1ull << (s.found[i] & 63));
    return s.count;
}

void FAST(free)(ctrie_fast *trie) {
    if (!trie) return;
    free(trie->nodes);
    free(trie->seen);
    free(trie->found);
    free(trie);
}

const char *FAST(instruction_set)(void) {
    return "x86-64"
#ifdef __SSE4_2__
           " SSE4.2"
#endif
#ifdef __POPCNT__
           " POPCNT"
#endif
#ifdef __BMI__
           " BMI1 (TZCNT)"
#endif
#ifdef __BMI2__
           " BMI2"
#endif
#ifdef __AVX2__
           " AVX2"
#endif
#ifdef __AVX__
           " AVX"
#endif
        ;
}
