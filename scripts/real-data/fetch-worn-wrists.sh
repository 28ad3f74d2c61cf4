#!/usr/bin/env bash
# Developer tool (optional; never run by tests or CI, which use the committed traces): the worn
# wrist recordings of Examples/real/worn-wrists (issue 26's held-out material) from their upstream
# repositories at the pinned commits — each upstream file checked against its git blob id — and
# converted by scripts/real-data/worn_wrists.py.
#   scripts/real-data/fetch-worn-wrists.sh --verify [SRC]   # convert again into a temporary
#         directory and compare with the committed traces byte for byte (exit 1 on any difference)
#   scripts/real-data/fetch-worn-wrists.sh OUTDIR [SRC]     # convert into OUTDIR
# SRC, when given, holds the upstream files already: SRC/flirt/<path>, SRC/GENEAread/<path>,
# SRC/GGIRread/<path>, or those as git repositories (clones or mirrors); without it the files are
# downloaded from raw.githubusercontent.com (network).
# Licences: MIT (c) 2020 ETH Zurich (flirt); GPL-2 | GPL-3 (GENEAread); Apache-2.0 (GGIRread) — see
# Examples/real/worn-wrists/NOTICE.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode="${1:---verify}"
given="${2:-}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
# repo name | owner/repo | commit | path | git blob id
files="flirt|im-ethz/flirt|d9bdcc56107edaa3457db5428b32fbe2080778d0|test/wearable-data/garmin/acc.csv|12e6f3dc35e4103d485ad1253dbcb5667f3c7612
flirt|im-ethz/flirt|d9bdcc56107edaa3457db5428b32fbe2080778d0|test/wearable-data/garmin/data.csv|0aa352c742ef4f65780a46c43ff5f46d25d8cfa2
flirt|im-ethz/flirt|d9bdcc56107edaa3457db5428b32fbe2080778d0|test/wearable-data/empatica/ACC.csv|3ad0945619ff91431b2aa21995236704833ad4db
GENEAread|cran/GENEAread|3bb5a574ada775603d49b19b7709b7b916410bd9|inst/binfile/TESTfile.bin|78da7bd76acf3fe5d55a3f3c75d5f50e51881797
GGIRread|wadpac/GGIRread|45ef623c0f71c0e34ad02c3300709cbb4f6bc03f|inst/testfiles/mtx_12.5Hz_acc.BIN|23f2c0fbe031b1664df5c496231f3bc8478ee53e
GGIRread|wadpac/GGIRread|45ef623c0f71c0e34ad02c3300709cbb4f6bc03f|inst/testfiles/mtx_25Hz_acc_HR.BIN|eb8bedda17fcdb3994492bd282a3804c385ee9e0
GGIRread|wadpac/GGIRread|45ef623c0f71c0e34ad02c3300709cbb4f6bc03f|inst/testfiles/mtx_100Hz_acc_HR_temp.BIN|3a409d85608c09e25812a83c7e256159cdb35101"
bad=0
while IFS='|' read -r name repo commit path blob; do
    f="$work/src/$name/$path"
    mkdir -p "$(dirname "$f")"
    if [ -n "$given" ] && git -C "$given/$name" rev-parse --git-dir >/dev/null 2>&1; then
        git -C "$given/$name" show "$commit:$path" > "$f"
    elif [ -n "$given" ] && [ -f "$given/$name/$path" ]; then
        cp "$given/$name/$path" "$f"
    else
        curl -fsSL "https://raw.githubusercontent.com/$repo/$commit/$path" -o "$f"
    fi
    got="$(git hash-object "$f")"
    [ "$got" = "$blob" ] || { echo "$repo@${commit:0:12} $path: git blob $got, upstream $blob" >&2; bad=1; }
done <<< "$files"
[ $bad = 0 ] || exit 1
if [ "$mode" = "--verify" ]; then
    committed="$here/../../Examples/real/worn-wrists"
    python3 "$here/worn_wrists.py" "$work/src/flirt" "$work/src/GENEAread" "$work/src/GGIRread" "$work/out" >/dev/null
    for t in "$work"/out/*.csv; do
        cmp -s "$t" "$committed/$(basename "$t")" || { echo "$committed/$(basename "$t") differs from its conversion of upstream" >&2; bad=1; }
    done
    n_out=$(ls "$work"/out/*.csv | wc -l); n_committed=$(ls "$committed"/*.csv | wc -l)
    [ "$n_out" = "$n_committed" ] || { echo "upstream converts to $n_out traces, $n_committed are committed" >&2; bad=1; }
    [ $bad = 0 ] && echo "$n_committed worn-wrist traces match their upstream files ($(wc -l <<< "$files") blob ids checked)"
    exit $bad
fi
python3 "$here/worn_wrists.py" "$work/src/flirt" "$work/src/GENEAread" "$work/src/GGIRread" "$mode"
