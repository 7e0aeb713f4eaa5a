#!/usr/bin/env python3
"""Differential test of the built `wordfall` against scripts/reference.py, on random levels and scripts.

    swift build && python3 scripts/reference_fuzz.py [SEED] [CASES]

Each case is a random level (fixed or size+seed board, bonuses, English or custom bag, bundled or own word
list with or without tiers and categories, random rules with the falling tiles' rules and bonusOnce, goals,
stars) and a script built by playing the reference (found words typed or as paths, repeats, junk words,
quoted lines, bad paths, shuffles and scrambles, hints, waits), sometimes with --seed / --dictionary. It
compares `wordfall run` (stdout and exit status), `wordfall solve`, `solve --json` byte for byte, and `check`'s
line up to its best word (the bot's solution and difficulty are not modelled).
Environment: BIG=1 for boards up to 12 x 12, MOVES=N for longer scripts (default 14), WORDFALL=path of the
binary, FALLING=P the chance a level turns on the falling tiles' rules or bonusOnce (default 0.5; 0 gives
the levels of before). Failing cases stay in the printed folder.
"""
import json, os, random, subprocess, sys, tempfile
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref

BIN = os.path.abspath(os.environ.get('WORDFALL', os.path.join(ROOT, '.build', 'debug', 'wordfall')))
os.environ.setdefault('WORDFALL_RESOURCES', os.path.abspath(os.path.join(ROOT, 'Resources')))
BUNDLED = os.path.join(os.environ['WORDFALL_RESOURCES'], 'Dictionary', 'words.txt')
BIG = bool(os.environ.get('BIG'))
FALLING = float(os.environ.get('FALLING', '0.5'))
CUSTOM = ['cat', 'act', 'tac', 'at', 'ta', 'sat', 'tas', 'cats', 'acts', 'scat', 'east', 'seat', 'eats', 'teas',
          'sea', 'tea', 'eat', 'ate', 'set', 'queen', 'quest', 'quiet', 'quit', 'qat', 'equate', 'tease',
          'aa', 'aaa', 'ease', 'tat', 'tats', 'stat', 'test', 'tests', 'sets', 'ac', 'es']
# The same list as the bundled list writes it: tiers, and a few categories (docs/RULES.md, "Word tiers").
TIERED = [w + '\t' + t for w, t in zip(CUSTOM, ['10', '20', '35', '40', '50', '55', '60', '20\tvulgar',
                                                  '35\tsensitive', '10\tslur'] * 4)]


