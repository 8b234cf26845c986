#!/usr/bin/env bash
# Makes docs/viewer.png, the README's picture of the HTML viewer: the seed-004
# case rendered by `touchreplay render … -o viewer.html` and shown by headless
# Chromium at t = 1.2 s (#t=1.2), while two fingers pinch-zoom the scroll view.
# Needs chromium (apt-get install chromium). Usage: scripts/viewer-screenshot.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/viewer.png}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "viewer-screenshot: no chromium on PATH (apt-get install chromium)" >&2; exit 1; }
swift build --product touchreplay >/dev/null
bin=$(swift build --show-bin-path)/touchreplay
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seed=Recordings/synth/seed-004-overlay
"$bin" render "$seed/recording.evemu" --scene "$seed/scene.yml" -o "$work/viewer.html"
# --no-sandbox: Chromium refuses to run as root otherwise (CI runs as root).
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
    --virtual-time-budget=3000 --window-size=1400,900 --screenshot="$out" "file://$work/viewer.html#t=1.2" 2>/dev/null
echo "wrote $out"
