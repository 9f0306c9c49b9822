"""Computer players think on the thread pool, never on the UI thread.

A ``BotJob`` gets the seat's view (never the real state) and the legal actions, and posts its
choice back through a queued signal; the controller checks that the game has not moved on
(``generation``) before it applies the answer. The job is a plain Python object whose ``run``
the pool calls (``QThreadPool.start(job.run)``): a QRunnable subclass would have two owners, the
pool deleting it on its thread and Python's collector on the UI thread, and a collection while
the pool still ran it crashed the app. A bot that raises is a bug: its traceback goes
to the log file, and the controller tells the player in words (``failed`` carries no text).
"""

from __future__ import annotations

import contextlib
import logging

from PySide6.QtCore import QObject, Signal

from founders_desktop.bots import Bot
from founders_desktop.city.game import Action, GameState

log = logging.getLogger(__name__)


class BotSignals(QObject):
    chosen = Signal(int, object)  # generation, Action
    failed = Signal(int)  # generation; the traceback is in the log


class BotJob:
    """One decision of one computer player."""

    def __init__(
        self, bot: Bot, view: GameState, legal: list[Action], generation: int, signals: BotSignals
    ) -> None:
        self.bot = bot
        self.view = view
        self.legal = legal
        self.generation = generation
        self.signals = signals

    def run(self) -> None:
        try:
            action = self.bot.choose(self.view, self.legal)
        except Exception:  # a bot bug must not take the app down: log it, tell the player
            log.exception(
                "computer player %s failed on turn %s (%d legal actions)",
                type(self.bot).__name__,
                self.view.turn,
                len(self.legal),
            )
            self._post(self.signals.failed)
            return
        self._post(self.signals.chosen, action)

    def _post(self, signal: object, *values: object) -> None:
        # The game may have been closed while this player thought: then there is nobody to tell.
        with contextlib.suppress(RuntimeError):
            signal.emit(self.generation, *values)  # type: ignore[attr-defined]
