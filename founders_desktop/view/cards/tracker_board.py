"""The resource tracker drawn as a board: a space per resource, tier by tier, and on each a
marker per seat in seat order, in the seat's colour and symbol: filled where the seat owns the
resource, an outline where it only has access (by a claim token), a dotted ring where neither."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from founders_desktop.city.game import GameState
from founders_desktop.view.art.seat_marks import paint_seat_symbol
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import paint_resource, paint_tier
from founders_desktop.view.cards.ink import INK, INK_SOFT, PARCHMENT_SHADE, draw_line, outline, paint_card
from founders_desktop.view.city_game.words import name_of

CELL = 46.0
PAD = 8.0


def _mark(p: QPainter, colour: QColor, mark: int | None, box: QRectF, owned: bool) -> None:
    """A seat's marker: its symbol (shape first) filled with its colour where it owns the
    resource, the symbol's outline where it has access only."""
    if mark is None:
        if owned:
            p.setPen(outline(0.8))
            p.setBrush(colour)
            p.drawEllipse(box)
        else:
            p.setPen(QPen(colour, 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(box.adjusted(1, 1, -1, -1))
        return
    paint_seat_symbol(p, mark, box.adjusted(-1, -1, 1, 1), INK)
    paint_seat_symbol(p, mark, box, colour)
    if not owned:
        paint_seat_symbol(p, mark, box.adjusted(2.4, 2.4, -2.4, -2.4), PARCHMENT_SHADE)


def tracker_board(state: GameState, colours: list[QColor], marks: list[int] | None = None) -> Face:
    pack = state.pack
    tiers = [[r.id for r in pack.tier(t)] for t in (1, 2, 3)]
    cols = max(len(t) for t in tiers)
    width = PAD * 2 + 30 + cols * CELL
    height = PAD * 2 + 3 * (CELL + 22)
    own_word = QCoreApplication.translate("Cards", "owns")
    access_word = QCoreApplication.translate("Cards", "access")
    words = [QCoreApplication.translate("Cards", "Resource tracker")]
    trackers = [state.trackers(i) for i in range(state.n)]
    for r in pack.resources:
        holders = []
        for i, t in enumerate(trackers):
            if r in t.own:
                holders.append(f"{i + 1} {own_word}")
            elif r in t.access:
                holders.append(f"{i + 1} {access_word}")
        if holders:
            words.append(f"{name_of(pack, r)}: {', '.join(holders)}")

    def draw(p: QPainter, w: float, h: float) -> None:
        paint_card(p, QRectF(0, 0, w, h), 6)
        y = PAD
        for tier, ids in enumerate(tiers, start=1):
            paint_tier(p, tier, QRectF(PAD, y + 4, 26, 10 * tier))
            for k, r in enumerate(ids):
                x = PAD + 30 + k * CELL
                cell = QRectF(x + 1, y, CELL - 2, CELL + 20)
                p.setPen(outline(0.8))
                p.setBrush(PARCHMENT_SHADE)
                p.drawRoundedRect(cell, 4, 4)
                paint_resource(p, r, QRectF(x + 9, y + 2, CELL - 18, CELL - 18))
                draw_line(p, name_of(pack, r), QRectF(x + 2, y + CELL - 16, CELL - 4, 12), 9, INK_SOFT)
                dot = min(10.0, (CELL - 8) / max(1, state.n))
                for i, t in enumerate(trackers):
                    box = QRectF(x + 4 + i * (dot + 1), y + CELL, dot, dot)
                    colour = colours[i] if i < len(colours) else INK
                    mark = marks[i] if marks is not None and i < len(marks) else None
                    if r in t.own or r in t.access:
                        _mark(p, colour, mark, box, r in t.own)
                    else:
                        p.setPen(QPen(INK_SOFT, 0.6, Qt.PenStyle.DotLine))
                        p.setBrush(Qt.BrushStyle.NoBrush)
                        p.drawEllipse(box.adjusted(2, 2, -2, -2))
            y += CELL + 22
        _ = INK

    return Face("resource_tracker", width, height, draw, tuple(words))


def tracker_cell_at(state: GameState, x: float, y: float) -> str:
    """The resource under a point of the board (natural units), for the hover card; "" if none."""
    pack = state.pack
    tiers = [[r.id for r in pack.tier(t)] for t in (1, 2, 3)]
    row = int((y - PAD) // (CELL + 22))
    col = int((x - PAD - 30) // CELL)
    if 0 <= row < 3 and 0 <= col < len(tiers[row]) and x >= PAD + 30:
        return tiers[row][col]
    return ""
