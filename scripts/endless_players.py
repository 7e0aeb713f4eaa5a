#!/usr/bin/env python3
"""Players simulated on the endless game of the reference model (docs/RULES.md, "The endless game": the
tuning), to measure how long each lasts and when a fire first presses.

    python3 scripts/endless_players.py [FIRST_SEED] [LAST_SEED] [BURN_EVERY] [HEAD_START]

BURN_EVERY tries a tuning other than the rules': each level's words between two lit tiles, comma-separated
(`5,4,3,2`: level 1 lights a tile every 5 words, level 2 every 4, ...; the last figure holds until level 12);
HEAD_START the words counted as unlit at the start (the first tile is lit after BURN_EVERY minus it; the
rules' is one short of level 1's, so the first word lights one). PLAYERS=new,decent plays those alone;
MOST_WORDS=N stops each game after N words (for the first fire's figures alone).

Each player types words (as a person does: the game picks the path, docs/RULES.md, "The best path") it
knows: words the game offers, of its tier or below, of its lengths. It plays the word worth the most
points, except when a fire is near the bottom (its fuse at most the player's `alarm`): then the best word
whose typed path puts out the fire nearest the bottom, when there is one. A careful player also passes
over a word that would drop a fire onto the bottom row (the tiles under it used).

- new:    tier 20 (the common words), 3 to 5 letters, alarm 1 (sees a fire only on the row above the bottom);
- decent: tier 20, 3 to 6 letters, alarm 2, careful;
- good:   tier 35, 3 to 8 letters, alarm 3, careful;
- blind:  ignores the fires (tier 20, 3 to 6 letters): how long the fires alone take.

For each player and seed it prints the words played, the level reached, the score, the word at which a fire
first came within 2 rows of the bottom ("pressed"), how the game ended (`fire`: a tile reached the bottom
row; `stuck`: no word of the player's was left), and the median of each over the seeds.
"""
import copy
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref

PLAYERS = {
    'new': dict(tier=20, lengths=(3, 5), alarm=1, careful=False),
    'decent': dict(tier=20, lengths=(3, 6), alarm=2, careful=True),
    'good': dict(tier=35, lengths=(3, 8), alarm=3, careful=True),
    'blind': dict(tier=20, lengths=(3, 6), alarm=0, careful=False),
}
MOST_WORDS = int(os.environ.get('MOST_WORDS', 300))


def fires(board):
    """The burning tiles, (fuse, row, column), nearest the bottom first."""
    return sorted((t[2], r, c) for r, row in enumerate(board) for c, t in enumerate(row) if t[2])


def tune(burn_every):
    """The reference model's tuning with each level's `burn_every` (the last figure until EVERY_WORD_FROM), and
    WORDS_PER_LEVEL and EVERY_WORD_FROM from the environment when set."""
    if burn_every:
        ref.Game.BURN_EVERY = burn_every
    ref.Game.WORDS_PER_LEVEL = int(os.environ.get('WORDS_PER_LEVEL', ref.Game.WORDS_PER_LEVEL))
    ref.Game.EVERY_WORD_FROM = int(os.environ.get('EVERY_WORD_FROM', ref.Game.EVERY_WORD_FROM))


def play(seed, player, words, known, prefixes, head_start=None):
    game = ref.Game(ref.endless_level(seed), words)
    if head_start is not None:
        game.unlit = head_start
    game.start()
    pressed = lit = None
    while not game.over() and len(game.found) < MOST_WORDS:
        burning = fires(game.board)
        if lit is None and burning:
            lit = len(game.found)
        if pressed is None and burning and burning[0][0] <= 2:
            pressed = len(game.found)
        found = ref.solve(game.board, known, prefixes, 3)
        low, high = player['lengths']
        choices = sorted(((pts, w) for w, (pts, _) in found.items()
                          if w not in game.found and low <= len(w) <= high), reverse=True)
        if not choices:
            break
        # A careful player's words are tried on a copy of the game, best first, only as far as needed.
        safe = (w for _, w in choices if not (player['careful'] and burns_down(game, w)))
        word = next(safe, choices[0][1])
        if burning and burning[0][0] <= player['alarm']:
            target = burning[0][1:]
            for _, w in choices:
                if target in ref.best_path(game.board, w) and not (player['careful'] and burns_down(game, w)):
                    word = w
                    break
        game.submit_word(word)
    level = game.stage(len(game.found))[0]
    ending = 'fire' if game.status == 'failed' and game.burned_down else 'stuck' if not game.over() else game.status
    return len(game.found), level, game.score, pressed, ending, lit


def burns_down(game, word):
    """Whether playing `word` now ends the game on a fire (played on a copy of the game)."""
    trial = copy.copy(game)
    trial.board = [list(row) for row in game.board]
    trial.rng = copy.copy(game.rng)
    trial.found = list(game.found)
    trial.out = []
    trial.progress, trial.done, trial.reported = list(game.progress), list(game.done), list(game.reported)
    trial.submit_word(word)
    return trial.status == 'failed' and trial.burned_down


def main():
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    last = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    tune([int(n) for n in sys.argv[3].split(',')] if len(sys.argv) > 3 else None)
    head_start = int(sys.argv[4]) if len(sys.argv) > 4 else None
    words = ref.load_words(ref.BUNDLED)
    accepted = ref.accepted(words)
    chosen = os.environ.get('PLAYERS', ','.join(PLAYERS)).split(',')
    for name, player in ((n, PLAYERS[n]) for n in chosen):
        known = {w for w in accepted if ref.offered(words, w) and (words[w][0] or 0) <= player['tier']}
        prefixes = ref.make_prefixes(known)
        runs = [play(seed, player, words, known, prefixes, head_start) for seed in range(first, last + 1)]
        for seed, (count, level, score, pressed, ending, lit) in zip(range(first, last + 1), runs):
            print('%-6s seed %d: %3d words, level %2d, %7d points, lit at word %s, pressed at word %s, %s'
                  % (name, seed, count, level, score, lit, pressed, ending))
        med = [statistics.median(r[i] for r in runs) for i in range(3)]
        pressed = [r[3] for r in runs if r[3] is not None]
        fires = sorted(r[0] for r in runs if r[4] == 'fire')
        lit = [r[5] for r in runs if r[5] is not None]
        print('%-6s median: %d words (%d to %d), level %d, %d points; lit at word %s (latest %s); pressed at '
              'word %s (median of %d, latest %s); ended by fire %d times (the first at word %s), %d stuck'
              % (name, med[0], min(r[0] for r in runs), max(r[0] for r in runs), med[1], med[2],
                 statistics.median(lit) if lit else '-', max(lit) if lit else '-',
                 statistics.median(pressed) if pressed else '-', len(pressed), max(pressed) if pressed else '-',
                 len(fires),
                 fires[0] if fires else '-', sum(1 for r in runs if r[4] == 'stuck')))
        sys.stdout.flush()


if __name__ == '__main__':
    main()
