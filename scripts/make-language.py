#!/usr/bin/env python3
"""Generate the bundled word list of a language other than English (docs/LANGUAGES.md, decision 0460).

The words people use: wordfreq's vocabulary for the language (the PyPI package wordfreq 3.x, run in the
virtual environment `make wordlist` makes under .build), single tokens whose tile spelling has 3 to 12
code letters, kept where the language's Debian hunspell dictionary (`hunspell -d DICT -i UTF-8 -G`)
accepts them. Each word's tile spelling is the language's tiles as the game's TileSet reads them (tiles of
several letters matched longest first, its own tiles with marks, other marks folded); a test checks the
two agree word by word. Tiers by Zipf: 10 from 4.0, 20 from 3.0 (offered), 40 from 2.0, 50 from 1.5
(accepted, never offered); rarer words are left out (under 1.5, or the language's own floor, Italian's 1.8, to
keep its data under 4 MB). The reviewed offensive.txt (`word category why` a line, in real spelling)
marks words vulgar or sensitive (never offered) or slurs (refused); a language's reviewed names.txt (German,
which writes names capitalised as its nouns) lists names accepted and never offered, its unoffered.txt other
words accepted and never offered, its native.txt the forms English writes too that are the language's own
(offered by their own use where `english_floor` would take them for English quoted).

Writes, under Resources/Dictionary/CODE/:
- zipf.txt: each real spelling, a tab, its Zipf frequency (what the tiers were made from; with
  `--frequencies zipf.txt` the list is rebuilt without wordfreq), and where the language has an
  `english_floor` and the form is English quoted (its tier lowered), a tab and its Zipf
  frequency in English;
- words.txt: each tile spelling (code letters, lower case), a tab, its tier, and a tab and its category
  when it has one, as English's words.txt;
- spellings.txt: each tile spelling whose real spelling is not what its faces read, a tab, the real
  spelling shown (the most used), and a tab and the others that fold to it;
- words.trie: the index (WFTRIE03, as scripts/make-wordlist.py writes English's).

Usage: python3 scripts/make-language.py CODE [--out DIR] [--frequencies FILE]
"""

import argparse
import importlib.util
import os
import subprocess
import sys
import unicodedata

MIN_LETTERS = 3
MAX_LETTERS = 12
TIER_BANDS = ((4.0, 10), (3.0, 20), (2.0, 40))
# Words used less than about once in 300 million are left out: the 4 MB budget a language, and no player
# types them. A language whose list would pass 4 MB leaves out a little more (`min_zipf`).
MIN_ZIPF = 1.5
LOW_TIER = 50
LEVELS = [10, 20, 35, 40, 50, 55, 60]
CATEGORIES = ("slur", "vulgar", "sensitive")

