"""Dragging a piece straight out of a tray onto the board, the same in the sandbox and the game.

A press on a tray entry takes the piece in hand (the tray arms it on the press, not the click);
while the button is held the mouse stays grabbed by the tray widget that was pressed, so its moves
are passed on to the board's drag controller wherever they cross the board, and the release over
the board drops the piece there (a road is laid along the trail it was dragged over). A release
back over the tray keeps the piece in hand: click, then click on the board, works too. No QDrag:
the board sees the same calls as for a drag started on the board itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractButton, QWidget

from founders_desktop.view.board.drag_controller import DragController, square_at


class TrayDrag(QObject):
    """Watches tray widgets (``watch``) and hands their drags over to ``drag``."""

    def __init__(self, source: QWidget | None, drag: DragController) -> None:
        super().__init__(drag)
        self.drag = drag
        self._held = False
        self._on_board = False
        if source is not None:
            self.watch(source)

    def watch(self, source: QWidget) -> None:
        source.installEventFilter(self)  # (installing twice keeps one filter)

    def _board_point(self, source: QWidget, event: QMouseEvent) -> QPoint | None:
        """Where the cursor is on the board's viewport, or None when it is not over the board."""
        viewport = self.drag.view.viewport()
        local = viewport.mapFromGlobal(source.mapToGlobal(event.position().toPoint()))
        return local if viewport.rect().contains(local) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self._held = event.button() == Qt.MouseButton.LeftButton  # type: ignore[attr-defined]
            self._on_board = False
            return False  # the tray takes the press: it arms the piece
        if not self._held or kind not in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease):
            return False
        if not isinstance(watched, QWidget):
            return False
        mouse: QMouseEvent = event  # type: ignore[assignment]
        at = self._board_point(watched, mouse)
        square = square_at(self.drag.view.mapToScene(at)) if at is not None else None
        hand = self.drag.drag
        if kind == QEvent.Type.MouseButtonRelease:
            self._held = False
            if square is not None and hand is not None:
                if isinstance(watched, QAbstractButton):
                    watched.setDown(False)
                if not hand.pressed:
                    self.drag.press_armed(square)
                self.drag.release_at(square)
                return True
            if hand is not None and self._on_board:  # dragged back off the board: still in hand
                hand.pressed = False
                self.drag.road_squares = []
            return False
        if square is not None and hand is not None:
            if not hand.pressed:
                self.drag.press_armed(square)  # the piece crosses onto the board: the drag begins
            else:
                self.drag.follow(square)
            self._on_board = True
            return True
        return square is None and hand is not None and hand.pressed  # outside the tray: keep the choice
