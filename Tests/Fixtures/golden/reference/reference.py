#!/usr/bin/env python3
"""An independent model of docs/RULES.md and docs/HEADLESS.md, written from the spec alone (not from the Swift code).

It made every expected.jsonl in this folder's siblings before the Swift binary was run on them, and
it checks them again:

    python3 Tests/Fixtures/golden/reference/reference.py            # every golden: same bytes?
    python3 Tests/Fixtures/golden/reference/reference.py LEVEL [--script FILE] [--seed N] [--dictionary FILE]
    python3 Tests/Fixtures/golden/reference/reference.py LEVEL --solve   # like `wordfall solve`

It reads the bundled list from Resources/Dictionary/words.txt. Slow (a plain depth-first solver),
but small enough to read against the spec line by line.
"""
import json, sys, os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..', '..'))
BUNDLED = os.path.join(ROOT, 'Resources', 'Dictionary', 'words.txt')
M64 = (1 << 64) - 1
INT_MAX = (1 << 63) - 1
VALUES = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1,3,3,2,1,4,2,4,1,8,5,1,3,1,1,3,10,1,1,1,1,4,4,8,4,10]))
ENGLISH = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [9,2,2,4,12,2,3,2,9,1,1,4,2,6,8,2,1,6,4,6,4,2,2,1,2,1]))
LB = {'.':1,'2':2,'3':3,'D':1,'T':1}
WB = {'.':1,'2':1,'3':1,'D':2,'T':3}

class SM:
    def __init__(s, seed): s.state = seed & M64
    def next(s):
        s.state = (s.state + 0x9E3779B97F4A7C15) & M64
        z = s.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

def draw(rng, bag):
    total = sum(bag.values()); r = rng.next() % total
    for L in sorted(bag):
        if r < bag[L]: return L
        r -= bag[L]

def load_words(path):
    ws = set()
    for line in open(path, encoding='utf-8', errors='replace'):
        w = line.strip()
        if w and all(c.isascii() and c.isalpha() for c in w): ws.add(w.upper())
    pre = set()
    for w in ws:
        for i in range(1, len(w)+1): pre.add(w[:i])
    return ws, pre

def text(t): return 'QU' if t[0] == 'Q' else t[0]
def points(tiles):
    s = sum(VALUES[t[0]] * LB[t[1]] for t in tiles); f = 1; n = 0
    for t in tiles: f *= WB[t[1]]; n += len(text(t))
    return 10 * s * f * max(1, n - 2)

class Board:
    def __init__(s, R, C, tiles): s.R, s.C, s.t = R, C, tiles  # tiles: list of [letter, bonus]
    def at(s, r, c): return s.t[r*s.C+c]
    def rows(s): return [''.join(s.t[r*s.C+c][0] for c in range(s.C)) for r in range(s.R)]
    def nbrs(s, r, c):
        for dr in (-1,0,1):
            for dc in (-1,0,1):
                if (dr or dc) and 0 <= r+dr < s.R and 0 <= c+dc < s.C: yield (r+dr, c+dc)

def all_words(b, words, pre, minlen):
    best = {}
    def dfs(r, c, path, txt):
        path.append((r, c)); txt += text(b.at(r, c))
        if txt in pre:
            if txt in words and len(txt) >= minlen:
                p = points([b.at(*x) for x in path]); key = (-p, list(path))
                if txt not in best or key < best[txt]: best[txt] = key
            for (nr, nc) in b.nbrs(r, c):
                if (nr, nc) not in path: dfs(nr, nc, path, txt)
        path.pop()
    for r in range(b.R):
        for c in range(b.C): dfs(r, c, [], '')
    return {w: (-k[0], k[1]) for w, k in best.items()}

def best_path(b, word):
    best = None
    def dfs(r, c, path, txt):
        path.append((r, c)); txt += text(b.at(r, c))
        if word.startswith(txt):
            if txt == word:
                p = points([b.at(*x) for x in path]); key = (-p, list(path))
                if best[0] is None or key < best[0]: best[0] = key
            else:
                for (nr, nc) in b.nbrs(r, c):
                    if (nr, nc) not in path: dfs(nr, nc, path, txt)
        path.pop()
    best = [None]
    for r in range(b.R):
        for c in range(b.C): dfs(r, c, [], '')
    return None if best[0] is None else (-best[0][0], best[0][1])

