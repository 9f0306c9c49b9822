"""Notices the first paint of a window: how bench/startup.py measures time to a visible window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class FirstPaintProbe(QObject):
    """Calls ``on_paint`` once, right after the watched widget's first paint event."""

    def __init__(self, parent: QObject, on_paint: Callable[[], object]) -> None:
        super().__init__(parent)
        self._on_paint = on_paint
        self._fired = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if not self._fired and event.type() == QEvent.Type.Paint:
            self._fired = True
            QTimer.singleShot(0, self._on_paint)
        return False
