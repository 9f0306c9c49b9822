"""The city game's save: content pack, map, seats, seed, options and the action log.

Issue 5: "a save file is the pack id and version, map, seats, seed and the action log".
Loading replays the log from the seed, so nothing else of the state is stored; the optional
``result`` only lets a list of saves show who won without replaying.
"""

from __future__ import annotations

from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from founders_desktop.persist.payload import Action, Identifier, SavePayload, Seed

MAX_SEATS = 4


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PackRef(_Strict):
    """The content pack the game was set up from; replay needs the same rules and tiles."""

    id: Identifier
    version: str = Field(min_length=1, max_length=50)


class GamePackRef(PackRef):
    """A city game's pack, with the SHA-256 of its files when saved (schema 2): opening the
    save notices a pack edited since, and replays the log under it before accepting it."""

    fingerprint: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")


class Seat(_Strict):
    """A place at the table: a person at this computer, or a computer player of some level."""

    name: str = Field(min_length=1, max_length=40)
    colour: str = Field(min_length=1, max_length=30)
    kind: Literal["human", "computer"] = "human"
    bot_level: str | None = Field(default=None, min_length=1, max_length=30)

    @model_validator(mode="after")
    def _level_only_for_computers(self) -> Self:
        if self.kind == "computer" and self.bot_level is None:
            raise ValueError("a computer seat needs a bot_level")
        if self.kind == "human" and self.bot_level is not None:
            raise ValueError("a human seat has no bot_level")
        return self


class CityOptions(_Strict):
    """Optional modules chosen at set-up (new options get defaults, so old saves still load)."""

    achievements: bool = False


class CityResult(_Strict):
    """The final scores, by seat order, and the winning seats (several on a tie)."""

    scores: list[int]
    winners: list[int] = Field(min_length=1)


class CitySave(SavePayload):
    """Everything needed to replay a game of Founders of Gloomhaven exactly."""

    GAME = "city"
    SCHEMA_VERSION = 2

    pack: GamePackRef
    map_id: Identifier
    seats: list[Seat] = Field(min_length=1, max_length=MAX_SEATS)
    seed: Seed
    # The city engine's random generator (city/game/rng.py): 2, the project's own seeded one;
    # 1 (random.Random) only in saves of schema version 1, which the migration marks so.
    rng_version: int = Field(default=2, ge=1, le=2)
    options: CityOptions = CityOptions()
    actions: list[Action] = []
    result: CityResult | None = None

    @field_validator("pack", mode="before")
    @classmethod
    def _plain_ref(cls, value: Any) -> Any:
        """A plain :class:`PackRef` (no fingerprint) is accepted as the game's pack."""
        return value.model_dump() if type(value) is PackRef else value

    @model_validator(mode="after")
    def _seats_and_result_agree(self) -> Self:
        colours = [seat.colour for seat in self.seats]
        if len(set(colours)) != len(colours):
            raise ValueError(f"two seats share a colour: {', '.join(colours)}")
        if self.result is not None:
            if len(self.result.scores) != len(self.seats):
                raise ValueError(
                    f"result.scores has {len(self.result.scores)} scores for {len(self.seats)} seats"
                )
            outside = [w for w in self.result.winners if not 0 <= w < len(self.seats)]
            if outside:
                raise ValueError(f"result.winners names seats that do not exist: {outside}")
        return self


def upgrade_v1(payload: dict[str, Any]) -> dict[str, Any]:
    """v1 -> v2: a v1 save's shuffles came from ``random.Random`` (generator version 1), so it
    replays with that generator; new saves name theirs. The pack reference also gained an
    optional fingerprint (nothing to fill in: a v1 save replays under its pack as it is now)."""
    payload["rng_version"] = 1
    return payload
