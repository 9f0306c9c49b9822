"""Saves and replays: a save is pack, map, seats, seed and the action log; loading replays it.
Save -> load -> continue must equal never having saved; illegal logs are refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop import __version__
from founders_desktop.bots import make_bot
from founders_desktop.city.game import (
    Action,
    GameState,
    IllegalAction,
    apply,
    current_player,
    is_over,
    legal_actions,
    new_game,
    view_for,
)
from founders_desktop.city.game.replay import ReplayError, replay, snapshot
from founders_desktop.content import default_pack
from founders_desktop.persist import CitySave, PackRef, Seat, load_save, save_game


def _play(state: GameState, log: list[dict[str, object]], decisions: int, seed: int) -> GameState:
    bots = [make_bot("greedy" if i % 2 else "random", seed + i) for i in range(state.n)]
    for _ in range(decisions):
        if is_over(state):
            break
        seat = current_player(state)
        assert seat is not None
        action = bots[seat].choose(view_for(state, seat), legal_actions(state))
        log.append(action.to_json())
        state, _ = apply(state, action)
    return state


@pytest.mark.parametrize(("players", "map_id"), [(2, "thematic"), (4, "symmetric"), (1, "thematic")])
def test_save_load_continue_equals_never_saving(tmp_path: Path, players: int, map_id: str) -> None:
    pack = default_pack()
    seed = 40 + players
    log: list[dict[str, object]] = []
    state = _play(new_game(pack, map_id, players, seed), log, 60, seed)
    payload = CitySave(
        pack=PackRef(id=pack.id, version=__version__),
        map_id=map_id,
        seats=[
            Seat(name=f"P{i}", colour=c)
            for i, c in zip(range(players), ("red", "blue", "green", "white"), strict=False)
        ],
        seed=seed,
        actions=log,
    )
    path = save_game(tmp_path / "game.fdsave", "city", payload)
    loaded = load_save(path).payload_as(CitySave)
    restored = replay(pack, loaded.map_id, len(loaded.seats), loaded.seed, loaded.actions)
    assert snapshot(restored) == snapshot(state)
    # continue both the same way
    cont_log: list[dict[str, object]] = []
    a = _play(state, cont_log, 30, seed + 1)
    b = _play(restored, [], 30, seed + 1)
    assert snapshot(a) == snapshot(b)


def test_actions_round_trip_through_json() -> None:
    state = new_game(default_pack(), "symmetric", 3, 1)
    for _ in range(12):
        for a in legal_actions(state):
            assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
        state, _ = apply(state, legal_actions(state)[-1])


def test_a_log_with_an_illegal_action_is_refused_and_the_state_is_untouched() -> None:
    state = new_game(default_pack(), "symmetric", 2, 1)
    before = snapshot(state)
    bad = Action("choose_race", (state.start_player + 1) % 2, target="human")
    with pytest.raises(IllegalAction) as err:
        apply(state, bad)
    assert err.value.violations[0].code == "not_your_decision"
    assert snapshot(state) == before
    with pytest.raises(ReplayError) as refused:
        replay(
            default_pack(),
            "symmetric",
            2,
            1,
            [Action("choose_race", state.start_player, target="nope").to_json()],
        )
    assert refused.value.index == 0
    assert refused.value.code == "action_not_available" or refused.value.code.startswith("illegal")
