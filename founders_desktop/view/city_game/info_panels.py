"""Read-only panels: each player's race mat with supplies and score, the adviser offer and
proposals on their boards, the resource tracker board and the game log; every card named or shown
on them shows large when hovered. All figures are read from the engine's state."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import ActionRecord, GameState
from founders_desktop.city.game.turns import CALL_TO_VOTE, category_of
from founders_desktop.view.board.looks import player_look, player_looks, seat_colour
from founders_desktop.view.board.piece_tray import colour_icon
from founders_desktop.view.cards.face import FaceWidget
from founders_desktop.view.cards.hover import CARD_ROLE, CardHover, card_link, shared_hover
from founders_desktop.view.cards.offer_board import card_at, offer_board, proposal_board, row_card_width
from founders_desktop.view.cards.race_mat import race_mat
from founders_desktop.view.cards.tracker_board import tracker_board, tracker_cell_at
from founders_desktop.view.city_game.words import name_of, record_cards, record_text

SYMBOL_CHARS = ("\u25cf", "\u25b2", "\u25c6", "\u2605")  # the seat symbols of the pieces, as text


class PlayersPanel(QWidget):
    """One block per seat: who plays it, the hand and what it controls (each name shows its card
    when hovered), and the race mat with money, points, influence, supplies and income."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addStretch(1)
        self.blocks: list[tuple[QLabel, FaceWidget]] = []
        self._html: list[str] = []

    def text(self) -> str:
        """Everything the panel says, as rich text (for readers and tests)."""
        return "<br>".join(self._html)

    def _block(self, k: int, hover: CardHover) -> tuple[QLabel, FaceWidget]:
        while len(self.blocks) <= k:
            label = QLabel(self)
            label.setObjectName(f"playerText_{len(self.blocks)}")
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            hover.attach_label(label)
            mat = FaceWidget(None, 1.0, self)
            mat.setObjectName(f"playerMat_{len(self.blocks)}")
            mat.fit_width = True
            at = self.layout_.count() - 1
            self.layout_.insertWidget(at, label)
            self.layout_.insertWidget(at + 1, mat)
            self.blocks.append((label, mat))
        return self.blocks[k]

    def show_game(self, game: CityGameController) -> None:
        state = game.state
        pack = game.pack
        hover = shared_hover(pack)
        self._html = []
        colours = [player_look(i, game.colours).fill for i in range(state.n)]
        for i, p in enumerate(state.players):
            look = player_look(i, game.colours)
            mark = seat_colour(i, game.colours) % len(player_looks())
            seat = game.seats[i]
            marker = "\u25b6 " if game.seat == i else ""
            kind = self.tr("computer") if seat.is_bot else self.tr("person")
            # "race" said: a race named Human beside "computer" read as "a human player"
            race = self.tr("no race yet")
            if p.race:
                race = self.tr("race {race}").format(race=name_of(pack, p.race))
            hand = ", ".join(card_link(c, escape(name_of(pack, c))) for c in p.hand) or "-"
            hand_text = escape(self.tr("Hand: {cards}")).replace("{cards}", hand)
            owned = ", ".join(card_link(r, escape(name_of(pack, r))) for r in state.controlled(i)) or "-"
            owned_text = escape(self.tr("Controls: {resources}")).replace("{resources}", owned)
            html = (
                f"<b style='color:{look.fill.name()}'>{marker}{SYMBOL_CHARS[mark]} {escape(seat.name)}</b>"
                f" <small>({escape(kind)}, {escape(race)})</small><br>"
                f"<small>{hand_text}<br>{owned_text}</small>"
            )
            label, mat = self._block(i, hover)
            label.setText(html)
            label.show()
            face = race_mat(pack, p.race, state, i, colours[i], seat.name, mark, look.ink) if p.race else None
            mat.set_face(face)
            mat.setVisible(face is not None)
            self._html.append(
                html + ("<br>" + "<br>".join(escape(w) for w in face.words[1:]) if face else "")
            )
        for label, mat in self.blocks[state.n :]:
            label.hide()
            mat.hide()


