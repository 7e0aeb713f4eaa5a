#!/usr/bin/env python3
"""Measures the benchmarks and rewrites Benchmarks/README.md's measured sections (`make bench-readme`).

Each section of the README between `<!-- measured: SUITE -->` and `<!-- end measured -->` is replaced by
what `wordfall-bench SUITE` prints now, headed by the date, the machine, the load average before and
after, and the run's own baseline (every ratio is against a baseline measured in the same rounds). So
no figure in the README is older than the code it was measured on: run it again after a change that
moves a figure. Usage:

    scripts/bench-readme.py [--quick] [SUITE...]     # default: every suite the README has a section for

The bench is built first (release); a suite that prints nothing leaves its section as it was and the
script exits 1. Prose outside the sections quotes no figure.
"""

import datetime
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "Benchmarks", "README.md")
SECTION = re.compile(r"(<!-- measured: ([a-z-]+) -->\n)(.*?)(<!-- end measured -->)", re.S)


def load_average():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def commit():
    result = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    # The README itself is left out: the run rewrites it suite by suite, and its sections are not the code.
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no", "--", ".",
                            ":(exclude)Benchmarks/README.md"], capture_output=True, text=True).stdout.strip()
    return result.stdout.strip() + (" plus uncommitted changes" if dirty else "")


def measure(bench, suite, quick):
    before = load_average()
    started = datetime.datetime.now(datetime.timezone.utc)
    arguments = [bench] + (["--quick"] if quick else []) + ["=" + suite]
    result = subprocess.run(arguments, capture_output=True, text=True, cwd=ROOT)
    after = load_average()
    lines = result.stdout.splitlines()
    # The harness's heading lines and its closing summary are the same for every suite: left out.
    body = [line for line in lines if not line.startswith("# wordfall benchmarks") and not line.startswith("median of ")]
    while body and not body[0].strip():
        body.pop(0)
    if "Targets missed:" in body:
        body = body[:body.index("Targets missed:")] + ["Targets missed in this run:"] + body[body.index("Targets missed:") + 1:]
    body = [line for line in body if line != "All targets met."]
    if result.returncode != 0 or not any(line.startswith("|") for line in body):
        return None
    header = (
        f"Measured {started:%Y-%m-%d %H:%M} UTC by `make bench-readme` ({'--quick, ' if quick else ''}suite `{suite}`), "
        f"code at {commit()}, on {os.cpu_count()} cores, load average {before} before and {after} after. "
        "Every ratio is against the baseline (the first row of its table) measured in the same rounds; "
        "a table's spread column is its noise: another run on this machine moves a figure by about that much "
        "(nanoseconds more than ratios when the load changes)."
    )
    return header + "\n\n```\n" + "\n".join(body).rstrip() + "\n```\n"


def main():
    arguments = sys.argv[1:]
    quick = "--quick" in arguments
    wanted = [a for a in arguments if a != "--quick"]
    text = open(README).read()
    suites = [m.group(2) for m in SECTION.finditer(text)]
    if wanted:
        unknown = [s for s in wanted if s not in suites]
        if unknown:
            print(f"bench-readme: no section for {', '.join(unknown)} in {README}; sections: {', '.join(suites)}")
            return 2
        suites = wanted
    build = subprocess.run(["swift", "build", "-c", "release", "--package-path", "Benchmarks", "--product",
                            "wordfall-bench"], cwd=ROOT)
    if build.returncode != 0:
        print("bench-readme: the bench did not build")
        return 1
    bench = os.path.join(ROOT, "Benchmarks", ".build", "release", "wordfall-bench")
    failed = []
    for suite in suites:
        print(f"bench-readme: measuring {suite} ...", flush=True)
        measured = measure(bench, suite, quick)
        if measured is None:
            failed.append(suite)
            continue
        text = SECTION.sub(lambda m: m.group(1) + measured + m.group(4) if m.group(2) == suite else m.group(0), text)
        with open(README, "w") as f:  # after every suite, so an interrupted run keeps what it measured
            f.write(text)
    if failed:
        print(f"bench-readme: {', '.join(failed)} printed no table; their sections are as they were")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
