"""The top of every card: a band in the card's colour carrying its name, with its symbol on the
left (a category, a tier, a resource) so the card is known before its name is read."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from founders_desktop.view.cards.ink import INK_SOFT, draw_line, draw_wrapped, fit_font, ink_on, paint_band

BAND = 40.0
MARGIN = 8.0


def paint_header(
    painter: QPainter,
    width: float,
    title: str,
    colour: QColor,
    symbol: Callable[[QPainter, QRectF], None] | None = None,
    subtitle: str = "",
    ink: QColor | None = None,
) -> float:
    """The band (and a subtitle under it); returns the y where the card's body starts."""
    band = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, BAND)
    paint_band(painter, band, colour)
    text_left = band.left() + 8
    if symbol is not None:
        symbol(painter, QRectF(band.left() + 3, band.top() + 3, BAND - 6, BAND - 6))
        text_left = band.left() + BAND + 2
    ink = ink or ink_on(colour)
    box = QRectF(text_left, band.top(), band.right() - text_left - 6, BAND)
    if fit_font(title, box.width(), BAND, 17, True).pixelSize() >= 13:
        draw_line(painter, title, box, 17, ink, True)
    else:  # a long name (Russian, say) takes two lines rather than shrinking out of sight
        draw_wrapped(painter, title, box.adjusted(0, 1, 0, -1), 15, ink, True)
    y = band.bottom() + 2
    if subtitle:
        draw_line(painter, subtitle, QRectF(MARGIN, y, width - 2 * MARGIN, 18), 12, INK_SOFT, False)
        y += 18
    return y + 4
