"""The boards cards sit on in a game: the adviser offer, each space with the cost printed above
it, and the proposal board, each proposal under its vote tile's shape. The cards on them are
the same faces the hover card shows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF

from founders_desktop.city.game import GameState
from founders_desktop.view.cards.adviser_face import adviser_face
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import paint_coin
from founders_desktop.view.cards.ink import GOLD, INK_SOFT, PARCHMENT_SHADE, draw_line, outline, paint_card
from founders_desktop.view.cards.prestige_face import prestige_face
from founders_desktop.view.city_game.words import name_of

PAD = 8.0
TOP = 34.0


def _row(
    title: str,
    cards: list[Face | None],
    heads: list[str],
    card_w: float,
    card_h: float,
    head_paint: object,
    card_id: str,
    words: list[str],
) -> Face:
    n = max(1, len(cards))
    width = PAD * 2 + n * (card_w + PAD) - PAD
    height = PAD + 18 + TOP + card_h + PAD

    def draw(p: QPainter, w: float, h: float) -> None:
        paint_card(p, QRectF(0, 0, w, h), 6)
        draw_line(p, title, QRectF(PAD, 4, w - 2 * PAD, 18), 13, INK_SOFT, True)
        for k, face in enumerate(cards):
            x = PAD + k * (card_w + PAD)
            head = QRectF(x, PAD + 18, card_w, TOP - 4)
            head_paint(p, k, head)  # type: ignore[operator]
            space = QRectF(x, PAD + 18 + TOP, card_w, card_h)
            if face is None:
                p.setPen(outline(0.8))
                p.setBrush(PARCHMENT_SHADE)
                p.drawRoundedRect(space, 8, 8)
                continue
            face.paint(p, space)
        _ = heads

    return Face(card_id, width, height, draw, tuple(words))


def offer_board(state: GameState) -> Face:
    pack = state.pack
    costs = pack.costs.adviser_offer
    faces: list[Face | None] = [adviser_face(pack, c) if c else None for c in state.offer]
    title = QCoreApplication.translate("Cards", "Adviser offer")
    words = [title] + [
        QCoreApplication.translate("Cards", "{name}: {cost} money").format(
            name=name_of(pack, c), cost=costs[k]
        )
        for k, c in enumerate(state.offer)
        if c and k < len(costs)
    ]

    def head(p: QPainter, k: int, rect: QRectF) -> None:
        cost = costs[k] if k < len(costs) else 0
        paint_coin(
            p, cost, QRectF(rect.center().x() - rect.height() / 2, rect.top(), rect.height(), rect.height())
        )

    return _row(title, faces, [], 210.0, 300.0, head, "adviser_offer", words)


def proposal_board(state: GameState) -> Face:
    pack = state.pack
    shapes = pack.supply.vote_tiles
    faces: list[Face | None] = [prestige_face(pack, b) for b in state.proposals]
    title = QCoreApplication.translate("Cards", "Proposals")
    words = [title] + [
        QCoreApplication.translate("Cards", "{n}. {name}").format(n=k + 1, name=name_of(pack, b))
        for k, b in enumerate(state.proposals)
    ]

    def head(p: QPainter, k: int, rect: QRectF) -> None:
        """The vote tile's shape (circle, square, triangle) and the proposal's number."""
        side = rect.height()
        box = QRectF(rect.center().x() - side - 2, rect.top(), side, side).adjusted(2, 2, -2, -2)
        p.setPen(outline(1.0))
        p.setBrush(GOLD)
        shape = shapes[k] if k < len(shapes) else "circle"
        if shape == "square":
            p.drawRect(box)
        elif shape == "triangle":
            p.drawPolygon(
                QPolygonF([QPointF(box.center().x(), box.top()), box.bottomRight(), box.bottomLeft()])
            )
        else:
            p.drawEllipse(box)
        draw_line(
            p, str(k + 1), QRectF(rect.center().x() + 2, rect.top(), side, side), side * 0.8, INK_SOFT, True
        )

    return _row(title, faces, [], 230.0, 320.0, head, "proposals", words)


def card_at(cards: list[str | None], x: float, card_w: float) -> str:
    """The id of the card under ``x`` (natural units) of a row board; "" between cards."""
    if card_w <= 0:
        return ""
    k = int((x - PAD) // (card_w + PAD))
    if x >= PAD and 0 <= k < len(cards) and (x - PAD) - k * (card_w + PAD) <= card_w:
        return cards[k] or ""
    return ""


def row_card_width(board: Face | None) -> float:
    """The width of one card on a row board (the offer's advisers, the proposals)."""
    if board is None:
        return 0.0
    return {"adviser_offer": 210.0, "proposals": 230.0}.get(board.card, 0.0)
