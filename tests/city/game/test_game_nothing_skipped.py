"""Bot games never reach an effect they cannot carry out, never show two proposals of one type
and never exceed a token supply (the quick form of ``bench/city_rules_check.py``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from founders_desktop.bots.simulate import play_game
from founders_desktop.content import default_pack

BENCH = Path(__file__).resolve().parents[3] / "bench" / "city_rules_check.py"


def _tally_class() -> type:
    spec = importlib.util.spec_from_file_location("city_rules_check", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Tally  # type: ignore[no-any-return]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("map_id", ["thematic", "symmetric"])
def test_random_games_skip_nothing_and_deal_no_duplicate_types(players: int, map_id: str) -> None:
    pack = default_pack()
    tally = _tally_class()(pack)
    for seed in (1, 2):
        play_game(pack, map_id, ["random"] * players, seed, max_turns=40, observe=tally.observe)
    counts = tally.counts
    assert counts["actions"] > 100
    assert (counts["skipped"], counts["short"], counts["duplicates"], counts["over_supply"]) == (0, 0, 0, 0)
