"""A secret vote: proposal, fleeting and lasting influence, submitted as one of the legal votes.

Shown only after the "pass to <name>" screen, so the other people at the table do not see it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QPushButton, QSpinBox, QWidget

from founders_desktop.city.game import Action, GameState
from founders_desktop.view.cards.face import FaceWidget
from founders_desktop.view.cards.hover import shared_hover
from founders_desktop.view.cards.offer_board import proposal_board
from founders_desktop.view.city_game.info_panels import BoardInfoPanel
from founders_desktop.view.city_game.words import name_of


class VoteBox(QWidget):
    """Emits ``voted(Action)``; the button is enabled only for a vote the engine lists."""

    voted = Signal(object)

    def __init__(
        self, state: GameState, seat: int, legal: list[Action], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("voteBox")
        self.legal = [a for a in legal if a.type == "vote"]
        self.seat = seat
        self.state = state
        p = state.players[seat]
        form = QFormLayout(self)
        # The proposals as cards on their board, readable before the vote (hover one: it shows large).
        self.board = FaceWidget(proposal_board(state), 1.0, self)
        self.board.setObjectName("voteProposalBoard")
        self.board.fit_width = True
        form.addRow(self.board)
        hover = shared_hover(state.pack)
        proposals: list[str | None] = list(state.proposals)
        hover.attach_area(
            self.board,
            lambda pos: BoardInfoPanel.cards_under(self.board, pos, proposals),
        )
        self.proposal = QComboBox(self)
        self.proposal.setObjectName("voteProposal")
        for i, building in enumerate(state.proposals):
            self.proposal.addItem(
                self.tr("{n}. {name}").format(n=i + 1, name=name_of(state.pack, building)), i
            )
        form.addRow(self.tr("Proposal"), self.proposal)
        self.fleeting = QSpinBox(self)
        self.fleeting.setObjectName("voteFleeting")
        self.fleeting.setRange(0, p.fleeting)
        self.fleeting.setToolTip(self.tr("Fleeting influence counts once and is spent."))
        form.addRow(self.tr("Fleeting influence"), self.fleeting)
        self.lasting = QSpinBox(self)
        self.lasting.setObjectName("voteLasting")
        self.lasting.setRange(0, p.lasting)
        self.lasting.setToolTip(self.tr("Lasting influence counts twice (and 1 point at the end if kept)."))
        form.addRow(self.tr("Lasting influence"), self.lasting)
        self.note = QLabel(self.tr("Your vote stays hidden until everyone has voted."), self)
        self.note.setWordWrap(True)
        form.addRow(self.note)
        self.button = QPushButton(self.tr("Cast my secret vote"), self)
        self.button.setObjectName("castVote")
        self.button.clicked.connect(self._cast)
        form.addRow(self.button)
        for w in (self.fleeting, self.lasting):
            w.valueChanged.connect(self._check)
        self.proposal.currentIndexChanged.connect(self._check)
        self.proposal.currentIndexChanged.connect(self._hover_choice)
        self._hover_choice()
        self._check()

    def _hover_choice(self) -> None:
        """Hovering the chosen proposal's box shows its card."""
        i = int(self.proposal.currentData() or 0)
        props = self.state.proposals
        if 0 <= i < len(props):
            shared_hover(self.state.pack).attach(self.proposal, props[i])

    def current(self) -> Action:
        return Action(
            "vote",
            self.seat,
            index=int(self.proposal.currentData() or 0),
            fleeting=self.fleeting.value(),
            lasting=self.lasting.value(),
        )

    def _check(self) -> None:
        self.button.setEnabled(self.current() in self.legal)

    def _cast(self) -> None:
        action = self.current()
        if action in self.legal:
            self.voted.emit(action)
