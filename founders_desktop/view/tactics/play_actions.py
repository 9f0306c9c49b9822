"""The decision at hand as buttons, one per legal action, with a sentence saying what to do.

The board offers the same choices under the mouse (drag to move, click a ring to attack); the
buttons make every choice reachable without it (skip an attack, stay put, the default halves,
the order of a tie, a monster's tied outcomes, a short rest).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from founders_desktop.app.tactics.play_decision import Decision
from founders_desktop.tactics.character_turn import half_of
from founders_desktop.tactics.rounds import (
    Action,
    AttackTargets,
    ChooseOutcome,
    DamageChoice,
    ForcedStep,
    HealTarget,
    MoveTo,
    OrderTie,
    PlayHalf,
    RedrawRest,
    RestLose,
    RoundState,
    ShortRest,
    SummonAt,
)
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.state import HalfPlay
from founders_desktop.view.content_names import ABILITY_CARD, content_text
from founders_desktop.view.tactics.card_face import action_icon
from founders_desktop.view.tactics.play_text import action_text, figure_name, fill, half_text
from founders_desktop.view.tactics.tactics_icons import icon_pixmap


def _hex(h: tuple[int, int]) -> str:
    return f"({h[0]}, {h[1]})"


def prompt(state: RoundState, d: Decision) -> str:
    who = figure_name(d.decider or "")
    if d.kind == "half":
        return fill(
            QCoreApplication.translate(
                "PlayText", "%1: play the top of one card and the bottom of the other, in either order."
            ),
            who,
        )
    if d.kind == "move":
        what = action_text(d.card_action) if d.card_action is not None else ""
        return fill(
            QCoreApplication.translate("PlayText", "%1 — %2: drag the figure onto a shaded hex (or stay)."),
            who,
            what,
        )
    if d.kind == "attack":
        what = action_text(d.card_action) if d.card_action is not None else ""
        return fill(
            QCoreApplication.translate("PlayText", "%1 — %2: click a ringed enemy (or skip the attack)."),
            who,
            what,
        )
    if d.kind == "heal":
        return fill(QCoreApplication.translate("PlayText", "%1: click whom to heal."), who)
    if d.kind == "summon":
        return fill(
            QCoreApplication.translate("PlayText", "%1: click an empty hex next to you for the summon."), who
        )
    if d.kind == "rest_lose":
        return fill(
            QCoreApplication.translate("PlayText", "%1 rests long: choose the discarded card to lose."), who
        )
    if d.kind == "rest":
        return fill(
            QCoreApplication.translate(
                "PlayText", "End of round: does %1 rest short (lose a random discarded card)?"
            ),
            who,
        )
    if d.kind == "damage" and state.damage_offer is not None:
        return fill(
            QCoreApplication.translate(
                "PlayText", "%1 would suffer %2 damage from %3: suffer it, or lose cards to negate all of it."
            ),
            who,
            state.damage_offer.amount,
            _source(state.damage_offer.source),
        )
    if d.kind == "forced" and state.forced is not None:
        return fill(
            QCoreApplication.translate(
                "PlayText",
                "Push %1: click a ringed hex, one hex at a time (%2 left), or skip before the first.",
            )
            if state.forced.kind == "push"
            else QCoreApplication.translate(
                "PlayText",
                "Pull %1: click a ringed hex, one hex at a time (%2 left), or skip before the first.",
            ),
            figure_name(state.forced.target),
            state.forced.left,
        )
    if d.kind == "order":
        return QCoreApplication.translate(
            "PlayText", "Tied initiative that no rule separates: the players choose the order."
        )
    if d.kind == "outcome":
        mover = figure_name(state.active or "")
        return fill(
            QCoreApplication.translate(
                "PlayText",
                "%1 may act in several ways the rules allow: the players choose (numbers on the board).",
            ),
            mover,
        )
    return ""


def _source(source: str) -> str:
    """What deals the damage a character may negate: a figure, a trap, hazardous terrain, a wound."""
    if source == "trap":
        return QCoreApplication.translate("PlayText", "a trap")
    if source == "hazard":
        return QCoreApplication.translate("PlayText", "hazardous terrain")
    if source == "wound":
        return QCoreApplication.translate("PlayText", "the wound")
    return figure_name(source)


def label(state: RoundState, d: Decision, a: Action) -> str:
    if isinstance(a, PlayHalf):
        c = state.character(d.decider or "")
        half = half_text(half_of(Ctx.of(state), c, HalfPlay(card=a.card, half=a.half, default=a.default)))
        where = (
            QCoreApplication.translate("PlayText", "Top")
            if a.half == "top"
            else QCoreApplication.translate("PlayText", "Bottom")
        )
        card = content_text(ABILITY_CARD, state.content.character_class(c.cls).card(a.card).name)
        if a.default:
            return fill(QCoreApplication.translate("PlayText", "%1 of %2 as default: %3"), where, card, half)
        return fill(QCoreApplication.translate("PlayText", "%1 of %2: %3"), where, card, half)
    if isinstance(a, MoveTo):
        return (
            QCoreApplication.translate("PlayText", "Stay here")
            if a.hex == state.figure(d.decider or "").hex
            else fill(QCoreApplication.translate("PlayText", "Move to %1"), _hex(a.hex))
        )
    if isinstance(a, AttackTargets):
        if not a.targets:
            return QCoreApplication.translate("PlayText", "Skip the attack")
        return fill(
            QCoreApplication.translate("PlayText", "Attack %1"), ", ".join(figure_name(t) for t in a.targets)
        )
    if isinstance(a, HealTarget):
        return fill(QCoreApplication.translate("PlayText", "Heal %1"), figure_name(a.target))
    if isinstance(a, ForcedStep):
        pull = state.forced is not None and state.forced.kind == "pull"
        if a.hex is None:
            return (
                QCoreApplication.translate("PlayText", "Skip the pull")
                if pull
                else QCoreApplication.translate("PlayText", "Skip the push")
            )
        return fill(
            QCoreApplication.translate("PlayText", "Pull into %1")
            if pull
            else QCoreApplication.translate("PlayText", "Push into %1"),
            _hex(a.hex),
        )
    if isinstance(a, SummonAt):
        return (
            QCoreApplication.translate("PlayText", "No room: the summon is lost")
            if a.hex is None
            else QCoreApplication.translate("PlayText", "Summon on the ringed hex")
        )
    if isinstance(a, RestLose):
        cls = state.content.character_class(state.character(d.decider or "").cls)
        return fill(
            QCoreApplication.translate("PlayText", "Lose %1"),
            content_text(ABILITY_CARD, cls.card(a.card).name),
        )
    if isinstance(a, DamageChoice):
        amount = state.damage_offer.amount if state.damage_offer is not None else 0
        cls = state.content.character_class(state.character(a.character).cls)
        names = [content_text(ABILITY_CARD, cls.card(x).name) for x in a.cards]
        if not names:
            return fill(QCoreApplication.translate("PlayText", "Suffer %1 damage"), amount)
        if len(names) == 1:
            return fill(QCoreApplication.translate("PlayText", "Lose %1 from the hand"), names[0])
        return fill(
            QCoreApplication.translate("PlayText", "Lose %1 and %2 from the discard pile"), names[0], names[1]
        )
    if isinstance(a, RedrawRest):
        return fill(
            QCoreApplication.translate("PlayText", "%1: suffer 1 damage to lose another card"),
            figure_name(a.character),
        )
    if isinstance(a, ShortRest):
        return (
            QCoreApplication.translate("PlayText", "Short rest")
            if a.rest
            else QCoreApplication.translate("PlayText", "No rest")
        )
    if isinstance(a, OrderTie):
        return " → ".join(figure_name(x.partition(":")[2]) for x in a.order)
    if isinstance(a, ChooseOutcome):
        o = state.choices[a.index]
        targets = ", ".join(figure_name(t) for t in o.targets) or QCoreApplication.translate(
            "PlayText", "nobody"
        )
        steps = len(o.path) - 1
        if steps <= 0:
            return fill(QCoreApplication.translate("PlayText", "%1: stay, attack %2"), a.index + 1, targets)
        return fill(
            QCoreApplication.translate("PlayText", "%1: move %2, attack %3"), a.index + 1, steps, targets
        )
    return a.kind


def icon_of(state: RoundState, d: Decision, a: Action) -> str | None:
    """The card icon a choice's button carries: a half's first action, a target's attack or heal."""
    if isinstance(a, PlayHalf):
        c = state.character(d.decider or "")
        half = half_of(Ctx.of(state), c, HalfPlay(card=a.card, half=a.half, default=a.default))
        return action_icon(half.actions[0])
    if isinstance(a, AttackTargets):
        return "attack" if a.targets else None
    if isinstance(a, HealTarget):
        return "heal"
    if isinstance(a, SummonAt):
        return "summon"
    if isinstance(a, RestLose):
        return "lost"
    return None


