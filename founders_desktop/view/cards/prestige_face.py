"""A prestige building card: its name and kind in the band of its colour, its shape, one slot per
resource it takes with the banner value its deliverer scores, and the action of a worker on it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from founders_desktop.content import ContentPack
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import paint_resource, paint_worker
from founders_desktop.view.cards.header import MARGIN, paint_header
from founders_desktop.view.cards.ink import (
    GOLD,
    INK,
    INK_SOFT,
    PARCHMENT_SHADE,
    TERRAIN_COLOURS,
    draw_line,
    draw_wrapped,
    outline,
    paint_card,
    rule,
)
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.city_game.words import colour_word, name_of

WIDTH, HEIGHT = 230.0, 320.0


def paint_shape(painter: QPainter, cells: tuple[tuple[int, int], ...], colour_key: str, rect: QRectF) -> None:
    """The building's footprint as squares of its colour (its *type* is shape and colour together)."""
    if not cells:
        return
    cols = max(x for x, _ in cells) + 1
    rows = max(y for _, y in cells) + 1
    side = min(rect.width() / cols, rect.height() / rows)
    left = rect.center().x() - side * cols / 2
    top = rect.center().y() - side * rows / 2
    painter.save()
    painter.setPen(outline(1.0))
    painter.setBrush(TERRAIN_COLOURS.get(colour_key, PARCHMENT_SHADE))
    for x, y in cells:
        painter.drawRect(QRectF(left + x * side, top + y * side, side, side))
    painter.restore()


def paint_banner(painter: QPainter, value: int, rect: QRectF) -> None:
    """The banner under a slot: a gold pennant with the points its deliverer scores."""
    path = QPainterPath()
    path.moveTo(rect.left(), rect.top())
    path.lineTo(rect.right(), rect.top())
    path.lineTo(rect.right(), rect.bottom())
    path.lineTo(rect.center().x(), rect.bottom() - rect.height() * 0.25)
    path.lineTo(rect.left(), rect.bottom())
    path.closeSubpath()
    painter.save()
    painter.setPen(outline(1.0))
    painter.setBrush(GOLD)
    painter.drawPath(path)
    draw_line(
        painter, str(value), rect.adjusted(0, 0, 0, -rect.height() * 0.25), rect.height() * 0.6, INK, True
    )
    painter.restore()


def prestige_face(pack: ContentPack, building_id: str) -> Face:
    b = pack.prestige_buildings[building_id]
    name = name_of(pack, b.id)
    colour = TERRAIN_COLOURS.get(b.colour, PARCHMENT_SHADE)
    kind = QCoreApplication.translate("Cards", "Prestige building, {colour}").format(
        colour=colour_word(b.colour)
    )
    reserved = (
        QCoreApplication.translate("Cards", "Goes on its reserved location only.") if b.reserved else ""
    )
    slots = [
        QCoreApplication.translate("Cards", "{resource}: {n} points").format(
            resource=name_of(pack, s.resource), n=s.points
        )
        for s in b.slots
    ]
    worker = QCoreApplication.translate("Cards", "Worker action: {effects}").format(
        effects=effects_text(b.worker_action)
    )
    cells = pack.footprint_of(b).cells

    def draw(p: QPainter, w: float, h: float) -> None:
        paint_card(p, QRectF(0, 0, w, h))
        y = paint_header(p, w, name, colour, None, kind)
        paint_shape(p, cells, b.colour, QRectF(w - MARGIN - 62, y, 56, 40))
        if reserved:
            draw_wrapped(
                p,
                reserved,
                QRectF(MARGIN + 4, y, w - 2 * MARGIN - 76, 40),
                11,
                INK_SOFT,
                False,
                Qt.AlignmentFlag.AlignLeft,
            )
        y += 44
        n = len(b.slots)
        slot_w = min(52.0, (w - 2 * MARGIN - 8) / n)
        left = w / 2 - slot_w * n / 2
        for i, s in enumerate(b.slots):
            x = left + i * slot_w
            box = QRectF(x + 2, y, slot_w - 4, slot_w - 4)
            p.setPen(outline(1.0))
            p.setBrush(PARCHMENT_SHADE)
            p.drawRoundedRect(box, 4, 4)
            paint_resource(p, s.resource, box.adjusted(4, 4, -4, -4))
            paint_banner(p, s.points, QRectF(x + 8, box.bottom() + 2, slot_w - 16, 24))
            draw_line(p, name_of(pack, s.resource), QRectF(x, box.bottom() + 27, slot_w, 14), 10, INK, False)
        y += slot_w + 44
        rule(p, y, MARGIN + 6, w - MARGIN - 6)
        paint_worker(p, colour if colour.lightnessF() < 0.9 else INK_SOFT, QRectF(MARGIN + 6, y + 10, 24, 28))
        draw_wrapped(
            p,
            worker,
            QRectF(MARGIN + 36, y + 4, w - 2 * MARGIN - 40, h - MARGIN - y - 8),
            13,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )

    return Face(b.id, WIDTH, HEIGHT, draw, (name, kind, *slots, worker, reserved))
