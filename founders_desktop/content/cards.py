"""Races, resource cards, advisers, standard action cards and achievements."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from founders_desktop.content.effects import ActionCategory, Effect
from founders_desktop.content.provenance import PackModel, Printed

# the four levels the solo rules print for the races
Difficulty = Literal["easy", "medium", "hard", "very_hard"]


class Race(Printed):
    """A race mat ("a" side): its resource (None for the Aesther, who takes any remaining
    resource card), the resources it forbids, and the racial worker action."""

    PRINTED_FIELDS = ("name", "resource", "forbidden", "racial_action", "solo_difficulty")

    id: str
    name: str
    resource: str | None
    forbidden: tuple[str, ...] = ()
    racial_action: tuple[Effect, ...] = Field(min_length=1)
    solo_difficulty: Difficulty = "medium"


class ResourceCard(Printed):
    """A basic resource card: which resource it grants, and which it forbids its holder to take."""

    PRINTED_FIELDS = ("resource", "forbidden")

    id: str
    resource: str
    forbidden: tuple[str, ...] = ()


class Adviser(Printed):
    """An adviser card. Followers of it take the standard follow action of its ``category``."""

    PRINTED_FIELDS = ("name", "tier", "category", "resource", "points", "main_action")

    id: str
    name: str
    tier: Literal[1, 2, 3]
    category: ActionCategory
    resource: str  # owned or accessed to recruit it
    points: Literal[0, 1, 3] = 0
    main_action: tuple[Effect, ...] = Field(min_length=1)


StandardCategory = Literal["recruit", "trade", "upgrade", "construct", "income", "call_to_vote"]


class StandardCard(Printed):
    """One of a player's standard action cards. ``follow`` lists the follow options other players
    choose among (any one of them, or a basic action); Call to Vote has no main or follow effects:
    the engine runs the vote."""

    PRINTED_FIELDS = ("name", "main_action", "follow_options", "player_counts", "face_down")

    id: str
    name: str
    category: StandardCategory
    main_action: tuple[Effect, ...] = ()
    follow_options: tuple[tuple[Effect, ...], ...] = ()
    player_counts: tuple[int, ...] = (1, 2, 3, 4)  # game sizes that deal this card
    face_down: bool = True  # may be played face down for a basic action


AchievementCondition = Literal[
    "houses_built",
    "bridges_built",
    "resource_types_owned",
    "tier_owned",
    "deliveries",
    "tier_delivered",
    "buildings_delivered_to",
    "completions_joined",
    "advisers_recruited",
    "lasting_influence",
    "money",
    "roads_built",
    "sections_with_tiles",
]


class Achievement(Printed):
    """An achievement card (optional module): the first player to reach ``threshold`` of the
    ``condition`` (for ``tier_*`` conditions, of tiles of ``tier``) claims it and scores ``points``."""

    PRINTED_FIELDS = ("name", "condition", "threshold", "points")

    id: str
    name: str
    condition: AchievementCondition
    threshold: int = Field(ge=1)
    tier: Literal[1, 2, 3] | None = None
    points: int = Field(ge=1)

    @model_validator(mode="after")
    def _tier_only_for_tier_conditions(self) -> Achievement:
        if self.condition.startswith("tier_") and self.tier is None:
            raise ValueError(f"condition {self.condition!r} needs a 'tier'")
        if not self.condition.startswith("tier_") and self.tier is not None:
            raise ValueError(f"condition {self.condition!r} takes no 'tier'")
        return self


class CityEvent(PackModel):
    """A Gloomhaven city event card: a campaign tie-in with no effect in this game."""

    id: str
    name: str


__all__ = [
    "Achievement",
    "Adviser",
    "CityEvent",
    "Race",
    "ResourceCard",
    "StandardCard",
]
