#!/usr/bin/env python3
"""Finishes the manual page argument-parser's generate-manual plugin wrote (`make manual` runs both).

    python3 scripts/make-manual.py GENERATED.6 BINARY

Writes docs/man/wordfall.6: the generated page (NAME, SYNOPSIS, DESCRIPTION with every command and
option) with the generic EXIT STATUS replaced by docs/man/wordfall-extra.mdoc (keys, environment,
files, exit statuses, examples), inserted before AUTHORS. Writes docs/man/wordfall.dump-help.json, the
command definitions the page was made from: a test compares it with the binary's, so a change to an
option without `make manual` fails `make test`.
"""
import os, subprocess, sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
MAN = os.path.join(ROOT, 'docs', 'man')

HIDDEN = {'lexicon-probe', 'store-probe'}

def main():
    generated, binary = sys.argv[1], sys.argv[2]
    lines = open(generated, encoding='utf-8').read().split('\n')
    extra = open(os.path.join(MAN, 'wordfall-extra.mdoc'), encoding='utf-8').read().rstrip('\n').split('\n')
    out, skipping = [], False
    for line in lines:
        # Hidden commands (benchmark hooks) are not a player's business.
        if line.startswith('.It Em '):
            skipping = line.split()[2] in HIDDEN
        if line.startswith('.Sh'):
            skipping = line == '.Sh "EXIT STATUS"'
            if line == '.Sh AUTHORS':
                out.extend(extra)
        if not skipping:
            out.append(line)
    if not any(l == '.Sh AUTHORS' for l in lines):
        out.extend(extra)
    out = keep_tables(out)
    with open(os.path.join(MAN, 'wordfall.6'), 'w', encoding='utf-8') as page:
        page.write('\n'.join(out).rstrip('\n') + '\n')
    dump = subprocess.run([binary, '--experimental-dump-help'], check=True, capture_output=True).stdout
    with open(os.path.join(MAN, 'wordfall.dump-help.json'), 'wb') as f:
        f.write(dump)

def keep_tables(lines):
    """Text lines laid out in columns (a run of text with an indented line, such as run's move list) go in
    a literal display: filled as prose, the line after the table ran into its last row."""
    out, run = [], []
    def flush():
        if any(l.startswith(' ') for l in run) and len(run) > 1:
            out.extend(['.Bd -literal -offset indent'] + run + ['.Ed'])
        else:
            out.extend(run)
        run.clear()
    inside_display = False
    for line in lines:
        if line.startswith('.Bd'):
            inside_display = True
        if line.startswith('.Ed'):
            inside_display = False
        if line.startswith('.') or inside_display or line == '':
            flush()
            out.append(line)
        else:
            run.append(line)
    flush()
    return out

if len(sys.argv) == 2 and sys.argv[1] == '--tables-only':
    # Applies the table rule to the committed page alone (no build needed).
    path = os.path.join(MAN, 'wordfall.6')
    page = open(path, encoding='utf-8').read().rstrip('\n').split('\n')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(keep_tables(page)) + '\n')
else:
    main()
