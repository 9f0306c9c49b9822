"""What the seat to move is asked, and the buttons to answer: cards face up or down, follows,
basic actions, choices, race and resource draft, and secret votes behind a "pass to" screen.

Every enabled button is one of the engine's legal actions; options the rules forbid are shown
disabled with the reason in the tooltip. Placements are made by dragging (see the tray).
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import Action, GameState
from founders_desktop.city.game.turns import CALL_TO_VOTE, cards_before_vote, category_of, follow_options
from founders_desktop.content import ContentPack
from founders_desktop.content.effects import Choice
from founders_desktop.view.board.looks import player_look
from founders_desktop.view.cards.hover import shared_hover
from founders_desktop.view.cards.key_cap import key_icon
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.city_game.rules_help import action_help, card_help
from founders_desktop.view.city_game.setup_choices import race_choices, resource_choices
from founders_desktop.view.city_game.vote_box import VoteBox
from founders_desktop.view.city_game.words import action_text, decision_title, follow_button_text, name_of
from founders_desktop.view.wrapping import WrappingButton


class DecisionPanel(QWidget):
    """Emits ``chosen(Action)`` for a button pressed."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setObjectName("decisionTitle")
        self.title.setWordWrap(True)
        self.layout_.addWidget(self.title)
        self.body = QWidget(self)
        self.layout_.addWidget(self.body)
        self.buttons: list[QPushButton] = []
        self.passed: tuple[int, int] | None = None  # (log length, seat) the pass screen was cleared for
        self.vote_box: VoteBox | None = None
        self.hints = True  # the settings' "Show hints": the notes that say how to play a prompt
        self.state: GameState | None = None
        self.pack: ContentPack | None = None

    # -- building ----------------------------------------------------------------------------------
    def _fresh_body(self) -> QGridLayout:
        self.layout_.removeWidget(self.body)
        self.body.hide()
        self.body.deleteLater()
        self.body = QWidget(self)
        self.layout_.addWidget(self.body)
        self.buttons = []
        self.vote_box = None
        grid = QGridLayout(self.body)
        grid.setContentsMargins(0, 0, 0, 0)
        return grid

    def _button(
        self, grid: QGridLayout, text: str, action: Action | None, reason: str, row: int, col: int
    ) -> QPushButton:
        button = WrappingButton(text, self.body)  # long choices wrap instead of being cut
        button.setEnabled(action is not None and not reason)
        if reason:
            button.setToolTip(reason)
        if action is not None:
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            button.setProperty("action", action.short())
        grid.addWidget(button, row, col)
        self.buttons.append(button)
        if button.isEnabled():
            n = sum(1 for b in self.buttons if b.isEnabled())
            if n <= 9:  # the number key that presses it, on the button (press_choice counts alike)
                button.setIcon(key_icon(str(n)))
                button.setProperty("key", n)
                tip = button.toolTip()
                button.setToolTip((tip + "\n" if tip else "") + self.tr("Key: {n}").format(n=n))
        card = self._card_of(action)
        if card and self.pack is not None:
            shared_hover(self.pack).attach(button, card)
        return button

    def _set_tip(self, button: QPushButton, text: str) -> None:
        """A tooltip that keeps the number key's line under it."""
        key = button.property("key")
        button.setToolTip(text + ("\n" + self.tr("Key: {n}").format(n=key) if key else ""))

    def _card_of(self, action: Action | None) -> str:
        """The card a choice is about (shown when its button is hovered); "" if none."""
        state = self.state
        if action is None or state is None:
            return ""
        if action.type == "recruit":
            offer = state.offer
            return (offer[action.index] or "") if 0 <= action.index < len(offer) else ""
        if action.type == "choose_proposal":
            props = state.proposals
            return props[action.index] if 0 <= action.index < len(props) else ""
        if action.type == "follow":
            played = state.players[state.active].played
            return played[-1][0] if played else ""
        if action.type == "worker":
            return state.players[action.seat].race if action.target == "race" else action.target
        if action.type in ("choose_race", "choose_resource", "force_repick", "play_card"):
            return action.target
        return ""

    def show_game(self, game: CityGameController, names: list[str]) -> None:
        grid = self._fresh_body()
        state = game.state
        self.state, self.pack = state, game.pack
        shared_hover(game.pack).players = partial(int, state.n)  # Call to Vote: "after N cards"
        seat = game.seat
        if game.over() or seat is None:
            self.title.setStyleSheet("")
            self.title.setText(self.tr("The game is over."))
            return
        step = state.stack[-1]
        who = names[seat]
        colour = player_look(seat, game.colours).fill.name()  # whose turn, at a glance
        self.title.setStyleSheet(  # (Qt draws no one-sided "border-left" shorthand)
            f"border-width: 0 0 0 10px; border-style: solid; border-color: {colour}; padding-left: 6px;"
        )
        if game.is_bot(seat):
            self.title.setText(self.tr("{name} (computer) is thinking\u2026").format(name=who))
            return
        legal = game.legal()
        self.title.setText(
            self.tr("{name}: {question}").format(
                name=who, question=decision_title(state, step.kind, step.ref)
            )
        )
        humans = sum(1 for s in game.seats if not s.is_bot)
        if step.kind == "vote" and humans > 1 and self.passed != (len(game.log), seat):
            self._pass_screen(grid, who, len(game.log), seat, game)
            return
        if step.kind == "choose_race":
            for i, (label, action, reason) in enumerate(race_choices(state, seat, legal)):
                self._button(grid, label, action, reason, i // 2, i % 2)
            return
        if step.kind in ("choose_resource", "aesther_resource"):
            for i, (label, action, reason) in enumerate(resource_choices(state, seat, legal)):
                self._button(grid, label, action, reason, i // 2, i % 2)
            return
        if step.kind == "vote":
            self.vote_box = VoteBox(state, seat, legal, self.body)
            self.vote_box.voted.connect(self.chosen.emit)
            grid.addWidget(self.vote_box, 0, 0)
            return
        if step.kind == "turn":
            self._cards(grid, game, seat, legal)
            return
        row = 0
        for action in legal:
            if action.placement is not None or action.type == "choose_piece":
                continue
            text = self._label(game, action, step.ref)
            button = self._button(grid, text, action, "", row, 0)
            help_text = action_help(state, action, step.ref)
            if help_text:  # the rule behind the choice, before the key that presses it
                button.setToolTip(help_text + "\n" + button.toolTip())
            row += 1
        if step.kind == "follow" and not any(a.type == "follow" for a in legal):
            # the title offers a follow; say plainly that the engine lists none for this seat now
            none = QLabel(
                self.tr("You cannot follow the {card} now: take a basic action.").format(
                    card=name_of(game.pack, step.ref)
                ),
                self.body,
            )
            none.setObjectName("noFollow")
            none.setWordWrap(True)
            grid.addWidget(none, row, 0)
            row += 1
        if self.hints and any(a.placement is not None or a.type == "choose_piece" for a in legal):
            note = QLabel(self.tr("Or drag a piece from the tray onto a shaded square."), self.body)
            note.setWordWrap(True)
            grid.addWidget(note, row, 0)

    def _label(self, game: CityGameController, action: Action, ref: str) -> str:
        """What the choice does, in words: "Follow as Trade: ...", never "option 2"."""
        pack = game.pack
        state = game.state
        if action.type == "follow":
            options = follow_options(state, ref)
            if 0 <= action.index < len(options):
                return follow_button_text(pack, options[action.index])
            return action_text(pack, action)
        if action.type == "recruit":
            offer = state.offer
            card = offer[action.index] if 0 <= action.index < len(offer) else None
            costs = pack.costs.adviser_offer
            cost = costs[action.index] if action.index < len(costs) else 0
            if card is None:
                return action_text(pack, action)
            adviser = pack.advisers[card]
            return self.tr("Recruit {card} for {cost} money: {points} points; main action: {effects}").format(
                card=name_of(pack, card),
                cost=cost,
                points=adviser.points,
                effects=effects_text(adviser.main_action),
            )
        if action.type == "worker":
            if action.target == "race":
                race = state.players[action.seat].race
                return self.tr("Worker on your race mat: {effects}").format(
                    effects=effects_text(pack.races[race].racial_action)
                )
            building = pack.prestige_buildings[action.target]
            return self.tr("Worker on the {building}: {effects}").format(
                building=name_of(pack, action.target), effects=effects_text(building.worker_action)
            )
        if action.type == "choose":
            step = state.stack[-1]
            if isinstance(step.effect, Choice) and 0 <= action.index < len(step.effect.options):
                text = effects_text(step.effect.options[action.index])
                return text[:1].upper() + text[1:]
        if action.type == "buy_access":
            tiles = state.board.tiles
            tile = tiles[action.index] if 0 <= action.index < len(tiles) else None
            if tile is None:
                return action_text(pack, action)
            names = [s.name for s in game.seats]
            owner = names[tile.owner] if tile.owner is not None and 0 <= tile.owner < len(names) else ""
            return self.tr("Buy access to {owner}'s {item} tile").format(
                owner=owner, item=name_of(pack, tile.item)
            )
        if action.type == "choose_proposal":
            props = state.proposals
            b = props[action.index] if 0 <= action.index < len(props) else ""
            return self.tr("Proposal {n}: {name}").format(n=action.index + 1, name=name_of(pack, b))
        return action_text(pack, action)

    def _cards(self, grid: QGridLayout, game: CityGameController, seat: int, legal: list[Action]) -> None:
        state = game.state
        pack = game.pack
        p = state.players[seat]
        for row, card in enumerate(dict.fromkeys(p.hand)):
            name = QLabel(name_of(pack, card), self.body)
            name.setObjectName(f"handCard_{card}")
            name.setToolTip(card_help(state, card))
            shared_hover(pack).attach(name, card)  # the card itself, large, beside the panel
            grid.addWidget(name, row, 0)
            up = Action("play_card", seat, target=card, face_up=True)
            down = Action("play_card", seat, target=card, face_up=False)
            up_reason = ""
            if up not in legal:
                if card == CALL_TO_VOTE:
                    up_reason = self.tr("Play {n} cards before calling a vote.").format(
                        n=cards_before_vote(state)
                    )
                else:
                    up_reason = self.tr("Its main action cannot be carried out now.")
            b = self._button(grid, self.tr("Face up"), up, up_reason, row, 1)
            b.setObjectName(f"playUp_{card}")
            self._set_tip(b, up_reason or card_help(state, card))
            down_reason = "" if down in legal else self.tr("Call to Vote is played face up only.")
            d = self._button(grid, self.tr("Face down"), down, down_reason, row, 2)
            d.setObjectName(f"playDown_{card}")
            if not down_reason:
                self._set_tip(d, self.tr("Basic action: 1 money, 1 fleeting influence, 1 road or a worker."))
            _ = category_of
        grid.setColumnStretch(0, 1)

    def _pass_screen(
        self, grid: QGridLayout, who: str, length: int, seat: int, game: CityGameController
    ) -> None:
        self.title.setText(self.tr("Secret vote"))
        text = QLabel(
            self.tr("Pass the computer to {name}. The others look away.").format(name=who), self.body
        )
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setObjectName("passScreen")
        grid.addWidget(text, 0, 0)
        button = QPushButton(self.tr("I am {name}: show my vote").format(name=who), self.body)
        button.setObjectName("passReady")
        button.setIcon(key_icon("1"))  # the first enabled button: key 1 presses it
        button.clicked.connect(lambda: self._passed(length, seat, game))
        grid.addWidget(button, 1, 0)
        self.buttons.append(button)

    def _passed(self, length: int, seat: int, game: CityGameController) -> None:
        self.passed = (length, seat)
        names = [s.name for s in game.seats]
        self.show_game(game, names)

    def press(self, action: Action) -> bool:
        """Click the button of ``action`` (tests and keyboard shortcuts)."""
        for b in self.buttons:
            if b.property("action") == action.short() and b.isEnabled():
                b.click()
                return True
        return False
