#!/usr/bin/env python3
"""The calibrator's CI session: `session.py script OUT.yml` writes a synth script of
five taps, one on each of CalibrationTargets' points of an 800x480 screen, landing
through a known affine error; `session.py check REPORT` checks that the report's
matrix undoes the error: every target within 2 px."""
import sys

W, H = 800.0, 480.0
ERROR = (0.96, 0.03, 0.02, -0.02, 1.04, -0.03)
TARGETS = [(W / 8, H / 8), (W * 7 / 8, H / 8), (W * 7 / 8, H * 7 / 8), (W / 8, H * 7 / 8), (W / 2, H * 3 / 8)]


def apply(m, u, v):
    return m[0] * u + m[1] * v + m[2], m[3] * u + m[4] * v + m[5]


def landings():
    return [apply(ERROR, x / W, y / H) for x, y in TARGETS]


if sys.argv[1] == "script":
    taps = "".join(f"  - tap: {{at: [{u * W:.3f}, {v * H:.3f}], duration: 0.08}}\n" for u, v in landings())
    open(sys.argv[2], "w").write("screen: [800, 480]\npause: 0.6\ngestures:\n" + taps)
else:
    report = open(sys.argv[2]).read().splitlines()
    matrix = [line for line in report if line.startswith("matrix: ")]
    if len(matrix) != 1 or "5 of 5 targets used" not in report[0]:
        sys.exit("calibrator CI: no matrix from five targets in:\n" + "\n".join(report))
    m = [float(x) for x in matrix[0][len("matrix: "):].split()]
    for (x, y), (u, v) in zip(TARGETS, landings()):
        mu, mv = apply(m, u, v)
        if abs(mu * W - x) > 2 or abs(mv * H - y) > 2:
            sys.exit(f"calibrator CI: target ({x}, {y}) comes back at ({mu * W:.2f}, {mv * H:.2f})")
    print("calibrator CI: the matrix puts every target within 2 px")
