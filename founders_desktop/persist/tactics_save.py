"""The tactics game's save: which scenario (by id, or the scenario itself), the seed, the log.

Scenarios made in the editor may exist only inside the save, so the scenario can be embedded
as its JSON; exactly one of ``scenario_id`` and ``scenario`` is given.
"""

from __future__ import annotations

from typing import Self

from pydantic import model_validator

from founders_desktop.persist.payload import Action, Identifier, JsonObject, SavePayload, Seed


class TacticsSave(SavePayload):
    """Everything needed to replay a tactics scenario exactly."""

    GAME = "tactics"
    SCHEMA_VERSION = 3

    scenario_id: Identifier | None = None
    scenario: JsonObject | None = None
    seed: Seed
    actions: list[Action] = []
    #: the players may negate damage with cards (schema 2); saves of schema 1 never were asked
    damage_choice: bool = True
    #: monsters revealed by a door act in that round and a move goes on past the door it opens
    #: (schema 3); older saves replay with the new monsters waiting for the next round
    doors_mid_round: bool = True

    @model_validator(mode="after")
    def _one_scenario(self) -> Self:
        if (self.scenario_id is None) == (self.scenario is None):
            raise ValueError("give exactly one of scenario_id and scenario")
        return self


def upgrade_tactics_v1(payload: dict[str, object]) -> dict[str, object]:
    """Schema 1 logs come from before the damage choice: they replay with every damage suffered."""
    payload["damage_choice"] = False
    return payload


def upgrade_tactics_v2(payload: dict[str, object]) -> dict[str, object]:
    """Schema 2 logs come from before revealed monsters joined the round they are revealed in."""
    payload["doors_mid_round"] = False
    return payload
