"""Real city games as save payloads: the legal log of a seeded game, and the same log with one
action changed, saved with a correct checksum (anyone can recompute a SHA-256)."""

from __future__ import annotations

from typing import Any

from founders_desktop.city.game import apply, legal_actions, new_game
from founders_desktop.city.game.turns import CALL_TO_VOTE
from founders_desktop.content import default_pack
from founders_desktop.persist import CitySave, PackRef, Seat

MAP = "symmetric"


def legal_log(moves: int = 12, seed: int = 3, seats: int = 2) -> list[dict[str, Any]]:
    """The first ``moves`` actions of a game in which every seat takes its last legal option."""
    state = new_game(default_pack(), MAP, seats, seed)
    log = []
    for _ in range(moves):
        action = legal_actions(state)[-1]
        log.append(action.to_json())
        state, _ = apply(state, action)
    return log


def log_to_first_turn(seed: int = 3, seats: int = 2) -> tuple[list[dict[str, Any]], int]:
    """The set-up actions up to the first "turn" decision, and the seat that takes it."""
    state = new_game(default_pack(), MAP, seats, seed)
    log = []
    while state.stack[-1].kind != "turn":
        action = legal_actions(state)[-1]
        log.append(action.to_json())
        state, _ = apply(state, action)
    return log, state.stack[-1].seat


def city_save(actions: list[Any], seed: int = 3, seats: int = 2) -> dict[str, Any]:
    pack = default_pack()
    return CitySave(
        pack=PackRef(id=pack.id, version=str(pack.manifest.schema_version)),
        map_id=MAP,
        seats=[Seat(name=f"P{i}", colour=("blue", "orange", "purple")[i]) for i in range(seats)],
        seed=seed,
        actions=actions,
    ).model_dump(mode="json")


def call_to_vote_first(seed: int = 3) -> tuple[dict[str, Any], int]:
    """A save whose first turn plays Call to Vote (before any card: the rules forbid it)."""
    log, seat = log_to_first_turn(seed)
    log.append({"type": "play_card", "seat": seat, "target": CALL_TO_VOTE, "face_up": True})
    return city_save(log, seed), len(log) - 1
