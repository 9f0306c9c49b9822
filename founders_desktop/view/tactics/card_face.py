"""Ability cards drawn as cards: parchment, a thin dark outline, the name on top, the initiative in
a disc, and each ability line as an icon and its words.

A character card shows its top half above the initiative and its bottom half below it (a lost
half carries the lost icon, a persistent one the persistent icon), as the printed card does; a
monster card lists its lines under the name. The lines' words come from play_text (the data's
values in the language in force); no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from founders_desktop.tactics.cards import (
    AbilityCard,
    AttackAction,
    CardAction,
    CardHalf,
    HealAction,
    MonsterCard,
    MonsterConsume,
    MoveAction,
    SelfConditionAction,
    SummonAction,
)
from founders_desktop.view.tactics.play_text import action_text, condition_name, element_name, fill
from founders_desktop.view.tactics.tactics_icons import paint_icon

PAPER = QColor("#f4ecd8")
PAPER_SHADE = QColor("#e3d6b6")
INK = QColor("#2b2118")
MONSTER_BAND = QColor("#6b2a22")
CHARACTER_BAND = QColor("#3b4a5c")


@dataclass(frozen=True)
class Line:
    """One ability line: an icon name and its words."""

    icon: str
    text: str


def action_icon(a: CardAction) -> str:
    if isinstance(a, MoveAction):
        return {"jump": "jump", "flying": "flying"}.get(a.mode, "move")
    if isinstance(a, AttackAction):
        return "area" if a.area is not None else ("range" if a.range else "attack")
    if isinstance(a, HealAction):
        return "heal"
    if isinstance(a, SummonAction):
        return "summon"
    if isinstance(a, SelfConditionAction):
        return a.condition
    return "attack"


def half_lines(half: CardHalf) -> list[Line]:
    return [Line(action_icon(a), action_text(a)) for a in half.actions]


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value) if value < 0 else "+0"


def consume_text(consume: MonsterConsume) -> str:
    """ "Consume fire: +1 attack, +1 range, wounded" as the card prints its consume bonus."""
    parts = []
    for value, text in (
        (consume.move, QCoreApplication.translate("PlayText", "+%1 move")),
        (consume.attack, QCoreApplication.translate("PlayText", "+%1 attack")),
        (consume.range, QCoreApplication.translate("PlayText", "+%1 range")),
    ):
        if value:
            parts.append(fill(text, value))
    parts.extend(condition_name(c) for c in consume.conditions)
    head = fill(QCoreApplication.translate("PlayText", "Consume %1"), element_name(consume.element))
    return f"{head}: {', '.join(parts)}" if parts else head


def monster_lines(card: MonsterCard) -> list[Line]:
    """The printed card's lines: changes to the printed move and attack, heal, conditions."""
    out: list[Line] = []
    if card.move is not None:
        text = (
            QCoreApplication.translate("PlayText", "Move %1, jump")
            if card.jump
            else QCoreApplication.translate("PlayText", "Move %1")
        )
        out.append(Line("jump" if card.jump else "move", fill(text, _signed(card.move))))
    if card.attack is not None:
        parts = [fill(QCoreApplication.translate("PlayText", "Attack %1"), _signed(card.attack))]
        if card.range is not None and card.range > 0:
            parts.append(fill(QCoreApplication.translate("PlayText", "range %1"), card.range))
        if card.targets > 1:
            parts.append(fill(QCoreApplication.translate("PlayText", "%1 targets"), card.targets))
        if card.area is not None:
            parts.append(
                fill(QCoreApplication.translate("PlayText", "area of %1 hexes"), len(card.area.hexes))
            )
        if card.pierce:
            parts.append(fill(QCoreApplication.translate("PlayText", "pierce %1"), card.pierce))
        parts.extend(condition_name(c) for c in card.conditions)
        icon = "area" if card.area is not None else ("range" if card.range else "attack")
        out.append(Line(icon, ", ".join(parts)))
    if card.heal is not None:
        out.append(Line("heal", fill(QCoreApplication.translate("PlayText", "Heal %1, self"), card.heal)))
    for c in card.self_conditions:
        out.append(Line(c, fill(QCoreApplication.translate("PlayText", "Become %1"), condition_name(c))))
    if card.shield is not None:
        out.append(Line("shield", fill(QCoreApplication.translate("PlayText", "Shield %1"), card.shield)))
    if card.retaliate is not None:
        text = QCoreApplication.translate("PlayText", "Retaliate %1")
        out.append(Line("retaliate", fill(text, card.retaliate)))
    for e in card.infuse:
        out.append(
            Line(f"element-{e}", fill(QCoreApplication.translate("PlayText", "Infuse %1"), element_name(e)))
        )
    if card.consume is not None:
        out.append(Line(f"element-{card.consume.element}", consume_text(card.consume)))
    if card.shuffle:
        out.append(Line("shuffle", QCoreApplication.translate("PlayText", "Reshuffle at round end")))
    return out


