#!/usr/bin/env python3
"""The project's one Python reference model: `wordfall run` and `wordfall solve` re-done from
docs/RULES.md and docs/HEADLESS.md alone, without reading the Swift model, so the two can be compared.
Deliberately slow and plain: every path is enumerated, ties are broken by sorting keys, decimals are exact.

    python3 scripts/reference.py                       # every golden of Tests/Fixtures/golden: same bytes?
    python3 scripts/reference.py LEVEL.json [--script FILE] [--dictionary FILE] [--seed N]
    python3 scripts/reference.py LEVEL.json --solve    # what `wordfall solve` must print

The second form prints the JSON Lines `wordfall run` should print (moves from FILE, else standard input)
and exits 0 (completed) or 1. It assumes a valid level and script: the loader's and the script parser's
messages are not modelled, except that the golden check knows a script with a bad word line prints
nothing and exits 2. scripts/reference_fuzz.py plays random levels and scripts through it and the binary.
It made every expected.jsonl of the goldens before the Swift binary was run on them.

What it models: the board, words and their checks (`offensive` for a slur of the list), the best path,
points, SplitMix64 and the bags, gravity, word lists with tiers and categories (hints offer expected words
only), the fair shuffle, hints by goals, the eight goals, the clock in nanoseconds, the end checks and the
won state; quoted script lines; and the falling tiles' rules (balanced draws `hardLetters`, burning tiles
`burnEvery`/`fuse`, reward tiles `rewardLength`, the `scramble`) and `bonusOnce` on static boards. Not the
budgets (it is exact, so it is for boards far from them).
"""
import json, os, sys
from decimal import Decimal, ROUND_HALF_UP

M64 = (1 << 64) - 1
# Where docs/RULES.md's formula would pass 2^63 - 1, points and the score stop there (docs/RULES.md, "Points").
INT_MAX = (1 << 63) - 1
ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
BUNDLED = os.path.join(ROOT, 'Resources', 'Dictionary', 'words.txt')
GOLDEN = os.path.join(ROOT, 'Tests', 'Fixtures', 'golden')
VALUES = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10]))
ENGLISH = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1]))
LB = {'.': 1, '2': 2, '3': 3, 'D': 1, 'T': 1}
WB = {'.': 1, '2': 1, '3': 1, 'D': 2, 'T': 3}


class Rng:
    def __init__(self, seed):
        self.s = seed & M64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)


def draw(rng, bag):
    total = sum(bag.values())
    r = rng.next() % total
    cum = 0
    for letter in sorted(bag):
        cum += bag[letter]
        if cum > r:
            return letter
    raise AssertionError


TIERS = {'10', '20', '35', '40', '50', '55', '60'}
CATEGORIES = {'slur', 'vulgar', 'sensitive'}


HARD = set('JKQVXZ')
VOWELS = set('AEIOU')


def balanced_draw(rng, bag, counted, cap, vowels_only=False, size=None):
    """docs/RULES.md, "Balanced draws (`hardLetters`)": one letter drawn against `counted`, the letters of the
    tiles on the board it lands on (those that stay and those drawn before it); `cap` is `hardLetters`, `size`
    the board's tiles (for the vowel floor, a quarter of them rounded up).
    `vowels_only`: every consonant weighs 0 (docs/RULES.md, "The endless game": a vowel in every row)."""
    copies = {l: counted.count(l) for l in bag}
    tiles = len(counted)
    vowels = sum(1 for l in counted if l in VOWELS)
    hard = sum(1 for l in counted if l in HARD)
    # The vowel floor: when the tiles still to draw, this one included, are no more than the vowels the
    # counted tiles lack of a quarter of the board, every consonant weighs 0.
    lacking = (size + 3) // 4 - vowels if size is not None else 0
    vowel_needed = lacking > 0 and size - tiles <= lacking
    weights = {}
    for l, w in bag.items():
        w = w * 12 // (2 + copies[l])
        if 3 * vowels < tiles and l not in VOWELS:
            w //= 2
        elif 2 * vowels > tiles and l in VOWELS:
            w //= 2
        if l not in VOWELS and vowel_needed:
            w = 0
        if l in HARD and hard >= cap:
            w = 0
        if vowels_only and l not in VOWELS:
            w = 0
        weights[l] = w
    if sum(weights.values()) == 0:
        return balanced_draw(rng, bag, counted, cap, size=size) if vowels_only else draw(rng, bag)
    return draw(rng, {l: w for l, w in weights.items() if w > 0})


