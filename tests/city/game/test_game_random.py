"""Random games on both maps for 1 to 4 players, with every invariant checked after each action.

100 short games by default; the 1,000-game run is marked slow. Games end normally or at the
turn cap, never stuck (there is always a legal action until the game is over).
"""

from __future__ import annotations

import pytest

from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import ActionRecord, GameState, legal_actions
from founders_desktop.city.game.invariants import Ledger, check
from founders_desktop.content import default_pack

MAPS = ("thematic", "symmetric")


def _run(seed: int, players: int, map_id: str, max_turns: int) -> None:
    ledger = Ledger(players)
    problems: list[tuple[str, list[str]]] = []

    def observe(state: GameState, record: ActionRecord) -> None:
        ledger.add(record)
        bad = check(state, ledger)
        if bad and not problems:
            problems.append((record.action.short(), bad))
        assert state.phase == "over" or legal_actions(state), "a decision with no legal action"

    state, result = play_game(default_pack(), map_id, ["random"] * players, seed, max_turns, observe)
    assert not problems, problems
    assert result.capped or state.phase == "over"
    assert result.turns <= max_turns


@pytest.mark.parametrize("seed", range(100))
def test_short_random_games_keep_every_invariant(seed: int) -> None:
    _run(seed, players=seed % 4 + 1, map_id=MAPS[seed // 4 % 2], max_turns=8)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1000, 2000))
def test_long_random_games_keep_every_invariant(seed: int) -> None:
    _run(seed, players=seed % 4 + 1, map_id=MAPS[seed // 4 % 2], max_turns=120)
