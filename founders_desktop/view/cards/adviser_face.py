"""An adviser card: its category symbol and name, tier, points, the resource it needs (owned or
accessed to recruit it), its main action in words, and how others follow it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainter

from founders_desktop.content import ContentPack
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import paint_category, paint_points, paint_resource, paint_tier
from founders_desktop.view.cards.header import MARGIN, paint_header
from founders_desktop.view.cards.ink import (
    CATEGORY_COLOURS,
    INK,
    INK_SOFT,
    draw_line,
    draw_wrapped,
    paint_card,
    rule,
)
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.city_game.words import category_name, follow_words, name_of

WIDTH, HEIGHT = 210.0, 300.0


def adviser_face(pack: ContentPack, adviser_id: str) -> Face:
    a = pack.advisers[adviser_id]
    name = name_of(pack, a.id)
    category = category_name(pack, a.category)
    tier = QCoreApplication.translate("Cards", "Tier {n}").format(n=a.tier)
    needs = QCoreApplication.translate("Cards", "Needs {resource}").format(resource=name_of(pack, a.resource))
    points = QCoreApplication.translate("Cards", "{n} points when recruited").format(n=a.points)
    main = effects_text(a.main_action)
    main_line = QCoreApplication.translate("Cards", "Main action: {effects}").format(effects=main)
    follow = QCoreApplication.translate("Cards", "Others follow as {category}: {effects}").format(
        category=category, effects=follow_words(pack, a.category)
    )

    def draw(p: QPainter, w: float, h: float) -> None:
        paint_card(p, QRectF(0, 0, w, h))
        y = paint_header(
            p, w, name, CATEGORY_COLOURS[a.category], lambda q, r: paint_category(q, a.category, r), category
        )
        paint_tier(p, a.tier, QRectF(MARGIN + 4, y, 54, 16))
        draw_line(p, tier, QRectF(MARGIN + 62, y, 70, 16), 12, INK_SOFT, False, Qt.AlignmentFlag.AlignLeft)
        if a.points:
            paint_points(p, a.points, QRectF(w - MARGIN - 34, y - 4, 34, 34))
        y += 34
        paint_resource(p, a.resource, QRectF(w / 2 - 24, y, 48, 48))
        y += 50
        draw_line(p, needs, QRectF(MARGIN, y, w - 2 * MARGIN, 18), 13, INK, True)
        y += 22
        rule(p, y, MARGIN + 6, w - MARGIN - 6)
        body = QRectF(MARGIN + 4, y + 4, w - 2 * MARGIN - 8, h * 0.82 - y - 8)
        draw_wrapped(p, main_line, body, 14, INK, False)
        foot = QRectF(MARGIN + 2, h * 0.82 + 2, w - 2 * MARGIN - 4, h * 0.18 - 8)
        draw_wrapped(p, follow, foot, 11, INK_SOFT, False)

    return Face(a.id, WIDTH, HEIGHT, draw, (name, category, tier, needs, points, main_line, follow))
