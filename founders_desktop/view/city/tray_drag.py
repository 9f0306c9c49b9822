"""Dragging a piece straight out of the tray onto the board.

A press on a tray entry takes the piece in hand (the tray arms it); while the button is held the
mouse stays grabbed by the tray's list, so its moves are passed on to the board's drag controller
wherever they cross the board, and the release over the board drops the piece there. No QDrag:
the board sees the same calls as for a drag started on the board itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

from founders_desktop.view.city.drag_controller import DragController, square_at


class TrayDrag(QObject):
    def __init__(self, source: QWidget, drag: DragController) -> None:
        super().__init__(source)
        self.source = source
        self.drag = drag
        self._held = False
        source.installEventFilter(self)

    def _board_point(self, event: QMouseEvent) -> QPoint | None:
        """Where the cursor is on the board's viewport, or None when it is not over the board."""
        viewport = self.drag.view.viewport()
        local = viewport.mapFromGlobal(self.source.mapToGlobal(event.position().toPoint()))
        return local if viewport.rect().contains(local) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self._held = event.button() == Qt.MouseButton.LeftButton  # type: ignore[attr-defined]
            return False  # the list selects the entry, which arms the piece
        if not self._held or kind not in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease):
            return False
        mouse: QMouseEvent = event  # type: ignore[assignment]
        at = self._board_point(mouse)
        hand = self.drag.drag
        if kind == QEvent.Type.MouseButtonRelease:
            self._held = False
            if at is not None and hand is not None:
                self.drag.drop_at(square_at(self.drag.view.mapToScene(at)))
                return True
            return False
        if at is not None and hand is not None:
            hand.pressed = True
            self.drag.update_at(square_at(self.drag.view.mapToScene(at)))
            return True
        return at is None and hand is not None and hand.pressed  # outside the list: keep the choice
