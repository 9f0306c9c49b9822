"""Mouse and keys on the board, turned into the drag controller's calls.

Left press: with a piece in hand, start the drag (or a road); on a placed piece, get ready to
move it (it lifts once the mouse has moved a few pixels) or, on release, select it; elsewhere,
let the view pan. Right press deletes the piece under the cursor (or puts back the one in hand).
R / Shift+R and the wheel turn the piece in hand (Ctrl+wheel still zooms), Esc cancels, Delete
removes the selected piece.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent

from founders_desktop.app.board_port import Square
from founders_desktop.view.board.drag_controller import DragController, square_at

CLICK_SLOP = 5  # pixels the mouse may wander before a press on a piece becomes a drag


class BoardInput(QObject):
    """Event filter on a board view and its viewport, feeding ``hand`` (the drag controller)."""

    def __init__(self, hand: DragController) -> None:
        super().__init__(hand)
        self.hand = hand
        self.view = hand.view
        self.alive = True
        self.view.destroyed.connect(self._view_gone)
        self.view.viewport().setMouseTracking(True)
        self.view.viewport().installEventFilter(self)
        self.view.installEventFilter(self)

    def _view_gone(self) -> None:
        self.alive = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        try:
            return self._filter(watched, event)
        except RuntimeError:  # the view is being torn down (its C++ side is gone)
            self.alive = False
            return False

    def _filter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Destroy or not self.alive:
            self.alive = False
            return False
        if watched is self.view and kind == QEvent.Type.KeyPress:
            return self._key(event)  # type: ignore[arg-type]
        if watched is self.view and kind in (QEvent.Type.Hide, QEvent.Type.Show):
            self.hand.board_shown(kind == QEvent.Type.Show)
            return False
        if watched is not self.view.viewport():
            return False
        # A quick second press arrives as a double click: on the board it is just another press
        # (two stalls placed in quick succession must both land).
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return self._press(event)  # type: ignore[arg-type]
        if kind == QEvent.Type.MouseMove:
            return self._move(event)  # type: ignore[arg-type]
        if kind == QEvent.Type.MouseButtonRelease:
            return self._release(event)  # type: ignore[arg-type]
        ctrl = kind == QEvent.Type.Wheel and bool(
            event.modifiers() & Qt.KeyboardModifier.ControlModifier  # type: ignore[attr-defined]
        )
        if kind == QEvent.Type.Wheel and self.hand.drag is not None and not ctrl:  # Ctrl+wheel still zooms
            delta = event.angleDelta().y()  # type: ignore[attr-defined]
            if delta:
                self.hand.rotate(1 if delta > 0 else -1)
            return True
        return False

    def _scene_square(self, event: QMouseEvent | QWheelEvent) -> Square:
        return square_at(self.view.mapToScene(event.position().toPoint()))

    def _press(self, event: QMouseEvent) -> bool:
        square = self._scene_square(event)
        entry = self.hand.controller.entry_at(square)
        if event.button() == Qt.MouseButton.RightButton:
            if self.hand.drag is not None and self.hand.drag.pressed:
                self.hand.cancel()
            elif entry is not None:
                self.hand.controller.delete(entry)
            elif self.hand.armed is not None:
                self.hand.cancel()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.hand.armed is not None and self.hand.drag is self.hand.armed:
            self.hand.press_armed(square)
            return True
        if entry is not None:
            self.hand.press_at = event.position().toPoint()
            self.hand.press_entry = entry
            self.hand.prepare_lift(entry)  # the legal spots now, not on the first move
            return True
        if self.hand.selected is not None:
            self.hand.select(None)
        return False  # the view pans

    def _move(self, event: QMouseEvent) -> bool:
        square = self._scene_square(event)
        entry, at = self.hand.press_entry, self.hand.press_at
        moved = at is not None and (event.position().toPoint() - at).manhattanLength() >= CLICK_SLOP
        if entry is not None and at is not None and self.hand.drag is None and moved:
            self.hand.lift(entry, square_at(self.view.mapToScene(at)))
        held = bool(event.buttons() & Qt.MouseButton.LeftButton)
        drag = self.hand.drag
        if drag is not None and drag is self.hand.armed and not drag.pressed and held and entry is None:
            self.hand.press_armed(square)  # dragged in from a tray with the button held: the drag begins
            return True
        if self.hand.drag is not None:
            self.hand.follow(square)
            return self.hand.drag is not None and self.hand.drag.pressed
        if not event.buttons():
            self.hand.hover(square)
        return False

    def _release(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return event.button() == Qt.MouseButton.RightButton
        square = self._scene_square(event)
        if self.hand.drag is not None and self.hand.drag.pressed:
            self.hand.release_at(square)
            return True
        if self.hand.press_entry is not None:
            tile = self.hand.controller.entry_tile(self.hand.press_entry)
            self.hand.press_entry = None
            self.hand.select(tile)
            return True
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Escape and (self.hand.drag is not None or self.hand.armed is not None):
            self.hand.cancel()
            self.hand.message.emit(self.tr("Cancelled."), False)
            return True
        if key == Qt.Key.Key_R and self.hand.drag is not None:
            shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            self.hand.rotate(-1 if shift else 1)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.hand.selected is not None:
            self.hand.delete_selected()
            return True
        return False
