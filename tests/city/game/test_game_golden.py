"""Golden playthroughs: seeded games written out action by action with what each did.

Any change in behaviour shows as a diff of these files (pytest-regressions, the project's one
golden-file convention). After an intended change, rewrite them with
``pytest tests/city/game/test_game_golden.py --force-regen`` and review the diff; a deleted golden
fails its test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_regressions.file_regression import FileRegressionFixture

from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import ActionRecord, GameState
from founders_desktop.content import default_pack

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    ("solo_thematic", "thematic", ["random"], 3, 40),
    ("two_symmetric", "symmetric", ["random", "random"], 11, 14),
    ("four_thematic", "thematic", ["random"] * 4, 21, 10),
    ("three_greedy_symmetric", "symmetric", ["greedy"] * 3, 31, 8),
]


def _transcript(map_id: str, bots: list[str], seed: int, max_turns: int) -> str:
    lines: list[str] = []

    def observe(state: GameState, record: ActionRecord) -> None:
        extra = []
        if record.payments:
            extra.append("pay " + " ".join(f"{p.seat}+{p.points}" for p in record.payments))
        if record.money:
            extra.append("money " + " ".join(f"{s}{m:+d}" for s, m in record.money))
        extra += record.events
        lines.append(record.action.short() + ("  | " + "; ".join(extra) if extra else ""))

    state, result = play_game(default_pack(), map_id, bots, seed, max_turns, observe)
    lines.append(result.line())
    lines.append("points " + " ".join(str(state.points(s)) for s in range(state.n)))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("name", "map_id", "bots", "seed", "max_turns"), CASES)
def test_golden_playthrough(
    name: str, map_id: str, bots: list[str], seed: int, max_turns: int, file_regression: FileRegressionFixture
) -> None:
    text = _transcript(map_id, bots, seed, max_turns)
    file_regression.check(text, fullpath=GOLDEN / f"{name}.txt", encoding="utf-8", newline="\n")
