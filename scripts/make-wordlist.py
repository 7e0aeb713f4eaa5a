#!/usr/bin/env python3
"""Generate wordfall's bundled word list, its tiers and categories, and its index from Debian packages.

Reads Debian's scowl (/usr/share/dict/scowl: english-words.N and american-words.N for every size
level N up to 60) and wordnet-base (/usr/share/wordnet/data.*), keeps lower-case words of 3 to 15
letters a-z, and writes, under Resources/Dictionary/:

- words.txt: the words, sorted, one a line: the word, a tab, its tier (the smallest SCOWL size
  level listing it: 10, 20, 35, 40, 50, 55 or 60), and a tab and its category when it has one
  (`slur`, `vulgar` or `sensitive`; docs/RULES.md, "Word tiers" and "Words the game never offers");
- words.trie: the same words as a flattened trie that the game memory-maps, each word's tier and
  category in its node (format in Sources/WordfallCore/Lexicon/LexiconTrie.swift; the Swift side
  builds the identical bytes from words.txt, and a test checks that the committed index matches the
  committed list).

Two reviewed lists kept in the project amend the data: additions.txt (common modern words SCOWL
misses or files too high, with their level) and offensive.txt (categories WordNet's sense markers
miss, and words judged by their senses).

Usage: python3 scripts/make-wordlist.py [--scowl DIR] [--wordnet DIR] [--out DIR]
"""

import argparse
import os
import re
import struct
import sys

MAX_LEVEL = 60
LEVELS = [10, 20, 35, 40, 50, 55, 60]
MIN_LETTERS = 3
MAX_LETTERS = 15
MAGIC = b"WFTRIE02"
TERMINAL_BIT = 1 << 26
TIER_SHIFT = 27
SENSITIVE_BIT = 1 << 30
SLUR_BIT = 1 << 31
CATEGORIES = ("slur", "vulgar", "sensitive", "offered")
# WordNet's usage domains (data.noun offsets) that mark a sense.
ETHNIC_SLUR = "06718862"
DISPARAGEMENT = "06717170"
OBSCENITY = "07124340"
# Glosses that mark a sense as a slur, or as vulgar.
SLUR_GLOSS = re.compile(r"\(ethnic slur\)|offensive (term|name)s? for|\(offensive slang\)")
VULGAR_GLOSS = re.compile(r"\(vulgar\)|obscene (term|word)s? for|vulgar slang for")


def read_scowl(scowl_dir):
    """Each accepted word of the english and american lists, levels <= MAX_LEVEL, with its smallest level."""
    pattern = re.compile(r"^(english|american)-words\.(\d+)$")
    word_re = re.compile(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS))
    words = {}
    used = []
    for name in sorted(os.listdir(scowl_dir)):
        match = pattern.match(name)
        if not match or int(match.group(2)) > MAX_LEVEL:
            continue
        level = int(match.group(2))
        used.append(name)
        with open(os.path.join(scowl_dir, name), encoding="utf-8", errors="replace") as handle:
            for line in handle:
                word = line.strip()
                if word_re.match(word):
                    words[word] = min(level, words.get(word, level))
    if not used:
        sys.exit(f"make-wordlist: error: no english-words.*/american-words.* files in {scowl_dir} "
                 "(install Debian's scowl package)")
    return words, used


