"""Tactics saves of schema 1 and 2 come from before monsters revealed by a door joined the round
they are revealed in: they upgrade to replay by the old rule (``doors_mid_round`` False); new
saves play by the new one."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.persist import TacticsSave, load_save

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("version", [1, 2])
def test_older_tactics_saves_replay_with_revealed_monsters_waiting_a_round(version: int) -> None:
    save = load_save(GOLDEN / f"tactics-v{version}.fdsave").payload_as(TacticsSave)
    assert save.doors_mid_round is False


def test_a_schema_3_tactics_save_plays_revealed_monsters_in_their_round() -> None:
    envelope = load_save(GOLDEN / "tactics-v3.fdsave")
    assert envelope.migrated_from is None
    assert envelope.payload_as(TacticsSave).doors_mid_round is True
