#!/usr/bin/env python3
"""Generate wordfall's bundled word list, its tiers and categories, and its index from Debian packages and wordfreq.

Reads Debian's scowl (/usr/share/dict/scowl: english-words.N and american-words.N for every size
level N up to 60, and british-words.N and british_z-words.N for the British spellings, accepted and
never offered; the lower-case clippings of its abbreviations lists and the WordNet words and seen
forms of its sizes 70 and 80, accepted and never offered) and wordnet-base (/usr/share/wordnet/data.*),
keeps lower-case words of 3 to 15 letters a-z, grades each by how often people use it (its Zipf
frequency in English from the PyPI package wordfreq 3.x, run in the virtual environment `make
wordlist` makes under .build), and writes, under Resources/Dictionary/:

- zipf.txt: each word, a tab, and the Zipf frequency the tiers were made from (two decimals; 0.00
  for a word wordfreq has never seen). Committed, so the list is rebuilt without wordfreq or a
  network (`--frequencies zipf.txt`): that is what the reproduce test runs;
- words.txt: the words, sorted, one a line: the word, a tab, its tier (10, 20, 35, 40, 50, 55 or
  60; docs/RULES.md, "Word tiers": 10 to 35 are the words the game offers), and a tab and its
  category when it has one (`slur`, `vulgar` or `sensitive`; "Words the game never offers");
- words.trie: the same words as a flattened trie that the game memory-maps, each word's tier and
  category in its node, followed by a second trie of the words never offered (vulgar, sensitive and
  slurs) that the daily and the generator read (format in Sources/WordfallCore/Lexicon/LexiconTrie.swift;
  the Swift side builds the identical bytes from words.txt, and a test checks that the committed index
  matches the committed list).

Three reviewed lists kept in the project amend the data: additions.txt (common modern words SCOWL
misses or files too high, with their tier), unoffered.txt (words usage grades as known that a player
meets as something else: contraction look-alikes, fragments, British slang; accepted, never offered)
and offensive.txt (categories WordNet's sense markers miss, and words judged by their senses).

Usage: python3 scripts/make-wordlist.py [--scowl DIR] [--wordnet DIR] [--out DIR] [--frequencies FILE]
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
MAGIC = b"WFTRIE03"
# A trie with the code letters 0-9 (a set of more than 26 tiles, decision 0460): their bits are 54-63, the
# first child bits 32-53 (Sources/WordfallCore/Lexicon/LexiconTrie.swift).
WIDE_MAGIC = b"WFTRIE04"
WIDE_NODE_LIMIT = 1 << 22
TERMINAL_BIT = 1 << 26
TIER_SHIFT = 27
SENSITIVE_BIT = 1 << 30
SLUR_BIT = 1 << 31
CATEGORIES = ("slur", "vulgar", "sensitive", "offered")
# The tiers from usage (docs/RULES.md, "Word tiers"; decision 0004). A word a standard-size
# dictionary lists (SCOWL size 50 or less) is offered when people use it at least once in 100 million
# words (Zipf 2.0): tier 10 from Zipf 4.0, 20 from 3.0, 35 from 2.0, tiers 10 and 20 only for words
# SCOWL's small list (size 35 or less) holds too. A word only a large dictionary
# lists (SCOWL 55 or 60: CODER, DAYCARE, PESTO) is offered at tier 35 from Zipf 2.5 when WordNet
# has it as a word and SCOWL has no name spelt the same (a name's use inflates its count: JENNY,
# SEINE). Every other word is accepted and never offered: 40 (Zipf 2.0 or more: names, jargon), 50
# (Zipf 1.0 to 2.0), 55 (under 1.0), 60 (never seen by wordfreq).
OFFERED_SCOWL = 50
COMMON_SCOWL = 35
OFFERED_BANDS = ((4.0, 10), (3.0, 20), (2.0, 35))
LARGE_OFFERED_ZIPF = 2.5
RARE_BANDS = ((2.0, 40), (1.0, 50), (0.005, 55))
# SCOWL's larger sizes, read for words accepted and never offered: a word WordNet knows (ASCENDER, SNARER)
# or a plural or verb form of a word of the list that wordfreq has seen (ROTES).
LARGER_LEVELS = (70, 80)
# A superlative or comparative of a -y adjective (HARDIEST, JUICIER) that SCOWL's small list holds is
# offered at tier 20 from this Zipf when its adjective is offered at tier 20 or less: people rarely write
# such forms, but a player who knows HARDY knows HARDIEST.
COMPARATIVE_ZIPF = 1.5
# WordNet's usage domains (data.noun offsets) that mark a sense.
ETHNIC_SLUR = "06718862"
DISPARAGEMENT = "06717170"
OBSCENITY = "07124340"
# Glosses that mark a sense as a slur, or as vulgar.
SLUR_GLOSS = re.compile(r"\(ethnic slur\)|offensive (and \w+ )?(term|name|word)s? (for|used)|"
                        r"\(offensive\b[^)]*slang\)|\(offensive\)")
VULGAR_GLOSS = re.compile(r"\(vulgar\)|obscene (term|word)s? for|vulgar slang for|\(obscene\)")


def read_scowl(scowl_dir):
    """Each accepted word of the english and american lists, levels <= MAX_LEVEL, with its smallest level."""
    pattern = re.compile(r"^(english|american)-words\.(\d+)$")
    word_re = re.compile(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS))
    words = {}
    used = []
    if not os.path.isdir(scowl_dir):
        sys.exit(f"make-wordlist: error: no folder {scowl_dir} (install Debian's scowl package)")
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


def read_larger(scowl_dir, known, lemmas):
    """The words of SCOWL's english and american lists of sizes LARGER_LEVELS that `known` lacks and that are
    WordNet lemmas, {word: level}, and those that are a plural or verb form of a word of `known` (ROTES),
    {word: level}: the caller keeps these when wordfreq has seen them."""
    word_re = re.compile(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS))
    forms = set()
    for word in known:
        forms.update(inflections(word, verb=True))
    lemma_words, form_words = {}, {}
    for level in LARGER_LEVELS:
        for kind in ("english", "american"):
            path = os.path.join(scowl_dir, f"{kind}-words.{level}")
            if not os.path.exists(path):
                continue
            with open(path, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    word = line.strip()
                    if not word_re.match(word) or word in known or word in lemma_words or word in form_words:
                        continue
                    if word in lemmas:
                        lemma_words[word] = level
                    elif word in forms:
                        form_words[word] = level
    return lemma_words, form_words


def read_clippings(scowl_dir, known, wordnet_words):
    """Clippings SCOWL files with its abbreviations (INTRO, RAD, PRELIM): the lower-case entries of its
    english and american abbreviations lists (sizes up to MAX_LEVEL) that WordNet knows as a lower-case word
    and that have a vowel (not MPH or RPM), {word: level}."""
    pattern = re.compile(r"^(english|american)-abbreviations\.(\d+)$")
    word_re = re.compile(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS))
    clippings = {}
    for name in sorted(os.listdir(scowl_dir)):
        match = pattern.match(name)
        if not match or int(match.group(2)) > MAX_LEVEL:
            continue
        level = int(match.group(2))
        with open(os.path.join(scowl_dir, name), encoding="utf-8", errors="replace") as handle:
            for line in handle:
                word = line.strip()
                if word_re.match(word) and word not in known and word in wordnet_words \
                        and re.search(r"[aeiouy]", word):
                    clippings[word] = min(level, clippings.get(word, level))
    return clippings


def read_short_american(scowl_dir):
    """The American words of SCOWL (sizes up to MAX_LEVEL) too short for the game (AX, AD)."""
    pattern = re.compile(r"^(english|american)-words\.(\d+)$")
    short = set()
    for name in sorted(os.listdir(scowl_dir)):
        match = pattern.match(name)
        if match and int(match.group(2)) <= MAX_LEVEL:
            with open(os.path.join(scowl_dir, name), encoding="utf-8", errors="replace") as handle:
                short.update(word for word in (line.strip() for line in handle)
                             if re.match(r"^[a-z]{1,%d}$" % (MIN_LETTERS - 1), word))
    return short


def comparatives(word):
    """The comparative and superlative of an adjective in -y after a consonant (HARDY: HARDIER, HARDIEST)."""
    return [word[:-1] + "ier", word[:-1] + "iest"] if re.search(r"[^aeiou]y$", word) else []


def read_british(scowl_dir, known):
    """British spellings (SCOWL's british-words.N and british_z-words.N, N <= MAX_LEVEL) that the
    american and english lists do not have (AEON, IONISED, COLOUR), each with its smallest level."""
    pattern = re.compile(r"^british(_z)?-words\.(\d+)$")
    word_re = re.compile(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS))
    british = {}
    for name in sorted(os.listdir(scowl_dir)):
        match = pattern.match(name)
        if not match or int(match.group(2)) > MAX_LEVEL:
            continue
        level = int(match.group(2))
        with open(os.path.join(scowl_dir, name), encoding="utf-8", errors="replace") as handle:
            for line in handle:
                word = line.strip()
                if word_re.match(word) and word not in known:
                    british[word] = min(level, british.get(word, level))
    return british


def reviewed_lines(path):
    """(line number, fields) of a reviewed list: '#' starts a comment line, fields split on blanks."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                yield number, line.split()


def read_additions(path):
    """additions.txt: `word tier` a line, the tier one of the offered tiers."""
    additions = {}
    for number, fields in reviewed_lines(path):
        if len(fields) < 2 or not re.match(r"^[a-z]{%d,%d}$" % (MIN_LETTERS, MAX_LETTERS), fields[0]) \
                or not fields[1].isdigit() or int(fields[1]) not in LEVELS[:3]:
            sys.exit(f"make-wordlist: error: {path}:{number}: expected a word and a tier 10, 20 or 35")
        additions[fields[0]] = int(fields[1])
    return additions


def read_unoffered(path, words):
    """unoffered.txt: `word why` a line, each a word of the list, which goes to tier 40 (never offered)."""
    unoffered = set()
    for number, fields in reviewed_lines(path):
        if len(fields) < 2 or fields[0] not in words:
            sys.exit(f"make-wordlist: error: {path}:{number}: expected a word of the list and why")
        unoffered.add(fields[0])
    return unoffered


def read_offensive(path):
    """offensive.txt: `word category [why]` a line."""
    reviewed = {}
    for number, fields in reviewed_lines(path):
        if len(fields) < 2 or fields[1] not in CATEGORIES or not re.match(r"^[a-z]+$", fields[0]):
            sys.exit(f"make-wordlist: error: {path}:{number}: expected a word and one of {', '.join(CATEGORIES)}")
        if fields[0] in reviewed and reviewed[fields[0]][0] != fields[1]:
            sys.exit(f"make-wordlist: error: {path}:{number}: {fields[0]} has two categories")
        reviewed[fields[0]] = (fields[1], number)
    return reviewed


def read_frequencies(path, words):
    """Each word's Zipf frequency from a file written by this script (`word<TAB>zipf` a line)."""
    zipf = read_frequency_file(path)
    missing = sorted(set(words) - set(zipf))
    if missing:
        sys.exit(f"make-wordlist: error: {path}: no Zipf frequency for {len(missing)} words of the list "
                 f"(first: {missing[0]}); run `make wordlist` to grade them with wordfreq")
    return {word: zipf[word] for word in words}


def read_frequency_file(path):
    """Every line of a zipf.txt this script wrote, {word: zipf}."""
    zipf = {}
    try:
        with open(path, encoding="ascii") as handle:
            for number, line in enumerate(handle, 1):
                fields = line.rstrip("\n").split("\t")
                if len(fields) != 2 or not re.match(r"^[a-z]+$", fields[0]) \
                        or not re.match(r"^\d\.\d\d$", fields[1]):
                    sys.exit(f"make-wordlist: error: {path}:{number}: expected a word, a tab and a Zipf "
                             "frequency such as 3.25")
                zipf[fields[0]] = float(fields[1])
    except OSError as error:
        sys.exit(f"make-wordlist: error: cannot read {path}: {error.strerror}")
    return zipf


def wordfreq_frequencies(words):
    """Each word's Zipf frequency in English from wordfreq (rounded to two decimals, as zipf.txt keeps it)."""
    try:
        from wordfreq import zipf_frequency
    except ImportError:
        sys.exit("make-wordlist: error: the Python package wordfreq is not installed; run `make wordlist`, "
                 "which installs it in .build/wordlist-venv, or pass --frequencies Resources/Dictionary/zipf.txt")
    return {word: float(f"{zipf_frequency(word, 'en'):.2f}") for word in words}


def read_scowl_names(scowl_dir):
    """The lower-case spellings of the names and abbreviations SCOWL lists (english and american, any size)."""
    pattern = re.compile(r"^(english|american)-(upper|proper-names|abbreviations)\.\d+$")
    names = set()
    for name in sorted(os.listdir(scowl_dir)):
        if pattern.match(name):
            with open(os.path.join(scowl_dir, name), encoding="utf-8", errors="replace") as handle:
                names.update(line.strip().lower() for line in handle if line[:1].isupper())
    return names


def read_wordnet_lemmas(wordnet_dir, parts=("noun", "verb", "adj", "adv")):
    """Every single-word lemma of WordNet's index files of those parts of speech (lower case, as they
    keep them)."""
    lemmas = set()
    for pos in parts:
        path = os.path.join(wordnet_dir, "index." + pos)
        if not os.path.exists(path):
            sys.exit(f"make-wordlist: error: no {path} (install Debian's wordnet-base package)")
        with open(path, encoding="latin-1") as handle:
            lemmas.update(line.split(" ", 1)[0] for line in handle if not line.startswith(" "))
    return lemmas


def tier(zipf, level, known):
    """A word's tier from its Zipf frequency, its smallest SCOWL size level, and whether it is `known`:
    a WordNet lemma no SCOWL name is spelt as (see OFFERED_BANDS). Words most players know (10, 20)
    are those both sources call common: SCOWL's small list (35 or less) too, so that a word used
    often as a name, a brand or slang (TOR, THO, SHAH) is at most a keen player's word."""
    if level <= OFFERED_SCOWL:
        for floor, value in OFFERED_BANDS:
            if zipf >= floor:
                return value if level <= COMMON_SCOWL else max(value, 35)
    elif known and zipf >= LARGE_OFFERED_ZIPF:
        return 35
    for floor, value in RARE_BANDS:
        if zipf >= floor:
            return value
    return 60


def read_wordnet_marks(wordnet_dir):
    """Per lemma folded to lower case: how many senses it has, and how many are marked.

    Every sense of every lemma counts, whatever its case: WordNet files slurs under capitalised
    lemmas (Paddy, Redskin, Nip), and "paddy" the rice field is the same string on the board. A
    sense is a slur when it is in WordNet's usage domain "ethnic slur" or its gloss says "(ethnic
    slur)", "offensive term for" or "(offensive slang)"; disparaging when it is in the domain
    "disparagement"; vulgar when it is in the domain "obscenity" or its gloss says "(vulgar)" or
    "obscene terms for". A domain pointer of one lemma of a synset marks that lemma alone. Returns
    {lemma: [senses, slur senses, disparaging senses, vulgar senses]}.
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
                pointers = [rest[1 + 4 * i:5 + 4 * i] for i in range(int(rest[0]))]
                slur_gloss = bool(SLUR_GLOSS.search(gloss))
                vulgar_gloss = bool(VULGAR_GLOSS.search(gloss))
                for number, lemma in enumerate(lemmas, 1):
                    # An acronym (SOB) is another word than its letters in lower case (sob).
                    if lemma.isupper() and len(lemma) > 1:
                        continue
                    # A pointer whose source is 00 speaks for the whole synset, else for one lemma of it
                    # (the synset of Black and Negro marks only "blackamoor" an ethnic slur).
                    domains = {offset for symbol, offset, _, source in pointers
                               if symbol == ";u" and int(source[:2], 16) in (0, number)}
                    slur = ETHNIC_SLUR in domains or slur_gloss
                    disparaging = not slur and DISPARAGEMENT in domains
                    vulgar = OBSCENITY in domains or vulgar_gloss
                    marks = senses.setdefault(lemma.lower(), [0, 0, 0, 0])
                    marks[0] += 1
                    marks[1] += slur
                    marks[2] += disparaging
                    marks[3] += vulgar
    return senses


def read_wordnet_plurals(wordnet_dir):
    """Irregular noun plurals from WordNet's noun.exc: {plural: [singular, ...]}."""
    plurals = {}
    path = os.path.join(wordnet_dir, "noun.exc")
    if os.path.exists(path):
        with open(path, encoding="latin-1") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) >= 2:
                    plurals.setdefault(fields[0].lower(), []).extend(field.lower() for field in fields[1:])
    return plurals


