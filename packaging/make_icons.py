"""Render the app's SVG icon into the PNG, .ico and .icns files the operating systems want.

Qt draws the SVG (QSvgRenderer), so no binary icon is committed and the icons always match the
SVG. The .ico and .icns containers are written by hand: both simply wrap PNG images, and doing it
here avoids depending on Pillow or on Qt image-format plugins that a build machine may lack.

    python packaging/make_icons.py OUT_DIR
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "founders-desktop.svg"
NAME = "founders-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-based icon types: (type code, pixel size). The @2x types reuse the larger renders.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs want bytes; Qt wants str
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (Windows Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        # A size of 256 is stored as 0: the field is one byte.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: a big-endian container of (type, length, PNG) chunks."""
    chunks = b"".join(code + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for code, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def make_icons(out_dir: Path, svg: Path = SVG) -> list[Path]:
    """Write NAME-SIZE.png for each size, NAME.png (256), NAME.ico and NAME.icns; return the paths.

    Reuses a running Qt application; otherwise starts a QGuiApplication, so a caller that will
    show widgets in the same process must create its QApplication first.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    written: dict[Path, bytes] = {out_dir / f"{NAME}-{size}.png": png for size, png in pngs.items()}
    written[out_dir / f"{NAME}.png"] = pngs[256]
    written[out_dir / f"{NAME}.ico"] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    written[out_dir / f"{NAME}.icns"] = icns_bytes(pngs)
    for path, data in written.items():
        path.write_bytes(data)
    return sorted(written)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_icons.py OUT_DIR")
    for path in make_icons(Path(sys.argv[1])):
        print(path)
