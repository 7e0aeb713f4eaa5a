#!/usr/bin/env python3
"""Writes scripts/wordfall-link-order.txt: the functions the release `wordfall` runs for what a player
waits on (`--version`, `run` of every starter level with its script, `solve`, `check` of the starter
pack, `daily --share`), in the order first run, one symbol a line.

The release link gives it to lld (`--symbol-ordering-file`, Package.swift), which places those functions
first and together in `.text`: the code a command runs then sits in a few hundred kilobytes of the binary
rather than spread over its 14 MB, so fewer of its pages are mapped (the resident set) and faulted in
(start-up). A function renamed since is skipped by the link, silently; run `make link-order` again after
a large change (docs/decisions/0330).

Needs valgrind (callgrind lists every function a run executes) and a release build
(`swift build -c release --product wordfall`).
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "scripts", "wordfall-link-order.txt")


def commands(binary, scratch):
    levels = os.path.join(ROOT, "Resources", "Levels")
    scripts = os.path.join(ROOT, "Tests", "Fixtures", "starter-scripts")
    tiny = os.path.join(scratch, "tiny.json")
    with open(tiny, "w") as file:
        file.write('{"format": 1, "id": "tiny", "title": "Tiny", "board": {"letters": ["CAT", "ODE", "GSN"]},\n'
                   ' "rules": {"refill": "none"}, "goals": [{"type": "words", "count": 2}]}\n')
    data = os.path.join(scratch, "data")
    os.makedirs(data)
    day = "2026-11-20"
    subprocess.run([binary, "daily", "--date", day, "--data-dir", data], input=b"\nhither\nfinish\n",
                   stdout=subprocess.DEVNULL, check=True)
    yield [binary, "--version"]
    for name in sorted(os.listdir(scripts)):
        if name.endswith(".txt"):
            level = name[:-4]
            yield [binary, "run", os.path.join(levels, level + ".json"), "--script", os.path.join(scripts, name)]
    yield [binary, "solve", tiny]
    yield [binary, "check", levels]
    yield [binary, "daily", "--share", "--date", day, "--data-dir", data]


def large_sections(scratch):
    """The functions that lie in a `.text` input section larger than the kernel maps around a fault (64 KB):
    the release link run again with a link map (its command as SwiftPM's build plan has it)."""
    plan = open(os.path.join(ROOT, ".build", "release.yaml")).read()
    output = os.path.join(ROOT, ".build", "x86_64-unknown-linux-gnu", "release", "wordfall")
    for match in re.finditer(r"args: (\[.*\])", plan):
        args = json.loads(match.group(1))
        if "-o" in args and args[args.index("-o") + 1] == output:
            break
    else:
        sys.exit("make-link-order: the release link of wordfall is not in .build/release.yaml")
    linked = os.path.join(scratch, "wordfall-mapped")
    args[args.index("-o") + 1] = linked
    link_map = os.path.join(scratch, "wordfall.map")
    subprocess.run(args + ["-Xlinker", "-Map=" + link_map], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    large, section = set(), None
    with open(link_map) as file:
        for line in file:
            parts = line.split()
            if len(parts) >= 5 and ":(" in parts[4]:
                name = parts[4].split(":(", 1)[1]
                section = name == ".text)" and int(parts[2], 16) > 64 * 1024
            elif len(parts) == 5 and section and re.match(r"^[0-9a-f]+$", parts[0]):
                large.add(parts[4])
    return large


def main():
    built = os.path.join(ROOT, ".build", "release", "wordfall")
    if not os.path.exists(built):
        sys.exit("make-link-order: build it first: swift build -c release --product wordfall")
    with tempfile.TemporaryDirectory() as scratch:
        # valgrind reads the symbol table, not DWARF 5: the binary without its debug sections.
        binary = os.path.join(scratch, "wordfall")
        subprocess.run(["objcopy", "--strip-debug", built, binary], check=True)
        text, resolvers = set(), []
        listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
        for line in listing.stdout.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in "tTwW":
                text.add(parts[2])
            elif len(parts) == 3 and parts[1] == "i":
                # An IFUNC's resolver: a static binary runs every one at start.
                resolvers.append(parts[2])
        large = large_sections(scratch)
        order, seen = list(resolvers), set(resolvers)
        for index, command in enumerate(commands(binary, scratch)):
            out = os.path.join(scratch, "callgrind.%d" % index)
            subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--compress-strings=no",
                            "--demangle=no"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           cwd=scratch)
            with open(out) as file:
                for line in file:
                    match = re.match(r"^c?fn=(\S+)$", line.rstrip("\n"))
                    if match and match.group(1) in text and match.group(1) not in seen:
                        seen.add(match.group(1))
                        order.append(match.group(1))
        # A function in a large section that holds many (a library built without function sections: the
        # bulk of libswiftCore's, the regex runtime's) would bring the whole section with it: left in place.
        order = [name for name in order if name not in large]
        # glibc picks a string function's variant for the processor at start (IFUNC), and valgrind runs one
        # that this machine may not (AVX2 where the processor has AVX-512): every variant of each one run.
        variant = re.compile(r"^(__[a-z0-9]+?)_(sse|ssse|avx|evex|erms)")
        bases = set(match.group(1) for match in map(variant.match, order) if match)
        for name in sorted(text):
            match = variant.match(name)
            if match and match.group(1) in bases and name not in seen:
                seen.add(name)
                order.append(name)
    with open(OUTPUT, "w") as file:
        file.write("".join(name + "\n" for name in order))
    print("make-link-order: %d functions in %s" % (len(order), os.path.relpath(OUTPUT, ROOT)))


if __name__ == "__main__":
    main()
