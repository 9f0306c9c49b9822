"""``apply_in_place`` (a playout's apply: no copy per decision) does what ``apply`` does, to the
state it is given: the same next state, the same record, and lists listed before stay as they
were. An illegal action is refused before anything changes."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from founders_desktop.city.game import (
    GameState,
    IllegalAction,
    apply,
    apply_in_place,
    is_over,
    legal_actions,
    new_game,
)
from founders_desktop.content import default_pack


def _values(state: GameState) -> list[object]:
    """Every field but the cached legal list."""
    return [getattr(state, f.name) for f in fields(GameState) if f.name != "legal"]


@pytest.mark.parametrize(("players", "map_id"), [(1, "thematic"), (3, "symmetric"), (4, "thematic")])
def test_in_place_reaches_the_states_and_records_apply_makes(players: int, map_id: str) -> None:
    rng = random.Random(players)
    copied = new_game(default_pack(), map_id, players, 11)
    changed = copied.clone()
    for _ in range(600):
        if is_over(copied):
            break
        legal = legal_actions(changed)
        before = list(legal)
        action = legal[rng.randrange(len(legal))]
        copied, expected = apply(copied, action, check=False)
        record = apply_in_place(changed, action)
        assert record == expected
        assert _values(changed) == _values(copied)
        assert legal == before  # the list handed out before is not touched
        assert changed.legal is None or changed.legal is not legal
    assert is_over(changed) == is_over(copied)


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    state = new_game(default_pack(), "thematic", 2, 4)
    other_seat = next(a for a in legal_actions(state))
    wrong = type(other_seat)("basic_money", 1 - other_seat.seat)
    before = _values(state.clone())
    with pytest.raises(IllegalAction):
        apply_in_place(state, wrong)
    assert _values(state) == before