def ev(name, **kw):
    d = {'event': name}; d.update(kw); return d

class Game:
    def __init__(s, level, words, pre, seed=None):
        s.L = level; s.words, s.pre = words, pre
        rules = level.get('rules', {})
        s.minlen = rules.get('minWordLength', 3); s.refill = rules.get('refill', 'gravity')
        s.moves = rules.get('moves'); s.tlimit = rules.get('timeLimit')
        s.shuffles = rules.get('shuffles', 1); s.hints = rules.get('hints', 1)
        bag = level.get('bag', 'english'); s.bag = ENGLISH if bag == 'english' else {k.upper(): v for k, v in bag.items()}
        s.rng = SM(level.get('seed', 0) if seed is None else seed)
        bd = level['board']
        if 'size' in bd:
            R, C = bd['size']; s.b = Board(R, C, [[draw(s.rng, s.bag), '.'] for _ in range(R*C)])
        else:
            L = [x.upper() for x in bd['letters']]; B = bd.get('bonus', ['.'*len(L[0])]*len(L))
            s.b = Board(len(L), len(L[0]), [[L[r][c], B[r][c]] for r in range(len(L)) for c in range(len(L[0]))])
        s.score = 0; s.found = []; s.status = 'playing'; s.stars = 0; s.used = 0; s.elapsed = 0.0
        s.goals = level['goals']; s.prog = [0]*len(s.goals); s.done = [False]*len(s.goals)
        s.run = 0; s.beststreak = 0; s.bestword = 0; s.out = []
    def target(s, g):
        return {'score': g.get('target'), 'wordScore': g.get('target'), 'word': 1}.get(g['type'], g.get('count'))
    def start(s):
        s.out.append(ev('levelStarted', level=s.L.get('id'), title=s.L['title'], board=s.b.rows(),
             goals=[{'goal': i, 'type': g['type'], 'target': s.target(g), 'label': g.get('label')} for i, g in enumerate(s.goals)]))
        s.endchecks()
    def formable_left(s):
        aw = all_words(s.b, s.words, s.pre, s.minlen)
        return [w for w in aw if w not in s.found]
    def endchecks(s):
        if all(s.done): 
            st = 1
            if 'stars' in s.L: st += sum(1 for x in s.L['stars'] if s.score >= x)
            s.status = 'completed'; s.stars = st; s.out.append(ev('levelCompleted', score=s.score, stars=st)); return
        if s.moves is not None and s.used >= s.moves:
            s.fail('outOfMoves'); return
        if s.shuffles == 0 and not s.formable_left(): s.fail('noWordsLeft')
    def fail(s, why): s.status = 'failed'; s.out.append(ev('levelFailed', score=s.score, reason=why))
    def reject(s, w, why):
        s.out.append(ev('wordRejected', word=w, reason=why)); 
        if s.status == 'playing': s.run = 0
    def word(s, w):
        if s.status != 'playing': return s.reject(w.upper(), 'levelOver')
        if not w or not all(c.isascii() and c.isalpha() for c in w): return s.reject(w, 'invalidInput')
        W = w.upper()
        if len(W) < s.minlen: return s.reject(W, 'tooShort')
        if W in s.found: return s.reject(W, 'alreadyFound')
        if W not in s.words: return s.reject(W, 'notInDictionary')
        bp = best_path(s.b, W)
        if bp is None: return s.reject(W, 'notOnBoard')
        s.accept(W, bp[1], bp[0])
    def path(s, cells):
        onb = [c for c in cells if 0 <= c[0] < s.b.R and 0 <= c[1] < s.b.C]
        W = ''.join(text(s.b.at(*c)) for c in onb)
        if s.status != 'playing': return s.reject(W, 'levelOver')
        ok = len(onb) == len(cells) and len(set(cells)) == len(cells) and all(
            max(abs(a[0]-b[0]), abs(a[1]-b[1])) == 1 for a, b in zip(cells, cells[1:]))
        if not ok: return s.reject(W, 'notOnBoard')
        if len(W) < s.minlen: return s.reject(W, 'tooShort')
        if W in s.found: return s.reject(W, 'alreadyFound')
        if W not in s.words: return s.reject(W, 'notInDictionary')
        s.accept(W, cells, points([s.b.at(*c) for c in cells]))
    def accept(s, W, path, pts):
        tiles = [list(s.b.at(*c)) for c in path]
        # Where docs/RULES.md is silent: points and the score saturate at 2^63 - 1 (docs/DECISIONS.md, "Audit").
        pts = min(pts, INT_MAX)
        s.found.append(W); s.score = min(s.score + pts, INT_MAX); s.used += 1
        s.out.append(ev('wordAccepted', word=W, path=[list(c) for c in path], points=pts))
        s.out.append(ev('scoreChanged', score=s.score, delta=pts))
        s.run += 1; s.beststreak = max(s.beststreak, s.run); s.bestword = max(s.bestword, pts)
        for i, g in enumerate(s.goals):
            t = g['type']; old = s.prog[i]
            if t == 'score': new = s.score
            elif t == 'words': new = old + 1
            elif t == 'longWords': new = old + (1 if len(W) >= g['minLength'] else 0)
            elif t == 'word': new = 1 if (old == 1 or W == g['word'].upper()) else 0
            elif t == 'wordScore': new = max(old, pts)
            elif t == 'letter': new = old + sum(1 for x in tiles if x[0] == g['letter'].upper())
            elif t == 'bonusTiles': new = old + sum(1 for x in tiles if x[1] != '.')
            elif t == 'streak': new = max(old, s.beststreak)
            tg = s.target(g)
            if s.done[i]: new = max(old, new)
            if new != old:
                s.prog[i] = new; s.out.append(ev('goalProgress', goal=i, current=new, target=tg))
            if not s.done[i] and new >= tg:
                s.done[i] = True; s.out.append(ev('goalCompleted', goal=i))
        if s.moves is not None: s.out.append(ev('movesChanged', remaining=s.moves - s.used))
        if s.refill == 'gravity':
            b = s.b
            for c in range(b.C):
                col = [b.at(r, c) for r in range(b.R) if (r, c) not in set(map(tuple, path))]
                newcol = [None]*(b.R - len(col)) + col
                for r in range(b.R): b.t[r*b.C+c] = newcol[r]
            for c in range(b.C):
                for r in range(b.R):
                    if b.t[r*b.C+c] is None: b.t[r*b.C+c] = [draw(s.rng, s.bag), '.']
            s.out.append(ev('boardChanged', board=b.rows()))
        s.endchecks()
    def shuffle(s):
        if s.status != 'playing': return s.out.append(ev('moveRefused', move='shuffle', reason='levelOver'))
        if s.shuffles <= 0: return s.out.append(ev('moveRefused', move='shuffle', reason='noneLeft'))
        s.shuffles -= 1; t = s.b.t
        for i in range(len(t)-1, 0, -1):
            j = s.rng.next() % (i+1); t[i], t[j] = t[j], t[i]
        s.out.append(ev('shuffled', board=s.b.rows(), remaining=s.shuffles)); s.endchecks()
    def hint(s):
        if s.status != 'playing': return s.out.append(ev('moveRefused', move='hint', reason='levelOver'))
        if s.hints <= 0: return s.out.append(ev('moveRefused', move='hint', reason='noneLeft'))
        aw = all_words(s.b, s.words, s.pre, s.minlen)
        c = sorted(((-p, w, path) for w, (p, path) in aw.items() if w not in s.found))
        if not c: return s.out.append(ev('hint', word=None, path=None, remaining=s.hints))
        s.hints -= 1; s.out.append(ev('hint', word=c[0][1], path=[list(x) for x in c[0][2]], remaining=s.hints))
    def wait(s, sec):
        if s.status != 'playing': return
        s.elapsed += sec
        if s.tlimit is not None and s.elapsed >= s.tlimit: s.fail('outOfTime')
    def summary(s):
        st = s.status if s.status != 'playing' else 'incomplete'
        s.out.append(ev('summary', status=st, score=s.score, stars=s.stars, words=list(s.found),
            goals=[{'goal': i, 'type': g['type'], 'current': s.prog[i], 'target': s.target(g), 'done': s.done[i]} for i, g in enumerate(s.goals)]))

