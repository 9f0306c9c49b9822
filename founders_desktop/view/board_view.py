"""A QGraphicsView for boards: wheel zoom toward the cursor, drag to pan, fit to window.

Every board of the app (city map, sandbox, tactics hexes) sits in one of these so that zoom and
pan feel the same everywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

MIN_SCALE = 0.1
MAX_SCALE = 12.0
WHEEL_STEP = 1.15


class BoardView(QGraphicsView):
    """Zoomable, pannable view; the scene decides what is drawn."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._fitted_once = False
        self.follows_window = True  # refit on resize until the player zooms in or out themselves

    def zoom_factor(self) -> float:
        """The current scale (1.0 = one scene unit per pixel)."""
        return float(self.transform().m11())

    def zoom_by(self, factor: float) -> None:
        """Scale by ``factor``, kept within sane bounds so the board never vanishes."""
        self.follows_window = False
        current = self.zoom_factor()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if current > 0 and target != current:
            self.scale(target / current, target / current)

    def zoom_in(self) -> None:
        self.zoom_by(WHEEL_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / WHEEL_STEP)

    def fit_to_window(self) -> None:
        """Show the whole board, keeping its proportions."""
        rect: QRectF = self.scene().itemsBoundingRect()
        if rect.isEmpty():
            return
        margin = max(rect.width(), rect.height()) * 0.03
        self.fitInView(rect.adjusted(-margin, -margin, margin, margin), Qt.AspectRatioMode.KeepAspectRatio)
        self.follows_window = True

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        """Zoom toward the point under the cursor (the transformation anchor)."""
        delta = event.angleDelta().y()
        if delta == 0:
            super().wheelEvent(event)
            return
        self.zoom_at(WHEEL_STEP ** (delta / 120), event.position().toPoint())
        event.accept()

    def zoom_at(self, factor: float, viewport_pos: QPoint) -> None:
        """Zoom keeping the scene point under ``viewport_pos`` where it is (as far as scrolling allows)."""
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        scene_pos = self.mapToScene(viewport_pos)
        self.zoom_by(factor)
        drift = self.mapFromScene(scene_pos) - viewport_pos
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())
        self.setTransformationAnchor(anchor)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        """A resized window (or a moved splitter) shows the whole board again, unless the player
        has zoomed to a part of it."""
        super().resizeEvent(event)
        if self.follows_window and self._fitted_once:
            self.fit_to_window()

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)  # type: ignore[arg-type]
        if not self._fitted_once:
            self._fitted_once = True
            self.fit_to_window()
