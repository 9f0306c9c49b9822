"""Planning a round: a character picks two cards from its hand (the first picked leads and sets
the initiative) or declares a long rest. Each card is drawn as a card face: its initiative and
both halves in words and icons. The offered choices come from the engine's legal actions (a long
rest needs discards)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.tactics.rounds import Action, DeclareLongRest, RoundState, SelectCards
from founders_desktop.view.content_names import ABILITY_CARD, content_text
from founders_desktop.view.tactics.card_face import character_card_height, paint_character_card
from founders_desktop.view.tactics.play_text import figure_name, half_text
from founders_desktop.view.wrapping import WrappingButton

CARD_ROLE = Qt.ItemDataRole.UserRole
FACE_ROLE = Qt.ItemDataRole.UserRole + 2
LEADING = QBrush(QColor("#f3d27a"))
SECOND = QBrush(QColor("#cfe0f7"))


class CardFaceDelegate(QStyledItemDelegate):
    """Draws each hand card as a card face (top half, initiative, bottom half); the item's text
    stays the same words for screen readers and tests."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        face = index.data(FACE_ROLE)
        if face is None:
            super().paint(painter, option, index)
            return
        card, name, mark, tint = face
        painter.save()
        rect = QRectF(option.rect).adjusted(3, 3, -5, -5)  # type: ignore[attr-defined]
        paint_character_card(painter, rect, card, name, mark, tint)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        face = index.data(FACE_ROLE)
        if face is None:
            return super().sizeHint(option, index)
        width = max(200, option.rect.width() or 320)  # type: ignore[attr-defined]
        return QSize(width, character_card_height(option.font, width - 8, face[0]) + 8)  # type: ignore[attr-defined]


class CardPicker(QWidget):
    """Two clicks pick the cards (leading first); the button plays them."""

    chosen = Signal(object)  # an Action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("planPrompt")
        layout.addWidget(self.prompt)
        self.cards = QListWidget(self)
        self.cards.setObjectName("handList")
        self.cards.setWordWrap(True)
        self.cards.setMinimumHeight(220)
        self.cards.setItemDelegate(CardFaceDelegate(self.cards))
        self.cards.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.cards.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.cards.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.cards.setSpacing(2)
        self.cards.itemClicked.connect(self._clicked)
        layout.addWidget(self.cards, 1)
        row = QHBoxLayout()
        self.play_button = WrappingButton("", self)
        self.play_button.setObjectName("playCards")
        self.play_button.clicked.connect(self._play)
        self.rest_button = WrappingButton("", self)
        self.rest_button.setObjectName("longRest")
        self._retranslate_buttons()
        self.rest_button.clicked.connect(self._rest)
        row.addWidget(self.play_button)
        row.addWidget(self.rest_button)
        layout.addLayout(row)
        self.picked: list[str] = []
        self.character = ""
        self.legal: list[Action] = []

    def show_plan(self, state: RoundState, character: str, legal: list[Action]) -> None:
        self.character = character
        self.legal = legal
        self.picked = []
        c = state.character(character)
        cls = state.content.character_class(c.cls)
        self.cards.clear()
        for card_id in c.piles.hand:
            card = cls.card(card_id)
            item = QListWidgetItem(self.cards)
            item.setData(CARD_ROLE, card_id)
            item.setData(Qt.ItemDataRole.UserRole + 1, (card.name, card.initiative, card.top, card.bottom))
            item.setData(Qt.ItemDataRole.UserRole + 3, card)
        self._relabel()
        self._prompt()
        self.rest_button.setEnabled(any(isinstance(a, DeclareLongRest) for a in legal))

    def _prompt(self) -> None:
        self.prompt.setText(
            self.tr("%1: pick two cards. The first you pick leads and sets your initiative.").replace(
                "%1", figure_name(self.character)
            )
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The cards' words are built from their parts: build them again in the new language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "rest_button"):
            self._retranslate_buttons()
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "character") and self.character:
            self._relabel()
            self._prompt()
        super().changeEvent(event)

    def _retranslate_buttons(self) -> None:
        self.play_button.setText(self.tr("Play these two cards"))
        self.rest_button.setText(self.tr("Long rest"))
        self.rest_button.setToolTip(
            self.tr("Initiative 99: lose one discarded card of your choice, heal 2, take the rest back.")
        )

    def _relabel(self) -> None:
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            card_id = item.data(CARD_ROLE)
            english, ini, top, bottom = item.data(Qt.ItemDataRole.UserRole + 1)
            name = content_text(ABILITY_CARD, english)
            mark = ""
            if self.picked[:1] == [card_id]:
                mark = "★ " + self.tr("leading") + " · "
            elif card_id in self.picked:
                mark = "✓ " + self.tr("second") + " · "
            item.setText(
                f"{mark}{name}  [{ini}]\n"
                + self.tr("Top: %1").replace("%1", half_text(top))
                + "\n"
                + self.tr("Bottom: %1").replace("%1", half_text(bottom))
            )
            tint = None
            if self.picked[:1] == [card_id]:
                item.setBackground(LEADING)
                tint = LEADING.color()
            elif card_id in self.picked:
                item.setBackground(SECOND)
                tint = SECOND.color()
            else:
                item.setBackground(QBrush())
            item.setData(FACE_ROLE, (item.data(Qt.ItemDataRole.UserRole + 3), name, mark, tint))
        self.play_button.setEnabled(self.action() is not None)

    def _clicked(self, item: QListWidgetItem) -> None:
        card_id = item.data(CARD_ROLE)
        if card_id in self.picked:
            self.picked.remove(card_id)
        elif len(self.picked) < 2:
            self.picked.append(card_id)
        else:
            self.picked[1] = card_id
        self._relabel()

    def pick(self, leading: str, second: str) -> None:
        """Pick two cards as two clicks would (tests and keyboard users)."""
        self.picked = [leading, second]
        self._relabel()

    def action(self) -> SelectCards | None:
        if len(self.picked) != 2:
            return None
        a = SelectCards(character=self.character, leading=self.picked[0], second=self.picked[1])
        return a if a in self.legal else None

    def _play(self) -> None:
        a = self.action()
        if a is not None:
            self.chosen.emit(a)

    def _rest(self) -> None:
        self.chosen.emit(DeclareLongRest(character=self.character))