def _font(painter: QPainter, px: float, bold: bool = False) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(8, int(px)))
    font.setBold(bold)
    return font


def paint_lines(painter: QPainter, rect: QRectF, lines: Sequence[Line], px: float) -> None:
    """Icon-and-words lines from the top of ``rect``, words wrapped beside their icon."""
    font = _font(painter, px)
    painter.setFont(font)
    metrics = QFontMetrics(font)
    y = rect.top()
    icon = px * 1.3
    for line in lines:
        text_rect = QRectF(rect.left() + icon + 4, y, rect.width() - icon - 4, rect.bottom() - y)
        bound = metrics.boundingRect(
            text_rect.toRect(), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), line.text
        )
        paint_icon(painter, line.icon, QRectF(rect.left(), y + max(0.0, (px * 1.25 - icon) / 2), icon, icon))
        painter.setPen(INK)
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), line.text)
        y += max(icon, bound.height()) + 3


def lines_height(font: QFont, width: float, lines: Sequence[Line], px: float) -> float:
    metrics = QFontMetrics(font)
    icon = px * 1.3
    total = 0.0
    for line in lines:
        bound = metrics.boundingRect(
            0, 0, int(width - icon - 4), 10_000, int(Qt.TextFlag.TextWordWrap), line.text
        )
        total += max(icon, bound.height()) + 3
    return total


