"""Small, valid PNG images made on the spot (zlib and struct), for steps that carry a screenshot."""

from __future__ import annotations

import base64
import struct
import zlib


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width: int, height: int, rgb: tuple[int, int, int] = (30, 120, 200)) -> bytes:
    """A ``width`` × ``height`` PNG of one colour (8-bit RGB, no interlace)."""
    row = b"\x00" + bytes(rgb) * width  # filter type 0, then the pixels
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(row * height))
        + _chunk(b"IEND", b"")
    )


def png_b64(width: int, height: int, rgb: tuple[int, int, int] = (30, 120, 200)) -> str:
    return base64.b64encode(png(width, height, rgb)).decode()
