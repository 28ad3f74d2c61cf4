#!/usr/bin/env python3
"""Mutation testing: plant one small bug at a time, rebuild, run the tests that cover it.

    python3 scripts/mutate.py --module AfterglowPayloads --sample 20 --seed 1
    python3 scripts/mutate.py --profiles --sample 20          # Devices/*.json fields
    python3 scripts/mutate.py --file Sources/AfterglowControl/RequestGuard.swift --tests AfterglowControlTests

Each mutant (scripts/lib/mutants.py: >/>=, </<=, ==/!=, +/-, &&/||, numbers nudged, statements
removed, profile fields changed or removed) is written over the real file, built incrementally
(`swift build --build-tests`; a profile needs no build: the tests read Devices/ at run time), run
with `swift test --skip-build --filter <test target>`, and the file is put back whatever happens.
Killed = the tests failed or ran past the time limit; survived = they passed; unviable = it did not
compile (not counted). Mutants are a seeded random sample of all those generated (every mutant
costs an incremental build: tens of seconds to minutes on a busy 2-core machine), so the score is
an estimate over the sample, stated with its size. Not part of `make test`.

Equivalent mutants (no behaviour can tell them from the original) are listed, each with its
reason, in docs/data/mutation/equivalent.tsv; a sampled mutant that matches an entry is reported
as "equivalent" with that reason, not run and not counted. `--rerun REPORT` runs again only the
survivors a previous report lists (to check that new tests kill them).

Writes a Markdown report (survivors with file:line) to --report and prints the summary.
"""
import argparse
import itertools
import os
import platform
import random
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "lib"))
import mutants  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EQUIVALENT = os.path.join(ROOT, "docs/data/mutation/equivalent.tsv")


def read_equivalent(path):
    """[(file, line fragment, mutation, reason)] from a tab-separated list; # starts a comment.
    The fragment is text of the mutated line (so an entry survives edits elsewhere in the file and
    names one of several mutants on a line); for a profile field it is the field's dotted name.
    A malformed row is an error naming its line."""
    rows = []
    if not os.path.exists(path):
        return rows
    for n, raw in enumerate(open(path), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        cols = raw.rstrip("\n").split("\t")
        if len(cols) != 4 or not all(c.strip() for c in cols):
            sys.exit(f"{path}:{n}: expected 4 tab-separated columns (file, line fragment, mutation, reason), got {len(cols)}")
        rows.append(tuple(c.strip() for c in cols))
    return rows


def equivalent_reason(rows, path, source_line, what):
    for file, fragment, mutation, reason in rows:
        if file == path and mutation == what.split(": ")[-1] and fragment in source_line:
            return reason
    return None


def read_survivors(report):
    """{(file, line, mutation)} from a report's Survivors section."""
    text = open(report).read().split("## Survivors", 1)[-1].split("\n## ", 1)[0]
    return {(m.group(1), int(m.group(2)), m.group(3))
            for m in re.finditer(r"^- `([^`:]+):(\d+)`: (.+?) \(tests: ", text, re.M)}


def run(cmd, limit):
    """(exit status, seconds, output tail); status None when the time limit ended it."""
    t0 = time.monotonic()
    # A crashing test can print invalid UTF-8: replace it rather than end the whole run.
    p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
                         text=True, encoding="utf-8", errors="replace")
    try:
        out, _ = p.communicate(timeout=limit)
        return p.returncode, time.monotonic() - t0, out[-3000:]
    except subprocess.TimeoutExpired:
        # `swift test` starts the test binary in a process group of its own, so killing our group
        # alone left a looping mutant's test running (session 14: 38 CPU minutes): kill every
        # descendant, found before any dies (an orphan is re-parented and lost to the walk).
        victims = descendants(p.pid)
        os.killpg(p.pid, signal.SIGKILL)  # the build or test process group we started
        for pid in victims:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        p.communicate()
        return None, time.monotonic() - t0, ""


def swift_files_naming(name, but):
    """Swift files under Sources/ and Tests/ that mention `name` (callers of a serialized default)."""
    word, out = re.compile(r"\b" + re.escape(name) + r"\b"), []
    for top in ("Sources", "Tests"):
        for d, _, names in os.walk(os.path.join(ROOT, top)):
            for n in names:
                rel = os.path.relpath(os.path.join(d, n), ROOT)
                if n.endswith(".swift") and rel != but and word.search(open(os.path.join(d, n)).read()):
                    out.append(rel)
    return out


