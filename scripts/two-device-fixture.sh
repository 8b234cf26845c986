#!/usr/bin/env bash
# Makes Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml, the
# two-device libinput record file of the multi-device tests and of the case
# Recordings/multi-device/touchscreen-and-mouse, with `libinput record` itself:
# two devices emulated by umockdev from the shared recordings (the Atmel
# touchscreen's two fingers on event50 from 1.0 s, part of the Saitek mouse's
# session with a left and a right click on event51 from 1.3 s), recorded
# together for 4 s and stopped with SIGINT, as a user stops libinput record.
# The event times are shifted to CLOCK_MONOTONIC seconds first: libinput record
# subtracts its start time, and umockdev passes the recorded times through.
# Needs umockdev and libinput-tools. Usage: scripts/two-device-fixture.sh [OUT.yml]
# The output differs from run to run in its times (umockdev paces in real time).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml}")
shared=../shared/recordings
swift build --product touchreplay >/dev/null
bindir=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cat "$shared/saitek-rat5-mouse.desc"; sed -n '1100,1160p' "$shared/saitek-rat5-mouse.events") > "$work/mouse-part.evemu"
"$bindir/touchreplay" emulate "$shared/atmel-maxtouch.desc" "$shared/atmel-maxtouch.2-fingers-touch-release.events" \
    -o "$work/ts" --node 50 --name touchscreen --lead-in 1 >/dev/null
"$bindir/touchreplay" emulate "$work/mouse-part.evemu" -o "$work/mouse" --node 51 --name mouse --lead-in 1.3 >/dev/null
mkdir "$work/udev" && cp "$work"/ts/udev-data/* "$work"/mouse/udev-data/* "$work/udev/"
# Whole seconds, avoiding tv_sec % 256 == 32 (umockdev < 0.19 misreads those events: docs/devices.md).
python3 - "$work/ts/touchscreen.events" "$work/mouse/mouse.events" <<'PY'
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
    -d ts/touchscreen.umockdev -d mouse/mouse.umockdev \
    -i /dev/input/event50=ts/touchscreen.ioctl -i /dev/input/event51=mouse/mouse.ioctl \
    -e /dev/input/event50=ts/touchscreen.events -e /dev/input/event51=mouse/mouse.events \
    -- timeout -s INT 4 libinput record -o "$out" /dev/input/event50 /dev/input/event51 || [ $? = 124 ]
echo "wrote $out"
