"""Time to draw the card faces: every card of the pack built and painted at hover size, and the
hover card shown for a hand card (build, lay out, paint), median of several rounds.
Usage: QT_QPA_PLATFORM=offscreen python bench/card_faces.py [--rounds N]
Ends with ``RESULT face_ms=<median per face> hover_ms=<median per show> faces=<count>``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel

from founders_desktop.content import default_pack
from founders_desktop.view.cards.faces import face_for
from founders_desktop.view.cards.hover import SCALE, CardHover


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    pack = default_pack()
    ids = [*pack.advisers, *pack.standard_cards, *pack.prestige_buildings, *pack.resources, *pack.races]
    image = QImage(300, 420, QImage.Format.Format_ARGB32_Premultiplied)
    per_face = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        for card in ids:
            face = face_for(pack, card, 2)
            assert face is not None
            image.fill(QColor(0, 0, 0, 0))
            painter = QPainter(image)
            face.paint(painter, QRectF(0, 0, face.width * SCALE, face.height * SCALE))
            painter.end()
        per_face.append((time.perf_counter() - start) * 1000 / len(ids))
    hover = CardHover(pack)
    near = QLabel("card")
    near.show()
    shows = []
    for k in range(args.rounds * 10):
        card = ids[k % len(ids)]
        start = time.perf_counter()
        hover.show_cards([card], near)
        assert hover.popup is not None
        hover.popup.grab()  # lays out and paints it, as the first frame on screen does
        shows.append((time.perf_counter() - start) * 1000)
        hover.hide()
    face_ms = statistics.median(per_face)
    hover_ms = statistics.median(shows)
    print(f"{len(ids)} faces: {face_ms:.2f} ms each (median of {args.rounds} rounds)")
    print(f"hover card shown and painted: {hover_ms:.2f} ms (median of {len(shows)})")
    print(f"RESULT face_ms={face_ms:.2f} hover_ms={hover_ms:.2f} faces={len(ids)}")
    near.close()
    del app


if __name__ == "__main__":
    main()