def paint_frame(painter: QPainter, rect: QRectF, band: QColor, tint: QColor | None = None) -> None:
    """The card: one soft shade, parchment (or ``tint``), a thin dark outline."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 45))
    painter.drawRoundedRect(rect.adjusted(2, 3, 2, 3), 7, 7)
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(tint or PAPER)
    painter.drawRoundedRect(rect, 7, 7)


def paint_initiative(painter: QPainter, centre_x: float, centre_y: float, value: int, px: float) -> None:
    r = px * 1.15
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor("#fffbe6"))
    painter.drawEllipse(QRectF(centre_x - r, centre_y - r, 2 * r, 2 * r))
    painter.setFont(_font(painter, px * 1.05, True))
    painter.setPen(INK)
    painter.drawText(
        QRectF(centre_x - r, centre_y - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(value)
    )


def paint_title(painter: QPainter, rect: QRectF, band: QColor, title: str, px: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(band)
    painter.drawRoundedRect(rect, 5, 5)
    painter.setFont(_font(painter, px, True))
    painter.setPen(QColor("white"))
    painter.drawText(
        rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title
    )


def paint_character_card(
    painter: QPainter,
    rect: QRectF,
    card: AbilityCard,
    name: str,
    mark: str = "",
    tint: QColor | None = None,
    px: float = 13,
) -> None:
    """A character card face: name (and ``mark``: leading/second) on top; the top half; the
    initiative in a band across the middle; the bottom half."""
    paint_frame(painter, rect, CHARACTER_BAND, tint)
    inner = rect.adjusted(6, 6, -6, -6)
    title = QRectF(inner.left(), inner.top(), inner.width(), px * 1.7)
    paint_title(painter, title, CHARACTER_BAND, f"{mark}{name}", px)
    body_top = title.bottom() + 4
    middle = body_top + (inner.bottom() - body_top) / 2
    top = QRectF(inner.left() + 2, body_top, inner.width() - px * 1.6, middle - body_top - px * 1.2)
    bottom = QRectF(
        inner.left() + 2, middle + px * 1.2, inner.width() - px * 1.6, inner.bottom() - middle - px * 1.2
    )
    painter.setPen(QPen(PAPER_SHADE, 1.5))
    painter.drawLine(QPointF(inner.left() + 4, middle), QPointF(inner.right() - 4, middle))
    paint_initiative(painter, inner.center().x(), middle, card.initiative, px)
    for half, area in ((card.top, top), (card.bottom, bottom)):
        paint_lines(painter, area, half_lines(half), px)
        marks = (["lost"] if half.loss else []) + (["persistent"] if half.persistent else [])
        for k, m in enumerate(marks):
            size = px * 1.3
            paint_icon(painter, m, QRectF(inner.right() - size, area.top() + k * (size + 2), size, size))


def character_card_height(font: QFont, width: float, card: AbilityCard, px: float = 13) -> int:
    """Room for the taller half twice (the initiative sits in the middle), plus the title."""
    text_width = width - 12 - px * 1.6
    halves = max(
        lines_height(font, text_width, half_lines(card.top), px),
        lines_height(font, text_width, half_lines(card.bottom), px),
    )
    return int(12 + px * 1.7 + 4 + 2 * (halves + px * 1.2) + 4)


class MonsterCardView(QWidget):
    """One monster ability card: the type's name and the card's, the initiative, its lines.
    The mouse over it emits ``hovered`` (True on entering, False on leaving)."""

    PX = 12.0
    hovered = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("monsterCard")
        self.title = ""
        self.card_name = ""
        self.initiative = 0
        self.lines: list[Line] = []
        self.acting = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(120)

    def show_card(self, title: str, card_name: str, initiative: int, lines: Sequence[Line]) -> None:
        self.title = title
        self.card_name = card_name
        self.initiative = initiative
        self.lines = list(lines)
        self.setToolTip("\n".join([f"{title}: {card_name} ({initiative})", *(ln.text for ln in lines)]))
        self.setFixedHeight(self.heightForWidth(max(self.width(), 180)))
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        """Words wrap with the width: take the height they need."""
        super().resizeEvent(event)
        self.setFixedHeight(self.heightForWidth(self.width()))

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered.emit(True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered.emit(False)
        super().leaveEvent(event)

    def set_acting(self, acting: bool) -> None:
        if acting != self.acting:
            self.acting = acting
            self.update()

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(int(self.PX))
        return font

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        width = max(self.width(), 180)
        return QSize(220, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        px = self.PX
        body = lines_height(self._font(), width - 16, self.lines, px)
        return int(8 + px * 1.7 + 4 + px * 1.3 + 4 + body + 8)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        px = self.PX
        rect = QRectF(self.rect()).adjusted(1, 1, -3, -4)
        paint_frame(painter, rect, MONSTER_BAND)
        if self.acting:
            painter.setPen(QPen(QColor("#c8261c"), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        inner = rect.adjusted(6, 6, -6, -6)
        title = QRectF(inner.left(), inner.top(), inner.width() - px * 2.6, px * 1.7)
        paint_title(painter, title, MONSTER_BAND, self.title, px)
        if self.initiative > 0:
            paint_initiative(painter, inner.right() - px * 1.15, title.center().y() + 2, self.initiative, px)
        painter.setFont(_font(painter, px, True))
        painter.setPen(INK)
        name_rect = QRectF(inner.left() + 2, title.bottom() + 3, inner.width() - px * 2.6, px * 1.3)
        painter.drawText(
            name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.card_name
        )
        body = QRectF(
            inner.left() + 2, name_rect.bottom() + 4, inner.width() - 4, inner.bottom() - name_rect.bottom()
        )
        paint_lines(painter, body, self.lines, px)
        painter.end()


def editor_ability_lines(
    move: int, range_: int, targets: int, area: int, modes: Sequence[str], muddled: bool
) -> list[Line]:
    """The editor's active-monster ability as card lines: the move (and how), the attack with its
    range, targets and area, and muddled. ``modes``: "jump", "flying", "teleport" in force."""
    if "teleport" in modes:
        move_line = Line("move", fill(QCoreApplication.translate("PlayText", "Move %1, teleport"), move))
    elif "flying" in modes:
        move_line = Line("flying", fill(QCoreApplication.translate("PlayText", "Move %1, flying"), move))
    elif "jump" in modes:
        move_line = Line("jump", fill(QCoreApplication.translate("PlayText", "Move %1, jump"), move))
    else:
        move_line = Line("move", fill(QCoreApplication.translate("PlayText", "Move %1"), move))
    parts = [QCoreApplication.translate("PlayText", "Attack")]
    if range_:
        parts.append(fill(QCoreApplication.translate("PlayText", "range %1"), range_))
    if targets > 1:
        parts.append(fill(QCoreApplication.translate("PlayText", "%1 targets"), targets))
    if area:
        parts.append(fill(QCoreApplication.translate("PlayText", "area of %1 hexes"), area))
    icon = "area" if area else ("range" if range_ else "attack")
    out = [move_line, Line(icon, ", ".join(parts))]
    if muddled:
        out.append(Line("muddled", condition_name("muddled")))
    return out