class BoardInfoPanel(QWidget):
    """The adviser offer with its printed costs, the proposal board, the completions and the
    resource tracker, each drawn as a board; a card on them shows large when hovered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardInfoPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.completions = QLabel(self)
        self.completions.setObjectName("completions")
        layout.addWidget(self.completions)
        self.offer = FaceWidget(None, 1.0, self)
        self.offer.setObjectName("adviserOffer")
        self.proposals = FaceWidget(None, 1.0, self)
        self.proposals.setObjectName("proposalBoard")
        self.tracker = FaceWidget(None, 1.0, self)
        self.tracker.setObjectName("resourceTracker")
        for w in (self.offer, self.proposals, self.tracker):
            w.fit_width = True
            layout.addWidget(w)
        layout.addStretch(1)
        self._state: GameState | None = None
        self._hooked = False

    def text(self) -> str:
        return "\n".join(w.face.text() for w in (self.offer, self.proposals, self.tracker) if w.face)

    def show_game(self, game: CityGameController) -> None:
        state = game.state
        self._state = state
        if not self._hooked:
            hover = shared_hover(game.pack)
            hover.attach_area(self.offer, lambda pos: self._at(self.offer, pos, list(self._offer())))
            hover.attach_area(
                self.proposals, lambda pos: self._at(self.proposals, pos, list(self._proposals()))
            )
            hover.attach_area(self.tracker, self._tracker_at)
            self._hooked = True
        done = self.tr("Completions: {n} of {end}").format(
            n=state.completions(), end=game.pack.scoring.completions_to_end
        )
        self.completions.setText(done)
        self.completions.setVisible(not state.solo)  # solo: no end at six (the solo status counts)
        colours = [player_look(i, game.colours).fill for i in range(state.n)]
        self.offer.set_face(offer_board(state))
        self.proposals.set_face(proposal_board(state))
        self.proposals.setVisible(bool(state.proposals))
        marks = [seat_colour(i, game.colours) % len(player_looks()) for i in range(state.n)]
        self.tracker.set_face(tracker_board(state, colours, marks))

    def _offer(self) -> list[str | None]:
        return list(self._state.offer) if self._state is not None else []

    def _proposals(self) -> list[str | None]:
        return list(self._state.proposals) if self._state is not None else []

    @staticmethod
    def _natural(widget: FaceWidget, pos: QPoint) -> tuple[float, float]:
        face = widget.face
        if face is None or widget.width() <= 0:
            return (-1.0, -1.0)
        scale = min(widget.width() / face.width, widget.height() / face.height)
        left = (widget.width() - face.width * scale) / 2
        top = (widget.height() - face.height * scale) / 2
        return ((pos.x() - left) / scale, (pos.y() - top) / scale)

    def _at(self, widget: FaceWidget, pos: QPoint, cards: list[str | None]) -> list[str]:
        return self.cards_under(widget, pos, cards)

    @classmethod
    def cards_under(cls, widget: FaceWidget, pos: QPoint, cards: list[str | None]) -> list[str]:
        """The card of a row board (offer, proposals) under ``pos`` of the widget showing it."""
        x, _ = cls._natural(widget, pos)
        card = card_at(cards, x, row_card_width(widget.face))
        return [card] if card else []

    def _tracker_at(self, pos: QPoint) -> list[str]:
        if self._state is None:
            return []
        x, y = self._natural(self.tracker, pos)
        r = tracker_cell_at(self._state, x, y)
        return [r] if r else []


class GameLog(QWidget):
    """Each applied action in words: what happened and who was paid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget(self)
        self.list.setObjectName("gameLog")
        self.list.setWordWrap(True)
        layout.addWidget(self.list)
        self._hooked = False
        self._played = ""  # the last card played face up (a follow's line names what it followed)
        # Wrapped lines get their heights after the layout runs, so the range keeps growing after
        # a scroll to the bottom: while the reader is at the newest line, stay there.
        bar = self.list.verticalScrollBar()
        self._at_newest = True
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)

    def _range_changed(self, _low: int, high: int) -> None:
        if self._at_newest:
            self.list.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        self._at_newest = value >= self.list.verticalScrollBar().maximum()

    def rebuild(self, game: CityGameController) -> None:
        if not self._hooked:
            shared_hover(game.pack).attach_list(self.list)
            self._hooked = True
        self.list.clear()
        self._played = ""
        self._at_newest = True  # a game opened shows its newest line
        names = [s.name for s in game.seats]
        for record in game.records[-200:]:
            self._add(game, record, names)

    def add(self, game: CityGameController, record: ActionRecord) -> None:
        self._add(game, record, [s.name for s in game.seats])
        while self.list.count() > 200:
            self.list.takeItem(0)

    def _add(self, game: CityGameController, record: ActionRecord, names: list[str]) -> None:
        action = record.action
        cards = record_cards(game.state, record)
        if action.type == "play_card" and action.face_up and action.target != CALL_TO_VOTE:
            self._played = action.target  # what the follows that come next follow
        followed = ""
        if action.type == "follow" and self._played:
            followed = category_of(game.state, self._played)
            cards = (self._played, *cards)
        adviser = game.recruited(record)
        if adviser:
            cards = (*cards, adviser)
        item = QListWidgetItem(record_text(game.state, record, names, followed, adviser))
        item.setData(CARD_ROLE, cards)  # hovering the line shows them
        seat = record.action.seat
        if 0 <= seat < len(names):  # the acting seat's colour beside its words
            look = player_look(seat, game.colours)
            item.setIcon(colour_icon(look.fill, 12))
        self.list.addItem(item)
        self.list.scrollToBottom()
