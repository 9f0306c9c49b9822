"""The scenario editor's controller: the scenario, its undo stack, and the engine's answers.

Every edit is a ``SwapStep`` on a ``QUndoStack`` that swaps whole (immutable) scenarios, so
undo and redo are exact. ``changed`` says what kind of thing changed (board, figures, ability,
rules) so the view repaints only that. Engine answers are cached per scenario: the board is
rebuilt only when the map changes, reach per (figure, move, mode), outcomes once per scenario;
hovering the board therefore only reads dictionaries.

The monster's turn may also be solved off the UI thread (``solve_in_background``): one worker
solves a copy of the scenario on a board of its own; an edit makes any answer still being
worked out stale (it is dropped, and a solve not yet started is cancelled); ``outcomes_ready``
says when the answer for the current scenario is in, ``busy_changed`` when a solve has taken
longer than a frame and when it ends.
"""

from __future__ import annotations

import contextlib
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from founders_desktop.app.swap_step import SwapStep
from founders_desktop.app.tactics import case_io, engine_port
from founders_desktop.app.tactics.engine_port import SightAnswer, Step
from founders_desktop.app.tactics.scenario import (
    AbilitySpec,
    FigureKind,
    Scenario,
    ScenarioFigure,
)
from founders_desktop.tactics import Board, Hex, MovementMode, Outcome, Terrain

#: A solve that takes longer than this shows the busy indicator (one frame at 60 Hz).
BUSY_AFTER_MS = 16

BOARD = "board"
FIGURES = "figures"
ABILITY = "ability"
RULES = "rules"
CASE = "case"


def _what_changed(a: Scenario, b: Scenario) -> frozenset[str]:
    out = set()
    if (a.hexes, a.terrain, a.thin_walls) != (b.hexes, b.terrain, b.thin_walls):
        out.add(BOARD)
    if (a.figures, a.active) != (b.figures, b.active):
        out.add(FIGURES)
    if a.ability != b.ability:
        out.add(ABILITY)
    if a.rules != b.rules:
        out.add(RULES)
    if (a.case_id, a.note, a.expected) != (b.case_id, b.note, b.expected):
        out.add(CASE)
    return frozenset(out)


