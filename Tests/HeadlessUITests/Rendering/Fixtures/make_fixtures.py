#!/usr/bin/env python3
"""Writes the PNG fixtures decoded by Tests/HeadlessUITests/Rendering/PNG/PNGFixtureTests.swift.

Run from this folder: `python3 make_fixtures.py` (needs Pillow: `pip install pillow`).
Pixel values follow the formulas below; the Swift tests compute the same formulas.
Files named `pillow_*` are written by Pillow (which picks its own filters); files named `zlib_*`
are written by the small writer below with Python's zlib, choosing each row's filter byte so
that every filter type (None, Sub, Up, Average, Paeth) occurs.
"""
import struct
import zlib

from PIL import Image


def pattern(x, y, c):
    """A deterministic 0...255 value with no simple structure (the Swift tests use the same)."""
    return ((x * 37 + y * 91 + c * 53) ^ (x * y * 7)) & 0xFF


def pattern16(x, y, c):
    return (pattern(x, y, c) << 8) | pattern(y, x, c + 3)


# ---------------------------------------------------------------- Pillow
def pillow_fixtures():
    # Palette, 8-bit, 256 entries (i, 255 - i, 7i mod 256), tRNS alpha 2i for the first 128 entries.
    im = Image.new("P", (16, 16))
    im.putpalette([v for i in range(256) for v in (i, 255 - i, (i * 7) % 256)])
    im.putdata([(x + y * 16) % 256 for y in range(16) for x in range(16)])
    im.save("pillow_palette8_trns.png", transparency=bytes(2 * i for i in range(128)))

    # Palette, 1-bit: red / blue checkerboard, entry 0 (red) fully transparent.
    im = Image.new("P", (9, 3))
    im.putpalette([255, 0, 0, 0, 0, 255])
    im.putdata([(x + y) % 2 for y in range(3) for x in range(9)])
    im.save("pillow_palette1_trns.png", bits=1, transparency=bytes([0]))

    # Palette, 2-bit: 4 entries, index (x + 2y) mod 4.
    im = Image.new("P", (5, 3))
    im.putpalette([0, 0, 0, 255, 255, 255, 10, 200, 30, 250, 128, 5])
    im.putdata([(x + 2 * y) % 4 for y in range(3) for x in range(5)])
    im.save("pillow_palette2.png", bits=2)

    # Palette, 4-bit: 16 entries (17i, 255 - 17i, 100), index (3x + y) mod 16, entry 3 half transparent.
    im = Image.new("P", (7, 5))
    im.putpalette([v for i in range(16) for v in (17 * i, 255 - 17 * i, 100)])
    im.putdata([(3 * x + y) % 16 for y in range(5) for x in range(7)])
    im.save("pillow_palette4_trns.png", bits=4, transparency=bytes([255, 255, 255, 128]))

    # Grey, 1-bit: (x xor y) & 1 → 0 or 255.
    im = Image.new("1", (9, 3))
    im.putdata([255 * ((x ^ y) & 1) for y in range(3) for x in range(9)])
    im.save("pillow_grey1.png")

    # Grey, 8-bit: pattern(x, y, 0).
    im = Image.new("L", (8, 8))
    im.putdata([pattern(x, y, 0) for y in range(8) for x in range(8)])
    im.save("pillow_grey8.png")

    # Grey, 8-bit, tRNS colour key 64: value 32x + y (0...231), so (2, 0) is transparent.
    im = Image.new("L", (8, 8))
    im.putdata([32 * x + y for y in range(8) for x in range(8)])
    im.save("pillow_grey8_trns.png", transparency=64)

    # Grey, 16-bit: pattern16(x, y, 0).
    im = Image.new("I;16", (6, 4))
    im.putdata([pattern16(x, y, 0) for y in range(4) for x in range(6)])
    im.save("pillow_grey16.png")

    # Grey + alpha, 8-bit: (pattern(x, y, 0), pattern(x, y, 3)).
    im = Image.new("LA", (8, 8))
    im.putdata([(pattern(x, y, 0), pattern(x, y, 3)) for y in range(8) for x in range(8)])
    im.save("pillow_greyalpha8.png")

    # RGB, 8-bit: pattern(x, y, c) for c = 0, 1, 2 (noisy, so Pillow's adaptive filtering mixes filters).
    im = Image.new("RGB", (24, 24))
    im.putdata([tuple(pattern(x, y, c) for c in range(3)) for y in range(24) for x in range(24)])
    im.save("pillow_rgb8.png")

    # RGB, 8-bit, tRNS colour key (255, 0, 0): red on the diagonal (transparent), else (0, 8x, 8y).
    im = Image.new("RGB", (8, 8))
    im.putdata([(255, 0, 0) if x == y else (0, 8 * x, 8 * y) for y in range(8) for x in range(8)])
    im.save("pillow_rgb8_trns.png", transparency=(255, 0, 0))

    # RGBA, 8-bit: smooth gradient (so Pillow picks Sub/Up/Average/Paeth rows): (16x, 16y, 255 - 8(x + y), 255 - 4x).
    im = Image.new("RGBA", (16, 16))
    im.putdata([(16 * x, 16 * y, 255 - 8 * (x + y), 255 - 4 * x) for y in range(16) for x in range(16)])
    im.save("pillow_rgba8.png")


