"""The decisions of a round as small immutable values, and what applying one reports.

Every action names only ids, hexes and indices, so a log of them is a compact JSON save file
(``ACTION_ADAPTER`` reads and writes them). ``Violation`` is a code plus parameters, never a
sentence: the view translates codes. ``ActionRecord`` lists the events an action set off,
including the automated turns of monsters and summons that followed it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

HexT = tuple[int, int]


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SelectCards(_Action):
    """Plan the round: play two cards, ``leading`` sets the initiative."""

    kind: Literal["select_cards"] = "select_cards"
    character: str
    leading: str
    second: str


class DeclareLongRest(_Action):
    """Plan the round: rest for the whole round at initiative 99."""

    kind: Literal["long_rest"] = "long_rest"
    character: str


class OrderTie(_Action):
    """The players order figures whose initiative ties and no rule separates."""

    kind: Literal["order_tie"] = "order_tie"
    order: tuple[str, ...]


class PlayHalf(_Action):
    """Do the top or bottom of one of the two chosen cards (``default``: as Attack 2 / Move 2)."""

    kind: Literal["play_half"] = "play_half"
    card: str
    half: Literal["top", "bottom"]
    default: bool = False


class MoveTo(_Action):
    """End the current move in ``hex`` (the figure's own hex: do not move)."""

    kind: Literal["move_to"] = "move_to"
    hex: HexT


class AttackTargets(_Action):
    """Attack these enemies (none: skip the attack)."""

    kind: Literal["attack"] = "attack"
    targets: tuple[str, ...] = ()


class HealTarget(_Action):
    kind: Literal["heal"] = "heal"
    target: str


class SummonAt(_Action):
    """Place the summon (None: no empty hex next to the summoner, the summon is lost)."""

    kind: Literal["summon"] = "summon"
    hex: HexT | None


class ConsumeElement(_Action):
    """Before answering the pending move, attack or heal: consume its element for the bonus."""

    kind: Literal["consume"] = "consume"
    element: str


class ForcedStep(_Action):
    """Push or pull the target into ``hex`` (None, before the first hex: skip the effect)."""

    kind: Literal["forced_step"] = "forced_step"
    hex: HexT | None


class RestLose(_Action):
    """A long rest: lose this card from the discard pile."""

    kind: Literal["rest_lose"] = "rest_lose"
    card: str


class ChooseOutcome(_Action):
    """The players pick one of the legal outcomes of a monster's or summon's turn."""

    kind: Literal["choose_outcome"] = "choose_outcome"
    index: int


class ShortRest(_Action):
    """At the end of the round: short rest (lose a random discard) or not."""

    kind: Literal["short_rest"] = "short_rest"
    character: str
    rest: bool


class RedrawRest(_Action):
    """Right after a short rest: suffer 1 damage to lose a different random card instead (the
    first goes back to the hand); offered once per rest, until the next action of anyone."""

    kind: Literal["rest_redraw"] = "rest_redraw"
    character: str


class DamageChoice(_Action):
    """A character about to suffer damage: suffer it (``cards`` empty), or negate all of it by
    losing one card from the hand or two from the discard pile (rulebook p.17)."""

    kind: Literal["damage_choice"] = "damage_choice"
    character: str
    cards: tuple[str, ...] = ()


Action = Annotated[
    SelectCards
    | DeclareLongRest
    | OrderTie
    | PlayHalf
    | MoveTo
    | AttackTargets
    | HealTarget
    | SummonAt
    | ConsumeElement
    | ForcedStep
    | RestLose
    | ChooseOutcome
    | ShortRest
    | RedrawRest
    | DamageChoice,
    Field(discriminator="kind"),
]

ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
ACTION_LIST_ADAPTER: TypeAdapter[list[Action]] = TypeAdapter(list[Action])


class Violation(BaseModel):
    """Why an action is illegal: a code and its parameters."""

    model_config = ConfigDict(frozen=True)
    code: str
    params: dict[str, Any] = Field(default_factory=dict)


class Event(BaseModel):
    """Something that happened: ``code`` (turn_start, move, attack, heal, summon, rest, ...)
    and its parameters."""

    model_config = ConfigDict(frozen=True)
    code: str
    params: dict[str, Any] = Field(default_factory=dict)


class ActionRecord(BaseModel):
    action: Action
    events: list[Event] = Field(default_factory=list)


class IllegalAction(ValueError):
    """``apply`` was given an action that ``validate`` rejects."""

    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        super().__init__(", ".join(v.code for v in violations))
