#!/usr/bin/env bash
# Renders 115 `afterglow screenshot --device` option combinations (presentations, looks, crops,
# sequences, --at, categories, real payloads, --widget, errors) with binary $1 into directory $2,
# keeping each PNG, stdout, stderr and exit code. Two binaries' directories are compared with
# scripts/lib/compare-shots.py (how the emulator-frame screenshot was checked against the former
# separate path: docs/ARCHITECTURE.md › Data flow).
# Usage: scripts/screenshot-matrix.sh BIN OUTDIR
#        scripts/screenshot-matrix.sh --sheets BIN OUTDIR
# --sheets renders each device family's surfaces (iPhone, iPad, watch, Mac, CarPlay) and lays each
# family out as one contact sheet, OUTDIR/sheet-<family>.png, to review against the seed pages
# (docs/RENDERING.md › Contact sheets; needs python3-pil).
set -u
if [ "${1:-}" = "--sheets" ]; then
  bin=$(realpath "$2"); out=$(realpath -m "$3"); mkdir -p "$out"; cd "$(dirname "$0")/.."
  A=Examples/activities; P=Examples/payloads
  declare -A labels
  fam=""; list=()
  sheet() { [ -n "$fam" ] && python3 scripts/lib/contact_sheet.py "$out/sheet-$fam.png" "$fam — $(git rev-parse --short HEAD 2>/dev/null)" "$1" "${list[@]}"; list=(); }
  s() { local name="$1"; shift; "$bin" screenshot "$@" -o "$out/$fam-$name.png" >"$out/$fam-$name.out" 2>&1 || echo "  ($fam-$name: exit $?, see $out/$fam-$name.out)"
        list+=("$name: ${*//--payload /}=$out/$fam-$name.png"); }
  fam=iphone
  s lock --device iphone-16-pro --payload $A/food-delivery/sequence.json --payload $P/message.apns
  s lock-aod --device iphone-16-pro --payload $A/food-delivery/sequence.json --payload $P/message.apns --always-on --appearance dark
  s ended --device iphone-16-pro --payload $A/food-delivery/01-start.apns --payload $A/food-delivery/05-delivered.apns
  s home-banner --device iphone-16-pro --payload $P/communication.apns --presentation homeScreen --unlocked
  s alert-island --device iphone-16-pro --payload $A/sports-score/01-kickoff.apns --payload $A/sports-score/02-goal-home.apns --payload $P/message.apns --presentation homeScreen --unlocked
  s compact --device iphone-16-pro --payload $A/food-delivery/01-start.apns --presentation compact --unlocked
  s minimal --device iphone-16-pro --payload $A/sports-score/01-kickoff.apns --payload $A/food-delivery/01-start.apns --presentation minimal --unlocked
  s expanded --device iphone-16-pro --payload $A/food-delivery/01-start.apns --presentation expanded --unlocked
  s expanded-note --device iphone-16-pro --payload $P/communication.apns --presentation notificationExpanded --unlocked
  s center --device iphone-16-pro --payload $P/communication.apns --payload $P/message.apns --payload $P/shipping.apns --presentation notificationCenter
  sheet 700
  fam=standby
  s minimal --device iphone-16-pro --payload $A/food-delivery/01-start.apns --presentation standBy
  s expanded --device iphone-16-pro --payload $A/food-delivery/01-start.apns --presentation standByExpanded
  s night --device iphone-16-pro --presentation standBy --night
  s night-expanded --device iphone-16-pro --payload $A/food-delivery/01-start.apns --presentation standByExpanded --night
  sheet 360
  fam=ipad
  for d in ipad-pro-12-9-6th-gen ipad-mini-5th-gen; do
    s $d-lock --device $d --payload $A/food-delivery/sequence.json --payload $P/message.apns
    s $d-home-alert --device $d --payload $A/food-delivery/01-start.apns --payload $A/food-delivery/03-picked-up.apns --presentation homeScreen --unlocked --at 601
    s $d-center --device $d --payload $P/communication.apns --payload $P/message.apns --presentation notificationCenter
  done
  s always-on-warns --device ipad-mini-5th-gen --payload $A/food-delivery/01-start.apns --always-on
  sheet 700
  fam=watch
  for pres in smartStack watchFace shortLook longLook; do
    s $pres --device apple-watch-45mm --payload $A/workout/sequence.json --payload $P/message.apns --presentation $pres
  done
  s smartStack-aod --device apple-watch-45mm --payload $A/workout/01-start.apns --presentation smartStack --always-on
  s pause-button --device apple-watch-45mm --payload $A/workout/01-start.apns --template Examples/lint/pause-button --presentation smartStack
  sheet 500
  fam=mac
  s menubar --device mac-macbook-air-13-m3 --payload $A/food-delivery/01-start.apns --presentation menuBar
  s menubar-expanded --device mac-macbook-air-13-m3 --payload $A/food-delivery/01-start.apns --presentation menuBarExpanded
  s menubar-two --device mac-macbook-air-13-m3 --payload $A/food-delivery/01-start.apns --payload $A/sports-score/01-kickoff.apns --presentation menuBar
  s menubar-crop --device mac-macbook-air-13-m3 --payload $A/food-delivery/01-start.apns --presentation menuBar --crop
  sheet 560
  fam=carplay
  for d in carplay-widescreen carplay-portrait carplay-standard; do
    s $d --device $d --payload $A/food-delivery/01-start.apns
    s $d-none --device $d
  done
  s pause-deactivated --device carplay-widescreen --payload $A/workout/01-start.apns --template Examples/lint/pause-button
  sheet 420
  exit 0
