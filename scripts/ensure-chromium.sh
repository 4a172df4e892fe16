#!/bin/sh
# Browser tests need Debian's Chromium (Playwright cannot download its own browsers here); the
# social cards (scripts/seo/cards/) need Debian's Noto CJK fonts for Chinese text. Installs what
# is missing with apt.
set -eu
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
CJK_FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
MISSING=""
[ -x "$CHROMIUM" ] || MISSING="chromium"
[ -f "$CJK_FONT" ] || MISSING="$MISSING fonts-noto-cjk"
if [ -z "$MISSING" ]; then
  exit 0
fi
# Chromium's Chinese pages want the CJK fonts too: install both whenever one is missing.
echo "Installing Debian's chromium and fonts-noto-cjk (missing: ${MISSING# })..."
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
"$CHROMIUM" --version
