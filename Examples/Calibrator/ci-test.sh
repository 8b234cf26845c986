#!/usr/bin/env bash
# The calibrator's CI test, run by .ci/run after the photo board's: builds the
# example without a warning, checks a bad device in one line, then, under Xvfb,
# runs it on an emulated touchscreen (touchreplay synth + emulate, umockdev)
# whose five taps land off their targets by a known affine error, and checks
# that the printed matrix puts every target back within 2 px (ci/session.py).
set -euo pipefail
EXAMPLE="$(cd "$(dirname "$0")" && pwd)"
EXECUTABLE=calibrator
source "$EXAMPLE/../ci-build.sh"
CALIBRATOR="$BINARY"
XVFB=(xvfb-run -a -s "-screen 0 800x480x24")

# Bad input: a nonzero exit and one line naming the device, no window.
if timeout 20 "${XVFB[@]}" "$CALIBRATOR" /nonexistent/event9 > /dev/null 2> "$WORK/err"; then
    echo "calibrator CI: a missing device succeeded" >&2; exit 1
fi
[ "$(wc -l < "$WORK/err")" = 1 ] && grep -q "/nonexistent/event9" "$WORK/err" || { cat "$WORK/err" >&2; exit 1; }

python3 "$EXAMPLE/ci/session.py" script "$WORK/session.yml"
"$TOUCHREPLAY" synth "$WORK/session.yml" -o "$WORK/session.evemu"
read -r -a EMULATE <<< "$("$TOUCHREPLAY" emulate "$WORK/session.evemu" -o "$WORK/emulated" --lead-in 3 2> /dev/null)"
timeout 60 "${XVFB[@]}" "${EMULATE[@]}" "$CALIBRATOR" /dev/input/event50 --size 800x480 --timeout 30 \
    --screenshot "$WORK/first.bmp" > "$WORK/report.txt"
cat "$WORK/report.txt"
python3 "$EXAMPLE/ci/session.py" check "$WORK/report.txt"
[ -s "$WORK/first.bmp" ] || { echo "calibrator CI: no screenshot" >&2; exit 1; }
