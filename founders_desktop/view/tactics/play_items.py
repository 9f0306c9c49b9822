"""Board items of a scenario being played: standees with hit points and conditions, and rings
on the hexes a click would pick (attack targets, heal targets, summon spots)."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.tactics.play_display import ShownFigure
from founders_desktop.resources import resource
from founders_desktop.tactics import Hex
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.figure_item import RADIUS, FigureItem
from founders_desktop.view.tactics.play_text import condition_name, figure_name, fill
from founders_desktop.view.tactics.tactics_icons import paint_icon

HP_GOOD = QColor("#2e9e44")
HP_LOW = QColor("#d2541e")
PICK = QColor("#c8261c")
HEAL = QColor("#1b8a3a")
CONDITIONS_PER_COLUMN = 3
CONDITION_DOT = 16


class PlayFigureItem(FigureItem):
    """The editor's standee plus a hit point bar, its hit points and an icon per condition."""

    def __init__(self, shown: ShownFigure, initiative: float | None) -> None:
        super().__init__(shown.as_scenario_figure(initiative), False)
        self.shown = shown
        self.set_shown(shown, initiative, False)

    def set_shown(self, shown: ShownFigure, initiative: float | None, active: bool) -> None:
        self.shown = shown
        self.set_figure(shown.as_scenario_figure(initiative), active)
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip card (called again by i18n.retranslate_scenes after a language switch)."""
        self.setToolTip(figure_card(self.shown))

    def label(self) -> str:
        """A monster's standee number; characters and summons show their class glyph instead."""
        return str(self.shown.standee) if self.shown.standee else ""

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = RADIUS + 8
        return QRectF(-r, -r - 13, 2 * r + 2 * CONDITION_DOT, 2 * r + 21)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        s = self.shown
        width = RADIUS * 1.7
        bar = QRectF(-width / 2, -RADIUS - 12, width, 6)
        painter.setPen(QPen(QColor("#222"), 1))
        painter.setBrush(QColor("#eee"))
        painter.drawRect(bar)
        share = max(0.0, min(1.0, s.hp / s.max_hp if s.max_hp else 0.0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HP_GOOD if share > 0.4 else HP_LOW)
        painter.drawRect(QRectF(bar.x(), bar.y(), bar.width() * share, bar.height()))
        font = QFont(painter.font())
        font.setPixelSize(int(RADIUS * 0.45))
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(-RADIUS - 6, RADIUS * 0.45, RADIUS * 0.95, RADIUS * 0.6)
        painter.setPen(QPen(QColor("#333"), 1))
        painter.setBrush(QColor("#ffe9e6"))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor("#8a1010"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(s.hp))
        paint_conditions(painter, s.conditions)


def conditions_rect() -> QRectF:
    """Where ``paint_conditions`` may draw (two columns of three tokens), about the standee."""
    return QRectF(
        RADIUS * 0.5 - 1, -RADIUS - 6, 2 * CONDITION_DOT + 2, CONDITIONS_PER_COLUMN * (CONDITION_DOT + 1) + 2
    )


def paint_conditions(painter: QPainter, conditions: Iterable[str]) -> None:
    """Each condition's icon on a white token, down the standee's right edge (clear of the
    standee number and the hit points), a second column past three. The editor's standees
    draw their starting conditions with it too."""
    for i, cond in enumerate(conditions):
        column, row = divmod(i, CONDITIONS_PER_COLUMN)
        dot = QRectF(
            RADIUS * 0.5 + column * CONDITION_DOT,
            -RADIUS - 5 + row * (CONDITION_DOT + 1),
            CONDITION_DOT,
            CONDITION_DOT,
        )
        painter.setPen(QPen(QColor("#3a2a6a"), 1))
        painter.setBrush(QColor("#f4f0ff"))
        painter.drawEllipse(dot)
        paint_icon(painter, cond, dot.adjusted(1.2, 1.2, -1.2, -1.2))


def _icon_src(name: str) -> str:
    return QUrl.fromLocalFile(str(resource("icons", "tactics", f"{name}.svg"))).toString()


def figure_card(shown: ShownFigure) -> str:
    """What hovering a standee shows, as a small rich-text card: a character's level and hit
    points (of its level's maximum), a monster's hit points, then shield,
    retaliate and each condition with its icon (the values the engine plays with, as the printed
    stat card and this round's cards give them)."""
    title = fill(
        QCoreApplication.translate("PlayText", "%1: %2 of %3 hit points"),
        figure_name(shown.id),
        shown.hp,
        shown.max_hp,
    )
    if shown.elite:
        title += " " + QCoreApplication.translate("PlayText", "(elite)")
    head = f"<b>{html.escape(title)}</b>"
    if shown.level:
        level = QCoreApplication.translate("PlayText", "Level %1: at most %2 hit points")
        head += "<br>" + html.escape(fill(level, shown.level, shown.max_hp))
    return head + status_table(shown.shield, shown.retaliate, shown.conditions)


def status_table(shield: int, retaliate: Iterable[tuple[int, int]], conditions: Iterable[str]) -> str:
    """Shield, each retaliate (value, range) and each condition with its icon, as the rows
    of a rich-text table (empty when there is nothing to show); the play page's hover card
    and the editor's standees use it."""
    rows: list[tuple[str, str]] = []
    if shield:
        rows.append(("shield", fill(QCoreApplication.translate("PlayText", "Shield %1"), shield)))
    for value, rng in retaliate:
        if rng > 1:
            text = fill(QCoreApplication.translate("PlayText", "Retaliate %1, range %2"), value, rng)
        else:
            text = fill(QCoreApplication.translate("PlayText", "Retaliate %1"), value)
        rows.append(("retaliate", text))
    rows.extend((c, condition_name(c)) for c in conditions)
    body = "".join(
        f'<tr><td><img src="{_icon_src(icon)}" width="16" height="16"></td>'
        f"<td>&nbsp;{html.escape(text)}</td></tr>"
        for icon, text in rows
    )
    return f'<table cellspacing="1">{body}</table>' if body else ""


class PickItem(QGraphicsItem):
    """A ring on every hex a click would pick: red for an attack, green for a heal or summon."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(19)
        self.hexes: list[Hex] = []
        self.colour = PICK
        self._bounds = QRectF()

    def set_hexes(self, hexes: Iterable[Hex], colour: QColor = PICK) -> None:
        self.prepareGeometryChange()
        self.hexes = sorted(hexes)
        self.colour = colour
        rect = QRectF()
        for h in self.hexes:
            rect = rect.united(geo.polygon(h).boundingRect())
        self._bounds = rect.adjusted(-6, -6, 6, 6)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        c = self.colour
        for h in self.hexes:
            painter.setPen(QPen(c, 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(c.red(), c.green(), c.blue(), 45))
            painter.drawPolygon(geo.polygon(h, 0.9))


class DamageTag(QGraphicsItem):
    """ "-3" in red (or "+2" in green) over a figure for one playback step."""

    def __init__(self, h: Hex, amount: int) -> None:
        super().__init__()
        self.setZValue(30)
        self.amount = amount
        c = geo.centre(h)
        # over the top corner of the figure hit (the strike's flash marks whom), its standee in view
        self.setPos(c.x() + RADIUS * 0.6, c.y() - RADIUS * 0.8)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-16, -12, 32, 24)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        heal = self.amount > 0
        painter.setPen(QPen(QColor("#1b1b1b"), 1.2))
        painter.setBrush(HEAL if heal else PICK)
        painter.drawRoundedRect(self.boundingRect(), 8, 8)
        font = QFont(painter.font())
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        text = f"+{self.amount}" if heal else str(self.amount)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, text)
