#!/usr/bin/env python3
"""Counts a `swift test` run from the runner's own reports, not from its console text.

    count_tests.py --exit RC --log swift-test.log XUNIT.xml [XUNIT.xml …]

The xUnit files are what `swift test --xunit-output F` writes (Swift Testing's go to
F-swift-testing.xml, XCTest's to F). A test case is failed when it has a <failure> or <error>,
skipped when it has <skipped>, passed otherwise; a parameterized test is one test, as in the
runner's summary. The count is checked against the runner's closing summary in the log
("Test run with N tests … passed/failed", "Executed N tests, with M failures"): a mismatch, a
non-zero exit with no failed test (a crash mid-run leaves the xUnit file empty), or no report at
all count as one more failure, with the reason. Prints the failed tests and one line
"swift: P passed, F failed, S skipped"; exits 1 when anything failed.
"""
import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET


def count(xml_paths, log_text, exit_status):
    cases, problems = [], []
    for path in xml_paths:
        if not os.path.exists(path):
            continue
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError as e:
            problems.append(f"{path}: not readable xUnit ({e})")
            continue
        for tc in root.iter("testcase"):
            name = f"{tc.get('classname', '?')}.{tc.get('name', '?')}"
            if tc.find("failure") is not None or tc.find("error") is not None:
                messages = [f.get("message", "") for f in list(tc.findall("failure")) + list(tc.findall("error"))]
                cases.append((name, "failed", messages))
            elif tc.find("skipped") is not None:
                cases.append((name, "skipped", []))
            else:
                cases.append((name, "passed", []))
    passed = sum(1 for c in cases if c[1] == "passed")
    failed = sum(1 for c in cases if c[1] == "failed")
    skipped = sum(1 for c in cases if c[1] == "skipped")

    # The runner's own summaries (the last of each kind).
    st = re.findall(r"Test run with (\d+) tests? (?:in \d+ suites? )?(passed|failed)", log_text)
    xc = re.findall(r"Executed (\d+) tests?, with (\d+) failures?", log_text)
    summarized = (int(st[-1][0]) if st else 0) + (int(xc[-1][0]) if xc else 0)
    if not cases and not st and not xc:
        problems.append("no test report: neither an xUnit file nor a runner summary")
    elif st or xc:
        if summarized != len(cases):
            problems.append(f"the runner summarised {summarized} tests, the xUnit files hold {len(cases)}")
    if st and st[-1][1] == "failed" and failed == 0:
        problems.append("the runner says the run failed but no test case failed in the xUnit file")
    if exit_status != 0 and failed == 0:
        problems.append(f"swift test exited {exit_status} without a failed test (a crash or a build problem)")
    return passed, failed, skipped, cases, problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--exit", type=int, required=True, help="exit status of swift test")
    ap.add_argument("--log", required=True, help="the console output of swift test")
    ap.add_argument("xunit", nargs="+")
    a = ap.parse_args()
    log_text = open(a.log, encoding="utf-8", errors="replace").read() if os.path.exists(a.log) else ""
    passed, failed, skipped, cases, problems = count(a.xunit, log_text, a.exit)
    for name, state, messages in cases:
        if state == "failed":
            print(f"FAILED {name}: {messages[0] if messages else ''}" + (f" (+{len(messages) - 1} more)" if len(messages) > 1 else ""))
    for p in problems:
        print(f"FAILED counting: {p}")
    failed += len(problems)
    print(f"swift: {passed} passed, {failed} failed, {skipped} skipped")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
