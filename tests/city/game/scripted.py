"""Helpers for scripted games: set a game up, find a legal action by its fields, play it."""

from __future__ import annotations

from typing import Any

from founders_desktop.city.game import Action, GameState, apply, current_player, legal_actions, new_game
from founders_desktop.city.game.actions import ActionRecord
from founders_desktop.content import default_pack


def find(state: GameState, type: str, **fields: Any) -> Action:
    """The one legal action of ``type`` whose fields match (first, if several)."""
    for a in legal_actions(state):
        if a.type == type and all(_match(getattr(a, k, None), v, a, k) for k, v in fields.items()):
            return a
    raise AssertionError(f"no legal {type} {fields}; legal: {[a.short() for a in legal_actions(state)][:30]}")


def _match(value: Any, want: Any, action: Action, key: str) -> bool:
    if key == "anchor":
        return action.placement is not None and action.placement.anchor == want
    if key == "item":
        return action.placement is not None and action.placement.item == want
    return bool(value == want)


def has(state: GameState, type: str, **fields: Any) -> bool:
    try:
        find(state, type, **fields)
    except AssertionError:
        return False
    return True


def play(state: GameState, type: str, **fields: Any) -> tuple[GameState, ActionRecord]:
    return apply(state, find(state, type, **fields))


def set_up(
    players: int,
    map_id: str = "symmetric",
    seed: int = 1,
    races: list[str] | None = None,
    cards: list[str] | None = None,
) -> GameState:
    """A game in play: races (in player order) and resource cards (in draft order) as given,
    else the first legal choice; first stalls on the first legal space."""
    state = new_game(default_pack(), map_id, players, seed)
    races = list(races or [])
    cards = list(cards or [])
    while state.phase == "setup":
        step = state.stack[-1]
        if step.kind == "choose_race" and races:
            state, _ = play(state, "choose_race", target=races.pop(0))
        elif step.kind in ("choose_resource", "aesther_resource") and cards:
            state, _ = play(state, "choose_resource", target=cards.pop(0))
        else:
            state, _ = apply(state, legal_actions(state)[0])
    return state


def seat_now(state: GameState) -> int:
    seat = current_player(state)
    assert seat is not None
    return seat