class ActionPanel(QWidget):
    chosen = Signal(object)  # an Action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("decisionPrompt")
        self.prompt.setWordWrap(True)
        self._layout.addWidget(self.prompt)
        self._layout.addStretch(1)
        self.buttons: list[tuple[QPushButton, Action]] = []

    def show_decision(self, state: RoundState, d: Decision) -> None:
        for button, _ in self.buttons:
            self._layout.removeWidget(button)
            button.hide()  # deleteLater waits for the event loop; hide it now
            button.deleteLater()
        self.buttons = []
        self.prompt.setText(prompt(state, d))
        shown = [
            a
            for a in d.actions
            if not (isinstance(a, MoveTo) and a.hex != state.figure(d.decider or "").hex)
            and not (isinstance(a, SummonAt) and a.hex is not None and len(d.picks) > 1)
        ]
        for a in shown:
            button = QPushButton(label(state, d, a), self)
            button.setObjectName("decisionButton")
            icon = icon_of(state, d, a)
            if icon is not None:
                button.setIcon(QIcon(icon_pixmap(icon, 18, self.devicePixelRatioF())))
            if isinstance(a, PlayHalf) and a.default:
                button.setFlat(True)
            button.clicked.connect(lambda _=False, a=a: self.chosen.emit(a))
            self._layout.insertWidget(self._layout.count() - 1, button)
            self.buttons.append((button, a))
