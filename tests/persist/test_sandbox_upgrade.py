"""Sandbox layouts of schema version 1 kept the number of colours as a ``{"kind": "seats"}``
placement; version 2 has a ``players`` field and old files are upgraded on load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.persist import GAME_KINDS, Problem, SandboxSave, SaveError, load_save
from founders_desktop.persist.checksum import payload_checksum
from founders_desktop.persist.sandbox_save import upgrade_v1

STALL = {"kind": "first_stall", "player": 1, "item": "metal", "anchor": [4, 2], "orientation": 0}


def v1_file(tmp_path: Path, placements: list[Any]) -> Path:
    payload = {"pack": {"id": "default", "version": "1"}, "map_id": "thematic", "placements": placements}
    document = {
        "format": "founders-desktop-save",
        "schema_version": 1,
        "game": "sandbox",
        "app_version": "0.1.0",
        "saved_at": "2026-11-01T10:00:00+00:00",
        "checksum": payload_checksum(payload),
        "payload": payload,
    }
    path = tmp_path / "old.fdsave"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_the_sandbox_schema_is_version_3() -> None:
    """v3: the pack reference may carry the pack's fingerprint."""
    assert GAME_KINDS.current_version("sandbox") == 3


def test_the_seats_entry_of_a_v1_file_becomes_the_players_field(tmp_path: Path) -> None:
    envelope = load_save(v1_file(tmp_path, [{"kind": "seats", "players": 2}, STALL]))
    assert envelope.migrated_from == 1
    save = envelope.payload_as(SandboxSave)
    assert save.players == 2
    assert save.placements == [STALL]


def test_a_v1_file_without_a_seats_entry_is_a_four_colour_board(tmp_path: Path) -> None:
    save = load_save(v1_file(tmp_path, [STALL])).payload_as(SandboxSave)
    assert (save.players, save.placements) == (4, [STALL])


def test_a_v1_file_with_an_impossible_colour_count_is_refused_in_words(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as error:
        load_save(v1_file(tmp_path, [{"kind": "seats", "players": 7}]))
    assert error.value.problem_code is Problem.INVALID
    assert "players" in str(error.value)


def test_the_upgrade_leaves_other_objects_alone() -> None:
    payload = {"placements": [STALL, {"kind": "seats", "players": 3}, {"kind": "house"}]}
    assert upgrade_v1(payload) == {"placements": [STALL, {"kind": "house"}], "players": 3}
