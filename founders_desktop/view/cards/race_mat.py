"""A race's player mat: race, its resource (or the Aesther's free pick), the resources it may never
take, the racial action of a worker on the mat; in a game also the seat's money, points,
influence, workers, houses and bridges left, and the income track."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from founders_desktop.city.game import GameState
from founders_desktop.content import ContentPack
from founders_desktop.view.art.seat_marks import paint_seat_symbol
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.glyphs import (
    paint_bridge,
    paint_coin,
    paint_house,
    paint_influence,
    paint_points,
    paint_resource,
    paint_worker,
)
from founders_desktop.view.cards.header import MARGIN, paint_header
from founders_desktop.view.cards.ink import (
    GOLD,
    INK,
    INK_SOFT,
    PARCHMENT_SHADE,
    draw_line,
    draw_wrapped,
    outline,
    paint_card,
)
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.city_game.words import name_of

WIDTH, HEIGHT = 400.0, 250.0
RACE_BAND = QColor("#7b5c3a")
CROSS = QColor("#b3121c")


def _forbidden(p: QPainter, resource: str, rect: QRectF) -> None:
    """A forbidden resource: its icon struck through (shape, not only colour)."""
    paint_resource(p, resource, rect)
    p.save()
    p.setPen(QPen(CROSS, 2.4))
    p.drawLine(rect.topLeft() + QPointF(2, 2), rect.bottomRight() - QPointF(2, 2))
    p.drawLine(rect.topRight() + QPointF(-2, 2), rect.bottomLeft() + QPointF(2, -2))
    p.restore()


def race_mat(
    pack: ContentPack,
    race_id: str,
    state: GameState | None = None,
    seat: int | None = None,
    seat_colour: QColor | None = None,
    seat_name: str = "",
    seat_mark: int | None = None,
    seat_ink: QColor | None = None,
) -> Face:
    race = pack.races[race_id]
    race_name = name_of(pack, race.id)
    title = (
        QCoreApplication.translate("Cards", "{seat}: {race}").format(seat=seat_name, race=race_name)
        if seat_name
        else race_name
    )
    resource = race.resource
    if state is not None and seat is not None and state.players[seat].race_resource:
        resource = state.players[seat].race_resource
    res_line = (
        QCoreApplication.translate("Cards", "Resource: {resource}").format(resource=name_of(pack, resource))
        if resource
        else QCoreApplication.translate("Cards", "Resource: any resource card left")
    )
    forbidden = (
        QCoreApplication.translate("Cards", "Never: {list}").format(
            list=", ".join(name_of(pack, f) for f in race.forbidden)
        )
        if race.forbidden
        else ""
    )
    action = QCoreApplication.translate("Cards", "Racial action: {effects}").format(
        effects=effects_text(race.racial_action)
    )
    words = [title, res_line, forbidden, action]
    ink = seat_colour or RACE_BAND
    figures: list[tuple[str, str]] = []
    if state is not None and seat is not None:
        p = state.players[seat]
        supply = pack.supply
        bridges = sum(1 for t in state.board.tiles if t.owner == seat and t.kind.value == "bridge")
        houses = state.houses(seat)
        income = state.trackers(seat).income
        figures = [
            ("money", str(p.money)),
            ("points", str(state.points(seat))),
            ("fleeting", str(p.fleeting)),
            ("lasting", str(p.lasting)),
        ]
        words.append(
            QCoreApplication.translate(
                "Cards", "{money} money, {points} points, influence {f} fleeting / {l} lasting"
            ).format(money=p.money, points=state.points(seat), f=p.fleeting, l=p.lasting)
        )
        words.append(
            QCoreApplication.translate(
                "Cards", "Houses left {h}, bridges left {b}, workers {w} free of {n}, income {i}"
            ).format(
                h=supply.houses - houses,
                b=supply.bridges - bridges,
                w=state.workers_free(seat),
                n=houses,
                i=income,
            )
        )
    heads = {
        "houses": QCoreApplication.translate("Cards", "Houses"),
        "bridges": QCoreApplication.translate("Cards", "Bridges"),
        "workers": QCoreApplication.translate("Cards", "Workers"),
        "income": QCoreApplication.translate("Cards", "Income"),
    }

    def draw(q: QPainter, w: float, h: float) -> None:
        paint_card(q, QRectF(0, 0, w, h))
        symbol = None
        if seat_mark is not None:  # the seat's symbol beside its colour: colour is never the only clue
            mark = seat_mark

            def symbol(painter: QPainter, r: QRectF) -> None:
                paint_seat_symbol(painter, mark, r.adjusted(5, 5, -5, -5), seat_ink or INK)

        y = paint_header(q, w, title, ink, symbol, ink=seat_ink)
        left_w = 150.0
        # resource and forbidden resources, left column
        if resource:
            paint_resource(q, resource, QRectF(MARGIN + 4, y, 40, 40))
        else:
            q.setPen(outline(1.0))
            q.setBrush(PARCHMENT_SHADE)
            q.drawEllipse(QRectF(MARGIN + 4, y, 40, 40))
            draw_line(q, "?", QRectF(MARGIN + 4, y, 40, 40), 24, INK, True)
        draw_wrapped(
            q,
            res_line,
            QRectF(MARGIN + 48, y, left_w - 48, 40),
            12,
            INK,
            True,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        fy = y + 44
        for k, f in enumerate(race.forbidden[:3]):
            _forbidden(q, f, QRectF(MARGIN + 4 + k * 30, fy, 26, 26))
        if forbidden:
            draw_wrapped(
                q,
                forbidden,
                QRectF(MARGIN + 4, fy + 28, left_w, 26),
                10,
                INK_SOFT,
                False,
                Qt.AlignmentFlag.AlignLeft,
            )
        # racial action, right column, on a worker space
        box = QRectF(MARGIN + left_w + 8, y, w - 2 * MARGIN - left_w - 8, 80)
        q.setPen(outline(1.0))
        q.setBrush(PARCHMENT_SHADE)
        q.drawRoundedRect(box, 6, 6)
        busy = state is not None and seat is not None and "race" in state.players[seat].workers_out
        paint_worker(q, ink, QRectF(box.left() + 6, box.top() + 8, 26, 32), hollow=not busy)
        draw_wrapped(
            q,
            action,
            box.adjusted(38, 4, -4, -4),
            13,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        if state is None or seat is None:
            return
        y = max(fy + 58, box.bottom() + 6)
        # money, points, influence
        x = MARGIN + 4
        for kind, value in figures:
            icon = QRectF(x, y, 24, 24)
            if kind == "money":
                paint_coin(q, None, icon)
            elif kind == "points":
                paint_points(q, None, icon)
            else:
                paint_influence(q, kind == "lasting", icon)
            draw_line(q, value, QRectF(x + 26, y, 40, 24), 15, INK, True, Qt.AlignmentFlag.AlignLeft)
            x += 72
        y += 30
        # supplies left: houses, bridges, workers (filled = still to use)
        supply = pack.supply
        houses = state.houses(seat)
        bridges = sum(1 for t in state.board.tiles if t.owner == seat and t.kind.value == "bridge")
        rows = (
            ("houses", supply.houses, supply.houses - houses, paint_house),
            ("bridges", supply.bridges, supply.bridges - bridges, paint_bridge),
            ("workers", supply.workers, state.workers_free(seat), paint_worker),
        )
        col_w = (w - 2 * MARGIN) / 3
        for k, (key, total, left, painter_fn) in enumerate(rows):
            cx = MARGIN + k * col_w
            draw_line(
                q, heads[key], QRectF(cx, y, col_w, 14), 11, INK_SOFT, False, Qt.AlignmentFlag.AlignLeft
            )
            for j in range(total):
                painter_fn(q, ink, QRectF(cx + j * 22, y + 15, 20, 20), j >= left)
        y += 40
        # income track: one space per resource type owned
        track = len(pack.resources)
        income = state.trackers(seat).income
        draw_line(
            q, heads["income"], QRectF(MARGIN, y, 60, 18), 11, INK_SOFT, False, Qt.AlignmentFlag.AlignLeft
        )
        step = (w - 2 * MARGIN - 62) / (track + 1)
        for j in range(track + 1):
            cell = QRectF(MARGIN + 62 + j * step, y, step - 1, 18)
            q.setPen(outline(0.8))
            q.setBrush(GOLD if j == income else PARCHMENT_SHADE)
            q.drawRect(cell)
            draw_line(q, str(j), cell, 10, INK, j == income)

    return Face(race.id, WIDTH, HEIGHT if state is not None else 150.0, draw, tuple(x for x in words if x))