def play(levelpath, script_lines, dictpath, seed=None):
    L = json.load(open(levelpath))
    if 'id' not in L: L['id'] = os.path.splitext(os.path.basename(levelpath))[0]
    if dictpath is None:
        dictpath = os.path.join(os.path.dirname(levelpath), L['dictionary']) if 'dictionary' in L else BUNDLED
    words, pre = load_words(dictpath)
    g = Game(L, words, pre, seed); g.start()
    for line in script_lines:
        line = line.strip()
        if not line or line.startswith('#'): continue
        if line == ':quit': break
        if line == ':shuffle': g.shuffle()
        elif line == ':hint': g.hint()
        elif line.startswith(':wait'): g.wait(float(line.split()[1]))
        elif line.startswith('@'): g.path([tuple(int(x) for x in c.split(',')) for c in line[1:].split()])
        else: g.word(line)
    g.summary()
    return g


def golden_arguments(folder):
    args = ['run', 'level.json', '--script', 'script.txt']
    if os.path.exists(os.path.join(folder, 'args')):
        args = open(os.path.join(folder, 'args')).read().split('\n')
        args = [a for a in args if a]
    return args

def run_golden(folder):
    """The stdout and exit status `wordfall run` must give for a golden folder (None for a bad script)."""
    args = golden_arguments(folder)[2:]
    level = os.path.join(folder, golden_arguments(folder)[1])
    script, seed, dictionary = None, None, None
    while args:
        flag, value, args = args[0], args[1], args[2:]
        if flag == '--script': script = os.path.join(folder, value)
        elif flag == '--seed': seed = int(value)
        elif flag == '--dictionary': dictionary = os.path.join(folder, value)
    text = open(script).read() if script else open(os.path.join(folder, 'stdin')).read()
    lines = text.split('\n')
    for line in lines:
        line = line.strip()
        if line == ':quit': break
        if not line or line[0] in '#@:': continue
        if not all(c.isascii() and c.isalpha() for c in line): return None
    g = play(level, lines, dictionary, seed)
    out = ''.join(json.dumps(e, separators=(',', ':')) + '\n' for e in g.out)
    return out, (0 if g.status == 'completed' else 1)

