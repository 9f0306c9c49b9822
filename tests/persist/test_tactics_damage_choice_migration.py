"""Tactics saves of schema 1 come from before the damage choice: they upgrade to replay with
every damage suffered (``damage_choice`` False); new saves offer the choice."""

from __future__ import annotations

from pathlib import Path

from founders_desktop.persist import TacticsSave, load_save

GOLDEN = Path(__file__).resolve().parent / "golden"


def test_a_schema_1_tactics_save_replays_without_the_choice() -> None:
    save = load_save(GOLDEN / "tactics-v1.fdsave").payload_as(TacticsSave)
    assert save.damage_choice is False


def test_a_schema_2_tactics_save_offers_the_choice() -> None:
    save = load_save(GOLDEN / "tactics-v2.fdsave").payload_as(TacticsSave)
    assert save.damage_choice is True