def rand_level(rnd):
    lvl = {'format': 1, 'title': 'Fuzz'}
    R, C = (rnd.randint(2, 12), rnd.randint(6, 12)) if BIG else (rnd.randint(2, 5), rnd.randint(2, 5))
    custom_dict = rnd.random() < 0.35
    letters_pool = 'CATSEQU' if custom_dict else 'ABCDEEEFGHIIKLMNNOOPQRRSSTTUWY'
    if rnd.random() < 0.5:
        rows = [''.join(rnd.choice(letters_pool) for _ in range(C)) for _ in range(R)]
        if rnd.random() < 0.2:
            rows = [r.lower() for r in rows]
        b = {'letters': rows}
        if rnd.random() < 0.6:
            b['bonus'] = [''.join(rnd.choice('......23DT') for _ in range(C)) for _ in range(R)]
        lvl['board'] = b
    else:
        lvl['board'] = {'size': [R, C]}
    rules = {}
    if rnd.random() < 0.5:
        rules['minWordLength'] = rnd.randint(2, 4)
    if rnd.random() < 0.4:
        rules['refill'] = rnd.choice(['gravity', 'none'])
    if rnd.random() < 0.5:
        rules['moves'] = rnd.randint(1, 8)
    if rnd.random() < 0.3:
        rules['timeLimit'] = rnd.choice([1, 2.5, 10, 60, 0.3, 1.2])
    if rnd.random() < 0.6:
        rules['shuffles'] = rnd.randint(0, 2)
    if rnd.random() < 0.6:
        rules['hints'] = rnd.randint(0, 2)
    if rnd.random() < FALLING:
        if rules.get('refill', 'gravity') == 'none':
            rules['bonusOnce'] = rnd.random() < 0.8
        else:
            if rnd.random() < 0.6:
                rules['hardLetters'] = rnd.randint(0, 4)
            if rnd.random() < 0.5:
                rules['rewardLength'] = rnd.randint(4, 6)
            if 'moves' in rules or rnd.random() < 0.5:
                rules.setdefault('moves', rnd.randint(2, 12))
                if rnd.random() < 0.6:
                    rules['burnEvery'] = rnd.randint(1, 3)
                    if rnd.random() < 0.7:
                        rules['fuse'] = rnd.randint(1, 4)
                if rnd.random() < 0.5:
                    rules['scramble'] = rnd.random() < 0.9
    if rules:
        lvl['rules'] = rules
    if rnd.random() < 0.4:
        if custom_dict:
            lvl['bag'] = {'C': rnd.randint(0, 3), 'A': rnd.randint(1, 5), 'T': rnd.randint(0, 4), 'S': 2,
                          'E': rnd.randint(0, 4), 'Q': rnd.randint(0, 1), 'U': rnd.randint(0, 1)}
        else:
            lvl['bag'] = {k: rnd.randint(0, 6) for k in rnd.sample('ABCDEFGHIJKLMNOPRSTUVWXYZ', 10)}
            lvl['bag']['E'] = 5
    elif custom_dict:
        lvl['bag'] = {'A': 4, 'C': 2, 'T': 3, 'S': 3, 'E': 3}
    if rnd.random() < 0.9:
        lvl['seed'] = rnd.choice([0, 1, 42, rnd.getrandbits(64), (1 << 64) - 1])
    if custom_dict:
        lvl['dictionary'] = 'words.txt'
    goals = []
    for _ in range(rnd.randint(1, 3)):
        t = rnd.choice(['score', 'words', 'longWords', 'word', 'wordScore', 'letter', 'bonusTiles', 'streak'])
        g = {'type': t}
        if t in ('score', 'wordScore'):
            g['target'] = rnd.choice([1, 50, 200, 500, 2000])
        elif t == 'word':
            g['word'] = rnd.choice(['cat', 'seat', 'queen', 'the', 'tea'] if custom_dict else ['THE', 'rat', 'toe', 'sit'])
            if len(g['word']) < rules.get('minWordLength', 3):
                g['word'] = 'queen'
        else:
            g['count'] = rnd.randint(1, 4)
            if t == 'longWords':
                g['minLength'] = rnd.randint(2, 5)
            if t == 'letter':
                g['letter'] = rnd.choice('ETSAQUc')
        if rnd.random() < 0.2:
            g['label'] = 'Do "it" \\ now'
        goals.append(g)
    lvl['goals'] = goals
    if rnd.random() < 0.4:
        a = rnd.choice([0, 50, 100, 300])
        lvl['stars'] = [a, a + rnd.choice([1, 100, 500])]
    return lvl, custom_dict


