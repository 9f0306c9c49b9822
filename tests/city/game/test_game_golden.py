"""Golden playthroughs: seeded games written out action by action with what each did.

Any change in behaviour shows as a diff of these files. After an intended change, rewrite them
with ``FOUNDERS_UPDATE_GOLDEN=1 pytest tests/city/game/test_game_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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
def test_golden_playthrough(name: str, map_id: str, bots: list[str], seed: int, max_turns: int) -> None:
    text = _transcript(map_id, bots, seed, max_turns)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("FOUNDERS_UPDATE_GOLDEN") == "1" or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
