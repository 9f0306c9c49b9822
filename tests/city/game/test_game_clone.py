"""``GameState.clone`` sets each slot directly: the copy must equal one made through the
dataclasses' own constructors, share no list, dict or player with the original, and carry no
legal-action list."""

from __future__ import annotations

import random
from dataclasses import fields

from founders_desktop.city.game import GameState, apply, is_over, legal_actions, new_game
from founders_desktop.city.game.state import PlayerState
from founders_desktop.content import default_pack


def constructed(state: GameState) -> GameState:
    """The copy as the constructors make it (every list and player copied, no legal list)."""
    values = {}
    for f in fields(GameState):
        value = getattr(state, f.name)
        if f.name == "players":
            value = [
                PlayerState(**{g.name: _copied(getattr(p, g.name)) for g in fields(PlayerState)})
                for p in value
            ]
        elif f.name == "legal":
            value = None
        values[f.name] = _copied(value)
    return GameState(**values)


def _copied(value: object) -> object:
    return value.copy() if isinstance(value, list | dict) else value


def test_a_clone_equals_a_constructed_copy_and_shares_nothing_that_changes() -> None:
    rng = random.Random(3)
    state = new_game(default_pack(), "thematic", 4, 3)
    for step in range(400):
        if is_over(state):
            break
        legal = legal_actions(state)
        if step % 10 == 0:
            copy = state.clone()
            assert copy == constructed(state) and copy.legal is None
            for f in fields(GameState):
                value = getattr(state, f.name)
                if isinstance(value, list | dict) and f.name != "legal":
                    assert getattr(copy, f.name) is not value, f.name
            for mine, theirs in zip(copy.players, state.players, strict=True):
                assert mine == theirs and mine is not theirs
                for g in fields(PlayerState):
                    if isinstance(getattr(theirs, g.name), list):
                        assert getattr(mine, g.name) is not getattr(theirs, g.name), g.name
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
