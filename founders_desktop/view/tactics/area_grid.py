"""A small hex grid on which the ability's area pattern is drawn by clicking hexes.

Offsets are the case format's: from the attacker's hex for a melee pattern (the attacker is
drawn at the centre and is not part of the pattern), from the pattern's first hex for a ranged
one (the centre is that first hex).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from founders_desktop.tactics import Hex
from founders_desktop.tactics.hexgrid import pixel_centre, pixel_corners, pixel_to_hex, within

RADIUS = 3
SIDE = 13.0
PATTERN = QColor("#c8261c")


class AreaGrid(QWidget):
    #: The pattern's offsets (a tuple of (dq, dr)).
    pattern_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("areaGrid")
        self.offsets: tuple[tuple[int, int], ...] = ()
        self.melee = True
        self.cells = list(within(Hex(0, 0), RADIUS))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setToolTip(self.tr("Click hexes to draw the area pattern."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.setToolTip(self.tr("Click hexes to draw the area pattern."))
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(int(SIDE * (3 * RADIUS + 2) + 4), int(SIDE * 1.7320508 * (2 * RADIUS + 1) + 4))

    def set_pattern(self, offsets: tuple[tuple[int, int], ...], melee: bool) -> None:
        self.offsets = tuple(offsets)
        self.melee = melee
        self.update()

    def _origin(self) -> QPointF:
        return QPointF(self.width() / 2, self.height() / 2)

    def hex_at(self, pos: QPointF) -> Hex:
        o = self._origin()
        return pixel_to_hex(pos.x() - o.x(), pos.y() - o.y(), SIDE)

    def point_of(self, h: Hex) -> QPointF:
        x, y = pixel_centre(h)
        o = self._origin()
        return QPointF(o.x() + x * SIDE, o.y() + y * SIDE)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        h = self.hex_at(event.position())
        if h not in self.cells or (self.melee and h == (0, 0)):
            return
        offset = (h.q, h.r)
        if offset in self.offsets:
            self.offsets = tuple(o for o in self.offsets if o != offset)
        else:
            self.offsets = (*self.offsets, offset)
        self.update()
        self.pattern_changed.emit(self.offsets)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        o = self._origin()
        chosen = set(self.offsets)
        for h in self.cells:
            poly = QPolygonF([QPointF(o.x() + x, o.y() + y) for x, y in pixel_corners(h, SIDE)])
            p.setPen(QPen(QColor("#7a6c55"), 1))
            if (h.q, h.r) in chosen:
                p.setBrush(PATTERN)
                p.drawPolygon(poly)
                p.setBrush(QBrush(QColor("white"), Qt.BrushStyle.BDiagPattern))
            else:
                p.setBrush(QColor("#ece5d3"))
            p.drawPolygon(poly)
        c = self.point_of(Hex(0, 0))
        if self.melee:
            p.setPen(QPen(QColor("#1b1b1b"), 1.5))
            p.setBrush(QColor("#f7f4ee"))
            p.drawRoundedRect(QRectF(c.x() - 6, c.y() - 6, 12, 12), 2, 2)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#1b1b1b"))
            p.drawEllipse(c, 2.5, 2.5)
        p.end()