# Each language's tiles as code letters (docs/LANGUAGES.md): `letters` are read as themselves (upper
# case), `own` are letters with marks that are tiles of their own, `multi` the tiles of several letters
# (matched longest first); every other mark is folded. Kept in step with Sources/WordfallCore/Language.
LANGUAGES = {
    "ca": {
        "hunspell": "ca", "package": "hunspell-ca", "wordfreq": "ca",
        "letters": "abcdefghijlmnopqrstuvxz", "own": {"ç": "k"},
        "multi": {"l·l": "w", "ŀl": "w", "ny": "y"}, "q_reads_qu": True,
    },
    # Italian's Q and Portuguese's are tiles reading Q alone: code letters their sets lack (K, W).
    # Portuguese asks pt_PT alone: Debian's pt_BR accepts names in lower case (miguel, paulo, lisboa).
    "it": {
        "hunspell": "it_IT", "package": "hunspell-it", "wordfreq": "it",
        "letters": "abcdefghilmnoprstuvz", "own": {"q": "k"}, "multi": {}, "q_reads_qu": False,
        "min_zipf": 1.8, "english_floor": True, "endings": "aeiouàèéìíòóùú",
    },
    "pt": {
        "hunspell": "pt_PT", "package": "hunspell-pt-pt", "wordfreq": "pt",
        "letters": "abcdefghijlmnoprstuvxz", "own": {"ç": "k", "q": "w"}, "multi": {}, "q_reads_qu": False,
        "english_floor": True, "endings": "aeiouáâãàéêíóôõúslrmzx",
    },
    # Sets of more than 26 tiles: the code letters 0-9 (decision 0460, LetterCode in the Swift sources).
    # Spanish: Ñ is W, CH LL RR are 0 1 2, its Q (reading Q alone) is K.
    "es": {
        "hunspell": "es_ES", "package": "hunspell-es", "wordfreq": "es",
        "letters": "abcdefghijlmnoprstuvxyz", "own": {"ñ": "w", "q": "k"},
        "multi": {"ch": "0", "ll": "1", "rr": "2"}, "q_reads_qu": False, "min_zipf": 1.8,
    },
    # German: the 26 letters (its Q reads Q alone, the code Q as French's), Ä Ö Ü are 0 1 2; ß is SS. Nouns
    # are tried capitalised, and a word with SS with ß (wordfreq casefolds ß to ss): the first form
    # hunspell accepts is the real one.
    "de": {
        "hunspell": "de_DE", "package": "hunspell-de-de", "wordfreq": "de",
        "letters": "abcdefghijklmnopqrstuvwxyz", "own": {"ä": "0", "ö": "1", "ü": "2"},
        "multi": {"ß": "ss"}, "q_reads_qu": False, "capitalised": True, "min_zipf": 2.3,
    },
    # Polish: Ą Ć Ę Ł Ń Ó Ś Ź Ż are 0-8; no Q, V or X, and nothing is folded.
    "pl": {
        "hunspell": "pl_PL", "package": "hunspell-pl", "wordfreq": "pl",
        "letters": "abcdefghijklmnoprstuwyz",
        "own": {"ą": "0", "ć": "1", "ę": "2", "ł": "3", "ń": "4", "ó": "5", "ś": "6", "ź": "7", "ż": "8"},
        "multi": {}, "q_reads_qu": False, "folds": False, "min_zipf": 2.3, "english_floor": True,
    },
    # French and Dutch use all 26 letters, each its own code, and their Q reads Q alone (COQ, CINQ): the
    # tile set's rule (decision 0460). French folds every mark, Ç, Œ and Æ; Dutch's IJ is I then J (1998).
    # French asks hunspell-fr-comprehensive's fr_FR, which takes the spellings of before and after 1990.
    # Both dictionaries take English words (`people`, `the`, `world`), which the web and the subtitles
    # wordfreq reads quote often: a written form used far more in English (`english_floor`) is accepted
    # and never offered.
    "fr": {
        "hunspell": "fr_FR", "package": "hunspell-fr-comprehensive", "wordfreq": "fr",
        "letters": "abcdefghijklmnopqrstuvwxyz", "own": {}, "multi": {}, "q_reads_qu": False,
        "min_zipf": 1.7, "english_floor": True,
    },
    "nl": {
        "hunspell": "nl_NL", "package": "hunspell-nl", "wordfreq": "nl",
        "letters": "abcdefghijklmnopqrstuvwxyz", "own": {}, "multi": {}, "q_reads_qu": False,
        "min_zipf": 1.7, "english_floor": True,
    },
}

# Letters NFD does not take apart, folded as the game's LetterFolding folds them.
LIGATURES = {"œ": "oe", "æ": "ae", "ß": "ss", "ĳ": "ij"}


