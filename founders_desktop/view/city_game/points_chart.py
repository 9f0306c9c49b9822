"""Points over the game, one line per player, drawn with QPainter (no QtCharts in Essentials)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from founders_desktop.view.board.looks import Seating, player_look


class PointsChart(QWidget):
    """``history`` is [(turn, points per seat)], as the controller records it."""

    def __init__(
        self,
        history: list[tuple[int, tuple[int, ...]]],
        names: list[str],
        parent: QWidget | None = None,
        seating: Seating | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pointsChart")
        self.history = history
        self.names = names
        self.seating = seating
        self.setMinimumSize(360, 220)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(520, 280)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf7ee"))
        area = QRectF(self.rect()).adjusted(44, 14, -110, -30)
        painter.setPen(QPen(QColor("#6b6253"), 1))
        painter.drawRect(area)
        if not self.history:
            painter.end()
            return
        last_turn = max(1, self.history[-1][0])
        top = max(1, max(max(p) if p else 0 for _, p in self.history))
        step = max(1, round(top / 5))
        for value in range(0, top + 1, step):  # light gridlines with their values
            y = area.bottom() - area.height() * value / top
            painter.setPen(QPen(QColor("#e2dccd"), 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#6b6253"))
            painter.drawText(QRectF(0, y - 8, 40, 16), Qt.AlignmentFlag.AlignRight, str(value))
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), 18),
            Qt.AlignmentFlag.AlignHCenter,
            self.tr("turns (last: {n})").format(n=last_turn),
        )

        def at(turn: int, points: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * turn / last_turn, area.bottom() - area.height() * points / top
            )

        seats = len(self.history[0][1])
        for seat in range(seats):
            look = player_look(seat, self.seating)
            painter.setPen(QPen(look.fill, 2.5))
            points = [at(t, p[seat]) for t, p in self.history if seat < len(p)]
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            y = area.top() + 18 * seat + 8
            painter.drawLine(QPointF(area.right() + 8, y), QPointF(area.right() + 24, y))
            painter.setPen(QColor("#2a2620"))
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            painter.drawText(QPointF(area.right() + 28, y + 4), name)
        painter.end()
