"""Character classes and monster types: the static content a scenario refers to by id.

Both live in resources/tactics/ (``classes.json``, ``monsters.json``) as versioned JSON. A
scenario file may also carry its own classes or monsters (same shapes) so that tests and
editors can make small worlds without touching the shared starter set.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from founders_desktop.tactics.cards import AbilityCard, ConditionName, MonsterCard
from founders_desktop.tactics.character_level import HitPoints, checked_hit_points, hit_points_at
from founders_desktop.tactics.content_errors import from_validation, read_json

#: Monster attack grows by one every this many scenario levels (hit points by ``hp_per_level``).
ATTACK_LEVELS_PER_POINT = 2


#: Where a file's or an entry's values come from: the project's own design, values worked out
#: from public descriptions ("reconstructed"), or typed by an owner from their printed copy.
Provenance = Literal["project design", "reconstructed", "printed"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class CharacterClass(_Strict):
    """A playable class: hit points (one number for every level, or nine for levels 1 to 9:
    character_level.py), how many cards its hand holds, and its cards (the first ``hand_size``
    form the default hand)."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    provenance: Provenance | None = None
    hp: HitPoints
    hand_size: int = Field(ge=2, le=20)
    cards: tuple[AbilityCard, ...] = Field(min_length=2)

    @field_validator("hp", mode="before")
    @classmethod
    def _hit_points(cls, value: object) -> HitPoints:
        return checked_hit_points(value)

    def hp_at(self, level: int) -> int:
        """The maximum hit points of a character of this class at ``level`` (1 to 9)."""
        return hit_points_at(self.hp, level)

    @property
    def by_level(self) -> bool:
        """Whether the class prints hit points per level (not one number for all)."""
        return not isinstance(self.hp, int)

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


#: Scenario levels 0 to 7: one row of the monster stat card each.
LEVELS = 8


class MonsterStats(_Strict):
    """The printed stats of a normal or an elite monster at one scenario level, with the
    innate bonuses of the stat card (always active, unaffected by stun)."""

    hp: int = Field(ge=1, le=99)
    move: int = Field(ge=0, le=8)
    attack: int = Field(ge=0, le=15)
    range: int = Field(default=0, ge=0, le=8)
    shield: int = Field(default=0, ge=0, le=10)
    retaliate: int = Field(default=0, ge=0, le=10)
    pierce: int = Field(default=0, ge=0, le=10)
    #: conditions every attack of this monster gives (e.g. poisoned)
    conditions: tuple[ConditionName, ...] = ()

    def at_level(self, level: int) -> MonsterStats:
        """These stats are one level's already (kept so a single row reads like a table)."""
        return self


class StatLevel(_Strict):
    """One scenario level of a stat card: its normal and its elite half."""

    level: int = Field(ge=0, le=LEVELS - 1)
    normal: MonsterStats
    elite: MonsterStats


@dataclass(frozen=True)
class StatTable:
    """The normal (or elite) column of a stat card, level 0 to 7. Reading a stat straight from
    the table (``table.shield``) gives level 0's; ``at_level`` gives a scenario level's row."""

    rows: tuple[MonsterStats, ...]

    def at_level(self, level: int) -> MonsterStats:
        return self.rows[level]

    def __getattr__(self, name: str) -> object:
        return getattr(self.rows[0], name)


def _v1_levels(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Format 1 printed only level 0 and a growth rule: hit points grow by ``hp_per_level``
    (default 1) every level, attack by one every ``ATTACK_LEVELS_PER_POINT`` levels."""

    def row(stats: Any, level: int) -> Any:
        if not isinstance(stats, dict):
            return stats  # left for the field's own error
        out = {k: v for k, v in stats.items() if k != "hp_per_level"}
        per = stats.get("hp_per_level", 1)
        if isinstance(out.get("hp"), int) and isinstance(per, int):
            out["hp"] = out["hp"] + per * level
        if isinstance(out.get("attack"), int):
            out["attack"] = out["attack"] + level // ATTACK_LEVELS_PER_POINT
        return out

    return [
        {"level": lv, "normal": row(data.get("normal"), lv), "elite": row(data.get("elite"), lv)}
        for lv in range(LEVELS)
    ]


class MonsterType(_Strict):
    """A monster type: its stat card (normal and elite, levels 0 to 7), traits, immunities and
    its ability deck (a card marked ``shuffle`` reshuffles the deck at the end of its round)."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    provenance: Provenance | None = None
    levels: tuple[StatLevel, ...] = Field(min_length=LEVELS, max_length=LEVELS)
    traits: tuple[Literal["flying", "jump"], ...] = ()
    #: conditions the monster cannot be given (data for now: the round engine does not refuse them)
    immunities: tuple[ConditionName, ...] = ()
    deck: tuple[MonsterCard, ...] = Field(min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _from_format_1(cls, data: Any) -> Any:
        if isinstance(data, dict) and "levels" not in data and ("normal" in data or "elite" in data):
            data = {k: v for k, v in data.items() if k not in ("normal", "elite")} | {
                "levels": _v1_levels(data)
            }
        return data

    @model_validator(mode="after")
    def _unique_cards(self) -> MonsterType:
        for i, row in enumerate(self.levels):
            if row.level != i:
                raise ValueError(f"levels[{i}] is level {row.level}: the rows go from level 0 to 7 in order")
        ids = [c.id for c in self.deck]
        if len(set(ids)) != len(ids):
            raise ValueError("monster card ids must be unique within a deck")
        return self

    @property
    def normal(self) -> StatTable:
        return StatTable(tuple(r.normal for r in self.levels))

    @property
    def elite(self) -> StatTable:
        return StatTable(tuple(r.elite for r in self.levels))

    def stats(self, elite: bool, level: int) -> MonsterStats:
        """The stat card's row for a normal or elite monster at a scenario level."""
        row = self.levels[level]
        return row.elite if elite else row.normal

    def card(self, card_id: str) -> MonsterCard:
        for c in self.deck:
            if c.id == card_id:
                return c
        raise KeyError(card_id)


CLASSES_FORMAT = "tactics-classes/2"
MONSTERS_FORMAT = "tactics-monsters/2"


class ClassesFile(_Strict):
    format: Literal["tactics-classes/2"]
    provenance: Provenance = "project design"
    classes: tuple[CharacterClass, ...]


class MonstersFile(_Strict):
    format: Literal["tactics-monsters/2"]
    provenance: Provenance = "project design"
    monsters: tuple[MonsterType, ...]


def migrate(data: Any) -> Any:
    """A format-1 classes or monsters document as format 2 (monsters convert themselves;
    format 1 files were the project's own designs)."""
    if isinstance(data, dict) and data.get("format") in ("tactics-classes/1", "tactics-monsters/1"):
        kind = "classes" if data["format"] == "tactics-classes/1" else "monsters"
        return {**data, "format": f"tactics-{kind}/2", "provenance": data.get("provenance", "project design")}
    return data


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
        return ClassesFile.model_validate(migrate(read_json(path))).classes
    except ValidationError as err:
        raise from_validation(str(path), err) from None


def load_monsters(path: Path) -> tuple[MonsterType, ...]:
    try:
        return MonstersFile.model_validate(migrate(read_json(path))).monsters
    except ValidationError as err:
        raise from_validation(str(path), err) from None


def starter_catalog() -> Catalog:
    """The classes and monsters shipped in resources/tactics/."""
    from founders_desktop.resources import resource

    folder = resource("tactics")
    return Catalog(load_classes(folder / "classes.json"), load_monsters(folder / "monsters.json"))
