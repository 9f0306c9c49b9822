"""Character classes and monster types: the static content a scenario refers to by id.

Both live in resources/tactics/ (``classes.json``, ``monsters.json``) as versioned JSON. A
scenario file may also carry its own classes or monsters (same shapes) so that tests and
editors can make small worlds without touching the shared starter set.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from founders_desktop.tactics.cards import AbilityCard, MonsterCard
from founders_desktop.tactics.content_errors import from_validation, read_json

#: Monster attack grows by one every this many scenario levels (hit points by ``hp_per_level``).
ATTACK_LEVELS_PER_POINT = 2


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class CharacterClass(_Strict):
    """A playable class: hit points, how many cards its hand holds, and its cards (the first
    ``hand_size`` form the default hand)."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    hp: int = Field(ge=1, le=30)
    hand_size: int = Field(ge=2, le=20)
    cards: tuple[AbilityCard, ...] = Field(min_length=2)

    @model_validator(mode="after")
    def _unique_cards(self) -> CharacterClass:
        seen: set[str] = set()
        for card in self.cards:
            if card.id in seen:
                raise ValueError(f"card id {card.id!r} appears twice")
            seen.add(card.id)
        if self.hand_size > len(self.cards):
            raise ValueError(f"hand_size {self.hand_size} is more than the {len(self.cards)} cards")
        return self

    def card(self, card_id: str) -> AbilityCard:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)


class MonsterStats(_Strict):
    """Printed stats of a normal or elite monster at scenario level 0."""

    hp: int = Field(ge=1, le=40)
    move: int = Field(ge=0, le=8)
    attack: int = Field(ge=0, le=10)
    range: int = Field(default=0, ge=0, le=8)
    hp_per_level: int = Field(default=1, ge=0, le=5)
    #: innate bonuses printed on the stat card: always active, unaffected by stun
    shield: int = Field(default=0, ge=0, le=10)
    retaliate: int = Field(default=0, ge=0, le=10)

    def at_level(self, level: int) -> MonsterStats:
        return self.model_copy(
            update={
                "hp": self.hp + self.hp_per_level * level,
                "attack": self.attack + level // ATTACK_LEVELS_PER_POINT,
            }
        )


class MonsterType(_Strict):
    """A monster type: normal and elite stats, traits and its ability deck."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    normal: MonsterStats
    elite: MonsterStats
    traits: tuple[Literal["flying", "jump"], ...] = ()
    deck: tuple[MonsterCard, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_cards(self) -> MonsterType:
        ids = [c.id for c in self.deck]
        if len(set(ids)) != len(ids):
            raise ValueError("monster card ids must be unique within a deck")
        return self

    def card(self, card_id: str) -> MonsterCard:
        for c in self.deck:
            if c.id == card_id:
                return c
        raise KeyError(card_id)


class ClassesFile(_Strict):
    format: Literal["tactics-classes/1"]
    classes: tuple[CharacterClass, ...]


class MonstersFile(_Strict):
    format: Literal["tactics-monsters/1"]
    monsters: tuple[MonsterType, ...]


class Catalog:
    """Classes and monster types by id."""

    def __init__(
        self, classes: tuple[CharacterClass, ...] = (), monsters: tuple[MonsterType, ...] = ()
    ) -> None:
        self.classes: dict[str, CharacterClass] = {c.id: c for c in classes}
        self.monsters: dict[str, MonsterType] = {m.id: m for m in monsters}

    def extended(self, classes: tuple[CharacterClass, ...], monsters: tuple[MonsterType, ...]) -> Catalog:
        """This catalog plus (or overridden by) more classes and monsters."""
        out = Catalog()
        out.classes = {**self.classes, **{c.id: c for c in classes}}
        out.monsters = {**self.monsters, **{m.id: m for m in monsters}}
        return out


def load_classes(path: Path) -> tuple[CharacterClass, ...]:
    try:
        return ClassesFile.model_validate(read_json(path)).classes
    except ValidationError as err:
        raise from_validation(str(path), err) from None


def load_monsters(path: Path) -> tuple[MonsterType, ...]:
    try:
        return MonstersFile.model_validate(read_json(path)).monsters
    except ValidationError as err:
        raise from_validation(str(path), err) from None


def starter_catalog() -> Catalog:
    """The classes and monsters shipped in resources/tactics/."""
    from founders_desktop.resources import resource

    folder = resource("tactics")
    return Catalog(load_classes(folder / "classes.json"), load_monsters(folder / "monsters.json"))
