"""A standard action card (Recruit, Trade, Upgrade, Construct, Income, Call to Vote): its main
action, each follow option the others choose among, and whether it may be played face down."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from founders_desktop.content import ContentPack
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import paint_category
from founders_desktop.view.cards.header import MARGIN, paint_header
from founders_desktop.view.cards.ink import CATEGORY_COLOURS, INK, INK_SOFT, draw_wrapped, paint_card, rule
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.city_game.words import follow_label_words, name_of

WIDTH, HEIGHT = 210.0, 300.0


def standard_face(pack: ContentPack, card_id: str, players: int | None = None) -> Face:
    c = pack.standard_cards[card_id]
    name = name_of(pack, c.id)
    lines: list[str] = []
    if c.category == "call_to_vote":
        lines.append(
            QCoreApplication.translate(
                "Cards",
                "Main action: take back all your cards and workers, the others collect income, then "
                "a secret vote picks the next prestige building.",
            )
        )
        if players is not None:
            n = pack.scoring.cards_before_vote.get(str(players), 0)  # type: ignore[call-overload]
            lines.append(QCoreApplication.translate("Cards", "Play it after {n} other cards.").format(n=n))
    elif c.main_action:
        lines.append(
            QCoreApplication.translate("Cards", "Main action: {effects}").format(
                effects=effects_text(c.main_action)
            )
        )
    follows = [follow_label_words(pack, option) for option in c.follow_options]
    foot = (
        QCoreApplication.translate("Cards", "Face down: a basic action.")
        if c.face_down
        else QCoreApplication.translate("Cards", "Played face up only.")
    )

    def draw(p: QPainter, w: float, h: float) -> None:
        paint_card(p, QRectF(0, 0, w, h))
        colour = CATEGORY_COLOURS.get(c.category, INK)
        y = paint_header(p, w, name, colour, lambda q, r: paint_category(q, c.category, r))
        main_box = QRectF(
            MARGIN + 4,
            y + 2,
            w - 2 * MARGIN - 8,
            (56 if len(follows) > 1 else 92) if follows else h * 0.82 - y - 6,
        )
        draw_wrapped(p, "\n".join(lines), main_box, 14, INK, False)
        y = main_box.bottom() + 4
        if follows:
            rule(p, y, MARGIN + 6, w - MARGIN - 6)
            head = QCoreApplication.translate("Cards", "Others may follow:")
            text = head + "\n" + "\n".join("\u2022 " + f for f in follows)
            draw_wrapped(
                p, text, QRectF(MARGIN + 4, y + 4, w - 2 * MARGIN - 8, h * 0.82 - y - 8), 13, INK, False
            )
        draw_wrapped(
            p, foot, QRectF(MARGIN + 2, h * 0.82 + 2, w - 2 * MARGIN - 4, h * 0.18 - 8), 12, INK_SOFT
        )

    return Face(c.id, WIDTH, HEIGHT, draw, (name, *lines, *follows, foot))
