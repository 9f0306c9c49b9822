"""Time one mouse move of a drag on a late-game sandbox board: shading, ghost, preview and bubble.

A board of 4 colours after 320 random legal placements (50+ tiles, 40+ roads), on both map
sides. For every kind of piece the script takes it from the tray and sweeps the cursor across the
board through real mouse events on the viewport. Taking the piece (``pickup_ms``) is timed apart:
that is when the shading is worked out (legal placements from a cold cache). Each hover sample is
then one mouse move reaching a new square: the event filter, the engine's preview (cost,
violations, payments, deliveries), the text, the ghost and the connections highlight
(``first_move_max_ms``: the slowest first move after a pick-up). Painting is timed apart too
(``frame_ms``): the event-loop turn after the move, in which Qt repaints what changed.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/drag_hover.py [--short]

Last line: ``RESULT hover_max_ms=... hover_median_ms=... hover_max_cpu_ms=... first_move_max_ms=...
pickup_max_ms=... pickup_median_ms=... frame_median_ms=... frame_max_ms=...`` (target: hover max
< 16). ``hover_max_cpu_ms`` is the slowest move in CPU time of this thread, which the other
programs of a busy machine do not inflate.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from founders_desktop.app.sandbox.sample import sample_entries  # noqa: E402
from founders_desktop.city import Piece, PieceKind, TileKind  # noqa: E402
from founders_desktop.view.city_map_item import SQUARE  # noqa: E402
from founders_desktop.view.sandbox_page import SandboxPage  # noqa: E402


def pieces(page: SandboxPage) -> list[Piece]:
    pack = page.pack
    assert page.controller is not None
    placed = {t.item for t in page.controller.state.tiles if t.kind is TileKind.PRESTIGE}
    out = [Piece(PieceKind.IMPORT, r) for r in pack.basic_resources[:3]]
    out += [Piece(PieceKind.UPGRADE, r.id) for r in pack.resources.values() if not r.basic]
    out += [Piece(PieceKind.PRESTIGE, b) for b in list(pack.prestige_buildings)[:8] if b not in placed]
    out += [Piece(k) for k in (PieceKind.HOUSE, PieceKind.BRIDGE, PieceKind.ROAD, PieceKind.BUY_ACCESS)]
    return out


def sweep(page: SandboxPage, step: int) -> list[tuple[int, int]]:
    """A zig-zag over the board, every ``step``-th square (the path of a wandering cursor)."""
    assert page.controller is not None
    board = page.controller.state.board
    out: list[tuple[int, int]] = []
    for y in range(board.height):
        xs = range(0, board.width, step) if y % 2 == 0 else range(board.width - 1, -1, -step)
        out.extend((x, y) for x in xs)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--short", action="store_true", help="a smaller board, 3 pieces, one map (CI)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    page = SandboxPage()
    page.resize(1400, 900)
    page.show()
    app.processEvents()
    hover: list[float] = []
    paint: list[float] = []
    pickup: list[float] = []
    first_moves: list[float] = []
    cpu: list[float] = []  # the same moves in this thread's CPU time: what other programs cannot add
    for map_id in ("symmetric",) if args.short else ("symmetric", "thematic"):
        page.side_picker.setCurrentIndex(page.side_picker.findData(map_id))
        assert page.controller is not None
        entries, state = sample_entries(page.pack, map_id, 4, 160 if args.short else 320, 11)
        page.controller.set_entries(entries)
        page.view.fit_to_window()
        app.processEvents()
        tiles = len(page.controller.state.tiles)
        roads = len(page.controller.state.roads)
        kinds = pieces(page)[2:5] if args.short else pieces(page)
        path = sweep(page, 4 if args.short else 1)
        viewport = page.view.viewport()
        mine: list[float] = []
        worst: dict[Piece, float] = {}
        for n, piece in enumerate(kinds):
            player = n % 4
            page.controller.set_player(player)
            first = True
            for square in path:
                pos = page.view.mapFromScene(QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE))
                event = QMouseEvent(
                    QEvent.Type.MouseMove,
                    QPointF(pos),
                    QPointF(viewport.mapToGlobal(pos)),
                    Qt.MouseButton.NoButton,
                    Qt.MouseButton.NoButton,
                    Qt.KeyboardModifier.NoModifier,
                )
                if first:  # taking the piece: the shading is computed now, from a cold cache
                    page.controller._legal.clear()
                    page.controller.state._cache.pop(("legal", player, piece, False), None)
                    start = time.perf_counter()
                    page.drag.arm(piece, player)
                    pickup.append((time.perf_counter() - start) * 1000)
                start, start_cpu = time.perf_counter(), time.thread_time()
                QApplication.sendEvent(viewport, event)
                took = (time.perf_counter() - start) * 1000
                cpu.append((time.thread_time() - start_cpu) * 1000)
                mine.append(took)
                worst[piece] = max(worst.get(piece, 0.0), took)
                if first:
                    first_moves.append(took)
                first = False
                start = time.perf_counter()
                app.processEvents()  # the frame: Qt repaints what the move changed
                paint.append((time.perf_counter() - start) * 1000)
            page.drag.arm(None)
        hover.extend(mine)
        slowest = sorted(worst.items(), key=lambda kv: -kv[1])[:3]
        print("  slowest:", ", ".join(f"{p.kind.value} {p.item} {ms:.1f} ms" for p, ms in slowest))
        print(
            f"{map_id}: {tiles} tiles, {roads} roads, {len(kinds)} pieces, {len(mine)} moves: "
            f"median {statistics.median(mine):.2f} ms, max {max(mine):.2f} ms"
        )
    print(
        f"pick-up (shading from a cold cache): median {statistics.median(pickup):.2f} ms, "
        f"max {max(pickup):.2f} ms"
    )
    print(
        f"RESULT hover_max_ms={max(hover):.2f} hover_median_ms={statistics.median(hover):.2f} "
        f"hover_max_cpu_ms={max(cpu):.2f} first_move_max_ms={max(first_moves):.2f} "
        f"pickup_max_ms={max(pickup):.2f} "
        f"pickup_median_ms={statistics.median(pickup):.2f} "
        f"frame_median_ms={statistics.median(paint):.2f} frame_max_ms={max(paint):.2f}"
    )


if __name__ == "__main__":
    main()
