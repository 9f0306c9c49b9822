"""Time moving early pieces of a big sandbox layout with the mouse: press, lift, hover, drop, undo.

Taking up a piece near the start of the layout means the board without it must be worked out
again (every later payment and delivery may change), which is what this measures. A layout of
random legal placements (4 colours) on the symmetric side; for each of the first pieces the script
presses on it, moves the mouse (the piece lifts: the board without it and its shading), moves over
a legal spot (the preview), releases there (the move is applied and the board redrawn) and undoes.
Each figure is the time of that one mouse event or undo, including the frame Qt paints after it.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/sandbox_edit.py [--short]

Last line: ``RESULT entries=... lift_max_ms=... hover_max_ms=... drop_max_ms=... undo_max_ms=...``
(target: lift under 50 ms on a 40-piece layout), then the same maxima in CPU time of this thread
(``..._max_cpu_ms``), which other programs on a busy machine do not inflate.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from founders_desktop.app.sandbox.sample import sample_entries  # noqa: E402
from founders_desktop.city import PieceKind  # noqa: E402
from founders_desktop.content import Square  # noqa: E402
from founders_desktop.view.city_map_item import SQUARE  # noqa: E402
from founders_desktop.view.sandbox_page import SandboxPage  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


CPU: dict[str, list[float]] = {}  # the same, in this thread's CPU time (what load cannot inflate)


def timed(action: Callable[[], object], name: str) -> float:
    start, start_cpu = time.perf_counter(), time.thread_time()
    action()
    QApplication.processEvents()
    CPU.setdefault(name, []).append((time.thread_time() - start_cpu) * 1000)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--short", action="store_true", help="fewer pieces moved (CI)")
    parser.add_argument("--steps", type=int, default=45, help="random placements tried (45: ~40 pieces)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    page = SandboxPage()
    page.resize(1400, 900)
    page.show()
    page.side_picker.setCurrentIndex(page.side_picker.findData("symmetric"))
    app.processEvents()
    c = page.controller
    assert c is not None
    entries, _ = sample_entries(page.pack, "symmetric", 4, args.steps, 11)
    c.set_entries(entries)
    page.view.fit_to_window()
    app.processEvents()
    viewport = page.view.viewport()

    def at(square: Square) -> QPoint:
        return page.view.mapFromScene(QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE))

    times: dict[str, list[float]] = {"press": [], "lift": [], "hover": [], "drop": [], "undo": []}
    moved = 0
    for index in range(len(entries)):
        if moved >= (3 if args.short else 10):
            break
        placement = c.entries[index].placement
        if placement.kind in (PieceKind.ROAD, PieceKind.BUY_ACCESS):
            continue
        square = c.squares_of(placement)[0]
        beside = (square[0] + 1, square[1])
        QTest.mouseMove(viewport, at(square))
        app.processEvents()
        times["press"].append(timed(lambda s=square: QTest.mousePress(viewport, LEFT, NONE, at(s)), "press"))
        times["lift"].append(timed(lambda b=beside: QTest.mouseMove(viewport, at(b)), "lift"))
        if page.drag.drag is None:
            continue
        targets = sorted(page.drag.drop_squares() - {square})
        if not targets:
            QTest.keyClick(page.view, Qt.Key.Key_Escape)
            QTest.mouseRelease(viewport, LEFT, NONE, at(beside))
            continue
        target = targets[len(targets) // 2]
        times["hover"].append(timed(lambda t=target: QTest.mouseMove(viewport, at(t)), "hover"))
        before = c.undo_stack.index()
        times["drop"].append(timed(lambda t=target: QTest.mouseRelease(viewport, LEFT, NONE, at(t)), "drop"))
        assert c.undo_stack.index() == before + 1, "the drop was refused"
        times["undo"].append(timed(c.undo_stack.undo, "undo"))
        assert c.entries == entries, "undo did not restore the layout"
        moved += 1
    for name, values in times.items():
        print(
            f"{name:6} median {statistics.median(values):7.2f} ms  max {max(values):7.2f} ms  "
            f"(CPU max {max(CPU[name]):7.2f} ms, {len(values)} samples)"
        )
    print(
        f"RESULT entries={len(entries)} moved={moved} "
        + " ".join(f"{name}_max_ms={max(values):.2f}" for name, values in times.items())
        + " "
        + " ".join(f"{name}_max_cpu_ms={max(CPU[name]):.2f}" for name in times)
    )


if __name__ == "__main__":
    main()
