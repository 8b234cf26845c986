#!/usr/bin/env bash
# Makes a two-device libinput record file with `libinput record` itself, from
# two devices emulated by umockdev from the shared recordings, recorded
# together for 4 s and stopped with SIGINT, as a user stops libinput record:
#
# - touchscreen-and-mouse (the default): the multi-device tests' fixture
#   Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml and the
#   case Recordings/multi-device/touchscreen-and-mouse: the Atmel
#   touchscreen's two fingers on event50 from 1.0 s, part of the Saitek
#   mouse's session with a left and a right click on event51 from 1.3 s;
# - two-touchscreens: Tests/TouchReplayTests/Fixtures/two-touchscreens.libinput.yml
#   and the case Recordings/multi-device/two-touchscreens, the seat slots of
#   libinput's touch_seat_slot across two devices: the Atmel touchscreen's two
#   fingers on event50 from 1.0 s (down at 1.000 and 1.055 s) and the EP0430M09
#   touchscreen's drag on event51 from 1.02 s.
#
# The event times are shifted to CLOCK_MONOTONIC seconds first: libinput record
# subtracts its start time, and umockdev passes the recorded times through.
# Needs umockdev and libinput-tools.
# Usage: scripts/two-device-fixture.sh [touchscreen-and-mouse | two-touchscreens] [OUT.yml]
# The output differs from run to run in its times (umockdev paces in real time).
set -euo pipefail
cd "$(dirname "$0")/.."
pair=touchscreen-and-mouse
case "${1:-}" in
    touchscreen-and-mouse | two-touchscreens) pair=$1; shift ;;
esac
out=$(realpath -m "${1:-Tests/TouchReplayTests/Fixtures/$pair.libinput.yml}")
shared=../shared/recordings
swift build --product touchreplay >/dev/null
bindir=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bindir/touchreplay" emulate "$shared/atmel-maxtouch.desc" "$shared/atmel-maxtouch.2-fingers-touch-release.events" \
    -o "$work/ts" --node 50 --name touchscreen --lead-in 1 >/dev/null
if [ "$pair" = two-touchscreens ]; then
    "$bindir/touchreplay" emulate "$shared/ep0430m09.desc" "$shared/ep0430m09.1-finger-drag-up-down.events" \
        -o "$work/second" --node 51 --name second --lead-in 1.02 >/dev/null
else
    (cat "$shared/saitek-rat5-mouse.desc"; sed -n '1100,1160p' "$shared/saitek-rat5-mouse.events") > "$work/mouse-part.evemu"
    "$bindir/touchreplay" emulate "$work/mouse-part.evemu" -o "$work/second" --node 51 --name second --lead-in 1.3 >/dev/null
fi
mkdir "$work/udev" && cp "$work"/ts/udev-data/* "$work"/second/udev-data/* "$work/udev/"
# Whole seconds, avoiding tv_sec % 256 == 32 (umockdev < 0.19 misreads those events: docs/devices.md).
python3 - "$work/ts/touchscreen.events" "$work/second/second.events" <<'PY'
import sys, time
shift = int(time.clock_gettime(time.CLOCK_MONOTONIC)) + 1
while any((shift + k) % 256 == 32 for k in range(5)): shift += 1
for path in sys.argv[1:]:
    lines = []
    for line in open(path):
        if line.startswith("E: "):
            fields = line.split(" ")
            seconds, _, micro = fields[1].partition(".")
            fields[1] = f"{int(seconds) + shift}.{micro or '0'}"
            line = " ".join(fields)
        lines.append(line)
    open(path, "w").write("".join(lines))
PY
cd "$work"
env LD_PRELOAD="$bindir/libtouchreplay-umockdev-shim.so" TOUCHREPLAY_UDEV_DATA=udev umockdev-run \
    -d ts/touchscreen.umockdev -d second/second.umockdev \
    -i /dev/input/event50=ts/touchscreen.ioctl -i /dev/input/event51=second/second.ioctl \
    -e /dev/input/event50=ts/touchscreen.events -e /dev/input/event51=second/second.events \
    -- timeout -s INT 4 libinput record -o "$out" /dev/input/event50 /dev/input/event51 || [ $? = 124 ]
echo "wrote $out"