# ---------------------------------------------------------------- own writer
def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prev, bpp):
    out = bytearray()
    for i, v in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((v - pred) & 0xFF)
    return bytes(out)


def write_png(name, width, height, depth, color_type, rows, bpp, extra_before=b"", idat_parts=1, extra_after_first_idat=False):
    """rows: packed sample bytes per row. Row y uses filter y mod 5."""
    raw = bytearray()
    prev = bytes(len(rows[0]))
    for y, row in enumerate(rows):
        kind = y % 5
        raw.append(kind)
        raw += filter_row(kind, row, prev, bpp)
        prev = row
    data = zlib.compress(bytes(raw), 9)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 0)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra_before
    size = -(-len(data) // idat_parts)
    for i in range(idat_parts):
        out += chunk(b"IDAT", data[i * size:(i + 1) * size])
    out += chunk(b"IEND", b"")
    with open(name, "wb") as f:
        f.write(out)


def pack_bits(samples, depth):
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def zlib_fixtures():
    # RGBA 8-bit, 10×10, pattern(x, y, c), filters None, Sub, Up, Average, Paeth on rows 0-4 and again 5-9.
    rows = [bytes(pattern(x, y, c) for x in range(10) for c in range(4)) for y in range(10)]
    write_png("zlib_filters_rgba8.png", 10, 10, 8, 6, rows, 4)

    # RGB 16-bit, 7×5, pattern16(x, y, c): every filter with a 6-byte pixel distance.
    rows = [b"".join(struct.pack(">H", pattern16(x, y, c)) for x in range(7) for c in range(3)) for y in range(5)]
    write_png("zlib_filters_rgb16.png", 7, 5, 16, 2, rows, 6)

    # Grey 2-bit, 11×5, (x + y) mod 4 → 0, 85, 170, 255: every filter on packed samples (distance 1).
    rows = [pack_bits([(x + y) % 4 for x in range(11)], 2) for y in range(5)]
    write_png("zlib_filters_grey2.png", 11, 5, 2, 0, rows, 1)

    # Grey 4-bit, 5×5, (3x + 5y) mod 16 → 17 × value.
    rows = [pack_bits([(3 * x + 5 * y) % 16 for x in range(5)], 4) for y in range(5)]
    write_png("zlib_filters_grey4.png", 5, 5, 4, 0, rows, 1)

    # Grey + alpha 16-bit, 6×5, (pattern16(x, y, 0), pattern16(x, y, 1)).
    rows = [b"".join(struct.pack(">HH", pattern16(x, y, 0), pattern16(x, y, 1)) for x in range(6)) for y in range(5)]
    write_png("zlib_filters_greyalpha16.png", 6, 5, 16, 4, rows, 4)

    # RGBA 16-bit, 5×5, pattern16(x, y, c).
    rows = [b"".join(struct.pack(">H", pattern16(x, y, c)) for x in range(5) for c in range(4)) for y in range(5)]
    write_png("zlib_filters_rgba16.png", 5, 5, 16, 6, rows, 8)

    # RGBA 8-bit, 12×12 pattern, image data split over 4 IDAT chunks, with ancillary gAMA, sRGB, tEXt
    # and a private chunk `kaSs` before the data: all must be skipped.
    rows = [bytes(pattern(x, y, c) for x in range(12) for c in range(4)) for y in range(12)]
    extra = (chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sRGB", b"\x00")
             + chunk(b"tEXt", b"Comment\x00made by make_fixtures.py") + chunk(b"kaSs", b"private"))
    write_png("zlib_multi_idat_ancillary.png", 12, 12, 8, 6, rows, 4, extra_before=extra, idat_parts=4)


if __name__ == "__main__":
    pillow_fixtures()
    zlib_fixtures()
