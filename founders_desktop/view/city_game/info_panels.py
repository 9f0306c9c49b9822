"""Read-only panels: each player's supplies and score, the adviser offer and proposals, the
resource tracker and the game log. All figures are read from the engine's state."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import ActionRecord
from founders_desktop.view.city.looks import player_look
from founders_desktop.view.city.piece_tray import colour_icon
from founders_desktop.view.city_game.words import name_of, record_text


class PlayersPanel(QLabel):
    """One block per seat: money, points, influence, income, workers, houses, bridges, hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop)

    def show_game(self, game: CityGameController) -> None:
        state = game.state
        pack = game.pack
        supply = pack.supply
        blocks = []
        for i, p in enumerate(state.players):
            look = player_look(i, game.colours)
            seat = game.seats[i]
            marker = "\u25b6 " if game.seat == i else ""
            kind = self.tr("computer") if seat.is_bot else self.tr("person")
            # "race" said: a race named Human beside "computer" read as "a human player"
            race = self.tr("no race yet")
            if p.race:
                race = self.tr("race {race}").format(race=name_of(pack, p.race))
            tr = state.trackers(i)
            bridges = sum(1 for t in state.board.tiles if t.kind.value == "bridge" and t.owner == i)
            hand = ", ".join(name_of(pack, c) for c in p.hand) or "-"
            hand_text = self.tr("Hand: {cards}").format(cards=hand)
            owned = ", ".join(name_of(pack, r) for r in state.controlled(i)) or "-"
            owned_text = self.tr("Controls: {resources}").format(resources=owned)
            line1 = self.tr("{money} money, {points} points, influence {f} fleeting / {l} lasting").format(
                money=p.money, points=state.points(i), f=p.fleeting, l=p.lasting
            )
            line2 = self.tr(
                "income {income}, workers {free} free of {houses}, houses left {hl}, bridges left {bl}"
            ).format(
                income=tr.income,
                free=state.workers_free(i),
                houses=state.houses(i),
                hl=supply.houses - state.houses(i),
                bl=supply.bridges - bridges,
            )
            blocks.append(
                f"<div><b style='color:{look.fill.name()}'>{marker}\u25a0 {escape(seat.name)}</b>"
                f" <small>({escape(kind)}, {escape(race)})</small><br>{escape(line1)}<br>"
                f"<small>{escape(line2)}<br>{escape(owned_text)}<br>{escape(hand_text)}</small></div>"
            )
        self.setText("<br>".join(blocks))


class BoardInfoPanel(QLabel):
    """The adviser offer (with recruit costs), the proposals and the resource tracker."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardInfoPanel")
        self.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)

    def show_game(self, game: CityGameController) -> None:
        state = game.state
        pack = game.pack
        offer = ", ".join(
            self.tr("{name} ({cost})").format(name=name_of(pack, c), cost=cost) if c else "-"
            for c, cost in zip(state.offer, pack.costs.adviser_offer, strict=False)
        )
        to_end = pack.scoring.completions_to_end
        proposals = ", ".join(name_of(pack, b) for b in state.proposals) or "-"
        rows = []
        for i in range(state.n):
            t = state.trackers(i)
            own = ", ".join(sorted(name_of(pack, r) for r in t.own)) or "-"
            rows.append(
                f"<span style='color:{player_look(i, game.colours).fill.name()}'>\u25a0</span> {escape(own)}"
            )
        # The headings outside the f-string: lupdate does not read calls inside one.
        offer_head, proposals_head = escape(self.tr("Adviser offer")), escape(self.tr("Proposals"))
        completions_head, tracker_head = escape(self.tr("Completions")), escape(self.tr("Resource tracker"))
        self.setText(
            f"<b>{offer_head}</b>: {escape(offer)}<br>"
            f"<b>{proposals_head}</b>: {escape(proposals)}<br>"
            f"<b>{completions_head}</b>: {state.completions()} / {to_end}<br>"
            f"<b>{tracker_head}</b>:<br>" + "<br>".join(rows)
        )


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

    def rebuild(self, game: CityGameController) -> None:
        self.list.clear()
        names = [s.name for s in game.seats]
        for record in game.records[-200:]:
            self._add(game, record, names)

    def add(self, game: CityGameController, record: ActionRecord) -> None:
        self._add(game, record, [s.name for s in game.seats])
        while self.list.count() > 200:
            self.list.takeItem(0)

    def _add(self, game: CityGameController, record: ActionRecord, names: list[str]) -> None:
        item = QListWidgetItem(record_text(game.state, record, names))
        seat = record.action.seat
        if 0 <= seat < len(names):  # the acting seat's colour beside its words
            look = player_look(seat, game.colours)
            item.setIcon(colour_icon(look.fill, 12))
        self.list.addItem(item)
        self.list.scrollToBottom()
