"""The monster ability cards of the round, as cards: one per monster type whose card is revealed,
in the order they act, the type whose turn is being shown ringed. Before the reveal the panel
takes no room (the turn order's placeholder already says that cards come once all have chosen)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from founders_desktop.tactics.rounds import RoundState
from founders_desktop.view.content_names import MONSTER_CARD, content_text
from founders_desktop.view.tactics.card_face import MonsterCardView, monster_lines
from founders_desktop.view.tactics.play_text import figure_name

#: the narrowest a card is laid out (a panel narrower than two of them stacks the cards)
CARD_WIDTH = 170


class MonsterCards(QWidget):
    #: The mouse is over a monster type's card (its id), or left it ("").
    card_hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("monsterCards")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.row = QGridLayout()  # as many cards a row as the panel's width holds
        self.row.setSpacing(6)
        layout.addLayout(self.row)
        self.views: dict[str, MonsterCardView] = {}
        self.cards: dict[str, str] = {}  # monster type -> revealed card id, as shown

    def show_state(self, state: RoundState, acting: str | None = None) -> None:
        """``acting``: the monster type whose turn is shown (its card is ringed)."""
        alive = {m.type for m in state.living_monsters()}
        revealed = {
            t: deck.revealed
            for t, deck in state.monster_decks.items()
            if deck.revealed is not None and t in alive
        }
        # in the order they act, as the engine's turn order has them
        acting_order = [a.partition(":")[2] for group in state.order for a in group if a.startswith("m:")]
        revealed = dict(
            sorted(
                revealed.items(),
                key=lambda kv: acting_order.index(kv[0]) if kv[0] in acting_order else len(acting_order),
            )
        )
        if revealed != self.cards:
            for view in self.views.values():
                self.row.removeWidget(view)
                view.hide()  # deleteLater waits for the event loop; hide it now
                view.deleteLater()
            self.views = {}
            self.cards = dict(revealed)
            for t, card_id in revealed.items():
                card = state.content.monster_type(t).card(card_id)
                view = MonsterCardView(self)
                view.show_card(
                    figure_name(t),
                    content_text(MONSTER_CARD, card.name),
                    card.initiative,
                    monster_lines(card),
                )
                view.hovered.connect(lambda inside, t=t: self.card_hovered.emit(t if inside else ""))
                view.show()
                self.views[t] = view
            self._arrange()
        for t, view in self.views.items():
            view.set_acting(t == acting)
        self.setVisible(bool(self.views))

    def _arrange(self) -> None:
        columns = max(1, min(len(self.views), self.width() // CARD_WIDTH))
        for i, view in enumerate(self.views.values()):
            self.row.addWidget(view, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
        for c in range(self.row.columnCount()):
            self.row.setColumnStretch(c, 1 if c < columns else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._arrange()

    def retranslate(self, state: RoundState) -> None:
        self.cards = {}
        self.show_state(state)