def load_words(path):
    """A word list as {WORD: (tier, category)} (docs/RULES.md, "Level files", "Word lists"): one word a line,
    trimmed of spaces, tabs, CR, VT and FF; a word may be followed by a tab and its tier, then a tab and its
    category, as the bundled list writes them; any other line with anything but A-Z is skipped. A line with
    no tier has tier None: a level's own list without tiers is all expected words ("Word tiers")."""
    words = {}
    with open(path, 'rb') as f:
        for raw in f.read().decode('utf-8', errors='replace').split('\n'):
            fields = raw.strip(' \t\r\x0b\x0c').split('\t')
            word, tier, category = fields[0], None, None
            if not word or not all('a' <= c <= 'z' or 'A' <= c <= 'Z' for c in word):
                continue
            if len(fields) > 3 or len(fields) >= 2 and fields[1] not in TIERS or \
                    len(fields) == 3 and fields[2] not in CATEGORIES:
                continue
            if len(fields) >= 2:
                tier = int(fields[1])
            if len(fields) == 3:
                category = fields[2]
            words.setdefault(word.upper(), (tier, category))
    return words


def accepted(words):
    """The words the game accepts: every word of the list but a slur (refused as `offensive`)."""
    return {w for w, (tier, category) in words.items() if category != 'slur'}


def offered(words, w):
    """docs/RULES.md, "Words the game never offers": a vulgar, sensitive or slur word never is."""
    return w in words and words[w][1] is None


def expected(words, w):
    """docs/RULES.md, "Word tiers": a word the game offers, of tier 35 or less (or of a list without tiers)."""
    return offered(words, w) and (words[w][0] is None or words[w][0] <= 35)


def text(board, path):
    return ''.join('QU' if board[r][c][0] == 'Q' else board[r][c][0] for r, c in path)


def points(board, path):
    s = 0
    wf = 1
    letters = 0
    for r, c in path:
        l, b = board[r][c][:2]
        s += VALUES[l] * LB[b]
        wf *= WB[b]
        letters += 2 if l == 'Q' else 1
    return min(10 * s * wf * max(1, letters - 2), INT_MAX)