def inflections(word, verb):
    """The regular inflections of a word: its plurals (-s, -es after s, x, z, ch, sh or o, y -> -ies
    after a consonant) and, when `verb`, the -ed and -ing forms (a final e dropped, a final consonant
    doubled)."""
    forms = [word + "s"]
    if re.search(r"(s|x|z|ch|sh|o)$", word):
        forms.append(word + "es")
    if re.search(r"[^aeiou]y$", word):
        forms.append(word[:-1] + "ies")
    if verb:
        forms += [word + "ed", word + "ing"]
        if re.search(r"[^aeiou]y$", word):
            forms.append(word[:-1] + "ied")
        if word.endswith("e"):
            forms += [word + "d", word[:-1] + "ing"]
        if re.search(r"[^aeiou][aeiou][bdgklmnprt]$", word):
            forms += [word + word[-1] + "ed", word + word[-1] + "ing"]
    return forms


def categorize(words, senses, reviewed, irregular):
    """Each word's category ('slur', 'vulgar', 'sensitive'), or none; offensive.txt says what they mean.

    From WordNet: a word whose every sense is a slur is a slur (refused); one with a slur sense
    beside others is sensitive, and no reviewed line may offer it; one with a disparaging sense is
    sensitive and one with a vulgar sense is vulgar unless the reviewed list offers it. An
    inflection in the list (a plural, PADDIES; a verb form; a comparative, SHITTIER) takes its base
    word's category unless it
    has one of its own or WordNet knows it as a word with no marked sense (CRAPS, the dice game).
    The reviewed list overrides WordNet word by word, but never to offer a word with a slur sense.
    A word with a slur sense passes its category to its plurals only (SPIC is a slur, SPICED is not;
    SHEENY is a slur, SHEENIER is not).
    """
    categories = {}
    slur_sensed = set()
    for word in words:
        total, slurs, disparaging, vulgars = senses.get(word, (0, 0, 0, 0))
        if slurs:
            slur_sensed.add(word)
        if slurs and slurs == total:
            categories[word] = "slur"
        elif slurs or disparaging:
            categories[word] = "sensitive"
        elif vulgars:
            categories[word] = "vulgar"
    for word, (category, number) in reviewed.items():
        if category == "offered" and word in slur_sensed:
            sys.exit(f"make-wordlist: error: offensive.txt:{number}: {word} has a slur sense in WordNet "
                     "and is never offered (docs/RULES.md, \"Words the game never offers\")")
        if word in words:
            categories[word] = category
    bases = {}
    for word in list(categories):
        plain = word not in slur_sensed
        for form in inflections(word, verb=plain) + (comparatives(word) if plain else []):
            bases.setdefault(form, word)
    for form, singulars in irregular.items():
        for singular in singulars:
            if singular in categories:
                bases.setdefault(form, singular)
    for form, base in sorted(bases.items()):
        if form not in words or form in categories or form in reviewed or categories[base] == "offered":
            continue
        own = senses.get(form)
        # A form WordNet knows with no marked sense is a word of its own (CRAPS), unless the base has a slur
        # sense: then nothing the form means outweighs it (PADDIES).
        if own is not None and own[1] + own[2] + own[3] == 0 and base not in slur_sensed:
            continue
        categories[form] = categories[base]
    return {word: category for word, category in categories.items() if category != "offered"}


