#!/usr/bin/env bash
# The photo board's CI test (issue 22), run by .ci/run after the main tests:
# builds the example without a warning, checks its bad inputs, then, under
# Xvfb, runs it twice and checks each screenshot's pixels
# (ci/check-screenshot.py):
#   1. touches from an emulated touchscreen (touchreplay synth + emulate,
#      umockdev): a finger drags the orange view, two fingers pinch the photo
#      past its largest zoom, which springs back after they lift; once with
#      --device, once without (every touchscreen and mouse found);
#   2. SDL's own events (--sdl-input), the mouse driven by xdotool: drag the
#      black view away, press the button that puts everything back, drag the
#      orange view;
#   3. the same recording as step 1 pushed as SDL finger events (--sdl-play,
#      SDL_PushEvent): the drag and the two-finger pinch through SDL;
#      and again with --serve (the live viewer: its page is served, another path is 404);
#   4. Ctrl-C, and a window manager's close (WM_DELETE_WINDOW, sent by
#      ci/close-window.c), each end it promptly with status 0.
# With --update-readme-screenshot, the first screenshot becomes docs/photoboard.png.
set -euo pipefail
EXAMPLE="$(cd "$(dirname "$0")" && pwd)"
EXECUTABLE=photoboard
source "$EXAMPLE/../ci-build.sh"
BOARD="$BINARY"
XVFB=(xvfb-run -a -s "-screen 0 800x800x24")
"$BOARD" --help > "$WORK/help"
grep -q "USAGE: photoboard" "$WORK/help"

# Bad input: a nonzero exit and one line that names the culprit, no window, no hang.
expect_error() { # EXPECTED-TEXT ARGS...
    local expected=$1; shift
    if timeout 20 "${XVFB[@]}" "$BOARD" "$@" > /dev/null 2> "$WORK/err"; then
        echo "photoboard CI: photoboard $* succeeded; expected an error with '$expected'" >&2; exit 1
    fi
    if [[ "$(head -n 1 "$WORK/err")" != *"$expected"* ]]; then
        echo "photoboard CI: photoboard $*: expected '$expected' on the first line of:" >&2; cat "$WORK/err" >&2; exit 1
    fi
    echo "photoboard CI: photoboard $* → $(head -n 1 "$WORK/err")"
}
expect_error "/nonexistent/event9" --device /nonexistent/event9
expect_error "/dev/null" --device /dev/null
expect_error "--size" --size 300
expect_error "--screenshot and --at go together" --screenshot "$WORK/a.bmp"
expect_error "the screenshot is a .bmp file" --sdl-input --screenshot "$WORK/a.png" --at 0
expect_error "$WORK/missing/a.bmp" --sdl-input --screenshot "$WORK/missing/a.bmp" --at 0
expect_error "/nonexistent/play.evemu" --sdl-play /nonexistent/play.evemu
expect_error "$EXAMPLE/ci/gestures.yml" --sdl-play "$EXAMPLE/ci/gestures.yml"

# 1. An emulated touchscreen. The recording starts 3 s after umockdev-run does
#    (the lead-in: the window opens first) and lasts 1.9 s; the screenshot is taken at 10 s (slack for a loaded machine).
"$TOUCHREPLAY" synth "$EXAMPLE/ci/gestures.yml" -o "$WORK/gestures.evemu"
read -r -a EMULATE <<< "$("$TOUCHREPLAY" emulate "$WORK/gestures.evemu" -o "$WORK/emulated" --lead-in 3 2> /dev/null)"
timeout 60 "${XVFB[@]}" "${EMULATE[@]}" "$BOARD" --device /dev/input/event50 --screenshot "$WORK/evdev.bmp" --at 10
COPY=()
[ "${1:-}" = "--update-readme-screenshot" ] && COPY=(--copy-to "$ROOT/docs/photoboard.png")
# The pinch left the zoom at about 3.5, past the maximum: 3 shows that the bounce back ran,
# driven by the loop's clock alone, with no event after the fingers lifted (ci/gestures.yml).
python3 "$EXAMPLE/ci/check-screenshot.py" "$WORK/evdev.bmp" --size 375x667 --orange 280,160 --black 187.5,333.5 \
    --zoom 2.93,3.07 "${COPY[@]}"
# Without --device: every touchscreen and mouse in /dev/input, here the emulated touchscreen.
timeout 60 "${XVFB[@]}" "${EMULATE[@]}" "$BOARD" --screenshot "$WORK/default.bmp" --at 10
python3 "$EXAMPLE/ci/check-screenshot.py" "$WORK/default.bmp" --size 375x667 --orange 280,160 --black 187.5,333.5 --zoom 2.93,3.07