def touch(paths):
    for rel in paths:
        os.utime(os.path.join(ROOT, rel))


def descendants(root):
    """Every process below `root`, from /proc (children before they are orphaned)."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        ppid = int(stat[stat.rindex(")") + 2:].split()[1])  # the field after the state
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [root]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def generate(args):
    found = []
    if args.profiles:
        for name in sorted(os.listdir(os.path.join(ROOT, "Devices"))):
            if name.endswith(".json"):
                path = os.path.join("Devices", name)
                found += [m + (args.tests or "AfterglowDevicesTests|AfterglowPowerTests", False, m[2].split(": ")[0])
                          for m in mutants.json_mutants(path, open(os.path.join(ROOT, path)).read())]
    files = list(args.file)
    for module in args.module:
        for d, _, names in os.walk(os.path.join(ROOT, "Sources", module)):
            files += [os.path.relpath(os.path.join(d, n), ROOT) for n in sorted(names) if n.endswith(".swift")]
    for path in files:
        module = path.split("/")[1]
        tests = args.tests or module + "Tests"
        source = open(os.path.join(ROOT, path)).read()
        # The mutated line's text: it tells apart two mutants of one line (two `0`s, two `>`s).
        found += [m + (tests, True, m[3].split("\n")[m[1] - 1]) for m in mutants.swift_mutants(path, source)]
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--module", action="append", default=[], help="a target under Sources/ (repeatable)")
    ap.add_argument("--file", action="append", default=[], help="one Swift file (repeatable)")
    ap.add_argument("--profiles", action="store_true", help="mutate the fields of Devices/*.json")
    ap.add_argument("--tests", help="test target to run (default: <module>Tests)")
    ap.add_argument("--sample", type=int, default=0, help="mutants drawn at random per module (0 = all)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--build-limit", type=int, default=900, help="seconds per incremental build")
    ap.add_argument("--test-limit", type=int, default=300, help="seconds per test run")
    ap.add_argument("--budget", type=int, default=0, help="stop drawing new mutants after this many seconds")
    ap.add_argument("--report", default=os.path.join(ROOT, ".build/mutation-report.md"))
    ap.add_argument("--list", action="store_true", help="only list the mutants")
    ap.add_argument("--equivalent", default=EQUIVALENT, help="list of equivalent mutants with reasons")
    ap.add_argument("--rerun", metavar="REPORT", help="run only the survivors a previous report lists")
    args = ap.parse_args()

    # A SIGTERM ends the run through the `finally` below, so the mutated file is put back.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    everything = generate(args)
    equivalent = read_equivalent(args.equivalent)
    # A seeded sample of --sample mutants per module (profiles count as one module).
    groups = {}
    for m in everything:
        groups.setdefault(m[0].split("/")[1] if m[0].startswith("Sources/") else "profiles", []).append(m)
    picked = []
    for key in sorted(groups):
        g = groups[key]
        picked.append(random.Random(f"{args.seed}:{key}").sample(g, args.sample) if 0 < args.sample < len(g) else g)
    # Round robin over the modules, so a --budget that runs out leaves each module its share.
    chosen = [m for row in itertools.zip_longest(*picked) for m in row if m is not None]
    if args.rerun:
        wanted = read_survivors(args.rerun)
        chosen = [m for m in everything if (m[0], m[1], m[2]) in wanted]
        missing = wanted - {(m[0], m[1], m[2]) for m in chosen}
        for path, line, what in sorted(missing):
            print(f"not generated any more (source changed): {path}:{line}: {what}")
    if args.list:
        for path, line, what, _, tests, _, src in chosen:
            why = equivalent_reason(equivalent, path, src, what)
            print(f"{path}:{line}: {what} [{tests}]" + (f" (equivalent: {why})" if why else ""))
        print(f"{len(chosen)} of {len(everything)} mutants")
        return 0

    results, t_start = [], time.monotonic()
    os.makedirs(os.path.dirname(args.report), exist_ok=True)
    for i, (path, line, what, text, tests, needs_build, src) in enumerate(chosen):
        if args.budget and time.monotonic() - t_start > args.budget:
            print(f"budget of {args.budget} s spent: {len(chosen) - i} mutants not run", flush=True)
            break
        why = equivalent_reason(equivalent, path, src, what)
        if why:
            results.append((path, line, what, tests, "equivalent", 0.0, why))
            print(f"[{i + 1}/{len(chosen)}] equivalent        {path}:{line}: {what} ({why})", flush=True)
            continue
        full = os.path.join(ROOT, path)
        original = open(full).read()
        callee = mutants.serialized_callee(original, line) if needs_build else None
        callers = swift_files_naming(callee, path) if callee else []
        t0 = time.monotonic()
        try:
            with open(full, "w") as f:
                f.write(text)
            touch(callers)
            status = "survived"
            if needs_build:
                rc, _, out = run(["swift", "build", "--build-tests"], args.build_limit)
                if rc is None or rc != 0:
                    status = "unviable" if rc is not None else "build-timeout"
            if status == "survived":
                rc, _, out = run(["swift", "test", "--skip-build", "--filter", tests], args.test_limit)
                status = "survived" if rc == 0 else "killed"
        finally:
            with open(full, "w") as f:
                f.write(original)
            touch(callers)  # their copies of the mutated default must be rebuilt too
        took = time.monotonic() - t0
        results.append((path, line, what, tests, status, took, ""))
        print(f"[{i + 1}/{len(chosen)}] {status:9} {took:6.0f} s  {path}:{line}: {what}", flush=True)
        write_report(args, results, len(everything), len(chosen), time.monotonic() - t_start)
    # Leave the build matching the real sources.
    if any(r[0].endswith(".swift") for r in results):
        run(["swift", "build", "--build-tests"], args.build_limit)
    write_report(args, results, len(everything), len(chosen), time.monotonic() - t_start)
    print(open(args.report).read().split("## Survivors")[0])
    return 0


def write_report(args, results, generated, sampled, seconds):
    counted = [r for r in results if r[4] in ("killed", "survived")]
    killed = sum(r[4] == "killed" for r in counted)
    by = {}
    for r in counted:
        key = r[0].split("/")[1] if r[0].startswith("Sources/") else "profiles (Devices/*.json)"
        k, n = by.get(key, (0, 0))
        by[key] = (k + (r[4] == "killed"), n + 1)
    cpu = "unknown"
    try:
        cpu = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    lines = [
        "# Mutation report",
        "",
        f"Command: `python3 scripts/mutate.py {' '.join(sys.argv[1:])}`",
        f"Machine: {platform.node()}, {os.cpu_count()} cores ({cpu}), {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
        f"Mutants: {generated} generated, "
        + (f"{sampled} rerun (the survivors of {os.path.relpath(args.rerun, ROOT)}), " if args.rerun else f"{sampled} sampled (seed {args.seed}), ")
        + f"{len(results)} run, "
        f"{sum(r[4] in ('unviable', 'build-timeout') for r in results)} unviable (did not build), "
        f"{sum(r[4] == 'equivalent' for r in results)} equivalent, {len(counted)} counted",
        f"Killed {killed}, survived {len(counted) - killed}: score "
        f"{(100.0 * killed / len(counted)) if counted else 0:.1f} %; {seconds / 60:.1f} min",
        "",
        "| module | killed | counted | score |",
        "|---|---|---|---|",
    ]
    for key, (k, n) in sorted(by.items()):
        lines.append(f"| {key} | {k} | {n} | {100.0 * k / n:.0f} % |")
    lines += ["", "## Survivors", ""]
    lines += [f"- `{r[0]}:{r[1]}`: {r[2]} (tests: {r[3]})" for r in results if r[4] == "survived"]
    lines += ["", "## Equivalent (not counted; reasons from docs/data/mutation/equivalent.tsv)", ""]
    lines += [f"- `{r[0]}:{r[1]}`: {r[2]}: {r[6]}" for r in results if r[4] == "equivalent"]
    lines += ["", "## All", ""]
    lines += [f"- {r[4]} `{r[0]}:{r[1]}`: {r[2]} ({r[5]:.0f} s)" for r in results]
    with open(args.report, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
