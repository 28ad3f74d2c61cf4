"""Unit tests for stale_modules.py on build directories laid out as SwiftPM lays them out, with
file times set by hand (seconds below). The graph is the shape that crashed the suite: a test
target declares an umbrella (AfterglowKit) and a support target, neither of which changes when
the core struct they re-export gains a stored property."""
import os, sys, tempfile, unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stale_modules as sm

GRAPH = {
    "AfterglowDevices": set(),
    "AfterglowLint": {"AfterglowDevices"},
    "AfterglowKit": {"AfterglowDevices", "AfterglowLint"},
    "AfterglowTestSupport": {"AfterglowKit"},
    "AfterglowLintTests": {"AfterglowKit", "AfterglowTestSupport"},
}


class BuildDir:
    def __init__(self, root):
        self.root = root
        os.makedirs(os.path.join(root, "Modules"))

    def touch(self, rel, t):
        path = os.path.join(self.root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w").close()
        os.utime(path, ns=(t * 10**9, t * 10**9))

    def module(self, name, t):
        self.touch(f"Modules/{name}.swiftmodule", t)

    def driver_ran(self, name, t):
        self.touch(f"{name}.build/primary.priors", t)


def crash_layout(root):
    """All built at 100; at 200 a stored property changes AfterglowDevices' layout. The drivers of
    the targets that declare it (Lint, Kit) run again at 210; Kit's and Lint's interfaces are the
    same, so their module files stay at 100, and SwiftPM never reruns the test targets' drivers."""
    b = BuildDir(root)
    for name in GRAPH:
        b.module(name, 100)
        b.driver_ran(name, 100)
    b.module("AfterglowDevices", 200)
    b.driver_ran("AfterglowDevices", 200)
    b.driver_ran("AfterglowLint", 210)
    b.driver_ran("AfterglowKit", 210)
    return b


class StaleModulesTests(unittest.TestCase):
    def test_the_crash_layout_flags_both_targets_whose_drivers_never_ran(self):
        with tempfile.TemporaryDirectory() as d:
            crash_layout(d)
            self.assertEqual(sm.stale(GRAPH, d), [("AfterglowLintTests", "AfterglowDevices"),
                                                   ("AfterglowTestSupport", "AfterglowDevices")])

    def test_after_every_driver_ran_nothing_is_stale(self):
        with tempfile.TemporaryDirectory() as d:
            b = crash_layout(d)
            b.driver_ran("AfterglowTestSupport", 220)
            b.driver_ran("AfterglowLintTests", 230)
            self.assertEqual(sm.stale(GRAPH, d), [])

    def test_an_unchanged_module_file_alone_is_not_staleness(self):
        # Kit's module file (100) is older than Devices' (200), but Kit's driver ran at 210.
        with tempfile.TemporaryDirectory() as d:
            crash_layout(d)
            self.assertNotIn("AfterglowKit", [t for t, _ in sm.stale(GRAPH, d)])

    def test_a_whole_module_build_is_judged_by_its_newest_object(self):
        # Release (whole-module) builds write no priors; every object is rewritten per compile.
        with tempfile.TemporaryDirectory() as d:
            b = BuildDir(d)
            b.module("AfterglowDevices", 300)
            b.module("AfterglowLint", 100)
            b.touch("AfterglowLint.build/TemplateLinter.swift.o", 150)
            b.touch("AfterglowLint.build/LintRule.swift.o", 250)
            graph = {"AfterglowDevices": set(), "AfterglowLint": {"AfterglowDevices"}}
            self.assertEqual(sm.stale(graph, d), [("AfterglowLint", "AfterglowDevices")])
            b.touch("AfterglowLint.build/LintRule.swift.o", 310)
            self.assertEqual(sm.stale(graph, d), [])

    def test_a_target_not_built_here_is_skipped(self):
        with tempfile.TemporaryDirectory() as d:
            b = BuildDir(d)
            b.module("AfterglowDevices", 300)
            self.assertEqual(sm.stale({"AfterglowDevices": set(), "AfterglowLint": {"AfterglowDevices"}}, d), [])

    def test_fix_removes_exactly_the_stale_module_files(self):
        with tempfile.TemporaryDirectory() as d:
            crash_layout(d)
            original = sm.graph_from_package
            sm.graph_from_package = lambda: GRAPH
            try:
                self.assertEqual(sm.main([d]), 1)  # reported, not fixed
                self.assertEqual(sm.main(["--fix", d]), 0)
            finally:
                sm.graph_from_package = original
            left = sorted(os.listdir(os.path.join(d, "Modules")))
            self.assertEqual(left, ["AfterglowDevices.swiftmodule", "AfterglowKit.swiftmodule", "AfterglowLint.swiftmodule"])

    def test_a_fresh_clone_without_a_build_directory_passes(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertEqual(sm.main(["--fix", os.path.join(d, "debug")]), 0)


if __name__ == "__main__":
    unittest.main()
