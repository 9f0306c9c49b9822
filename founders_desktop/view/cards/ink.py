"""Parchment and ink: the colours, fonts and frames every card face shares, so that all cards read
as one printed set (flat shapes, a thin dark outline, one soft shade)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

PARCHMENT = QColor("#f4e8c8")
PARCHMENT_SHADE = QColor("#e4d1a0")
INK = QColor("#3a2a17")
INK_SOFT = QColor("#6b5638")
RULE = QColor("#9c8358")
GOLD = QColor("#c9972b")

# The band colour of each action category (and its shape in glyphs.py: never colour alone).
CATEGORY_COLOURS = {
    "recruit": QColor("#8a4f9e"),
    "trade": QColor("#2f7d8c"),
    "upgrade": QColor("#b5651d"),
    "construct": QColor("#5b7a2e"),
    "income": QColor("#a8842a"),
    "call_to_vote": QColor("#8c2f2f"),
}
# The printed board's terrain colours, for a prestige building's colour and the costs table.
TERRAIN_COLOURS = {
    "red": QColor("#b8483a"),
    "white": QColor("#ece6d6"),
    "green": QColor("#5f8a3e"),
    "grey": QColor("#8d8c86"),
}


def outline(width: float = 1.2) -> QPen:
    pen = QPen(INK, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(6, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def paint_card(painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
    """The card itself: parchment with a soft shade at the foot and a thin ink border."""
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.fillPath(path, PARCHMENT)
    shade = QRectF(rect.left(), rect.bottom() - rect.height() * 0.18, rect.width(), rect.height() * 0.18)
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(shade, PARCHMENT_SHADE)
    painter.restore()
    painter.setPen(outline(1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def paint_band(painter: QPainter, rect: QRectF, colour: QColor, radius: float = 6.0) -> None:
    """A coloured title band with an ink outline."""
    painter.setPen(outline(1.0))
    painter.setBrush(QBrush(colour))
    painter.drawRoundedRect(rect, radius, radius)


def ink_on(colour: QColor) -> QColor:
    """Dark ink on light fills, parchment on dark ones."""
    return INK if colour.lightnessF() > 0.6 else PARCHMENT


def fit_font(text: str, width: float, height: float, largest: float, bold: bool = False) -> QFont:
    """The largest font (down to 7 px) in which ``text`` fits on one line of ``width`` x ``height``."""
    size = largest
    f = font(size, bold)
    while size > 7.0:
        f = font(size, bold)
        metrics = QFontMetricsF(f)
        if metrics.horizontalAdvance(text) <= width and metrics.height() <= height:
            break
        size -= 0.5
    return f


def fit_wrapped(text: str, box: QRectF, largest: float, bold: bool = False) -> QFont:
    """The largest font (down to 7 px) in which ``text`` fits ``box`` word-wrapped."""
    size = largest
    flags = int(Qt.TextFlag.TextWordWrap)
    f = font(size, bold)
    while size > 7.0:
        f = font(size, bold)
        used = QFontMetricsF(f).boundingRect(QRectF(0, 0, box.width(), 10_000), flags, text)
        if used.height() <= box.height() and used.width() <= box.width() + 0.5:
            break
        size -= 0.5
    return f


def draw_line(
    painter: QPainter,
    text: str,
    box: QRectF,
    largest: float,
    colour: QColor = INK,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    painter.setFont(fit_font(text, box.width(), box.height(), largest, bold))
    painter.setPen(colour)
    painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, text)


def draw_wrapped(
    painter: QPainter,
    text: str,
    box: QRectF,
    largest: float,
    colour: QColor = INK,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    painter.setFont(fit_wrapped(text, box, largest, bold))
    painter.setPen(colour)
    painter.drawText(box, int(align) | int(Qt.TextFlag.TextWordWrap), text)


def rule(painter: QPainter, y: float, left: float, right: float) -> None:
    """A thin ink rule across the card."""
    painter.setPen(QPen(RULE, 0.8))
    painter.drawLine(QPointF(left, y), QPointF(right, y))