def rand_script(rnd, lvl, words):
    """Build a script adaptively by playing the reference."""
    g = ref.Game(lvl, words, None, 'level')
    g.start()
    lines = []
    for _ in range(rnd.randint(1, int(os.environ.get('MOVES', '14')))):
        k = rnd.random()
        R, C = len(g.board), len(g.board[0])
        if k < 0.45 and not g.over():
            nw = g.new_words()
            if nw:
                w = rnd.choice(sorted(nw))
                if rnd.random() < 0.3:
                    line = '@' + ' '.join('%d,%d' % p for p in rnd.choice(ref.all_paths(g.board, w)))
                else:
                    line = rnd.choice([w, w.lower(), w.capitalize()])
            else:
                line = ':shuffle'
        elif k < 0.55:
            line = rnd.choice(g.found) if g.found else 'zzzq'
        elif k < 0.63:
            line = rnd.choice(['xq', 'a', 'qat', 'qi', 'tats', 'zzz', 'Cat', 'aa', 'queen', 'test', 'seat', 'tea',
                               '"don\'t"', '"c4t"', '"caf\\u{E9}"', '"tea"', '"a\\"b\\\\"', '""'])
        elif k < 0.72:
            n = rnd.randint(1, 4)
            cells = [(rnd.randint(-1, R), rnd.randint(-1, C)) for _ in range(n)]
            cells = [(max(0, r), max(0, c)) for r, c in cells]
            line = '@' + ' '.join('%d,%d' % p for p in cells)
        elif k < 0.8:
            line = ':shuffle'
        elif k < 0.88:
            line = ':hint'
        elif k < 0.95:
            line = ':wait ' + rnd.choice(['0', '0.5', '1', '2.5', '100', '.25', '0.1', '0.7', '0.3'])
        else:
            line = rnd.choice(['# comment', '', '   cat  '])
        lines.append(line)
        # advance the reference
        ref.apply_line(g, line)
    if rnd.random() < 0.1:
        lines.append(':quit')
        lines.append('cat')
    return lines


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    rnd = random.Random(seed)
    bundled = ref.load_words(BUNDLED)
    custom = {w.upper(): (None, None) for w in CUSTOM}
    tiered = {}
    for line in TIERED:
        f = line.split('\t')
        tiered[f[0].upper()] = (int(f[1]), f[2] if len(f) > 2 else None)
    work = tempfile.mkdtemp(prefix='reference-fuzz-')
    fails = 0
    for it in range(n):
        lvl, cd = rand_level(rnd)
        d = os.path.join(work, 'case%d' % it)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, 'level.json'), 'w') as f:
            json.dump(lvl, f, indent=1)
        tiers = rnd.random() < 0.5
        if cd:
            with open(os.path.join(d, 'words.txt'), 'w') as f:
                f.write('\n'.join(TIERED if tiers else CUSTOM) + '\n')
        words = (tiered if tiers else custom) if cd else bundled
        args = []
        seed_o = None
        if rnd.random() < 0.25:
            seed_o = rnd.choice([0, 7, rnd.getrandbits(64)])
            args += ['--seed', str(seed_o)]
        dict_o = None
        if rnd.random() < 0.2:
            with open(os.path.join(d, 'alt.txt'), 'w') as f:
                f.write('\n'.join(CUSTOM) + '\n')
            dict_o = os.path.join(d, 'alt.txt')
            args += ['--dictionary', 'alt.txt']
            words = custom
        lvl2 = dict(lvl)
        if seed_o is not None:
            lvl2['seed'] = seed_o
        lines = rand_script(rnd, lvl2, words)
        with open(os.path.join(d, 'script.txt'), 'w') as f:
            f.write('\n'.join(lines) + '\n')
        exp, st = ref.run(os.path.join(d, 'level.json'), lines, dict_o, seed_o,
                          words_cache={os.path.join(d, 'words.txt'): tiered if tiers else custom,
                                       os.path.join(d, 'alt.txt'): custom,
                                       BUNDLED: bundled}, bundled=BUNDLED)
        p = subprocess.run([BIN, 'run', 'level.json', '--script', 'script.txt'] + args, cwd=d, capture_output=True, text=True)
        got = p.stdout.rstrip('\n').split('\n')
        if got != exp or p.returncode != st:
            fails += 1
            print('MISMATCH case%d (status %d vs %d) %s' % (it, p.returncode, st, p.stderr.strip()[:200]))
            for i, (a, b) in enumerate(zip(got, exp)):
                if a != b:
                    print('  line %d\n   swift: %s\n   ref:   %s' % (i, a, b))
                    break
            else:
                print('  lengths', len(got), len(exp))
        problem = compare_solve(d, lvl, words, args)
        if problem:
            fails += 1
            print('MISMATCH case%d solve/check: %s' % (it, problem))
    print('done', n, 'cases in', work, '- fails', fails)
    return fails


def compare_solve(d, lvl, words, args):
    """`solve`, `solve --json` and `check` on the starting board, against the reference's solver."""
    seed = int(args[args.index('--seed') + 1]) if '--seed' in args else None
    g = ref.Game(lvl, words, seed)
    items = sorted(ref.solve(g.board, g.words, g.prefixes, g.minlen).items(), key=lambda kv: (-kv[1][0], kv[0]))
    text = ['%d %s %s' % (p, w, ' '.join('%d,%d' % c for c in path)) for w, (p, path) in items]
    js = [ref.dumps({'word': w, 'points': p, 'path': [list(c) for c in path]}) for w, (p, path) in items]
    # docs/HEADLESS.md, "wordfall check": N expected words (A with finds), the best expected word.
    known = [kv for kv in items if ref.expected(words, kv[0])]
    check = '%s: %dx%d, %d word%s' % (g.id, len(g.board), len(g.board[0]), len(known), '' if len(known) == 1 else 's')
    if len(items) > len(known):
        check += ' (%d with finds)' % len(items)
    if known:
        check += ', best %s (%d points)' % (known[0][0], known[0][1][0])
    for extra, expected in (([], text), (['--json'], js)):
        p = subprocess.run([BIN, 'solve', 'level.json'] + extra + args, cwd=d, capture_output=True, text=True)
        if p.returncode != 0 or p.stdout.split('\n')[:-1] != expected:
            return 'solve %s differs' % ' '.join(extra)
    p = subprocess.run([BIN, 'check', 'level.json'] + args, cwd=d, capture_output=True, text=True)
    line = p.stdout.strip()
    if p.returncode == 2 and not line and 'cannot be completed' in p.stderr:
        return None  # a goal check proves impossible: check's proofs are not modelled
    if p.returncode != 0 or not (line == check or line.startswith(check + ', solution in ')):
        return 'check says %r, expected %r' % (line, check)
    return None


if __name__ == '__main__':
    sys.exit(1 if main() else 0)