def letter_index(letter):
    """A code letter's index: a-z 0-25, then the digits 0-9 26-35 (LetterCode in the Swift sources)."""
    return ord(letter) - ord("a") if letter >= "a" else ord(letter) - ord("0") + 26


def letter_bit(letter):
    """A code letter's node bit: its index for a-z, index + 28 (bits 54-63) for the digits."""
    index = letter_index(letter)
    return 1 << (index if index < 26 else index + 28)


def sort_key(word):
    """Words in the trie's order: by letter index, so the digits come after z."""
    return [letter_index(letter) for letter in word]


def build_trie(words, attributes):
    """The flattened trie of `words` (sorted by `sort_key`, unique, a-z and 0-9) as a list of (flags,
    first_child) pairs.

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
            flags |= letter_bit(letter)
            groups.append((start, end))
            start = end
        first_child = len(nodes) if groups else 0
        nodes.extend([None] * len(groups))
        nodes[index] = (flags, first_child)
        # Pushed in reverse so the first child's subtree is laid out first.
        for offset in reversed(range(len(groups))):
            stack.append((first_child + offset, groups[offset][0], groups[offset][1], depth + 1))
    return nodes


def write_trie(path, words, nodes, never_offered, never_nodes):
    """The index file: the header, the list's trie, then the trie of the words never offered (format in
    Sources/WordfallCore/Lexicon/LexiconTrie.swift)."""
    wide = any(letter.isdigit() for word in words for letter in word)
    if wide and len(nodes) > WIDE_NODE_LIMIT:
        sys.exit(f"make-wordlist: error: {len(nodes)} trie nodes, more than WFTRIE04's {WIDE_NODE_LIMIT}")
    header = (WIDE_MAGIC if wide else MAGIC) + struct.pack(
        "<IIII", len(nodes), len(words), len(never_nodes), len(never_offered))
    body = b"".join(struct.pack("<Q", flags | child << 32) for flags, child in nodes + never_nodes)
    with open(path, "wb") as handle:
        handle.write(header + body)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", default="/usr/share/dict/scowl")
    parser.add_argument("--wordnet", default="/usr/share/wordnet")
    parser.add_argument("--out", default=os.path.join(root, "Resources", "Dictionary"))
    parser.add_argument("--frequencies", metavar="FILE",
                        help="read each word's Zipf frequency from FILE (a zipf.txt this script wrote) "
                             "instead of asking wordfreq")
    args = parser.parse_args()

    levels, used = read_scowl(args.scowl)
    # British spellings a player types are words (AEON, IONISED), never offered: the list is American. One
    # whose American spelling is too short for a word here (AXE, AX) is the game's spelling, graded by use.
    british = read_british(args.scowl, levels)
    for word, level in british.items():
        levels[word] = level
    short = read_short_american(args.scowl)
    british = {word: level for word, level in british.items() if not (word.endswith("e") and word[:-1] in short)}
    lemmas = read_wordnet_lemmas(args.wordnet)
    wordnet = read_wordnet_marks(args.wordnet)
    # Words SCOWL files with its abbreviations (INTRO, RAD) or only in its larger sizes (ASCENDER, SNARER, ROTES)
    # are accepted and never offered; a form of a larger size is kept when wordfreq has seen it.
    additions = read_additions(os.path.join(args.out, "additions.txt"))
    clippings = read_clippings(args.scowl, set(levels) | set(additions), wordnet)
    levels.update(clippings)
    larger, larger_forms = read_larger(args.scowl, set(levels) | set(additions), lemmas)
    if args.frequencies:
        seen = read_frequency_file(args.frequencies)
        seen = {word: seen.get(word, 0.0) for word in larger_forms}
    else:
        seen = wordfreq_frequencies(larger_forms)
    larger.update({word: level for word, level in larger_forms.items() if seen[word] > 0})
    levels.update(larger)
    added = sum(1 for word in additions if word not in levels)
    for word, level in additions.items():
        levels.setdefault(word, level)
    reviewed = read_offensive(os.path.join(args.out, "offensive.txt"))
    plurals = read_wordnet_plurals(args.wordnet)
    categories = categorize(levels, wordnet, reviewed, plurals)
    # A British spelling, a clipping or a word of the larger sizes that the game never offers (ARSE, CUM,
    # JAP) is left out: it was no word before, and a board holding it would hold a word never offered. The
    # rest are categorized again without it (ARSED would take its category).
    unwanted = [word for word in list(british) + list(clippings) + list(larger) if word in categories]
    if unwanted:
        for word in unwanted:
            for source in (british, clippings, larger):
                source.pop(word, None)
            del levels[word]
        categories = categorize(levels, wordnet, reviewed, plurals)
    words = sorted(levels)
    zipf = read_frequencies(args.frequencies, words) if args.frequencies else wordfreq_frequencies(words)
    # A reviewed addition keeps its tier when usage would grade it lower (it says why in additions.txt).
    names = read_scowl_names(args.scowl)
    # The agent noun of a WordNet verb (DUPER, DECIDER) is a word WordNet knows as much as its verb.
    agents = {verb + ("r" if verb.endswith("e") else "er") for verb in read_wordnet_lemmas(args.wordnet, ("verb",))}
    tiers = {word: min(tier(zipf[word], levels[word], (word in lemmas or word in agents) and word not in names),
                       additions.get(word, 60)) for word in words}
    for word in list(british) + list(clippings) + list(larger):
        tiers[word] = max(tiers[word], 40)
    # A reviewed word a player meets as something else is accepted and never offered (unoffered.txt).
    unoffered = read_unoffered(os.path.join(args.out, "unoffered.txt"), levels)
    for word in unoffered:
        tiers[word] = max(tiers[word], 40)
    # HARDIEST, JUICIER: the comparatives of an offered -y adjective (see COMPARATIVE_ZIPF).
    for word in sorted(read_wordnet_lemmas(args.wordnet, ("adj",))):
        if word in tiers and tiers[word] <= 20 and word not in categories:
            for form in comparatives(word):
                if form in tiers and levels[form] <= COMMON_SCOWL and zipf[form] >= COMPARATIVE_ZIPF \
                        and form not in categories and form not in british and form not in unoffered:
                    tiers[form] = min(tiers[form], 20)
    with open(os.path.join(args.out, "zipf.txt"), "w", encoding="ascii", newline="\n") as handle:
        for word in words:
            handle.write(f"{word}\t{zipf[word]:.2f}\n")
    with open(os.path.join(args.out, "words.txt"), "w", encoding="ascii", newline="\n") as handle:
        for word in words:
            category = categories.get(word)
            handle.write(f"{word}\t{tiers[word]}" + (f"\t{category}\n" if category else "\n"))
    attributes = {}
    for word in words:
        bits = (LEVELS.index(tiers[word]) + 1) << TIER_SHIFT
        category = categories.get(word)
        if category in ("vulgar", "sensitive"):
            bits |= SENSITIVE_BIT
        elif category == "slur":
            bits |= SLUR_BIT
        attributes[word] = bits
    nodes = build_trie(words, attributes)
    # The words the game never offers (vulgar, sensitive, slurs), every one a plain word: the daily and the
    # generator solve a board on them to keep it free of such words, and read them here rather than walk
    # the whole trie at start.
    never_offered = [word for word in words if word in categories]
    never_nodes = build_trie(never_offered, {word: 0 for word in never_offered})
    write_trie(os.path.join(args.out, "words.trie"), words, nodes, never_offered, never_nodes)
    counts = {name: sum(1 for c in categories.values() if c == name) for name in CATEGORIES[:3]}
    offered = sum(1 for word in words if tiers[word] <= 35 and word not in categories)
    print(f"make-wordlist: {len(words)} words from {len(used)} SCOWL files ({added} added, "
          f"{len(british)} British spellings, {len(clippings)} clippings, {len(larger)} from SCOWL's larger sizes), "
          f"{offered} offered, {counts['slur']} slurs, {counts['vulgar']} vulgar, "
          f"{counts['sensitive']} sensitive, {len(nodes)} trie nodes -> {args.out}")


if __name__ == "__main__":
    main()
