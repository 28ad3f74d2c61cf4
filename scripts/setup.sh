#!/usr/bin/env bash
# Installs what Afterglow needs on Debian when it is missing. Idempotent; run as root (or with sudo).
set -euo pipefail
PACKAGES=(pkg-config libsdl2-dev libudev-dev libcairo2-dev libpng-dev libpango1.0-dev fonts-inter
          fonts-materialdesignicons-webfont fonts-material-design-icons-iconfont fonts-noto-color-emoji
          umockdev evemu-tools xvfb xauth gcc-avr avr-libc binutils-avr simavr libsimavr-dev libelf-dev
          libevdev-dev python3-pytest libumockdev-dev x11-apps xdotool curl chromium
          tesseract-ocr tesseract-ocr-eng tesseract-ocr-kor tesseract-ocr-jpn tesseract-ocr-chi-sim fonts-noto-cjk)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# Optional: ffmpeg for `screenshot --sequence … -o clip.mp4` (75 packages, 53 MB; the APNG needs
# nothing). Without it the MP4 path says so and its test is skipped.
if [ "${AFTERGLOW_FFMPEG_INSTALL:-}" = 1 ] && ! command -v ffmpeg >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null
fi
if ! command -v swift >/dev/null 2>&1; then
  [ -x /opt/swift/usr/bin/swift ] || { echo "setup: Swift 6.3 is required (expected at /opt/swift)"; exit 1; }
fi
# PyPI: schemathesis (checks the control API against its OpenAPI document) and mypy (type-checks
# the rig package, clients/python).
python3 -c "import schemathesis, mypy" 2>/dev/null ||
  python3 -m pip install -q --disable-pip-version-check schemathesis mypy
echo "setup: all Debian packages present"
