"""Ability cards as data: a typed vocabulary of actions, character cards and monster cards.

Cards are static content (loaded from resources/tactics/), so they are frozen pydantic models:
validated once with clear errors, referenced from the round state by id only. A character card
has an initiative and a top and a bottom half, each a list of actions; a half may carry the
loss symbol (the card is lost when that half is played) or be persistent (the card stays in
the active pile while its effect, e.g. a summon, lasts). Monster cards change the monster's
printed move and attack for one round.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

#: Conditions a card may give (to enemies by an attack, or to oneself); blessed and cursed
#: are cards shuffled into the figure's attack modifier deck.
ConditionName = Literal[
    "muddled",
    "disarmed",
    "invisible",
    "immobilized",
    "poisoned",
    "wounded",
    "stunned",
    "strengthened",
    "blessed",
    "cursed",
]


#: The six elements of the infusion table.
ElementName = Literal["fire", "ice", "air", "earth", "light", "dark"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Consume(_Frozen):
    """Consume a strong or waning element for a bonus: ``value`` is added to the ability's
    value (move, attack or heal) and ``conditions`` to an attack's."""

    element: ElementName
    value: int = Field(default=0, ge=0, le=10)
    conditions: tuple[ConditionName, ...] = ()


class _NoConsumeConditions(_Frozen):
    """A move or heal whose consume bonus names conditions is refused: only attacks give them."""

    @model_validator(mode="after")
    def _no_conditions(self) -> _NoConsumeConditions:
        consume = getattr(self, "consume", None)
        if consume is not None and consume.conditions:
            raise ValueError("consume.conditions is for attacks only")
        return self


class MoveAction(_NoConsumeConditions):
    """Move up to ``value`` hexes, walking, jumping or flying."""

    type: Literal["move"] = "move"
    value: int = Field(ge=0, le=12)
    mode: Literal["normal", "jump", "flying"] = "normal"
    infuse: tuple[ElementName, ...] = ()
    consume: Consume | None = None


class AreaShape(_Frozen):
    """A melee area pattern: offsets (dq, dr) from the attacker's hex, any rotation or mirror."""

    hexes: tuple[tuple[int, int], ...] = Field(min_length=1)
    melee: bool = True


class AttackAction(_Frozen):
    """Attack ``value`` against up to ``targets`` enemies within ``range`` (0: melee)."""

    type: Literal["attack"] = "attack"
    value: int = Field(ge=0, le=20)
    range: int = Field(default=0, ge=0, le=10)
    targets: int = Field(default=1, ge=1, le=6)
    area: AreaShape | None = None
    conditions: tuple[ConditionName, ...] = ()
    #: ignore up to this much of the target's shield
    pierce: int = Field(default=0, ge=0, le=10)
    #: forced movement of each target that still stands, after the damage (forced_move.py)
    push: int = Field(default=0, ge=0, le=6)
    pull: int = Field(default=0, ge=0, le=6)
    infuse: tuple[ElementName, ...] = ()
    consume: Consume | None = None

    @model_validator(mode="after")
    def _one_forced_move(self) -> AttackAction:
        if self.push and self.pull:
            raise ValueError("an attack pushes or pulls, not both")
        return self


class HealAction(_NoConsumeConditions):
    """Heal ``value`` hit points of oneself or an ally within ``range`` (0: self only)."""

    type: Literal["heal"] = "heal"
    value: int = Field(ge=1, le=20)
    range: int = Field(default=0, ge=0, le=10)
    infuse: tuple[ElementName, ...] = ()
    consume: Consume | None = None


class SummonAction(_Frozen):
    """Place a summon with printed stats in an empty hex next to the summoner."""

    type: Literal["summon"] = "summon"
    name: str = Field(min_length=1)
    hp: int = Field(ge=1, le=30)
    move: int = Field(ge=0, le=8)
    attack: int = Field(ge=0, le=10)
    range: int = Field(default=0, ge=0, le=8)
    flying: bool = False
    infuse: tuple[ElementName, ...] = ()