def adj(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1


def all_paths(board, word):
    R, C = len(board), len(board[0])
    out = []

    def rec(path, rest):
        if not rest:
            out.append(list(path))
            return
        last = path[-1] if path else None
        for r in range(R):
            for c in range(C):
                if (r, c) in path:
                    continue
                if last is not None and not adj(last, (r, c)):
                    continue
                t = 'QU' if board[r][c][0] == 'Q' else board[r][c][0]
                if rest.startswith(t):
                    path.append((r, c))
                    rec(path, rest[len(t):])
                    path.pop()
    rec([], word)
    return out


def fire(board, path):
    """docs/RULES.md, "The best path": a path's burning tiles' fuses, shortest first, padded with "no fire"
    (infinity) to the board's size, so the smaller list, place by place, is the fire to put out first."""
    fuses = sorted(board[r][c][2] for r, c in path if board[r][c][2])
    return fuses + [float('inf')] * (len(board) * len(board[0]) - len(fuses))


def fires_on(board):
    """Whether a tile of `board` burns."""
    return any(t[2] for row in board for t in row)


def best_path(board, word):
    paths = all_paths(board, word)
    if not paths:
        return None
    return min(paths, key=lambda p: (fire(board, p), -points(board, p), p))


def solve(board, words, prefixes, minlen):
    """All formable dictionary words >= minlen letters: {word: (points, path)}."""
    R, C = len(board), len(board[0])
    found = {}

    def rec(path, s):
        if s not in prefixes:
            return
        if s in words and len(s) >= minlen:
            p = points(board, path)
            cur = found.get(s)
            key = (-p, list(path))
            if cur is None or key < (-cur[0], cur[1]):
                found[s] = (p, list(path))
        r0, c0 = path[-1]
        for r in range(max(0, r0 - 1), min(R, r0 + 2)):
            for c in range(max(0, c0 - 1), min(C, c0 + 2)):
                if (r, c) not in path:
                    path.append((r, c))
                    rec(path, s + ('QU' if board[r][c][0] == 'Q' else board[r][c][0]))
                    path.pop()
    for r in range(R):
        for c in range(C):
            rec([(r, c)], 'QU' if board[r][c][0] == 'Q' else board[r][c][0])
    return found


def make_prefixes(words):
    p = set()
    for w in words:
        for i in range(1, len(w) + 1):
            p.add(w[:i])
    return p


def dumps(o):
    return json.dumps(o, separators=(',', ':'), ensure_ascii=False)


LISTS = {}


def lexicon(words):
    """The words the game accepts from a word list and their prefixes, made once per list."""
    if id(words) not in LISTS:
        ok = accepted(words)
        LISTS[id(words)] = (words, ok, make_prefixes(ok))
    return LISTS[id(words)][1:]


class Game:
    def __init__(self, level, words, seed_override=None, level_id='level'):
        self.level = level
        self.lexicon = words
        self.words, self.prefixes = lexicon(words)
        rules = level.get('rules', {})
        self.minlen = rules.get('minWordLength', 3)
        self.refill = rules.get('refill', 'gravity')
        self.moves = rules.get('moves')
        self.time_limit = None if rules.get('timeLimit') is None else Decimal(str(rules.get('timeLimit')))
        self.shuffles = rules.get('shuffles', 1)
        self.hints = rules.get('hints', 1)
        # docs/RULES.md, "Falling tiles that matter" and "Bonuses spent": each off when absent.
        self.hard_cap = rules.get('hardLetters')
        self.burn_every = rules.get('burnEvery')
        self.fuse = rules.get('fuse', 3)
        self.reward_length = rules.get('rewardLength')
        self.scramble = rules.get('scramble', False)
        self.bonus_once = rules.get('bonusOnce', False)
        # docs/RULES.md, "The endless game": burning tiles burn down, the level rises every 6 words.
        self.endless = rules.get('endless', False)
        self.unlit = 0
        if self.endless:
            # The count starts one short of the first level's burnEvery: the first word lights a tile.
            self.unlit = self.stage(0)[1] - 1
        self.burned_down = False
        bag = level.get('bag', 'english')
        self.bag = ENGLISH if bag == 'english' else {k.upper(): v for k, v in bag.items() if v > 0}
        seed = level.get('seed', 0) if seed_override is None else seed_override
        self.rng = Rng(seed)
        b = level['board']
        # A tile is (letter, bonus, fuse): fuse None for a tile that is not burning.
        if 'letters' in b:
            rows = [r.upper() for r in b['letters']]
            bonus = [r.upper() for r in b.get('bonus', ['.' * len(rows[0])] * len(rows))]
            self.board = [[(rows[r][c], bonus[r][c], None) for c in range(len(rows[0]))] for r in range(len(rows))]
        else:
            R, C = b['size']
            drawn = []
            for i in range(R * C):
                # docs/RULES.md, "The endless game": a row's last tile is a vowel when the row holds none.
                last = self.endless and i % C == C - 1 and not any(l in VOWELS for l in drawn[i - C + 1:])
                drawn.append(self.draw(drawn, last, R * C))
            self.board = [[(drawn[r * C + c], '.', None) for c in range(C)] for r in range(R)]
        self.id = level.get('id', level_id)
        self.goals = level['goals']
        self.progress = [0] * len(self.goals)
        self.reported = [0] * len(self.goals)
        self.done = [False] * len(self.goals)
        self.run = 0
        self.found = []
        self.score = 0
        self.used = 0  # moves used: accepted words, burned-out tiles and scrambles
        self.elapsed = Decimal(0)
        self.status = 'playing'
        self.won = False
        self.stars = 0
        self.out = []

    # docs/RULES.md, "The endless game": the words between two lit tiles at levels 1, 2, ...; the last holds
    # until level 6, from which every word lights one.
    BURN_EVERY = [2]
    WORDS_PER_LEVEL = 6
    EVERY_WORD_FROM = 6

    def stage(self, words):
        """The endless game's level after `words` words: (number, burnEvery, hardLetters)."""
        n = 1 + words // self.WORDS_PER_LEVEL
        every = 1 if n >= self.EVERY_WORD_FROM else self.BURN_EVERY[min(n, len(self.BURN_EVERY)) - 1]
        return n, every, min(5, 1 + (n - 1))

    def draw(self, counted, vowels_only=False, size=None):
        """One letter from the bag: balanced against `counted` (letters) with `hardLetters`, else plain, on a
        board of `size` tiles (the board's, when it has one); `vowels_only` for the endless game's last tile
        drawn into a row that holds no vowel."""
        if size is None:
            size = len(self.board) * len(self.board[0])
        if self.endless and getattr(self, 'found', None):
            # The level of the word being played (its own words before it) caps the hard letters.
            return balanced_draw(
                self.rng, self.bag, counted, self.stage(len(self.found) - 1)[2], vowels_only, size)
        if self.hard_cap is None:
            return draw(self.rng, self.bag)
        return balanced_draw(self.rng, self.bag, counted, self.hard_cap, vowels_only, size)

    def emit(self, **kw):
        self.out.append(dumps(kw))

    def rows(self):
        return [''.join(t[0] for t in row) for row in self.board]

    def left(self):
        """The moves left, never below 0."""
        return max(0, self.moves - self.used)

    def target(self, g):
        t = g['type']
        if t == 'score' or t == 'wordScore':
            return g['target']
        if t == 'word':
            return 1
        return g['count']

    def start(self):
        goals = [dict(goal=i, type=g['type'], target=self.target(g), label=g.get('label')) for i, g in enumerate(self.goals)]
        self.out.append(dumps({'event': 'levelStarted', 'level': self.id, 'title': self.level['title'],
                               'board': self.rows(), 'goals': goals}))
        self.end_checks()

    def over(self):
        return self.status != 'playing'

    def reject(self, word, reason):
        self.emit(event='wordRejected', word=word, reason=reason)
        self.run = 0

    def submit_word(self, typed):
        # ASCII letters upper-cased, anything else kept as typed (docs/RULES.md, "Words").
        word = ''.join(ch.upper() if 'a' <= ch <= 'z' else ch for ch in typed)
        if self.over():
            return self.reject(word, 'levelOver')
        if not typed or not all('A' <= ch <= 'Z' for ch in word):
            return self.reject(word, 'invalidInput')
        if self.text_check(word):
            return
        p = best_path(self.board, word)
        if p is None:
            return self.reject(word, 'notOnBoard')
        self.accept(word, p)

    def text_check(self, word):
        if len(word) < self.minlen:
            self.reject(word, 'tooShort')
            return True
        if word in self.found:
            self.reject(word, 'alreadyFound')
            return True
        if word in self.lexicon and word not in self.words:
            self.reject(word, 'offensive')
            return True
        if word not in self.words:
            self.reject(word, 'notInDictionary')
            return True
        return False

    def submit_path(self, cells):
        R, C = len(self.board), len(self.board[0])
        on = [c for c in cells if 0 <= c[0] < R and 0 <= c[1] < C]
        word = text(self.board, on)
        if self.over():
            return self.reject(word, 'levelOver')
        ok = len(cells) > 0 and len(on) == len(cells) and len(set(cells)) == len(cells) and \
            all(adj(cells[i - 1], cells[i]) for i in range(1, len(cells)))
        if not ok:
            return self.reject(word, 'notOnBoard')
        if self.text_check(word):
            return
        self.accept(word, cells)

    def accept(self, word, path):
        pts = points(self.board, path)
        tiles = [self.board[r][c] for r, c in path]
        self.emit(event='wordAccepted', word=word, path=[list(p) for p in path], points=pts)
        self.found.append(word)
        self.score = min(self.score + pts, INT_MAX)
        self.used += 1
        self.emit(event='scoreChanged', score=self.score, delta=pts)
        self.run += 1
        for i, g in enumerate(self.goals):
            t = g['type']
            if t == 'score':
                self.progress[i] = self.score
            elif t == 'words':
                self.progress[i] += 1
            elif t == 'longWords':
                if len(word) >= g['minLength']:
                    self.progress[i] += 1
            elif t == 'word':
                if word == g['word'].upper():
                    self.progress[i] = 1
            elif t == 'wordScore':
                self.progress[i] = max(self.progress[i], pts)
            elif t == 'letter':
                self.progress[i] += sum(1 for t in tiles if t[0] == g['letter'].upper())
            elif t == 'bonusTiles':
                self.progress[i] += sum(1 for t in tiles if t[1] != '.')
            elif t == 'streak':
                self.progress[i] = max(self.progress[i], self.run)
        for i, g in enumerate(self.goals):
            if self.progress[i] != self.reported[i]:
                self.reported[i] = self.progress[i]
                self.emit(event='goalProgress', goal=i, current=self.progress[i], target=self.target(g))
            if not self.done[i] and self.progress[i] >= self.target(g):
                self.done[i] = True
                self.emit(event='goalCompleted', goal=i)
        if self.moves is not None:
            self.emit(event='movesChanged', remaining=self.left())
        if self.refill == 'gravity':
            # docs/RULES.md, "Order within a move": the refill, the reward tile, the lit tile, the fuses.
            fresh = self.collapse(path)
            self.emit(event='boardChanged', board=self.rows())
            reward = None
            if self.reward_length is not None and len(word) >= self.reward_length:
                reward = (0, path[-1][1])
                bonus = 'T' if len(word) >= self.reward_length + 2 else 'D'
                l, _, f = self.board[0][reward[1]]
                self.board[0][reward[1]] = (l, bonus, f)
                self.emit(event='rewardTile', cell=list(reward), bonus=bonus, word=word)
            lit = None
            if self.endless:
                return self.burn_down(fresh, reward)
            if self.burn_every is not None and len(self.found) % self.burn_every == 0:
                lit = next((cell for cell in sorted(fresh) if cell != reward), None)
                if lit is not None:
                    l, b, _ = self.board[lit[0]][lit[1]]
                    self.board[lit[0]][lit[1]] = (l, b, self.fuse)
                    self.emit(event='tileLit', cell=list(lit), letter=l, fuse=self.fuse)
            self.burn(lit)
        elif self.bonus_once and any(t[1] != '.' for t in tiles):
            # docs/RULES.md, "Bonuses spent": the tiles keep their letters and lose their bonuses.
            for r, c in path:
                l, _, f = self.board[r][c]
                self.board[r][c] = (l, '.', f)
            self.emit(event='boardChanged', board=self.rows())
        self.end_checks()

    def collapse(self, gone):
        """The tiles of `gone` go: the tiles above fall, fresh plain tiles are drawn, columns left to right and
        top down within a column (balanced against the tiles that stay and those drawn before). Returns the
        fresh cells."""
        R, C = len(self.board), len(self.board[0])
        gone = set(tuple(p) for p in gone)
        cols = [[self.board[r][c] for r in range(R) if (r, c) not in gone] for c in range(C)]
        counted = [t[0] for col in cols for t in col]
        fresh = set()
        taken = [R - len(cols[c]) for c in range(C)]
        # docs/RULES.md, "The endless game": the last fresh tile drawn into a row (columns left to right) is
        # a vowel when the rest of its row, as it lands, holds none.
        last = {r: max(c for c in range(C) if taken[c] > r) for r in range(max(taken))}
        drawn_rows = {}
        for c in range(C):
            n = taken[c]
            new = []
            for r in range(n):
                row = [drawn_rows[(r, d)] if taken[d] > r else cols[d][r - taken[d]][0]
                       for d in range(C) if d != c] if self.endless and last[r] == c else None
                letter = self.draw(counted, row is not None and not any(l in VOWELS for l in row))
                drawn_rows[(r, c)] = letter
                counted.append(letter)
                new.append((letter, '.', None))
                fresh.add((r, c))
            col = new + cols[c]
            for r in range(R):
                self.board[r][c] = col[r]
        return fresh

    def burn(self, lit):
        """docs/RULES.md, "Burning tiles": every burning tile but the one just lit loses one from its fuse; those
        at 0 burn out, each for a move, and go as used tiles go."""
        burned = []
        for r, row in enumerate(self.board):
            for c, (l, b, f) in enumerate(row):
                if f is not None and (r, c) != lit:
                    row[c] = (l, b, f - 1)
                    if f - 1 <= 0:
                        burned.append((r, c))
        if not burned:
            return
        for r, c in burned:
            self.used += 1
            self.emit(event='tileBurned', cell=[r, c], letter=self.board[r][c][0], remaining=self.left())
        self.emit(event='movesChanged', remaining=self.left())
        self.collapse(burned)
        self.emit(event='boardChanged', board=self.rows())

    def burn_down(self, fresh, reward):
        """docs/RULES.md, "The endless game": a tile lit once burnEvery words were played since the last, its
        fuse the rows to the bottom; every other burning tile burns the tile below it (unless that one burns);
        a burning tile on the bottom row ends the game; the level rises after every 6th word."""
        R = len(self.board)
        lit = None
        self.unlit += 1
        if self.unlit >= self.stage(len(self.found) - 1)[1]:
            # Never a hard letter: a burning tile is one a player can use. With none, the next word lights one.
            lit = next((cell for cell in sorted(fresh) if cell != reward
                        and self.board[cell[0]][cell[1]][0] not in HARD), None)
            if lit is not None:
                self.unlit = 0
                l, b, _ = self.board[lit[0]][lit[1]]
                self.board[lit[0]][lit[1]] = (l, b, R - 1 - lit[0])
                self.emit(event='tileLit', cell=list(lit), letter=l, fuse=R - 1 - lit[0])
        reached = self.measure()
        if not reached:
            below = [(r + 1, c) for r, row in enumerate(self.board) for c, t in enumerate(row)
                     if t[2] is not None and (r, c) != lit and self.board[r + 1][c][2] is None]
            if below:
                self.collapse(below)
                reached = self.measure()
                self.emit(event='boardChanged', board=self.rows())
        for r, c in reached:
            self.emit(event='tileBurned', cell=[r, c], letter=self.board[r][c][0], remaining=0)
        self.burned_down = bool(reached)
        if not reached and len(self.found) % self.WORDS_PER_LEVEL == 0:
            n, every, cap = self.stage(len(self.found))
            self.emit(event='levelRose', level=n, burnEvery=every, hardLetters=cap)
        self.end_checks()

    def measure(self):
        """Each burning tile's fuse is the rows below it; those on the bottom row (row-major) are returned."""
        R = len(self.board)
        reached = []
        for r, row in enumerate(self.board):
            for c, (l, b, f) in enumerate(row):
                if f is not None:
                    row[c] = (l, b, R - 1 - r if r < R - 1 else None)
                    if r == R - 1:
                        reached.append((r, c))
        return reached

    def new_words(self, board=None):
        sol = solve(self.board if board is None else board, self.words, self.prefixes, self.minlen)
        return {w: v for w, v in sol.items() if w not in self.found}

    def stars_now(self):
        stars = 1
        st = self.level.get('stars')
        if st:
            stars += (self.score >= st[0]) + (self.score >= st[1])
        return stars

    def can_scramble(self):
        """docs/RULES.md, "Scramble": with no free shuffle left, allowed while at least 2 moves are left."""
        return self.scramble and self.moves is not None and self.shuffles <= 0 and self.left() >= 2

    def end_checks(self):
        if self.over():
            return
        if not self.won and self.goals and all(self.done):
            self.won = True
            self.emit(event='goalsDone', score=self.score, stars=self.stars_now())
        if self.moves is not None and self.used >= self.moves:
            self.end('outOfMoves')
        elif self.burned_down:
            self.end('burnedDown')
        elif self.shuffles <= 0 and not self.can_scramble() and not self.new_words():
            self.end('noWordsLeft')

    def end(self, reason):
        """The level ends: completed once every goal is done (stars counted now), else failed."""
        if self.won:
            self.status = 'completed'
            self.stars = self.stars_now()
            return self.emit(event='levelCompleted', score=self.score, stars=self.stars, ending=reason)
        self.status = 'failed'
        self.emit(event='levelFailed', score=self.score, reason=reason)

    def finish(self):
        if self.over():
            return
        if self.won:
            return self.end('finished')
        self.status = 'ended'
        self.emit(event='levelEnded', score=self.score)

    def fair(self, board, proven):
        """docs/RULES.md, "A shuffle never takes a win away": whether `board` takes no win away."""
        if self.refill == 'gravity':
            return bool(self.new_words(board))
        sol = self.new_words(board)
        fresh = sorted(((v[0], w, v[1]) for w, v in sol.items()), key=lambda t: (-t[0], t[1]))
        playable = len(fresh) if self.moves is None else min(len(fresh), self.left())
        bonus = sum(1 for row in board for t in row if t[1] != '.')

        def best(each):
            return sum(sorted((each(t) for t in fresh), reverse=True)[:playable])

        def pieces(word):
            return word.replace('QU', 'Q')
        for i, g in enumerate(self.goals):
            if self.done[i]:
                continue
            need = self.target(g) - self.progress[i]
            t = g['type']
            if t == 'score':
                ok = best(lambda f: f[0]) >= need
            elif t == 'words':
                ok = playable >= need
            elif t == 'streak':
                ok = playable >= g['count'] - self.run
            elif t == 'longWords':
                ok = min(playable, sum(1 for f in fresh if len(f[1]) >= g['minLength'])) >= need
            elif t == 'word':
                ok = any(f[1] == g['word'].upper() for f in fresh)
            elif t == 'wordScore':
                ok = (fresh[0][0] if fresh else 0) >= g['target']
            elif t == 'letter':
                ok = best(lambda f: pieces(f[1]).count(g['letter'].upper())) >= need
            elif proven:
                ok = best(lambda f: sum(1 for r, c in f[2] if board[r][c][1] != '.')) >= need
            else:
                ok = best(lambda f: min(len(pieces(f[1])), bonus)) >= need
            if t == 'bonusTiles' and self.bonus_once:
                ok = ok and bonus >= need  # each bonus tile counted once (docs/LEVELS.md)
            if not ok:
                return False
        return True

    def shuffle(self):
        if self.over():
            return self.emit(event='moveRefused', move='shuffle', reason='levelOver')
        if self.shuffles <= 0:
            if self.can_scramble():
                return self.do_scramble()
            return self.emit(event='moveRefused', move='shuffle', reason='noneLeft')
        any_board = not self.fair(self.board, False)
        R, C = len(self.board), len(self.board[0])
        flat = [t for row in self.board for t in row]
        kept = None
        for _ in range(12):
            for i in range(len(flat) - 1, 0, -1):
                j = self.rng.next() % (i + 1)
                flat[i], flat[j] = flat[j], flat[i]
            drawn = [flat[r * C:(r + 1) * C] for r in range(R)]
            if any_board or self.fair(drawn, True):
                kept = drawn
                break
        if kept is None:
            return self.emit(event='moveRefused', move='shuffle', reason='wouldTrap')
        self.shuffles -= 1
        self.board = kept
        self.emit(event='shuffled', board=self.rows(), remaining=self.shuffles)
        self.end_checks()

    def do_scramble(self):
        """docs/RULES.md, "Scramble": every tile neither a bonus tile nor burning drawn again, row-major
        (balanced against the tiles that stay and those drawn before), for a move; then the fuses."""
        cells = [(r, c) for r, row in enumerate(self.board) for c, t in enumerate(row) if t[1] == '.' and t[2] is None]
        counted = [t[0] for row in self.board for t in row if t[1] != '.' or t[2] is not None]
        for r, c in cells:
            letter = self.draw(counted)
            counted.append(letter)
            self.board[r][c] = (letter, '.', None)
        self.used += 1
        self.emit(event='scrambled', board=self.rows(), remaining=self.left())
        self.emit(event='movesChanged', remaining=self.left())
        self.burn(None)
        self.end_checks()

    def use(self, g, i, word, path):
        """docs/RULES.md, "Hint": how much `word` does for goal `g`."""
        need = max(1, self.target(g) - self.progress[i])
        t = g['type']
        if t == 'word':
            return 1 if word == g['word'].upper() else 0
        if t == 'letter':
            return min(need, sum(1 for r, c in path if self.board[r][c][0] == g['letter'].upper()))
        if t == 'bonusTiles':
            return min(need, sum(1 for r, c in path if self.board[r][c][1] != '.'))
        if t == 'longWords':
            return 1 if len(word) >= g['minLength'] else 0
        return 1

    def hintable(self, w):
        """docs/RULES.md, "Hint": an expected word, or a `word` goal's own word when the game offers it."""
        return expected(self.lexicon, w) or \
            any(g['type'] == 'word' and g['word'].upper() == w for g in self.goals) and offered(self.lexicon, w)

    def hint(self):
        if self.over():
            return self.emit(event='moveRefused', move='hint', reason='levelOver')
        if self.hints <= 0:
            return self.emit(event='moveRefused', move='hint', reason='noneLeft')
        nw = {w: v for w, v in self.new_words().items() if self.hintable(w)}
        if not nw:
            return self.emit(event='hint', word=None, path=None, remaining=self.hints)
        order = sorted(nw, key=lambda w: (-nw[w][0], w))
        w = order[0]
        for i, g in enumerate(self.goals):
            if self.done[i]:
                continue
            uses = {x: self.use(g, i, x, nw[x][1]) for x in order}
            most = max(uses.values())
            if most > 0:
                w = next(x for x in order if uses[x] == most)
                break
        path = nw[w][1]
        if self.endless and fires_on(self.board):
            # docs/RULES.md, "Hint": the endless game's hint puts out the most pressing fire, as typing it would.
            typed = {x: best_path(self.board, x) for x in nw}
            w = min(nw, key=lambda x: (fire(self.board, typed[x]), -points(self.board, typed[x]), x))
            path = typed[w]
        self.hints -= 1
        self.emit(event='hint', word=w, path=[list(p) for p in path], remaining=self.hints)

    def wait(self, s):
        # The clock counts whole nanoseconds: each advance is rounded to the nearest first.
        s = s.quantize(Decimal('0.000000001'), rounding=ROUND_HALF_UP)
        if self.over() or s <= 0:
            return
        self.elapsed += s
        if self.time_limit is not None and self.elapsed >= self.time_limit:
            self.elapsed = self.time_limit
            self.end('outOfTime')

    def summary(self):
        st = {'playing': 'incomplete'}.get(self.status, self.status)
        goals = [dict(goal=i, type=g['type'], current=self.progress[i], target=self.target(g), done=self.done[i])
                 for i, g in enumerate(self.goals)]
        self.out.append(dumps({'event': 'summary', 'status': st, 'score': self.score, 'stars': self.stars,
                               'words': self.found, 'goals': goals}))


def endless_level(seed):
    """docs/RULES.md, "The endless game": the level `wordfall endless --seed N` plays."""
    return {'id': 'endless-%d' % seed, 'title': 'Endless, seed %d' % seed, 'board': {'size': [7, 7]},
            'rules': {'shuffles': 0, 'hints': 3, 'hardLetters': 1, 'burnEvery': 2, 'rewardLength': 6,
                      'endless': True}, 'seed': seed, 'goals': []}


def run_endless(seed, script_lines, bundled=BUNDLED, words_cache={}):
    """The JSON Lines and exit status of `wordfall endless --seed N --script FILE`."""
    if bundled not in words_cache:
        words_cache[bundled] = load_words(bundled)
    g = Game(endless_level(seed), words_cache[bundled])
    g.start()
    for raw in script_lines:
        if not apply_line(g, raw):
            break
    g.summary()
    return g.out, 1


def run(level_path, script_lines, dictionary=None, seed=None, bundled=BUNDLED, words_cache={}):
    """The JSON Lines (without newlines) and the exit status of `wordfall run` on a valid level and script."""
    g = play(level_path, script_lines, dictionary, seed, bundled, words_cache)
    status = 0 if g.status == 'completed' else 1
    return g.out, status


def play(level_path, script_lines, dictionary=None, seed=None, bundled=BUNDLED, words_cache={}):
    """The game after playing `script_lines` on the level, summary included."""
    with open(level_path) as f:
        level = json.load(f)
    if dictionary is None and 'dictionary' in level:
        dictionary = os.path.join(os.path.dirname(level_path), level['dictionary'])
    dpath = dictionary or bundled
    if dpath not in words_cache:
        words_cache[dpath] = load_words(dpath)
    lid = os.path.splitext(os.path.basename(level_path))[0]
    g = Game(level, words_cache[dpath], seed, lid)
    g.start()
    for raw in script_lines:
        if not apply_line(g, raw):
            break
    g.summary()
    return g


def apply_line(g, raw):
    """Plays one script line on `g`; returns False at `:quit`."""
    line = raw.strip(' \t\r')
    if not line or line.startswith('#'):
        return True
    if line == ':quit':
        return False
    if line == ':shuffle':
        g.shuffle()
    elif line == ':hint':
        g.hint()
    elif line == ':finish':
        g.finish()
    elif line.startswith(':wait'):
        g.wait(Decimal(line.split()[1]))
    elif line.startswith('"'):
        g.submit_word(unquote(line))
    elif line.startswith('@'):
        g.submit_path([tuple(int(x) for x in t.split(',')) for t in line[1:].split()])
    else:
        g.submit_word(line)
    return True


def unquote(line):
    """A quoted script line, `"TEXT"` with the escapes \\", \\\\ and \\u{HEX} (docs/HEADLESS.md)."""
    out, i, body = [], 0, line[1:-1]
    while i < len(body):
        if body[i] == '\\':
            if body[i + 1] == 'u':
                end = body.index('}', i)
                out.append(chr(int(body[i + 3:end], 16)))
                i = end + 1
                continue
            out.append(body[i + 1])
            i += 2
            continue
        out.append(body[i])
        i += 1
    return ''.join(out)


def solve_lines(level_path, dictionary=None, seed=None):
    """What `wordfall solve` prints: `POINTS WORD r,c r,c ...`, best first, ties alphabetical."""
    g = play(level_path, [], dictionary, seed)
    found = solve(g.board, g.words, g.prefixes, g.minlen)
    items = sorted(found.items(), key=lambda kv: (-kv[1][0], kv[0]))
    return ['%d %s %s' % (p, w, ' '.join('%d,%d' % c for c in path)) for w, (p, path) in items]


def golden_expected(folder):
    """The stdout and exit status `wordfall run` must give for a golden folder."""
    args = ['run', 'level.json', '--script', 'script.txt']
    if os.path.exists(os.path.join(folder, 'args')):
        with open(os.path.join(folder, 'args')) as f:
            args = [a for a in f.read().split('\n') if a]
    if args[0] == 'endless':
        options = dict(zip(args[1::2], args[2::2]))
        with open(os.path.join(folder, options['--script']), encoding='utf-8-sig') as f:
            out, status = run_endless(int(options['--seed']), f.read().split('\n'))
        return ''.join(line + '\n' for line in out), status
    level = os.path.join(folder, args[1])
    rest = args[2:]
    script, seed, dictionary = None, None, None
    while rest:
        flag, value, rest = rest[0], rest[1], rest[2:]
        if flag == '--script':
            script = os.path.join(folder, value)
        elif flag == '--seed':
            seed = int(value)
        elif flag == '--dictionary':
            dictionary = os.path.join(folder, value)
    with open(script if script else os.path.join(folder, 'stdin'), encoding='utf-8-sig') as f:
        lines = f.read().split('\n')
    for line in lines:
        line = line.strip(' \t\r')
        if line == ':quit':
            break
        if line and line[0] not in '#@:"' and not all('a' <= c <= 'z' or 'A' <= c <= 'Z' for c in line):
            return '', 2  # a bad word line: the whole script is refused before the first move
    out, status = run(level, lines, dictionary, seed)
    return ''.join(line + '\n' for line in out), status


def check_goldens():
    """Prints `same NAME` or `DIFF NAME` for every golden; returns how many differ."""
    bad = 0
    for name in sorted(os.listdir(GOLDEN)):
        folder = os.path.join(GOLDEN, name)
        if not os.path.exists(os.path.join(folder, 'expected.jsonl')):
            continue
        with open(os.path.join(folder, 'expected.jsonl'), encoding='utf-8') as f:
            expected = f.read()
        with open(os.path.join(folder, 'expected-status')) as f:
            status = int(f.read())
        same = golden_expected(folder) == (expected, status)
        bad += not same
        print(('same ' if same else 'DIFF ') + name)
    return bad


if __name__ == '__main__':
    import argparse
    if len(sys.argv) == 1:
        sys.exit(1 if check_goldens() else 0)
    ap = argparse.ArgumentParser()
    ap.add_argument('level')
    ap.add_argument('--script')
    ap.add_argument('--dictionary')
    ap.add_argument('--seed', type=int)
    ap.add_argument('--solve', action='store_true')
    a = ap.parse_args()
    if a.solve:
        print('\n'.join(solve_lines(a.level, a.dictionary, a.seed)))
        sys.exit(0)
    lines = open(a.script).read().split('\n') if a.script else sys.stdin.read().split('\n')
    out, st = run(a.level, lines, a.dictionary, a.seed)
    print('\n'.join(out))
    sys.exit(st)
