#!/usr/bin/env bash
# The rig package (clients/python): installed with pip into a fresh virtual environment, type-checked
# with mypy when it is installed, and its tests run through its own pytest plugin, whose fixture
# starts a headless emulator on a temporary socket and stops it.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bin=$PWD/.build/debug/afterglow
[ -x "$bin" ] || swift build --product afterglow >/dev/null 2>&1 || { echo "python-client: build failed"; echo "python-client: 0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
# --system-site-packages: pytest (and mypy) come from the machine (scripts/setup.sh).
python3 -m venv --system-site-packages "$tmp/venv" &&
  "$tmp/venv/bin/pip" install -q --disable-pip-version-check ./clients/python >"$tmp/pip.log" 2>&1
if [ $? = 0 ]; then echo "ok   pip install ./clients/python"; pass=$((pass + 1))
else echo "FAIL pip install ./clients/python"; cat "$tmp/pip.log"; fail=$((fail + 1)); fi
if "$tmp/venv/bin/python" -c "import mypy" 2>/dev/null; then
  if "$tmp/venv/bin/python" -m mypy --strict --no-error-summary clients/python/afterglow_client >"$tmp/mypy.log" 2>&1; then
    echo "ok   mypy --strict afterglow_client"; pass=$((pass + 1))
  else echo "FAIL mypy --strict afterglow_client"; cat "$tmp/mypy.log"; fail=$((fail + 1)); fi
else echo "python-client: mypy not installed (scripts/setup.sh installs it): type check skipped"; fi
# From outside the repository, so the installed package (and its plugin entry point) is what runs.
(cd "$tmp" && "$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider "$OLDPWD/clients/python/tests" --afterglow-bin "$bin" \
  --junitxml "$tmp/junit.xml") >"$tmp/pytest.log" 2>&1
cat "$tmp/pytest.log" | tail -15
read -r p f < <(python3 -c 'import sys, xml.etree.ElementTree as E
r = E.parse(sys.argv[1]).getroot(); s = r if r.tag == "testsuite" else r.find("testsuite")
t, e, fl, sk = (int(s.get(k, 0)) for k in ("tests", "errors", "failures", "skipped"))
print(t - e - fl - sk, e + fl)' "$tmp/junit.xml" 2>/dev/null || echo "0 1")
pass=$((pass + p)); fail=$((fail + f))
echo "python-client: $pass passed, $fail failed"
[ "$fail" = 0 ]
