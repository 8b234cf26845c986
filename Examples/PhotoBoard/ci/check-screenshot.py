#!/usr/bin/env python3
"""Checks the photo board's screenshot by its pixels (the CI test of issue 22).

Usage: check-screenshot.py BMP --size WxH --orange X,Y [--black X,Y] --zoom MIN,MAX [--copy-to PNG]

* the orange round view is drawn where the drag left it: its centre and four
  points 35 pt from it (inside its 50 pt radius) are orange, and its starting
  place (100, 100) is not, unless that is where it should be;
* with --black, the same for the black view (the button puts it back at the centre);
* the photo's zoom is in MIN..MAX: along the row y = 470 (away from the round
  views and the button) the light and dark squares of the checkerboard, 25 pt
  at zoom 1, are 25 × zoom points wide (the median of the whole runs).

Reads the 24-bit BMP files that photoboard writes; --copy-to writes a PNG
copy (for the README). One line per check; exit 1 on the first failure.
"""
import argparse
import statistics
import struct
import sys
import zlib

ORANGE, BLACK = (255, 149, 0), (0, 0, 0)
CELL = 25.0  # Pictures.cell
ROW = 470


def fail(message):
    print(f"check-screenshot: FAIL: {message}")
    sys.exit(1)


def read_bmp(path):
    """Rows of RGB bytes, top to bottom, from the 24-bit BMP that photoboard writes."""
    data = open(path, "rb").read()
    if data[:2] != b"BM":
        fail(f"{path}: not a BMP file")
    (offset,) = struct.unpack("<I", data[10:14])
    width, height, planes, depth, compression = struct.unpack("<iiHHI", data[18:34])
    if depth != 24 or compression != 0:
        fail(f"{path}: expected an uncompressed 24-bit BMP, found {depth} bits, compression {compression}")
    stride = (width * 3 + 3) // 4 * 4
    rows = []
    for row in range(abs(height)):
        stored = row if height < 0 else abs(height) - 1 - row
        bgr = data[offset + stored * stride:offset + stored * stride + width * 3]
        rgb = bytearray(bgr)
        rgb[0::3], rgb[2::3] = bgr[2::3], bgr[0::3]
        rows.append(bytes(rgb))
    return width, abs(height), rows


def write_png(path, width, height, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + row for row in rows)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                  + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bmp")
    parser.add_argument("--size", required=True)
    parser.add_argument("--orange", required=True)
    parser.add_argument("--black")
    parser.add_argument("--zoom", required=True)
    parser.add_argument("--copy-to")
    args = parser.parse_args()
    points = [float(v) for v in args.size.split("x")]
    width, height, rows = read_bmp(args.bmp)
    scale = width / points[0]

    def pixel(x, y):
        column, row = int(x * scale), int(y * scale)
        return tuple(rows[row][column * 3:column * 3 + 3])

    def near(colour, expected):
        return all(abs(a - b) <= 12 for a, b in zip(colour, expected))

    def check_dot(name, colour, centre, start):
        x, y = (float(v) for v in centre.split(","))
        for dx, dy in [(0, 0), (35, 0), (-35, 0), (0, 35), (0, -35)]:
            if not near(pixel(x + dx, y + dy), colour):
                fail(f"the {name} view is not at ({x:g}, {y:g}): ({x + dx:g}, {y + dy:g}) is {pixel(x + dx, y + dy)}, not {colour}")
        if (x, y) != start and near(pixel(*start), colour):
            fail(f"the {name} view is still at its start {start}: {pixel(*start)} there")
        print(f"check-screenshot: the {name} view is drawn at ({x:g}, {y:g})")

    check_dot("orange", ORANGE, args.orange, (100, 100))
    if args.black:
        check_dot("black", BLACK, args.black, (points[0] / 2, points[1] / 2))

    # Light or dark squares along the row: runs of one class, the partial first and last left out.
    classes = [sum(pixel(x / scale, ROW)) / 3 > 150 for x in range(width)]
    runs, length = [], 1
    for before, now in zip(classes, classes[1:]):
        if now == before:
            length += 1
        else:
            runs.append(length)
            length = 1
    whole = runs[1:]
    if len(whole) < 2:
        fail(f"row {ROW}: fewer than two whole squares of the photo ({runs})")
    zoom = statistics.median(whole) / scale / CELL
    low, high = (float(v) for v in args.zoom.split(","))
    if not low <= zoom <= high:
        fail(f"the photo's zoom is {zoom:.2f} (squares of {statistics.median(whole):g} px on row {ROW}), not in {low:g}…{high:g}")
    print(f"check-screenshot: the photo is drawn at zoom {zoom:.2f} (in {low:g}…{high:g})")
    if args.copy_to:
        write_png(args.copy_to, width, height, rows)


main()