class TacticsController(QObject):
    """Holds the editable scenario; views call its edit methods and listen to ``changed``."""

    #: A frozenset of BOARD, FIGURES, ABILITY, RULES, CASE.
    changed = Signal(object)
    #: The list of cases of the last opened file changed.
    cases_changed = Signal()
    #: The outcomes of the current scenario are known (after ``solve_in_background``).
    outcomes_ready = Signal()
    #: True when a background solve has taken longer than a frame, False when it is over.
    busy_changed = Signal(bool)
    #: (generation, outcomes or None) from the worker thread; queued to this object's thread.
    _solved = Signal(int, object)

    def __init__(self, scenario: Scenario | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self._scenario = scenario or Scenario()
        self._board: Board | None = None
        self._reach: dict[tuple[str, int, MovementMode], dict[Hex, Step] | None] = {}
        self._outcomes: list[Outcome] | None = None
        self._outcomes_ready = False
        self._stroke_before: Scenario | None = None
        self.cases: list[Scenario] = []
        self.path: Path | None = None
        self._generation = 0
        self._pending: tuple[int, Future[list[Outcome] | None]] | None = None
        self._busy = False
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_AFTER_MS)
        self._busy_timer.timeout.connect(self._show_busy)
        self._solved.connect(self._on_solved)

    # --- state ----------------------------------------------------------------------------

    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def board(self) -> Board:
        if self._board is None:
            self._board = engine_port.build_board(self._scenario)
        return self._board

    def _set(self, scenario: Scenario) -> None:
        what = _what_changed(self._scenario, scenario)
        self._scenario = scenario
        if not what:
            return
        if BOARD in what:
            self._board = None
        if what & {BOARD, FIGURES, RULES}:
            self._reach.clear()
        if what - {CASE}:
            self._outcomes_ready = False
            self._outcomes = None
            self._generation += 1  # any solve under way is for an old scenario now
            if self._pending is not None:
                self._pending[1].cancel()  # not started yet: never starts
                self._pending = None
            self._busy_timer.stop()
            if self._busy:
                self._busy = False
                self.busy_changed.emit(False)
        self.changed.emit(what)

    def edit(self, text: str, scenario: Scenario) -> bool:
        """Push an undoable edit; nothing happens (and False) when it changes nothing.
        During a stroke the edit shows at once and joins the stroke's single undo step."""
        if scenario == self._scenario:
            return False
        if self._stroke_before is not None:
            self._set(scenario)
            return True
        self.undo_stack.push(SwapStep(text, self._set, self._scenario, scenario))
        return True

    def begin_stroke(self) -> None:
        """Start a run of edits (a paint stroke) that undo takes back in one step."""
        self._stroke_before = self._scenario

    def end_stroke(self, text: str) -> None:
        """Close the stroke: one undo step if it changed anything, none otherwise (a Qt macro
        would leave an empty step behind a click outside the map)."""
        before, self._stroke_before = self._stroke_before, None
        if before is not None and before != self._scenario:
            self.undo_stack.push(SwapStep(text, self._set, before, self._scenario))

    def replace_scenario(self, scenario: Scenario) -> None:
        """Start over with ``scenario`` (a loaded case): the undo history is cleared."""
        self.undo_stack.clear()
        self._set(scenario)

    # --- edits ---------------------------------------------------------------------------------

    def paint_terrain(self, h: Hex, terrain: Terrain | None) -> bool:
        if h not in self._scenario.hexes:
            return False
        if terrain is not None and terrain.blocks_walking and self._scenario.figure_at(h):
            return False
        return self.edit(self.tr("Paint terrain"), self._scenario.with_terrain(h, terrain))

    def set_map_hex(self, h: Hex, on_map: bool) -> bool:
        text = self.tr("Add map hex") if on_map else self.tr("Remove map hex")
        return self.edit(text, self._scenario.with_hex(h, on_map))

    def toggle_thin_wall(self, a: Hex, b: Hex) -> bool:
        if a not in self._scenario.hexes or b not in self._scenario.hexes:
            return False
        present = frozenset((a, b)) in self._scenario.thin_walls
        return self.edit(self.tr("Thin wall"), self._scenario.with_thin_wall(a, b, not present))

    def can_stand(self, h: Hex, figure_id: str | None = None) -> bool:
        """Editor placement: on the map, not a wall or obstacle, no other figure there."""
        if not self.board.is_open(h):
            return False
        terrain = self.board.terrain_at(h)
        if terrain is not None and terrain.blocks_walking:
            return False
        other = self._scenario.figure_at(h)
        return other is None or other.id == figure_id

    def add_figure(self, kind: FigureKind, h: Hex, elite: bool = False) -> str | None:
        if not self.can_stand(h):
            return None
        s = self._scenario
        fid = s.new_figure_id(kind)
        figure = ScenarioFigure(fid, h, kind, elite=elite, standee=s.next_standee() if kind.is_monster else 0)
        self.edit(self.tr("Place figure"), s.with_figure(figure))
        return fid

    def move_figure(self, figure_id: str, h: Hex) -> bool:
        f = self._scenario.figure(figure_id)
        if f is None or f.hex == h or not self.can_stand(h, figure_id):
            return False
        return self.edit(self.tr("Move figure"), self._scenario.with_figure(replace(f, hex=h)))

    def update_figure(self, figure: ScenarioFigure) -> bool:
        return self.edit(self.tr("Edit figure"), self._scenario.with_figure(figure))

    def remove_figure(self, figure_id: str) -> bool:
        return self.edit(self.tr("Remove figure"), self._scenario.without_figure(figure_id))

    def set_active(self, figure_id: str) -> bool:
        f = self._scenario.figure(figure_id)
        if f is None or not f.kind.is_monster:
            return False
        return self.edit(self.tr("Set active monster"), replace(self._scenario, active=figure_id))

    def set_ability(self, ability: AbilitySpec) -> bool:
        return self.edit(self.tr("Edit ability"), replace(self._scenario, ability=ability))

    def set_rules(self, name: str) -> bool:
        return self.edit(self.tr("Change rule set"), replace(self._scenario, rules=name))

    # --- files ------------------------------------------------------------------------------

    def open_file(self, path: Path) -> list[Scenario]:
        """Read a case file; shows its first case and remembers the list (raises CaseFileError)."""
        cases = case_io.load_cases(path)
        self.cases = cases
        self.path = path
        self.cases_changed.emit()
        if cases:
            self.replace_scenario(cases[0])
        return cases

    def show_case(self, index: int) -> None:
        self.replace_scenario(self.cases[index])

    def save_file(self, path: Path) -> None:
        case_io.save_cases(path, [self._scenario])
        self.path = path

    # --- the engine's answers ---------------------------------------------------------------------

    def reach(self, figure_id: str, move: int, mode: MovementMode) -> dict[Hex, Step] | None:
        key = (figure_id, move, mode)
        if key not in self._reach:
            self._reach[key] = engine_port.reach(self._scenario, self.board, figure_id, move, mode)
        return self._reach[key]

    def sight(self, a: Hex, b: Hex) -> SightAnswer:
        return engine_port.sight(self._scenario, self.board, a, b)

    def ability_problem(self) -> str | None:
        """Why the engine refuses the active monster's ability, as its code (None: it does not)."""
        return engine_port.ability_problem(self._scenario)

    def outcomes(self) -> list[Outcome] | None:
        """The engine's outcomes of the active monster's turn (None: cannot tell)."""
        if not self._outcomes_ready:
            try:
                self._outcomes = engine_port.solve(self._scenario, self.board)
            except (KeyError, ValueError):
                self._outcomes = None
            self._outcomes_ready = True
        return self._outcomes

    def outcomes_known(self) -> bool:
        """Are the current scenario's outcomes worked out (``outcomes`` then returns at once)?"""
        return self._outcomes_ready

    @property
    def solving(self) -> bool:
        """Is a background solve of the current scenario under way?"""
        return self._pending is not None

    def solve_in_background(self) -> None:
        """Work out the current scenario's outcomes on the worker thread; ``outcomes_ready``
        follows (at once if they are known already)."""
        if self._outcomes_ready:
            self.outcomes_ready.emit()
            return
        if self._pending is not None:
            return
        gen, scenario = self._generation, self._scenario
        future = _solver().submit(_solve_alone, scenario)
        self._pending = (gen, future)
        # weakly: a future holding the controller kept its Qt wrapper alive past its window, to be
        # freed by Python's collector at some later moment (a crash seen in the test suite)
        me = weakref.ref(self)
        future.add_done_callback(lambda f: _deliver_to(me(), gen, f))
        self._busy_timer.start()

    def _deliver(self, gen: int, future: Future[list[Outcome] | None]) -> None:
        """On the worker thread (or here, if cancelled): hand the answer to the UI thread."""
        if future.cancelled():
            return
        with contextlib.suppress(RuntimeError):  # the controller is gone (its window closed)
            self._solved.emit(gen, future.result())

    def _on_solved(self, gen: int, outcomes: list[Outcome] | None) -> None:
        if gen != self._generation:
            return  # stale: the scenario changed while it was being solved
        self._pending = None
        self._outcomes, self._outcomes_ready = outcomes, True
        self._busy_timer.stop()
        if self._busy:
            self._busy = False
            self.busy_changed.emit(False)
        self.outcomes_ready.emit()

    def _show_busy(self) -> None:
        if self._pending is not None and not self._busy:
            self._busy = True
            self.busy_changed.emit(True)

    def matches_expected(self) -> bool | None:
        outcomes = self.outcomes()
        if outcomes is None:
            return None
        return engine_port.matches_expected(self._scenario, outcomes)


def _solve_alone(scenario: Scenario) -> list[Outcome] | None:
    """The worker's solve: on a board of its own, so that nothing is shared with the UI thread."""
    try:
        return engine_port.solve(scenario, engine_port.build_board(scenario))
    except (KeyError, ValueError):
        return None


_SOLVER: list[ThreadPoolExecutor] = []  # one worker thread shared by every controller


def _solver() -> ThreadPoolExecutor:
    if not _SOLVER:
        _SOLVER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="tactics-solve"))
    return _SOLVER[0]


def _deliver_to(controller: TacticsController | None, gen: int, future: Future[list[Outcome] | None]) -> None:
    if controller is not None:  # else its window closed and it is gone
        controller._deliver(gen, future)
