"""A game is its seed plus its action log: replay one, and take a snapshot to compare two.

Saves (``persist.CitySave``) store the pack, map, seats, seed and ``action_log``; loading calls
``replay``. ``snapshot`` is the whole state as plain JSON, used to check that replaying gives
the very same state and to write golden playthrough files.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from founders_desktop.city.game.actions import Action
from founders_desktop.city.game.engine import apply
from founders_desktop.city.game.rng import CURRENT
from founders_desktop.city.game.setup import new_game
from founders_desktop.city.game.state import GameState
from founders_desktop.city.serial import to_json
from founders_desktop.content import ContentPack


def replay(
    pack: ContentPack,
    map_id: str,
    seats: int | Sequence[str],
    seed: int,
    log: Iterable[dict[str, Any]],
    rng_version: int = CURRENT,
) -> GameState:
    """The state after playing ``log`` (``Action.to_json`` dicts) from a new game; every action
    is validated, so a log that does not fit the rules raises ``IllegalAction``. A save made
    before generator versions existed replays with ``rng_version=LEGACY``."""
    state = new_game(pack, map_id, seats, seed, rng_version)
    for data in log:
        state, _ = apply(state, Action.from_json(data))
    return state


def snapshot(state: GameState) -> dict[str, Any]:
    """Everything in the state as JSON values (equal snapshots: equal games)."""
    return {
        "pack": state.pack.id,
        "map": state.map_id,
        "seed": state.seed,
        "rng_draws": state.rng_draws,
        "rng_version": state.rng_version,
        "phase": state.phase,
        "turn": state.turn,
        "active": state.active,
        "start_player": state.start_player,
        "votes_held": state.votes_held,
        "players": [
            {
                "race": p.race,
                "race_resource": p.race_resource,
                "cards": p.cards,
                "hand": p.hand,
                "played": [[c, up] for c, up in p.played],
                "money": p.money,
                "fleeting": p.fleeting,
                "lasting": p.lasting,
                "card_points": p.card_points,
                "workers_out": p.workers_out,
                "advisers_recruited": p.advisers_recruited,
            }
            for p in state.players
        ],
        "board": to_json(state.board),
        "neutral": list(state.neutral),
        "races_left": state.races_left,
        "resource_cards": state.resource_cards,
        "offer": state.offer,
        "adviser_deck": state.adviser_deck,
        "proposals": state.proposals,
        "prestige_deck": state.prestige_deck,
        "prestige_discard": state.prestige_discard,
        "removed": state.removed,
        "votes": {str(k): list(v) for k, v in sorted(state.votes.items())},
        "vote_caller": state.vote_caller,
        "end_triggered": state.end_triggered,
        "solo_cycles": state.solo_cycles,
        "solo_result": state.solo_result,
        "stack": [[s.kind, s.seat, s.ref, s.n, list(s.options)] for s in state.stack],
    }
