"""Runs the pack's slower cross-checks (:mod:`founders_desktop.packs.cross_checks`) on the thread
pool, so the editor never waits for them; a result older than the last edit is dropped."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

from founders_desktop.content import ContentPack
from founders_desktop.content.errors import PackProblem
from founders_desktop.packs.cross_checks import cross_check


class _Done(QObject):
    finished = Signal(int, list)


class _Job:
    """A plain object whose ``run`` the pool calls (a QRunnable subclass would be owned twice,
    by the pool on its thread and by Python's collector on the UI thread)."""

    def __init__(self, pack: ContentPack, generation: int, done: _Done) -> None:
        self.pack, self.generation, self.done = pack, generation, done

    def run(self) -> None:
        problems = [c.problem for c in cross_check(self.pack)]
        self.done.finished.emit(self.generation, problems)


class CrossChecker(QObject):
    """``start`` a check of a pack; ``on_result`` gets its problems (the newest check's only)."""

    def __init__(self, on_result: Callable[[list[PackProblem]], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on_result = on_result
        self.generation = 0
        self.running = False
        self._done = _Done(self)
        self._done.finished.connect(self._finished)

    def start(self, pack: ContentPack | None) -> None:
        """Check ``pack`` (None: the pack does not load, so there is nothing to cross-check)."""
        self.generation += 1
        if pack is None:
            self.running = False
            self._on_result([])
            return
        self.running = True
        QThreadPool.globalInstance().start(_Job(pack, self.generation, self._done).run)

    def _finished(self, generation: int, problems: list[PackProblem]) -> None:
        if generation != self.generation:
            return  # an edit came since: its own check is on the way
        self.running = False
        self._on_result(problems)

    def wait(self, msecs: int = 10_000) -> bool:
        """Wait for the pool (tests and closing); True when it has finished."""
        return QThreadPool.globalInstance().waitForDone(msecs)
