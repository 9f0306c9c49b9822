"""Hover speed on the tactics board: shading reachable hexes and drawing the path, per mouse move.

A 150-hex map (15 x 10, walls, obstacles, difficult terrain, traps, thin walls) with 12 figures.
For each figure in turn: select it (the engine computes its reach, uncached, and the board
shades it: a "select" event), then sweep the mouse across the map (each move looks up the path
in the cached reach and repaints the path overlay: a "hover" event), then drag the figure about
(it follows the mouse with its path; also "hover" events) and drop it back home. Each event is
timed from the mouse event to the end of the repaint it causes (events processed, the window
painted).

Python's cyclic garbage collector sometimes runs a full collection over every object of the
process (PySide6, networkx: a few hundred thousand); that pause (50-100 ms here) can land on any
event. Long-running GUI apps avoid it with ``gc.freeze()`` once started (the startup objects
leave the collector's view); the bench does that after building the page, as launch.py should
(see the tactics GUI report). ``--no-freeze`` measures without it.

Usage: python bench/tactics_hover.py [--moves N] [--move M] [--no-freeze] [--platform offscreen|xcb]
Ends with ``RESULT hover_max_ms=<slowest event, select or hover, wall clock> hover_p95_ms=...
hover_cpu_max_ms=<slowest in CPU time> select_max_ms=...``.
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


class Timer:
    """Wall-clock and CPU time of one event, in ms. On a shared, loaded machine the wall time
    includes waiting for a core; the CPU time is the work the event costs the app."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def __enter__(self) -> Timer:
        self._wall = time.perf_counter()
        self._cpu = time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall.append((time.perf_counter() - self._wall) * 1000)
        self.cpu.append((time.process_time() - self._cpu) * 1000)


def run(moves: int, move: int, freeze: bool) -> tuple[Timer, Timer]:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from founders_desktop.app.tactics.controller import TacticsController
    from founders_desktop.app.tactics.scenario import Scenario
    from founders_desktop.view.tactics import geometry as geo
    from founders_desktop.view.tactics_page import TacticsPage

    LEFT, NO_MODIFIER = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier  # noqa: N806
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
    selects = Timer()
    hovers = Timer()
    for figure in scenario.figures:
        with selects:
            page.inspect(figure.id, move)
            app.processEvents()
        for k in range(moves):
            h = sweep[(k * 37 + len(hovers.wall)) % len(sweep)]
            point: QPoint = page.view.mapFromScene(geo.centre(h))
            with hovers:
                QTest.mouseMove(viewport, point)
                app.processEvents()
        # then drag the figure around (it follows the mouse, the path follows it) and let it
        # snap back home: these moves are timed like hovers
        home = page.view.mapFromScene(geo.centre(figure.hex))
        QTest.mousePress(viewport, LEFT, NO_MODIFIER, home)
        for k in range(max(1, moves // 3)):
            h = sweep[(k * 53 + len(hovers.wall)) % len(sweep)]
            point = page.view.mapFromScene(geo.centre(h))
            with hovers:
                QTest.mouseMove(viewport, point)
                app.processEvents()
        QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, home)
        app.processEvents()
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
    wall = sorted(selects.wall + hovers.wall)
    cpu = sorted(selects.cpu + hovers.cpu)
    p95 = wall[int(0.95 * (len(wall) - 1))]
    print("select ms (wall):", " ".join(f"{t:.1f}" for t in selects.wall))
    for name, t in (("select (reach + shading)", selects), ("hover (path + repaint)", hovers)):
        print(
            f"{name}: wall max {max(t.wall):.2f} median {statistics.median(t.wall):.2f} ms; "
            f"cpu max {max(t.cpu):.2f} median {statistics.median(t.cpu):.2f} ms"
        )
    print(
        f"RESULT hover_max_ms={max(wall):.2f} hover_p95_ms={p95:.2f} hover_cpu_max_ms={max(cpu):.2f} "
        f"select_max_ms={max(selects.wall):.2f} events={len(wall)} gc_freeze={not args.no_freeze}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
