"""Small real games used across the save-file tests."""

from __future__ import annotations

from founders_desktop.persist import CitySave, GamePackRef, Seat, TacticsSave


def city_game(seed: int = 7, moves: int = 3) -> CitySave:
    """Two seats, one of them a computer, a few actions in the log."""
    return CitySave(
        pack=GamePackRef(id="founders-base", version="1.0.0", fingerprint="ab" * 32),
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