def reviewed_lines(path):
    """(line number, fields) of a reviewed list: '#' starts a comment line, fields split on blanks."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                yield number, line.split()


def read_additions(path):
    """additions.txt: `word level` a line, level one of the expected tiers."""
    additions = {}
    for number, fields in reviewed_lines(path):
        if len(fields) < 2 or not re.match(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS), fields[0]) \
                or not fields[1].isdigit() or int(fields[1]) not in LEVELS[:3]:
            sys.exit(f"make-wordlist: error: {path}:{number}: expected a word and a level 10, 20 or 35")
        additions[fields[0]] = int(fields[1])
    return additions


def read_offensive(path):
    """offensive.txt: `word category [why]` a line."""
    reviewed = {}
    for number, fields in reviewed_lines(path):
        if len(fields) < 2 or fields[1] not in CATEGORIES or not re.match(r"^[a-z]+$", fields[0]):
            sys.exit(f"make-wordlist: error: {path}:{number}: expected a word and one of {', '.join(CATEGORIES)}")
        if fields[0] in reviewed and reviewed[fields[0]] != fields[1]:
            sys.exit(f"make-wordlist: error: {path}:{number}: {fields[0]} has two categories")
        reviewed[fields[0]] = fields[1]
    return reviewed


def read_wordnet_marks(wordnet_dir):
    """Per lower-case lemma: how many senses it has, and how many are marked slur or vulgar.

    A sense is a slur when it is in WordNet's usage domain "ethnic slur" or "disparagement" or its
    gloss says "(ethnic slur)" or "offensive term for"; vulgar when it is in the domain "obscenity"
    or its gloss says "(vulgar)" or "obscene terms for". Lemmas are matched with their case, so a
    capitalised "Nip" lends its senses to no lower-case word.
    """
    senses = {}
    files = [os.path.join(wordnet_dir, "data." + pos) for pos in ("noun", "verb", "adj", "adv")]
    if not all(os.path.exists(path) for path in files):
        sys.exit(f"make-wordlist: error: no WordNet data.* files in {wordnet_dir} "
                 "(install Debian's wordnet-base package)")
    for path in files:
        with open(path, encoding="latin-1") as handle:
            for line in handle:
                if line.startswith("  "):
                    continue
                head, _, gloss = line.partition(" | ")
                fields = head.split()
                count = int(fields[3], 16)
                lemmas = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]) for i in range(count)]
                rest = fields[4 + 2 * count:]
                pointers = [(rest[1 + 4 * i], rest[2 + 4 * i]) for i in range(int(rest[0]))]
                domains = {offset for symbol, offset in pointers if symbol == ";u"}
                slur = bool(domains & {ETHNIC_SLUR, DISPARAGEMENT}) or bool(SLUR_GLOSS.search(gloss))
                vulgar = OBSCENITY in domains or bool(VULGAR_GLOSS.search(gloss))
                for lemma in lemmas:
                    total, slurs, vulgars = senses.get(lemma, (0, 0, 0))
                    senses[lemma] = (total + 1, slurs + slur, vulgars + vulgar)
    return senses


def plurals(word):
    """The regular plurals of a noun: -s, -es after s, x, z, ch, sh, and y -> -ies after a consonant."""
    forms = [word + "s"]
    if re.search(r"(s|x|z|ch|sh)$", word):
        forms.append(word + "es")
    if re.search(r"[^aeiou]y$", word):
        forms.append(word[:-1] + "ies")
    return forms


def categorize(words, senses, reviewed):
    """Each word's category ('slur', 'vulgar', 'sensitive'), or none; offensive.txt says what they mean.

    From WordNet: a word whose every sense is marked a slur is a slur; one with a slur sense beside
    others is sensitive; one with a vulgar sense is vulgar. A regular plural in the list takes its
    word's category (after the reviewed list's) unless it has one of its own or WordNet knows it as
    a word with no marked sense (CRAPS, the dice game). The reviewed list overrides WordNet word by
    word.
    """
    categories = {}
    for word in words:
        total, slurs, vulgars = senses.get(word, (0, 0, 0))
        if slurs and slurs == total:
            categories[word] = "slur"
        elif slurs:
            categories[word] = "sensitive"
        elif vulgars:
            categories[word] = "vulgar"
    for word, category in reviewed.items():
        if word in words:
            categories[word] = category
    for word, category in list(categories.items()):
        for form in plurals(word):
            own = senses.get(form)
            if form in words and form not in categories and (own is None or own[1] + own[2] > 0):
                categories[form] = category
    return {word: category for word, category in categories.items() if category != "offered"}


def build_trie(words, attributes):
    """The flattened trie of `words` (sorted, unique, a-z) as a list of (flags, first_child) pairs.

    The root is node 0, and every node's children are contiguous, in letter
    order, starting at first_child. Depth-first layout: a node's block of
    children is appended, then each child's subtree in turn, so the nodes of
    one word lie close together. flags holds bit L for each letter L (0 = a)
    that has a child and, where a word ends, the word's attributes (its tier in
    bits 27-29, SENSITIVE_BIT) with TERMINAL_BIT, or SLUR_BIT alone: a slur is
    known but is no word. A node without children has first_child 0.
    """
    nodes = [None]
    # Explicit stack of (node index, lo, hi, depth): words[lo:hi] share a prefix of length depth.
    stack = [(0, 0, len(words), 0)]
    while stack:
        index, lo, hi, depth = stack.pop()
        flags = 0
        if lo < hi and len(words[lo]) == depth:
            bits = attributes[words[lo]]
            flags |= bits if bits & SLUR_BIT else bits | TERMINAL_BIT
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
    parser.add_argument("--wordnet", default="/usr/share/wordnet")
    parser.add_argument("--out", default=os.path.join(root, "Resources", "Dictionary"))
    args = parser.parse_args()

    levels, used = read_scowl(args.scowl)
    additions = read_additions(os.path.join(args.out, "additions.txt"))
    added = sum(1 for word in additions if word not in levels)
    for word, level in additions.items():
        levels[word] = min(level, levels.get(word, level))
    reviewed = read_offensive(os.path.join(args.out, "offensive.txt"))
    categories = categorize(levels, read_wordnet_marks(args.wordnet), reviewed)
    words = sorted(levels)
    with open(os.path.join(args.out, "words.txt"), "w", encoding="ascii", newline="\n") as handle:
        for word in words:
            category = categories.get(word)
            handle.write(f"{word}\t{levels[word]}" + (f"\t{category}\n" if category else "\n"))
    attributes = {}
    for word in words:
        bits = (LEVELS.index(levels[word]) + 1) << TIER_SHIFT
        category = categories.get(word)
        if category in ("vulgar", "sensitive"):
            bits |= SENSITIVE_BIT
        elif category == "slur":
            bits |= SLUR_BIT
        attributes[word] = bits
    nodes = build_trie(words, attributes)
    write_trie(os.path.join(args.out, "words.trie"), words, nodes)
    counts = {name: sum(1 for c in categories.values() if c == name) for name in CATEGORIES[:3]}
    print(f"make-wordlist: {len(words)} words from {len(used)} SCOWL files ({added} added), "
          f"{counts['slur']} slurs, {counts['vulgar']} vulgar, {counts['sensitive']} sensitive, "
          f"{len(nodes)} trie nodes -> {args.out}")


if __name__ == "__main__":
    main()
