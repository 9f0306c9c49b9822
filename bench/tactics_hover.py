"""Hover speed on the tactics board: shading reachable hexes and drawing the path, per mouse move.

A 150-hex map (15 x 10, walls, obstacles, difficult terrain, traps, thin walls) with 12 figures.
For each figure in turn: select it (the engine computes its reach, uncached, and the board shades
it: a "select" event), then sweep the mouse across the map (each move looks up the path in the
cached reach and repaints the path overlay: a "hover" event). Each event is timed from the mouse
event to the end of the repaint it causes (events processed, the window painted).

Python's cyclic garbage collector sometimes runs a full collection over every object of the
process (PySide6, networkx: a few hundred thousand); that pause (50-100 ms here) can land on any
event. Long-running GUI apps avoid it with ``gc.freeze()`` once started (the startup objects
leave the collector's view); the bench does that after building the page, as launch.py should
(see the tactics GUI report). ``--no-freeze`` measures without it.

Usage: python bench/tactics_hover.py [--moves N] [--move M] [--no-freeze] [--platform offscreen|xcb]
Ends with ``RESULT hover_max_ms=<slowest event, select or hover> hover_p95_ms=... select_max_ms=...``.
Target: hover_max_ms under 16 (one frame at 60 Hz).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def build_scenario() -> object:
    from founders_desktop.app.tactics.demo import rectangle
    from founders_desktop.app.tactics.scenario import AbilitySpec, FigureKind, Scenario, ScenarioFigure
    from founders_desktop.tactics import Hex, Terrain

    hexes = rectangle(15, 10)
    assert len(hexes) == 150
    ordered = sorted(hexes)
    terrain: dict[Hex, Terrain] = {}
    kinds = [Terrain.WALL, Terrain.OBSTACLE, Terrain.DIFFICULT, Terrain.TRAP, Terrain.HAZARDOUS, Terrain.ICY]
    for i, h in enumerate(ordered):
        if i % 7 == 3:
            terrain[h] = kinds[(i // 7) % len(kinds)]
    free = [h for h in ordered if h not in terrain]
    walls = frozenset(frozenset((h, h.neighbour(1))) for h in free[5::23] if h.neighbour(1) in hexes)
    figures = []
    for n, h in enumerate(free[2::11][:12]):
        kind = FigureKind.MONSTER if n % 2 else (FigureKind.SUMMON if n % 4 == 2 else FigureKind.CHARACTER)
        figures.append(ScenarioFigure(f"{kind.value}-{n}", h, kind, initiative=10 + n, standee=n))
    monster = next(f.id for f in figures if f.kind is FigureKind.MONSTER)
    return Scenario(
        hexes=hexes,
        terrain=tuple(sorted(terrain.items())),
        thin_walls=walls,
        figures=tuple(figures),
        active=monster,
        ability=AbilitySpec(move=4, range=3, targets=2),
    )


def run(moves: int, move: int, freeze: bool) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from founders_desktop.app.tactics.controller import TacticsController
    from founders_desktop.app.tactics.scenario import Scenario
    from founders_desktop.view.tactics import geometry as geo
    from founders_desktop.view.tactics_page import TacticsPage

    app = QApplication.instance() or QApplication([])
    scenario = build_scenario()
    assert isinstance(scenario, Scenario)
    page = TacticsPage(controller=TacticsController(scenario))
    page.resize(1280, 800)
    page.show()
    for _ in range(5):
        app.processEvents()
    page.view.fit_to_window()
    app.processEvents()
    if freeze:
        gc.collect()
        gc.freeze()
    viewport = page.view.viewport()
    sweep = sorted(scenario.hexes)
    selects: list[float] = []
    hovers: list[float] = []
    for figure in scenario.figures:
        started = time.perf_counter()
        page.inspect(figure.id, move)
        app.processEvents()
        selects.append((time.perf_counter() - started) * 1000)
        for k in range(moves):
            h = sweep[(k * 37 + len(hovers)) % len(sweep)]
            point: QPoint = page.view.mapFromScene(geo.centre(h))
            started = time.perf_counter()
            QTest.mouseMove(viewport, point)
            app.processEvents()
            hovers.append((time.perf_counter() - started) * 1000)
    page.close()
    return selects, hovers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60, help="mouse moves per selected figure")
    parser.add_argument("--move", type=int, default=4, help="the move value whose reach is shaded")
    parser.add_argument("--no-freeze", action="store_true", help="leave the garbage collector as it is")
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = args.platform
    with tempfile.TemporaryDirectory() as folder:
        os.environ["FOUNDERS_DESKTOP_SETTINGS"] = os.path.join(folder, "settings.ini")
        selects, hovers = run(args.moves, args.move, freeze=not args.no_freeze)
    everything = sorted(selects + hovers)
    p95 = everything[int(0.95 * (len(everything) - 1))]
    print("select ms:", " ".join(f"{t:.1f}" for t in selects))
    print(f"select (reach + shading): max {max(selects):.2f} ms, median {statistics.median(selects):.2f} ms")
    print(f"hover (path + repaint): max {max(hovers):.2f} ms, median {statistics.median(hovers):.2f} ms")
    print(
        f"RESULT hover_max_ms={max(everything):.2f} hover_p95_ms={p95:.2f} "
        f"select_max_ms={max(selects):.2f} events={len(everything)} gc_freeze={not args.no_freeze}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
