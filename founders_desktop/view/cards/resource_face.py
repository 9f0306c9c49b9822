"""A resource as a card: its tier, what it is made from with the value printed for each
prerequisite (what that prerequisite's owner scores), what it is used in, and what it costs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from founders_desktop.content import ContentPack
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import paint_points, paint_resource, paint_tier
from founders_desktop.view.cards.header import MARGIN, paint_header
from founders_desktop.view.cards.ink import INK, INK_SOFT, draw_line, draw_wrapped, paint_card, rule
from founders_desktop.view.city_game.words import name_of

WIDTH, HEIGHT = 210.0, 300.0
TIER_COLOURS = {1: QColor("#c9b98f"), 2: QColor("#b88a4a"), 3: QColor("#8e5a2b")}


def resource_face(pack: ContentPack, resource_id: str) -> Face:
    r = pack.resources[resource_id]
    name = name_of(pack, r.id)
    tier = QCoreApplication.translate("Cards", "Tier {n}").format(n=r.tier)
    if r.basic:
        cost = QCoreApplication.translate("Cards", "A basic resource: imported as a trade stall.")
    else:
        cost = QCoreApplication.translate("Cards", "Upgrade: {n} money.").format(
            n=pack.costs.upgrade_cost(r.tier)
        )
    made = [
        QCoreApplication.translate("Cards", "{resource}: {n}").format(
            resource=name_of(pack, e.resource), n=e.points
        )
        for e in r.recipe
    ]
    used = ", ".join(name_of(pack, u.id) for u in pack.used_in(r.id))
    used_line = QCoreApplication.translate("Cards", "Used in: {list}").format(list=used) if used else ""
    head = QCoreApplication.translate("Cards", "Made from (points to each owner):")

    def draw(p: QPainter, w: float, h: float) -> None:
        paint_card(p, QRectF(0, 0, w, h))
        y = paint_header(p, w, name, TIER_COLOURS[r.tier], lambda q, box: paint_resource(q, r.id, box))
        paint_tier(p, r.tier, QRectF(MARGIN + 4, y, 54, 16))
        draw_line(p, tier, QRectF(MARGIN + 62, y, 80, 16), 12, INK_SOFT, False, Qt.AlignmentFlag.AlignLeft)
        y += 22
        if r.recipe:
            draw_line(
                p, head, QRectF(MARGIN, y, w - 2 * MARGIN, 16), 12, INK, True, Qt.AlignmentFlag.AlignLeft
            )
            y += 18
            for e in r.recipe:
                paint_resource(p, e.resource, QRectF(MARGIN + 6, y, 28, 28))
                draw_line(
                    p,
                    name_of(pack, e.resource),
                    QRectF(MARGIN + 40, y, w - 2 * MARGIN - 80, 28),
                    13,
                    INK,
                    False,
                    Qt.AlignmentFlag.AlignLeft,
                )
                paint_points(p, e.points, QRectF(w - MARGIN - 34, y, 28, 28))
                y += 31
        else:
            paint_resource(p, r.id, QRectF(w / 2 - 36, y + 4, 72, 72))
            y += 82
        rule(p, y + 2, MARGIN + 6, w - MARGIN - 6)
        draw_wrapped(
            p, used_line, QRectF(MARGIN + 4, y + 6, w - 2 * MARGIN - 8, h * 0.82 - y - 10), 12, INK, False
        )
        draw_wrapped(
            p, cost, QRectF(MARGIN + 2, h * 0.82 + 2, w - 2 * MARGIN - 4, h * 0.18 - 8), 12, INK_SOFT
        )

    return Face(r.id, WIDTH, HEIGHT, draw, (name, tier, *made, used_line, cost))
