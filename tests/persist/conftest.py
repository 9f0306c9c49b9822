"""Shared fixtures for the save-file tests: a small real game, and a private data folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.persist import DATA_DIR_ENV, CitySave, PackRef, Seat, TacticsSave


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves of a test go to its own folder, never to the player's."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def city_game(seed: int = 7, moves: int = 3) -> CitySave:
    """Two seats, one of them a computer, a few actions in the log."""
    return CitySave(
        pack=PackRef(id="founders-base", version="1.0.0"),
        map_id="side-a",
        seats=[
            Seat(name="Ada", colour="red"),
            Seat(name="Orchid", colour="blue", kind="computer", bot_level="greedy"),
        ],
        seed=seed,
        actions=[{"type": "place_tile", "tile": f"t{i}", "at": [i, i + 1], "turn": i} for i in range(moves)],
    )


def tactics_game() -> TacticsSave:
    return TacticsSave(
        scenario_id="black-barrow",
        seed=2**63,
        actions=[{"type": "play_cards", "top": 12, "bottom": 7}, {"type": "move", "path": [[0, 0], [1, 0]]}],
    )


@pytest.fixture
def city() -> CitySave:
    return city_game()


@pytest.fixture
def tactics() -> TacticsSave:
    return tactics_game()
