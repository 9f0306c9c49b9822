"""Stepping through the computer players' last turn again: each placement outlined on the board
in the order it was made, with its line of the log beside the board.

The steps are the game's records (``CityGameController.last_bot_turn``); the timer only paces them
so that the eye can follow, and ``step`` lets tests (and impatient players) go on at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from founders_desktop.app.board_port import BoardPort, Square
from founders_desktop.app.city_game.controller import ActionRecord, CityGameController
from founders_desktop.view.board.pieces_layer import PiecesLayer
from founders_desktop.view.city_game.words import record_text

STEP_MS = 1100


class TurnReplay(QObject):
    """Emits ``line(text)`` for each step and ``finished()`` after the last."""

    line = Signal(str)
    finished = Signal()

    def __init__(
        self, game: CityGameController, board: BoardPort, layer: PiecesLayer, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.board = board
        self.layer = layer
        self.steps: list[ActionRecord] = []
        self.at = 0
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self.step)

    def start(self) -> bool:
        """Begin again from the first of the computer's last actions; False if there are none."""
        self.steps = self.game.last_bot_turn()
        self.at = 0
        if not self.steps:
            return False
        self.step()
        self.timer.start()
        return True

    def running(self) -> bool:
        return self.timer.isActive() or 0 < self.at < len(self.steps)

    def step(self) -> None:
        if self.at >= len(self.steps):
            self.stop()
            return
        record = self.steps[self.at]
        self.at += 1
        squares: list[Square] = []
        for placed in record.board:
            squares.extend(self.board.squares_of(placed.placement))
        self.layer.outline(tuple(squares))
        names = [s.name for s in self.game.seats]
        what = record_text(self.game.state, record, names, adviser=self.game.recruited(record))
        text = QCoreApplication.translate("TurnReplay", "{n} of {total}: {what}").format(
            n=self.at, total=len(self.steps), what=what
        )
        self.line.emit(text)

    def stop(self) -> None:
        was = self.timer.isActive() or self.at > 0
        self.timer.stop()
        self.at = len(self.steps)
        if was:
            self.finished.emit()
