"""Read an X window dump (``xwd -root``) into a QImage: how the Xvfb smoke test sees the real screen."""

from __future__ import annotations

import struct
from pathlib import Path

from PySide6.QtGui import QImage

HEADER_FIELDS = 25


def read_xwd(path: Path) -> QImage:
    """Decode a 24/32-bit TrueColor XWD file (what Xvfb produces) into a QImage."""
    data = path.read_bytes()
    fields = struct.unpack(">25I", data[: 4 * HEADER_FIELDS])
    header_size, width, height = fields[0], fields[4], fields[5]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = fields[7], fields[11], fields[12], fields[19]
    formats = {
        (32, 0): QImage.Format.Format_RGB32,  # LSBFirst: B, G, R, x in memory
        (32, 1): QImage.Format.Format_RGBX8888,  # MSBFirst: x, R, G, B; fixed below
        (24, 0): QImage.Format.Format_BGR888,
        (24, 1): QImage.Format.Format_RGB888,
    }
    key = (bits_per_pixel, byte_order)
    if key not in formats:
        raise ValueError(f"{path}: {bits_per_pixel} bits per pixel is not supported")
    offset = header_size + ncolors * 12
    pixels = data[offset : offset + bytes_per_line * height]
    if key == (32, 1):
        pixels = b"".join(pixels[i : i + 4][::-1] for i in range(0, len(pixels), 4))
        return QImage(pixels, width, height, bytes_per_line, QImage.Format.Format_RGB32).copy()
    return QImage(pixels, width, height, bytes_per_line, formats[key]).copy()
