"""A small PNG decoder (standard library only) for checking what Chromium drew.

Handles what Chromium writes for screenshots: 8-bit RGB or RGBA, not interlaced. Rows are
unfiltered as the PNG specification says (filters 0-4), then returned as RGB triples.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass

SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class Image:
    width: int
    height: int
    pixels: list[tuple[int, int, int]]  # row by row

    def at(self, x: int, y: int) -> tuple[int, int, int]:
        return self.pixels[y * self.width + x]


def decode_png(data: bytes) -> Image:
    assert data.startswith(SIGNATURE), "not a PNG file"
    chunks = _chunks(data)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks["IHDR"][0])
    assert depth == 8 and colour in (2, 6) and interlace == 0, "unexpected PNG flavour"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks["IDAT"]))
    rows = _unfilter(raw, width * channels, height, channels)
    pixels = [
        (row[i], row[i + 1], row[i + 2]) for row in rows for i in range(0, len(row), channels)
    ]
    return Image(width, height, pixels)


def _chunks(data: bytes) -> dict[str, list[bytes]]:
    found: dict[str, list[bytes]] = {}
    offset = len(SIGNATURE)
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8].decode("ascii")
        found.setdefault(kind, []).append(data[offset + 8 : offset + 8 + length])
        offset += 12 + length  # length, type, data, CRC
    return found


def _unfilter(raw: bytes, stride: int, height: int, bpp: int) -> list[bytearray]:
    rows: list[bytearray] = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        _undo_filter(kind, line, previous, bpp)
        rows.append(line)
        previous = line
    return rows


def _undo_filter(kind: int, line: bytearray, up: bytearray, bpp: int) -> None:
    if kind == 0:
        return
    if kind == 2:
        line[:] = bytes((a + b) & 0xFF for a, b in zip(line, up, strict=True))
        return
    for i in range(len(line)):
        left = line[i - bpp] if i >= bpp else 0
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + ((left + up[i]) >> 1)) & 0xFF
        elif kind == 4:
            line[i] = (line[i] + _paeth(left, up[i], up[i - bpp] if i >= bpp else 0)) & 0xFF
        else:
            raise AssertionError(f"unknown PNG filter {kind}")


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c
