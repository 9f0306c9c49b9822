"""A figure standee on the hex board.

Shape tells the kind before colour does: a character is a disc with its class glyph inside a ring
of its class colour; a summon a smaller disc with a star; a monster a square standee with its
type's glyph in a white frame (normal) or a gold frame with a crown notch (elite), its standee
number in a corner badge. The active figure wears a red ring; the initiative sits in a badge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.tactics.scenario import FigureKind, ScenarioFigure
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.tactics_icons import glyph_name, paint_icon

RADIUS = geo.SIZE * 0.6
CHARACTER = QColor("#0072B2")
SUMMON = QColor("#1f8a80")
NORMAL = QColor("#f7f4ee")
ELITE = QColor("#e2b33c")
ACTIVE = QColor("#c8261c")
INK = QColor("#1b1b1b")
PARCHMENT = QColor("#efe4c8")
#: Each class's ring, from the colour-blind-safe Okabe-Ito palette; other classes get CHARACTER.
CLASS_COLOURS = {
    "ember-warden": QColor("#D55E00"),
    "reed-archer": QColor("#009E73"),
    "hollow-caller": QColor("#CC79A7"),
}


def base_of(fid: str) -> str:
    """``bog-lurker#2`` -> ``bog-lurker``; a summon ``ember-warden.Spirit#1`` -> ``ember-warden``."""
    return fid.split("#", 1)[0].split(".", 1)[0]


class FigureItem(QGraphicsItem):
    """Drawn about its own origin; the scene moves it to a hex centre (or under the mouse)."""

    def __init__(self, figure: ScenarioFigure, active: bool) -> None:
        super().__init__()
        self.setZValue(20)
        self.setAcceptHoverEvents(False)
        # repainted under every hovered path: blit a cached picture instead of drawing text
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.figure = figure
        self.active = active
        self.selected = False
        self.setPos(geo.centre(figure.hex))

    def set_figure(self, figure: ScenarioFigure, active: bool) -> None:
        self.figure = figure
        self.active = active
        self.setPos(geo.centre(figure.hex))
        self.update()

    def set_selected_look(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def label(self) -> str:
        """The value in the corner badge: a monster's standee number, else the editor's number."""
        f = self.figure
        if f.kind is FigureKind.MONSTER:
            return str(f.standee)
        return f.id.rsplit("-", 1)[-1]

    def glyph(self) -> str:
        """The SVG glyph drawn on the standee (its class or monster type, else its kind's)."""
        return glyph_name(base_of(self.figure.id), self.figure.kind.value)

    def ring_colour(self) -> QColor:
        if self.figure.kind is FigureKind.SUMMON:
            return CLASS_COLOURS.get(base_of(self.figure.id), SUMMON)
        return CLASS_COLOURS.get(base_of(self.figure.id), CHARACTER)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = RADIUS + 8
        return QRectF(-r, -r, 2 * r, 2 * r + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        f = self.figure
        r = RADIUS
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.selected:
            painter.setPen(QPen(QColor("#ffd400"), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-r - 5, -r - 5, 2 * r + 10, 2 * r + 10))
        if self.active:
            painter.setPen(QPen(ACTIVE, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-r - 2.5, -r - 2.5, 2 * r + 5, 2 * r + 5))
        if f.kind is FigureKind.MONSTER:
            self._paint_monster(painter, f.elite)
        else:
            self._paint_disc(painter, 0.7 if f.kind is FigureKind.SUMMON else 0.9)
        if f.initiative is not None:
            self._paint_initiative(painter, f.initiative)

    def _paint_monster(self, painter: QPainter, elite: bool) -> None:
        r = RADIUS
        side = r * 1.7
        frame = QRectF(-side / 2, -side / 2, side, side)
        # one soft shade under the standee, then the frame (white or gold) and the art's panel
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(frame.translated(1.5, 2), 5, 5)
        painter.setPen(QPen(INK, 1.6 if elite else 1.2))
        painter.setBrush(ELITE if elite else NORMAL)
        painter.drawRoundedRect(frame, 5, 5)
        inner = frame.adjusted(side * 0.11, side * 0.11, -side * 0.11, -side * 0.11)
        painter.setPen(QPen(INK, 0.8))
        painter.setBrush(PARCHMENT if not elite else QColor("#f6e7b8"))
        painter.drawRoundedRect(inner, 3, 3)
        paint_icon(painter, self.glyph(), inner.adjusted(1, 1, -1, -1))
        if elite:  # a crown notch on the top edge: elite reads in grey too
            crown = QPolygonF(
                [
                    QPointF(-r * 0.4, -side / 2 + 1),
                    QPointF(-r * 0.4, -side / 2 - r * 0.28),
                    QPointF(-r * 0.2, -side / 2 - r * 0.1),
                    QPointF(0, -side / 2 - r * 0.36),
                    QPointF(r * 0.2, -side / 2 - r * 0.1),
                    QPointF(r * 0.4, -side / 2 - r * 0.28),
                    QPointF(r * 0.4, -side / 2 + 1),
                ]
            )
            painter.setPen(QPen(INK, 1.0))
            painter.setBrush(ELITE)
            painter.drawPolygon(crown)
        self._paint_badge(painter, QPointF(-side / 2 + 1, -side / 2 + 1), self.label())

    def _paint_disc(self, painter: QPainter, share: float) -> None:
        r = RADIUS * share
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(disc.translated(1.5, 2))
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(self.ring_colour())
        painter.drawEllipse(disc)
        inner = disc.adjusted(r * 0.2, r * 0.2, -r * 0.2, -r * 0.2)
        painter.setPen(QPen(INK, 0.8))
        painter.setBrush(PARCHMENT)
        painter.drawEllipse(inner)
        paint_icon(painter, self.glyph(), inner.adjusted(r * 0.1, r * 0.1, -r * 0.1, -r * 0.1))
        label = self.label()
        if label:
            self._paint_badge(painter, QPointF(-r * 0.95, -r * 0.95), label)

    def _paint_badge(self, painter: QPainter, at: QPointF, text: str) -> None:
        """A small round badge with a value (standee number) at ``at`` (its top-left)."""
        if not text:
            return
        d = RADIUS * 0.62
        box = QRectF(at.x() - d * 0.35, at.y() - d * 0.35, max(d, d * 0.55 * len(text)), d)
        painter.setPen(QPen(INK, 1.0))
        painter.setBrush(QColor("#2b2118"))
        painter.drawRoundedRect(box, d / 2, d / 2)
        font = QFont(painter.font())
        font.setPixelSize(int(d * 0.78))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_initiative(self, painter: QPainter, initiative: float) -> None:
        text = f"{initiative:g}"
        font = QFont(painter.font())
        font.setPixelSize(int(RADIUS * 0.5))
        painter.setFont(font)
        width = max(RADIUS * 0.95, RADIUS * 0.32 * len(text))
        box = QRectF(RADIUS * 1.15 - width, RADIUS * 0.45, width, RADIUS * 0.6)
        painter.setPen(QPen(QColor("#333"), 1))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor("#222"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