def load_english_script():
    """scripts/make-wordlist.py as a module: its trie builder and index writer are the one implementation."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-wordlist.py")
    spec = importlib.util.spec_from_file_location("make_wordlist", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fold(character):
    """A character without its marks (`è` gives `e`, `œ` gives `oe`), NFD then combining marks dropped."""
    if character in LIGATURES:
        return LIGATURES[character]
    return "".join(c for c in unicodedata.normalize("NFD", character) if not unicodedata.combining(c))


def tile_spelling(word, language):
    """The word's tile spelling in lower-case code letters, or None when a letter is no tile's."""
    text = unicodedata.normalize("NFC", word.lower())
    multi = sorted(language["multi"].items(), key=lambda item: -len(item[0]))
    codes = []
    at = 0
    while at < len(text):
        for form, code in multi:
            if text.startswith(form, at):
                codes.append(code)
                at += len(form)
                break
        else:
            character = text[at]
            if character in language["own"]:
                codes.append(language["own"][character])
            elif character in language["letters"]:
                codes.append(character)
            elif not language.get("folds", True):
                return None
            else:
                base = fold(character)
                if not base or any(letter not in language["letters"] for letter in base):
                    return None
                codes.append(base)
            at += 1
    spelled = "".join(codes)
    if language["q_reads_qu"] and any(spelled[i] == "q" and spelled[i + 1:i + 2] != "u" for i in range(len(spelled))):
        return None
    return spelled


def faces(spelled, language):
    """What the tiles of a tile spelling read, lower case (`cowegi` gives `col·legi`)."""
    reverse = {"k": "ç"} if language["own"].get("ç") == "k" else {}
    for form, code in language["multi"].items():
        if len(code) == 1:
            reverse.setdefault(code, form)
    for letter, code in language["own"].items():
        reverse[code] = letter
    return "".join(reverse.get(code, code) for code in spelled)


def written_forms(word, language):
    """The forms of a wordfreq word hunspell is asked about, the most likely first: as it is, and for German
    capitalised (nouns), each with SS written ß where it can be (wordfreq casefolds ß to ss)."""
    forms = [word]
    if language.get("capitalised"):
        forms.append(word[:1].upper() + word[1:])
        if "ss" in word:
            parts = word.split("ss")
            sharp = []
            for at in range(1, len(parts)):
                sharp.append("ss".join(parts[:at]) + "ß" + "ss".join(parts[at:]))
            if len(parts) > 2:
                sharp.append("ß".join(parts))
            forms += sharp + [form[:1].upper() + form[1:] for form in sharp]
    return forms


def vocabulary(language, frequencies):
    """(word, zipf, English zipf) of every single-token word of wordfreq's large list, or of the FILE given;
    the English zipf (the word's in wordfreq's English) only where the language has an `english_floor`."""
    if frequencies:
        with open(frequencies, encoding="utf-8") as handle:
            rows = [line.rstrip("\n").split("\t") for line in handle]
        return [(row[0], float(row[1]), float(row[2]) if len(row) > 2 else None) for row in rows]
    import wordfreq

    code = language["wordfreq"]
    words = []
    for word in wordfreq.iter_wordlist(code, "large"):
        if wordfreq.tokenize(word, code) == [word]:
            english = wordfreq.zipf_frequency(word, "en", "large") if language.get("english_floor") else None
            words.append((word, wordfreq.zipf_frequency(word, code, "large"), english))
    return words


# A written form used at least this much more in English than in the language (in Zipf, so 10 times) is
# English quoted in the language's texts: accepted, never offered (its tier is at most 40). Where the language's
# own words end in a few letters only (`endings`: Italian's vowels), a form ending otherwise is English as soon
# as English uses it as much (`cover`, `team`, `sir`), unless native.txt names it.
ENGLISH_MARGIN = 1.0
ENGLISH_TIER_ZIPF = 2.99


def is_english(word, zipf, english, language, native):
    """Whether a written form is English quoted rather than the language's own (`english_floor`)."""
    if english is None or word in native:
        return False
    endings = language.get("endings")
    margin = 0.0 if endings and word[-1] not in endings else ENGLISH_MARGIN
    return english >= zipf + margin


def offered_zipf(word, zipf, english, language, native):
    """The Zipf a written form's tier is made from: its own, or under 3.0 for English quoted, unless native.txt
    says the form is the language's own word too (Italian `care`, dear; Portuguese `come`, eats)."""
    return min(zipf, ENGLISH_TIER_ZIPF) if is_english(word, zipf, english, language, native) else zipf


def accepted_by_hunspell(words, dictionary):
    """The words hunspell accepts as written (lower case: a name is accepted only capitalised)."""
    try:
        result = subprocess.run(["hunspell", "-d", dictionary, "-i", "UTF-8", "-G"], input="\n".join(words) + "\n",
                                capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"make-language: error: hunspell -d {dictionary} failed ({error}); install Debian's hunspell")
    return set(result.stdout.split("\n"))


def read_offensive(path, language):
    """offensive.txt: `word category why` a line (real spelling), as {tile spelling: category}."""
    reviewed = {}
    if not os.path.exists(path):
        sys.exit(f"make-language: error: {path}: no reviewed list of offensive words")
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split(None, 2)
            spelled = tile_spelling(fields[0], language) if fields else None
            if len(fields) < 3 or fields[1] not in CATEGORIES or spelled is None:
                sys.exit(f"make-language: error: {path}:{number}: expected a word, one of "
                         f"{', '.join(CATEGORIES)}, and why")
            if spelled in reviewed and reviewed[spelled] != fields[1]:
                sys.exit(f"make-language: error: {path}:{number}: {fields[0]} has two categories")
            reviewed[spelled] = fields[1]
    return reviewed


def read_names(path):
    """names.txt, where a language has one (German): the reviewed names it accepts and never offers; or
    native.txt: the reviewed written forms English writes too that are the language's own words. The first
    field of each line (what follows it is why)."""
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8") as handle:
        return {line.split()[0] for line in handle if line.strip() and not line.startswith("#")}


