#!/usr/bin/env bash
# Import-and-render coverage of SwiftUI Live Activities (issue #11).
#
# For every entry (a directory of Swift sources holding one real Live Activity):
#   1. `afterglow import --json ENTRY` — activities found, views mapped of total, diagnostics;
#   2. `afterglow screenshot --widget ENTRY` for the Lock Screen, expanded, compact and minimal
#      presentations on iPhone 16 Pro and the Smart Stack on Apple Watch 45 mm — each must exit 0
#      and write a PNG (checked by its signature).
# An entry passes when it imports at least one activity AND all five presentations render.
# Prints one row per entry, the share that pass, views mapped of total, and the most common
# unsupported constructs (diagnostics grouped by kind, the source-specific code elided).
# Exits 1 when any entry fails (so CI and scripts notice), 2 on usage errors.
#
#   scripts/swiftui-coverage.sh [--bin PATH] [--out DIR] [--top N] [ENTRY_DIR...]
#     default entries: Examples/swiftui/*/ ; default binary: .build/release/afterglow, else debug
#     PNGs, per-shot logs and summary.tsv / constructs.tsv go to --out (default out/swiftui-coverage)
#
# Fidelity mode (issue #24): does the PNG show what a person would read?
#   scripts/swiftui-coverage.sh --fidelity [--bin PATH] [--out DIR] [ENTRY_DIR...]
#     default entries: Examples/swiftui/*/ (Examples/swiftui-heldout/*/ is the held-out set)
#   Each entry's expected.json names a content state and the strings a person reads on the Lock
#   Screen card and in the expanded island (schema: docs/SWIFTUI.md › Fidelity). The state is
#   sent as an APNs payload (`screenshot --widget ENTRY --payload STATE`), both presentations
#   are rendered on iPhone 16 Pro (--crop), read with tesseract and scored by
#   scripts/lib/fidelity.py: strings read, blank cards, and the path that drew the activity
#   (`import --json`'s "path", "interpreted" when absent). Writes fidelity.tsv, fidelity.json
#   and the PNGs to --out (default out/swiftui-fidelity); exits 1 when an entry could not be
#   scored (no expected.json, not imported, not rendered), else 0 — it measures, it does not gate.
set -uo pipefail

BIN=""
OUT=out/swiftui-coverage
TOP=12
FIDELITY=0
usage() { sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) [ $# -ge 2 ] || usage; BIN=$2; shift 2 ;;
    --out) [ $# -ge 2 ] || usage; OUT=$2; shift 2 ;;
    --top) [ $# -ge 2 ] || usage; TOP=$2; shift 2 ;;
    --fidelity) FIDELITY=1; shift ;;
    -h|--help) usage ;;
    --*) echo "swiftui-coverage: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
if [ -z "$BIN" ]; then
  for candidate in .build/release/afterglow .build/debug/afterglow; do
    [ -x "$candidate" ] && { BIN=$candidate; break; }
  done
fi
[ -n "$BIN" ] && [ -x "$BIN" ] || { echo "swiftui-coverage: no afterglow binary (build it, or pass --bin)" >&2; exit 2; }
if [ $# -eq 0 ]; then set -- Examples/swiftui/*/; fi

if [ "$FIDELITY" = 1 ]; then
  [ "$OUT" = out/swiftui-coverage ] && OUT=out/swiftui-fidelity
  command -v tesseract >/dev/null || { echo "swiftui-coverage: tesseract is not installed (scripts/setup.sh)" >&2; exit 2; }
  mkdir -p "$OUT"; : > "$OUT/fidelity.jsonl"
  LIB=$(dirname "$0")/lib
  errors=0
  for entry in "$@"; do
    entry=${entry%/}; name=$(basename "$entry")
    if [ ! -f "$entry/expected.json" ]; then echo "$name: no expected.json" >&2; errors=$((errors + 1)); continue; fi
    "$BIN" import --json "$entry" > "$OUT/$name-import.json" 2>/dev/null
    rm -rf "$OUT/$name-import"
    "$BIN" import "$entry" -o "$OUT/$name-import" >/dev/null 2>&1
    # The labelled state as a start payload of the first activity: content-state (and attributes,
    # when given) from expected.json, the rest from the import's first preview payload.
    payload="$OUT/$name-state.apns"
    if ! python3 - "$OUT/$name-import" "$entry/expected.json" "$payload" <<'PY'
import glob, json, sys
imp, exp, out = sys.argv[1:4]
e = json.load(open(exp))
# The activity labelled: "attributesType" when the sources hold several, else the first.
previews = sorted(glob.glob(f"{imp}/{e.get('attributesType', '*')}/preview-1.json"))
if not previews:
    sys.exit(1)
p = json.load(open(previews[0]))
p["aps"]["content-state"] = e["state"]
if "attributes" in e:
    p["aps"]["attributes"] = e["attributes"]
json.dump(p, open(out, "w"), ensure_ascii=False, indent=1)
PY
    then echo "$name: not imported (no preview payload written)" >&2; errors=$((errors + 1)); continue; fi
    appearance=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("appearance", "light"))' "$entry/expected.json")
    pngs=()
    for pres in lockScreen expanded; do
      png="$OUT/$name-$pres.png"; rm -f "$png"
      "$BIN" screenshot --widget "$entry" --payload "$payload" --device iphone-16-pro --presentation "$pres" \
        --appearance "$appearance" --crop -o "$png" >"$OUT/$name-$pres.log" 2>&1 || echo "$name: screenshot $pres exited $? (see $OUT/$name-$pres.log)" >&2
      pngs+=("$png")
    done
    python3 "$LIB/fidelity.py" score "$entry" --lock "${pngs[0]}" --expanded "${pngs[1]}" \
      --import-json "$OUT/$name-import.json" >> "$OUT/fidelity.jsonl" || errors=$((errors + 1))
  done
  python3 "$LIB/fidelity.py" report "$OUT"
  [ "$errors" = 0 ]; exit $?
