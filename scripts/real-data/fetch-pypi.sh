#!/usr/bin/env bash
# Installs the real recordings that ship inside PyPI packages and converts them into Afterglow
# traces (docs/SENSORS.md › Real recordings; Examples/real/MANIFEST.md lists origin and licence).
#   scripts/real-data/fetch-pypi.sh [OUTDIR]      (default: out/real)
# Writes OUTDIR/seglearn-watch (50 Hz, 140 traces, 1.36 h) and OUTDIR/seglearn-watch-25hz (every
# second sample), and OUTDIR/pydometer: a GENEActiv worn on a right wrist, 100 Hz, 0.93 h, from
# `pydometer` 2019.2.8 (licence not stated: downloaded here, never committed; issue 26's held-out
# material). Needs python3 with numpy and pip; only PyPI is contacted.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-out/real}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -c 'import numpy' 2>/dev/null || python3 -m pip install --quiet numpy
python3 -m pip download --quiet --no-deps --only-binary :all: "seglearn==1.2.5" -d "$work"
whl="$(ls "$work"/seglearn-1.2.5-*.whl)"
python3 - "$whl" "$work" <<'PY'
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extract("seglearn/data/watch_dataset.npy", sys.argv[2])
PY
npy="$work/seglearn/data/watch_dataset.npy"
# The file Examples/real/MANIFEST.md describes; anything else is not the development set.
want=eb122f23cdf06ef6bd6c6c5312958ec5cf9d038e2e6d457b8081662c75a42537
got="$(sha256sum "$npy" | cut -d' ' -f1)"
[ "$got" = "$want" ] || { echo "seglearn watch_dataset.npy has sha256 $got, expected $want" >&2; exit 1; }
python3 "$here/seglearn_watch.py" "$npy" "$out/seglearn-watch"
python3 "$here/seglearn_watch.py" "$npy" "$out/seglearn-watch-25hz" --every 2

python3 -m pip download --quiet --no-deps --only-binary :all: "pydometer==2019.2.8" -d "$work"
python3 - "$(ls "$work"/pydometer-2019.2.8-*.whl)" "$work" <<'PY'
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extract("pydometer/example_data/example.bin", sys.argv[2])
PY
bin="$work/pydometer/example_data/example.bin"
want=f6fd3a8d544d5de997435e68cbc97d893e5ffe6361010bcdbc84730b66d73780
got="$(sha256sum "$bin" | cut -d' ' -f1)"
[ "$got" = "$want" ] || { echo "pydometer example.bin has sha256 $got, expected $want" >&2; exit 1; }
python3 "$here/pydometer_geneactiv.py" "$bin" "$out/pydometer"