class SelfConditionAction(_Frozen):
    """Give oneself a condition (invisible)."""

    type: Literal["condition"] = "condition"
    condition: ConditionName
    infuse: tuple[ElementName, ...] = ()


class ShieldAction(_Frozen):
    """A round bonus: Shield ``value`` until the end of the round (p.21)."""

    type: Literal["shield"] = "shield"
    value: int = Field(ge=1, le=10)


class RetaliateAction(_Frozen):
    """A round bonus: Retaliate ``value`` against enemies attacking from within ``range``
    hexes, until the end of the round (p.21)."""

    type: Literal["retaliate"] = "retaliate"
    value: int = Field(ge=1, le=10)
    range: int = Field(default=1, ge=1, le=6)


class LootAction(_Frozen):
    """Loot ``range``: pick up every money token within that range (p.27)."""

    type: Literal["loot"] = "loot"
    range: int = Field(ge=1, le=6)


CardAction = Annotated[
    MoveAction
    | AttackAction
    | HealAction
    | SummonAction
    | SelfConditionAction
    | ShieldAction
    | RetaliateAction
    | LootAction,
    Field(discriminator="type"),
]


class CardHalf(_Frozen):
    actions: tuple[CardAction, ...] = Field(min_length=1)
    loss: bool = False
    persistent: bool = False


class AbilityCard(_Frozen):
    """A character's ability card."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    initiative: int = Field(ge=1, le=99)
    top: CardHalf
    bottom: CardHalf


#: The default actions any half may be played as instead of its printed text (rulebook p.17).
DEFAULT_TOP = CardHalf(actions=(AttackAction(value=2),))
DEFAULT_BOTTOM = CardHalf(actions=(MoveAction(value=2),))


class MonsterConsume(_Frozen):
    """A monster card's bonus when its set consumes ``element``: added to the card's move,
    attack and range, and conditions added to its attack."""

    element: ElementName
    move: int = Field(default=0, ge=0, le=4)
    attack: int = Field(default=0, ge=0, le=4)
    range: int = Field(default=0, ge=0, le=4)
    conditions: tuple[ConditionName, ...] = ()


class MonsterCard(_Frozen):
    """A monster ability card: changes to the printed move and attack, for every monster of
    the type this round. ``move``/``attack`` are added to the printed values (absent: no move,
    no attack); ``range`` replaces the printed range when given; ``shuffle`` reshuffles the
    deck at the end of the round."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    initiative: int = Field(ge=1, le=99)
    shuffle: bool = False
    move: int | None = Field(default=None, ge=-3, le=4)
    jump: bool = False
    attack: int | None = Field(default=None, ge=-3, le=4)
    range: int | None = Field(default=None, ge=0, le=8)
    targets: int = Field(default=1, ge=1, le=6)
    area: AreaShape | None = None
    conditions: tuple[ConditionName, ...] = ()
    heal: int | None = Field(default=None, ge=1, le=10)
    self_conditions: tuple[ConditionName, ...] = ()
    infuse: tuple[ElementName, ...] = ()
    consume: MonsterConsume | None = None
    #: bonuses gained when the monster takes its turn (not when stunned), until the round ends
    shield: int | None = Field(default=None, ge=1, le=10)
    retaliate: int | None = Field(default=None, ge=1, le=10)
    pierce: int = Field(default=0, ge=0, le=10)
    #: forced movement of each target still standing after the attack (monster_forced.py)
    push: int = Field(default=0, ge=0, le=6)
    pull: int = Field(default=0, ge=0, le=6)

    @model_validator(mode="after")
    def _one_forced_move(self) -> MonsterCard:
        if self.push and self.pull:
            raise ValueError("a monster card pushes or pulls, not both")
        if (self.push or self.pull) and self.attack is None:
            raise ValueError("push and pull are effects of an attack: the card has no attack")
        return self