fi
bin=$(realpath "$1"); out=$(realpath -m "$2"); mkdir -p "$out"; cd "$(dirname "$0")/.."
# The SwiftUI fixture of the importer's tests, as a file.
python3 - "$out/DeliveryWidget.swift" <<'PY'
import re, sys
s = open('Tests/AfterglowSwiftUITests/Fixtures.swift').read()
m = re.search(r'static let delivery = #"""\n(.*?)\n\s*"""#', s, re.S)
open(sys.argv[1], 'w').write("\n".join(l[4:] if l.startswith("    ") else l for l in m.group(1).split("\n")))
PY
A=Examples/activities; P=Examples/payloads
n=0
shot() { n=$((n+1)); local name=$(printf "%03d" $n); "$bin" screenshot "$@" -o "$out/$name.png" >"$out/$name.out" 2>"$out/$name.err"; echo "rc=$?" >>"$out/$name.out"; echo "$name: $*" >>"$out/index"; }
for d in iphone-16-pro iphone-16-pro-max; do
  for pres in lockScreen homeScreen notificationCenter compact minimal expanded standBy standByExpanded; do
    shot --device $d --payload $A/food-delivery/sequence.json --payload $P/message.apns --presentation $pres
    shot --device $d --payload $A/sports-score/01-kickoff.apns --presentation $pres --appearance dark --crop
    shot --device $d --payload $A/workout/sequence.json --payload $A/sports-score/sequence.json --presentation $pres --always-on
  done
done
shot --device iphone-16-pro --payload $A/food-delivery/01-start.apns --presentation expanded --appearance dark
shot --device iphone-16-pro --payload $A/food-delivery/03-picked-up.apns --always-on-level 0.5
shot --device iphone-16-pro --payload $A/food-delivery/03-picked-up.apns --always-on --no-always-on-wallpaper
shot --device iphone-16-pro --payload $A/food-delivery/03-picked-up.apns --presentation standByExpanded --night
shot --device iphone-16-pro --payload $P/communication.apns --payload $P/message.apns --payload $P/shipping.apns --categories $P/categories.json
shot --device iphone-16-pro --payload $P/communication.apns --payload $P/message.apns --unlocked --previews never --presentation notificationCenter
shot --device iphone-16-pro --payload $P/communication.apns --previews whenUnlocked --presentation homeScreen
shot --device iphone-16-pro --payload $P/critical-alarm.apns --payload $P/newsletter-passive.apns --payload $P/badge-clear.apns --presentation notificationCenter
shot --device iphone-16-pro --payload $A/food-delivery/sequence.json --at 3600
shot --device iphone-16-pro --payload $A/food-delivery/sequence.json --at 1
shot --device iphone-16-pro --payload $A/food-delivery/01-start.apns --anchor 1700000000
shot --device iphone-16-pro --payload $A/food-delivery/01-start.apns --template $A/sports-score
shot --device iphone-16-pro --payload $P/invalid-relevance.apns
shot --device iphone-16-pro --payload $A/food-delivery/05-delivered.apns
shot --device iphone-16-pro --payload $A/food-delivery/02-preparing.apns --payload $A/food-delivery/01-start.apns
shot --device iphone-16-pro
shot --device iphone-16-pro --presentation compact
for w in apple-watch-45mm apple-watch-41mm; do
  for pres in smartStack watchFace shortLook longLook; do
    shot --device $w --payload $A/workout/sequence.json --payload $P/message.apns --presentation $pres
    shot --device $w --payload $A/food-delivery/01-start.apns --payload $P/communication.apns --presentation $pres --always-on --crop
  done
  shot --device $w --presentation compact
done
R=$P/real; S=Examples/real-surfaces/expo-live-activity.template.json
for d in mac-macbook-air-13-m3:menuBar mac-macbook-air-13-m3:menuBarExpanded carplay-widescreen:carPlay carplay-standard:carPlay ipad-pro-11-4th-gen:lockScreen iphone-16-pro:standBy; do
  shot --device ${d%%:*} --payload $R/expo-live-activity-start.uncommented.apns --payload $R/home-assistant-communication.apns --template $S --presentation ${d##*:}
  shot --device ${d%%:*} --payload $R/expo-live-activity-start.uncommented.apns --template $S --presentation ${d##*:} --crop --always-on
done
for f in $R/*.apns; do shot --device iphone-16-pro --payload $f; done
shot --device iphone-16-pro --widget "$out/DeliveryWidget.swift" --presentation expanded
shot --device iphone-16-pro --widget "$out/DeliveryWidget.swift" --presentation minimal
shot --device iphone-16-pro --widget "$out/DeliveryWidget.swift" --presentation lockScreen --always-on
shot --device iphone-16-pro --payload $A/food-delivery/sequence.json --always-on-level 0.5
shot --device iphone-16-pro --payload $A/food-delivery/sequence.json --always-on-level 0.3 --appearance dark
shot --device iphone-16-pro --payload $A/workout/sequence.json --at 5000 --presentation compact --crop
shot --device iphone-16-pro --payload $P/communication.apns --presentation homeScreen
shot --device iphone-16-pro --payload $P/message.apns --payload $P/communication.apns --presentation homeScreen --at 100
shot --device iphone-16-pro --payload $A/food-delivery/sequence.json --presentation standByExpanded --night --always-on --crop
shot --device iphone-16-pro --payload $A/food-delivery/04-late-duplicate.apns --payload $A/food-delivery/01-start.apns --payload $A/food-delivery/03-picked-up.apns
shot --device iphone-16-pro --payload $A/sports-score/sequence.json --payload $A/food-delivery/sequence.json --presentation minimal --crop
shot --device iphone-16-pro-max --payload $P/categories.json --payload $P/shipping.apns
echo "$n shots"