if __name__ == '__main__':
    import argparse
    if len(sys.argv) == 1:
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        bad = 0
        for name in sorted(os.listdir(here)):
            folder = os.path.join(here, name)
            if not os.path.exists(os.path.join(folder, 'expected.jsonl')): continue
            result = run_golden(folder)
            expected = open(os.path.join(folder, 'expected.jsonl')).read()
            status = int(open(os.path.join(folder, 'expected-status')).read())
            same = (result is None and expected == '' and status == 2) or (result is not None and result == (expected, status))
            bad += not same
            print(('same ' if same else 'DIFF ') + name)
        sys.exit(1 if bad else 0)
    ap = argparse.ArgumentParser()
    ap.add_argument('level'); ap.add_argument('--script'); ap.add_argument('--dictionary'); ap.add_argument('--seed', type=int)
    ap.add_argument('--solve', action='store_true')
    a = ap.parse_args()
    lines = open(a.script).read().split('\n') if a.script else []
    g = play(a.level, lines, a.dictionary, a.seed)
    if a.solve:
        aw = all_words(g.b, g.words, g.pre, g.minlen)
        for w, (p, path) in sorted(aw.items(), key=lambda x: (-x[1][0], x[0])):
            print(p, w, ' '.join(f'{r},{c}' for r, c in path))
    else:
        for e in g.out: print(json.dumps(e, separators=(',', ':')))
