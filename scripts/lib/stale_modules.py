#!/usr/bin/env python3
"""Finds targets an incremental `swift build` would leave compiled against an old layout, and
with --fix makes the next build recompile them.

Why: SwiftPM re-runs a target's compiler driver only when the module files of the targets it
*declares* change. `AfterglowKit` re-exports the core (`@_exported import`), so a test target that
declares AfterglowKit and AfterglowTestSupport sees neither module file change when a struct deep
in the core gains a stored property (their interfaces are the same), and its objects keep the
struct's old size. At 05:27 on 2026-11-28 that crashed the Swift suite (SIGSEGV in `swift_retain`,
"initializeWithCopy for DeviceProfile"): AfterglowLintTests still copied a 440-byte
`DeviceProfile` (before 1f2d9f7 added `Panel.alwaysOnStaticMilliwatts`; now 456 bytes) into the
array it passed to `TemplateLinter`, whose code reads 456 bytes: the last 16 were whatever the heap
held (docs/TESTING.md › Stale incremental builds).

The check: a target is stale when the module file of anything it depends on, directly or through
other targets, is newer than the target's last driver run (`<target>.build/primary.priors`, which
the driver rewrites on every run; in a whole-module release build, its newest object; its module
file is only rewritten when its interface changes, so it is not the measure).
Deleting the target's module file makes SwiftPM run its driver again, and the driver, which does
see the newer dependency, recompiles the files that need it (tried on a five-module package: the
stale binary crashed, the rebuilt one ran).

Usage: stale_modules.py [--fix] [--package DIR] BUILD_DIR...
  (e.g. .build/x86_64-unknown-linux-gnu/debug; --package: another package than this repository)
Exit 0 when nothing is stale (or --fix removed what was), 1 when stale targets remain, 2 when the
package cannot be read. A build directory that does not exist yet is skipped (a fresh clone).
"""
import json, os, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def graph_from_package():
    """Target name → names of the package's own targets it declares."""
    try:
        out = subprocess.run(["swift", "package", "dump-package"], cwd=root, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"stale modules: cannot read Package.swift: {e}", file=sys.stderr)
        sys.exit(2)
    targets = json.loads(out)["targets"]
    own = {t["name"] for t in targets}
    graph = {}
    for t in targets:
        deps = set()
        for d in t.get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in d and d[kind][0] in own:
                    deps.add(d[kind][0])
        graph[t["name"]] = deps
    return graph


def closure(graph, name, seen=None):
    """Every target `name` depends on, directly or through other targets."""
    seen = set() if seen is None else seen
    for d in graph.get(name, ()):
        if d not in seen:
            seen.add(d)
            closure(graph, d, seen)
    return seen


def stale(graph, build_dir):
    """(target, newest dependency) for each target whose last driver run predates a dependency's
    module file."""
    modules = os.path.join(build_dir, "Modules")

    def mtime(path):
        try:
            return os.stat(path).st_mtime_ns
        except FileNotFoundError:
            return None

    def module(name):
        return mtime(os.path.join(modules, name + ".swiftmodule"))

    def last_object(name):
        # A whole-module (release) compile writes no priors but rewrites every object.
        d = os.path.join(build_dir, name + ".build")
        times = [mtime(os.path.join(d, f)) for f in os.listdir(d) if f.endswith(".o")] if os.path.isdir(d) else []
        return max((t for t in times if t is not None), default=None)

    found = []
    for target in sorted(graph):
        if module(target) is None:
            continue  # not built here (or a system library): the build makes it from scratch
        own = mtime(os.path.join(build_dir, target + ".build", "primary.priors")) or last_object(target) or module(target)
        newer = [(t, d) for d in closure(graph, target) if (t := module(d)) is not None and t > own]
        if newer:
            found.append((target, max(newer)[1]))
    return found


def main(argv):
    global root
    argv = list(argv)
    if "--package" in argv:
        i = argv.index("--package")
        root = os.path.abspath(argv[i + 1])
        del argv[i:i + 2]
    fix = "--fix" in argv
    dirs = [a for a in argv if a != "--fix"]
    if not dirs:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    dirs = [d for d in dirs if os.path.isdir(os.path.join(d, "Modules"))]
    if not dirs:
        return 0
    graph = graph_from_package()
    remaining = 0
    for d in dirs:
        for target, dep in stale(graph, d):
            path = os.path.join(d, "Modules", target + ".swiftmodule")
            if fix:
                os.remove(path)
                print(f"stale modules: {target} predates {dep} in {d}: removed {target}.swiftmodule, so the build recompiles it")
            else:
                print(f"stale modules: {target} predates {dep} in {d}")
                remaining += 1
    return 1 if remaining else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
