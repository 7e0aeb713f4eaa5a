#!/usr/bin/env python3
"""Generate wordfall's bundled word list and its prebuilt index from Debian's scowl.

Reads /usr/share/dict/scowl: english-words.N and american-words.N for every
level N up to 60, keeps lower-case words of 3 to 15 letters a-z, removes the
words in Resources/Dictionary/blocklist.txt, and writes, under
Resources/Dictionary/:

- words.txt: the words, sorted, one a line;
- words.trie: the same words as a flattened trie that the game memory-maps
  (format in docs/decisions/0005; the Swift side,
  Sources/WordfallCore/LexiconTrie.swift, builds the identical bytes, and a
  test checks that the committed index matches the committed list).

Usage: python3 scripts/make-wordlist.py [--scowl DIR] [--out DIR]
"""

import argparse
import os
import re
import struct
import sys

MAX_LEVEL = 60
MIN_LETTERS = 3
MAX_LETTERS = 15
MAGIC = b"WFTRIE01"
TERMINAL_BIT = 1 << 26


def read_scowl(scowl_dir):
    """The set of accepted words from the english and american lists, levels <= MAX_LEVEL."""
    pattern = re.compile(r"^(english|american)-words\.(\d+)$")
    word_re = re.compile(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS))
    words = set()
    used = []
    for name in sorted(os.listdir(scowl_dir)):
        match = pattern.match(name)
        if not match or int(match.group(2)) > MAX_LEVEL:
            continue
        used.append(name)
        with open(os.path.join(scowl_dir, name), encoding="utf-8", errors="replace") as handle:
            for line in handle:
                word = line.strip()
                if word_re.match(word):
                    words.add(word)
    if not used:
        sys.exit(f"make-wordlist: error: no english-words.*/american-words.* files in {scowl_dir} "
                 "(install Debian's scowl package)")
    return words, used


def read_blocklist(path):
    """The blocklist's words: one a line, '#' starts a comment line."""
    blocked = set()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            word = line.strip().lower()
            if word and not word.startswith("#"):
                blocked.add(word)
    return blocked


def build_trie(words):
    """The flattened trie of `words` (sorted, unique, a-z) as a list of (flags, first_child) pairs.

    The root is node 0, and every node's children are contiguous, in letter
    order, starting at first_child. Depth-first layout: a node's block of
    children is appended, then each child's subtree in turn, so the nodes of
    one word lie close together. flags holds bit L for each letter L (0 = a)
    that has a child and TERMINAL_BIT when a word ends here. A node without
    children has first_child 0.
    """
    nodes = [None]
    # Explicit stack of (node index, lo, hi, depth): words[lo:hi] share a prefix of length depth.
    stack = [(0, 0, len(words), 0)]
    while stack:
        index, lo, hi, depth = stack.pop()
        flags = 0
        if lo < hi and len(words[lo]) == depth:
            flags |= TERMINAL_BIT
            lo += 1
        groups = []
        start = lo
        while start < hi:
            letter = words[start][depth]
            end = start
            while end < hi and words[end][depth] == letter:
                end += 1
            flags |= 1 << (ord(letter) - ord("a"))
            groups.append((start, end))
            start = end
        first_child = len(nodes) if groups else 0
        nodes.extend([None] * len(groups))
        nodes[index] = (flags, first_child)
        # Pushed in reverse so the first child's subtree is laid out first.
        for offset in reversed(range(len(groups))):
            stack.append((first_child + offset, groups[offset][0], groups[offset][1], depth + 1))
    return nodes


def write_trie(path, words, nodes):
    header = MAGIC + struct.pack("<II", len(nodes), len(words))
    body = b"".join(struct.pack("<II", flags, child) for flags, child in nodes)
    with open(path, "wb") as handle:
        handle.write(header + body)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", default="/usr/share/dict/scowl")
    parser.add_argument("--out", default=os.path.join(root, "Resources", "Dictionary"))
    args = parser.parse_args()

    words, used = read_scowl(args.scowl)
    blocked = read_blocklist(os.path.join(args.out, "blocklist.txt"))
    removed = words & blocked
    words = sorted(words - blocked)
    with open(os.path.join(args.out, "words.txt"), "w", encoding="ascii", newline="\n") as handle:
        handle.write("".join(word + "\n" for word in words))
    nodes = build_trie(words)
    write_trie(os.path.join(args.out, "words.trie"), words, nodes)
    print(f"make-wordlist: {len(words)} words from {len(used)} SCOWL files "
          f"({len(removed)} blocked), {len(nodes)} trie nodes -> {args.out}")


if __name__ == "__main__":
    main()
