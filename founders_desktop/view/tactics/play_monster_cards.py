"""The monster ability cards of the round, as cards: one per monster type whose card is revealed,
in the order they act, the type whose turn is being shown ringed. Before the reveal the panel
takes no room (the turn order's placeholder already says that cards come once all have chosen)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from founders_desktop.tactics.rounds import RoundState
from founders_desktop.view.content_names import MONSTER_CARD, content_text
from founders_desktop.view.tactics.card_face import MonsterCardView, monster_lines
from founders_desktop.view.tactics.play_text import figure_name


class MonsterCards(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("monsterCards")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.row = QHBoxLayout()
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
        # in the order they act: by the card's initiative
        revealed = dict(
            sorted(revealed.items(), key=lambda kv: state.content.monster_type(kv[0]).card(kv[1]).initiative)
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
                self.row.addWidget(view, 1)
                view.show()
                self.views[t] = view
        for t, view in self.views.items():
            view.set_acting(t == acting)
        self.setVisible(bool(self.views))

    def retranslate(self, state: RoundState) -> None:
        self.cards = {}
        self.show_state(state)