def tier(zipf):
    for floor, level in TIER_BANDS:
        if zipf >= floor:
            return level
    return LOW_TIER


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code", choices=sorted(LANGUAGES))
    parser.add_argument("--out", help="the folder to write (default Resources/Dictionary/CODE)")
    parser.add_argument("--frequencies", metavar="FILE",
                        help="read the words and their Zipf frequencies from FILE (a zipf.txt this script wrote) "
                             "instead of asking wordfreq and hunspell")
    args = parser.parse_args()
    language = LANGUAGES[args.code]
    out = args.out or os.path.join(root, "Resources", "Dictionary", args.code)
    english = load_english_script()

    candidates = {}
    english_zipf = {}
    capitalised = language.get("capitalised", False)
    for word, zipf, in_english in vocabulary(language, args.frequencies):
        spelled = tile_spelling(word, language)
        if spelled and MIN_LETTERS <= len(spelled) <= MAX_LETTERS and (word == word.lower() or capitalised) and zipf >= language.get("min_zipf", MIN_ZIPF):
            candidates[word] = (spelled, zipf)
            if in_english is not None:
                english_zipf[word] = in_english
    if args.frequencies:
        kept = candidates
    else:
        written = {word: written_forms(word, language) for word in candidates}
        accepted = accepted_by_hunspell(sorted({form for forms in written.values() for form in forms}),
                                        language["hunspell"])
        kept = {}
        for word, value in candidates.items():
            real = next((form for form in written[word] if form in accepted), None)
            if real is not None and real not in kept:
                kept[real] = value
    reviewed = read_offensive(os.path.join(out, "offensive.txt"), language)
    names = read_names(os.path.join(out, "names.txt"))
    native = read_names(os.path.join(out, "native.txt"))
    # unoffered.txt: reviewed words a player of the language does not know as such (abbreviations, fragments,
    # English or rare words the review of the words offered most found), accepted and never offered as names are.
    names |= read_names(os.path.join(out, "unoffered.txt"))

    # Words that fold together share a tile spelling: its tier is the most used one's, which it shows.
    forms = {}
    for word, (spelled, zipf) in kept.items():
        used = offered_zipf(word, zipf, english_zipf.get(word), language, native)
        forms.setdefault(spelled, []).append((min(used, ENGLISH_TIER_ZIPF) if word in names else used, word))
    for spelled in reviewed:
        forms.setdefault(spelled, [(0.0, faces(spelled, language))])
    words = sorted(forms, key=english.sort_key)
    tiers, spellings = {}, {}
    for spelled in words:
        ranked = sorted(forms[spelled], key=lambda item: (-item[0], item[1]))
        tiers[spelled] = tier(ranked[0][0])
        shown = [word for _, word in ranked]
        if shown != [faces(spelled, language)]:
            spellings[spelled] = shown

    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "zipf.txt"), "w", encoding="utf-8", newline="\n") as handle:
        for word in sorted(kept):
            # Only where it decides (the form is English quoted), to keep the file small.
            demoted = word in english_zipf and is_english(word, kept[word][1], english_zipf[word], language, native)
            in_english = f"\t{english_zipf[word]:.2f}" if demoted else ""
            handle.write(f"{word}\t{kept[word][1]:.2f}{in_english}\n")
    with open(os.path.join(out, "words.txt"), "w", encoding="ascii", newline="\n") as handle:
        for spelled in words:
            category = reviewed.get(spelled)
            handle.write(f"{spelled}\t{tiers[spelled]}" + (f"\t{category}\n" if category else "\n"))
    with open(os.path.join(out, "spellings.txt"), "w", encoding="utf-8", newline="\n") as handle:
        for spelled in words:
            if spelled in spellings:
                handle.write(spelled + "\t" + "\t".join(spellings[spelled]) + "\n")
    attributes = {}
    for spelled in words:
        bits = (LEVELS.index(tiers[spelled]) + 1) << english.TIER_SHIFT
        category = reviewed.get(spelled)
        if category in ("vulgar", "sensitive"):
            bits |= english.SENSITIVE_BIT
        elif category == "slur":
            bits |= english.SLUR_BIT
        attributes[spelled] = bits
    nodes = english.build_trie(words, attributes)
    never_offered = [spelled for spelled in words if spelled in reviewed]
    never_nodes = english.build_trie(never_offered, {spelled: 0 for spelled in never_offered})
    english.write_trie(os.path.join(out, "words.trie"), words, nodes, never_offered, never_nodes)
    offered = sum(1 for spelled in words if tiers[spelled] <= 35 and spelled not in reviewed)
    print(f"make-language: {args.code}: {len(words)} words ({len(kept)} written forms), {offered} offered, "
          f"{len(reviewed)} reviewed as offensive, {len(nodes)} trie nodes -> {out}")


if __name__ == "__main__":
    main()