fi
mkdir -p "$OUT"
: > "$OUT/summary.tsv"; : > "$OUT/diagnostics.jsonl"

SHOTS=("iphone-16-pro lockScreen" "iphone-16-pro expanded" "iphone-16-pro compact" "iphone-16-pro minimal" "apple-watch-45mm smartStack")
is_png() { [ -s "$1" ] && [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }

printf '%-34s %-7s %-5s %-9s %s\n' ENTRY IMPORT ACTS VIEWS "RENDER lock expanded compact minimal smartStack"
for entry in "$@"; do
  entry=${entry%/}; name=$(basename "$entry")
  json=$("$BIN" import --json "$entry" 2>/dev/null); rc=$?
  read -r acts mapped views < <(printf '%s' "$json" | python3 -c '
import json, sys
try:
    d = json.load(sys.stdin)
    a = d["activities"]
    print(len(a), sum(x["mappedViews"] for x in a), sum(x["totalViews"] for x in a))
except Exception:
    print(0, 0, 0)')
  printf '%s' "$json" | python3 -c '
import json, sys
try:
    for a in json.load(sys.stdin)["activities"]:
        for u in a["unsupported"]:
            print(json.dumps({"entry": sys.argv[1], "message": u.get("message", u["construct"])}))
except Exception:
    pass' "$name" >> "$OUT/diagnostics.jsonl"
  marks=""; rendered=0
  if [ "$rc" -eq 0 ] && [ "$acts" -gt 0 ]; then
    for spec in "${SHOTS[@]}"; do
      read -r dev pres <<<"$spec"
      png="$OUT/$name-$pres.png"; rm -f "$png"
      if "$BIN" screenshot --widget "$entry" --device "$dev" --presentation "$pres" --crop -o "$png" \
           >"$OUT/$name-$pres.log" 2>&1 && is_png "$png"; then
        marks="$marks ok"; rendered=$((rendered + 1))
      else
        marks="$marks FAIL"
      fi
    done
  else
    marks=" (not imported: exit $rc)"
  fi
  pass=0; [ "$rc" -eq 0 ] && [ "$acts" -gt 0 ] && [ "$rendered" -eq ${#SHOTS[@]} ] && pass=1
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$rc" "$acts" "$mapped" "$views" "$rendered" "$pass" >> "$OUT/summary.tsv"
  printf '%-34s %-7s %-5s %-9s%s\n' "$name" "$([ "$rc" -eq 0 ] && echo yes || echo "no($rc)")" "$acts" "$mapped/$views" "$marks"
done

python3 - "$OUT" "$TOP" <<'PY'
import collections, json, re, sys
out, top = sys.argv[1], int(sys.argv[2])
rows = [l.rstrip("\n").split("\t") for l in open(f"{out}/summary.tsv") if l.strip()]
n = len(rows)
imported = sum(1 for r in rows if r[1] == "0" and int(r[2]) > 0)
passing = sum(1 for r in rows if r[6] == "1")
acts = sum(int(r[2]) for r in rows)
mapped = sum(int(r[3]) for r in rows)
views = sum(int(r[4]) for r in rows)
pct = lambda a, b: f"{100 * a / b:.0f} %" if b else "n/a"
print()
print(f"entries: {n}; activities found: {acts}; imported (>= 1 activity): {imported} of {n} ({pct(imported, n)})")
print(f"import + render (lock screen, expanded, compact, minimal, smart stack): {passing} of {n} ({pct(passing, n)})")
print(f"views mapped: {mapped} of {views} ({pct(mapped, views)})")
failing = [r[0] for r in rows if r[6] != "1"]
if failing:
    print("failing: " + ", ".join(failing))

def kind(message):
    # Group a diagnostic by what is unsupported, not by the source text it quotes.
    m = message.split(" is not supported")[0]
    if m.startswith("`"):
        m = "view " + m   # an unknown view type, function or property drawn as a placeholder box
    m = re.sub(r"`[^`]*`", "`…`", m)
    m = re.sub(r"^\.(\w+)\(.*$", r".\1(…)", m)
    return m
counts, entries, example = collections.Counter(), collections.defaultdict(set), {}
for line in open(f"{out}/diagnostics.jsonl"):
    d = json.loads(line)
    k = kind(d["message"])
    counts[k] += 1
    entries[k].add(d["entry"])
    example.setdefault(k, d["message"].split(" is not supported")[0])
with open(f"{out}/constructs.tsv", "w") as f:
    for k, c in counts.most_common():
        f.write(f"{c}\t{len(entries[k])}\t{k}\t{example[k]}\n")
print(f"\nmost common unsupported constructs (diagnostics, entries, kind — e.g.):")
for k, c in counts.most_common(top):
    e = example[k] if len(example[k]) <= 70 else example[k][:69] + "…"
    print(f"  {c:4d} {len(entries[k]):3d}  {k:28s} {e}")
sys.exit(0 if passing == n else 1)
PY
