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
    with open(os.path.join(MAN, 'wordfall.6'), 'w', encoding='utf-8') as page:
        page.write('\n'.join(out).rstrip('\n') + '\n')
    dump = subprocess.run([binary, '--experimental-dump-help'], check=True, capture_output=True).stdout
    with open(os.path.join(MAN, 'wordfall.dump-help.json'), 'wb') as f:
        f.write(dump)

main()
