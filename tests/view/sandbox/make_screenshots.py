"""Draw the README's sandbox screenshots: a busy board, and a drag in progress (shading, preview).

QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/view/sandbox/make_screenshots.py [OUT_DIR]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from founders_desktop.app.sandbox.sample import sample_entries
from founders_desktop.city import PieceKind
from founders_desktop.view.city_map_item import SQUARE
from founders_desktop.view.sandbox_page import SandboxPage


def viewport_point(page: SandboxPage, square: tuple[int, int]) -> QPoint:
    centre = QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE)
    return page.view.mapFromScene(centre)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from founders_desktop.view.style import apply_style

    apply_style(app)  # type: ignore[arg-type]
    page = SandboxPage()
    page.resize(1400, 860)
    page.show()
    page.side_picker.setCurrentIndex(page.side_picker.findData("symmetric"))
    assert page.controller is not None
    entries, _ = sample_entries(page.pack, "symmetric", 4, 150, 5)
    page.controller.set_entries(entries)
    QApplication.processEvents()
    page.view.fit_to_window()
    QApplication.processEvents()
    page.grab().save(str(out / "sandbox-board.png"))

    page.tray.choose(PieceKind.UPGRADE, "machinery", player=0)
    spots = sorted(page.drag.drop_squares())
    target = spots[len(spots) // 2] if spots else (10, 7)
    QTest.mouseMove(page.view.viewport(), viewport_point(page, target))
    QApplication.processEvents()
    page.grab().save(str(out / "sandbox-drag.png"))

    page.tray.choose(PieceKind.HOUSE, player=1)
    state = page.controller.state
    grey = [
        sq
        for sq in state.grid.buildable - state.grid.green
        if page.controller.entry_at(sq) is None and 7 <= sq[0] <= 13 and 4 <= sq[1] <= 8
    ]
    QTest.mouseMove(page.view.viewport(), viewport_point(page, sorted(grey)[0] if grey else (1, 1)))
    QApplication.processEvents()
    page.grab().save(str(out / "sandbox-drag-illegal.png"))
    print("wrote", *sorted(p.name for p in out.glob("sandbox-*.png")))
    _ = Qt


if __name__ == "__main__":
    main()