# 2. SDL's own events, from the X server's pointer (xdotool, through XTest).
timeout 60 "${XVFB[@]}" bash -c '
    set -euo pipefail
    "$1" --sdl-input --screenshot "$2" --at 10 & board=$!
    window=$(xdotool search --sync --onlyvisible --name "^PhotoBoard$" | sed -n 1p)
    sleep 0.5
    drag() { # FROM_X FROM_Y TO_X TO_Y
        xdotool mousemove --window "$window" "$1" "$2" mousedown 1
        for step in 1 2 3 4 5 6 7 8 9 10; do
            xdotool mousemove --window "$window" $(( $1 + ($3 - $1) * step / 10 )) $(( $2 + ($4 - $2) * step / 10 ))
            sleep 0.03
        done
        xdotool mouseup 1
    }
    drag 187 333 90 450             # the black view away from the centre
    xdotool mousemove --window "$window" 315 627 click 1   # the button: everything back
    drag 100 100 280 160            # the orange view
    wait "$board"
' sdl-run "$BOARD" "$WORK/sdl.bmp"
python3 "$EXAMPLE/ci/check-screenshot.py" "$WORK/sdl.bmp" --size 375x667 --orange 280,160 --black 187.5,333.5 --zoom 0.97,1.03
# 3. The same touches as SDL finger events: the drag and the pinch through SDL → TouchFrameBuilder → the engine.
timeout 60 "${XVFB[@]}" "$BOARD" --sdl-play "$WORK/gestures.evemu" --screenshot "$WORK/sdl-play.bmp" --at 7
python3 "$EXAMPLE/ci/check-screenshot.py" "$WORK/sdl-play.bmp" --size 375x667 --orange 280,160 --black 187.5,333.5 --zoom 2.93,3.07
# 3b. The same, served live (--serve, LiveView): the page and nothing else; the board draws what it did without it.
timeout 60 "${XVFB[@]}" bash -c '
    set -euo pipefail
    "$1" --sdl-play "$2" --serve 127.0.0.1:0 --screenshot "$3" --at 7 2> "$4" & board=$!
    for _ in $(seq 200); do grep -q "live view: http" "$4" && break; sleep 0.05; done
    url=$(grep -m 1 -o "http://127.0.0.1:[0-9]*/" "$4")
    curl -sf -o "$4.page" "$url"
    grep -q "TouchLive.start(" "$4.page"
    [ "$(curl -s -o /dev/null -w "%{http_code}" "${url}etc/passwd")" = 404 ]
    wait "$board"
    grep -q ": GET /etc/passwd: 404" "$4"
' serve "$BOARD" "$WORK/gestures.evemu" "$WORK/serve.bmp" "$WORK/serve.err"
python3 "$EXAMPLE/ci/check-screenshot.py" "$WORK/serve.bmp" --size 375x667 --orange 280,160 --black 187.5,333.5 --zoom 2.93,3.07
expect_error "not a loopback address" --sdl-input --serve 0.0.0.0:8080
# 4. Ctrl-C: SDL turns SIGINT into a quit event and the board ends with status 0 (set -m: a
# background job of a script would otherwise start with SIGINT ignored).
timeout 30 "${XVFB[@]}" bash -c '
    set -m
    "$1" --sdl-input & board=$!
    xdotool search --sync --onlyvisible --name "^PhotoBoard$" > /dev/null
    kill -INT "$board"
    wait "$board"
' ctrl-c "$BOARD"
# A window manager's close: WM_DELETE_WINDOW (xdotool cannot send it; a tiny Xlib program does). The board must be gone within 5 s, status 0.
gcc -Wall -Werror -o "$WORK/close-window" "$EXAMPLE/ci/close-window.c" -lX11
timeout 30 "${XVFB[@]}" bash -c '
    set -euo pipefail
    "$1" --sdl-input & board=$!
    window=$(xdotool search --sync --onlyvisible --name "^PhotoBoard$" | sed -n 1p)
    "$2" "$window"
    for _ in $(seq 50); do kill -0 "$board" 2> /dev/null || break; sleep 0.1; done
    if kill -0 "$board" 2> /dev/null; then echo "photoboard CI: still running 5 s after WM_DELETE_WINDOW" >&2; kill "$board"; exit 1; fi
    wait "$board"
' close "$BOARD" "$WORK/close-window"
echo "photoboard CI: the evdev (with and without --device) and SDL input paths (mouse, played fingers) drew what they should; Ctrl-C and the window's close ended the board"
