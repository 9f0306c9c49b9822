"""Old saves are upgraded step by step on load: a fake game kind goes v1 -> v2 -> v3."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.persist import GAME_KINDS, MIGRATIONS, GameKinds, Migrations, Problem, SaveError
from founders_desktop.persist.checksum import payload_checksum
from founders_desktop.persist.payload import Action, SavePayload, Seed
from founders_desktop.persist.saves import load_save


class Duel(SavePayload):
    """Version 3 of a made-up game: v1 had ``rng``; v2 renamed it ``seed``; v3 added ``actions``
    and stores the player names as a list instead of a comma-separated string."""

    GAME = "duel"
    SCHEMA_VERSION = 3

    seed: Seed
    players: list[str]
    actions: list[Action]


def fake_chain() -> tuple[GameKinds, Migrations, list[int]]:
    migrations = Migrations()
    calls: list[int] = []

    @migrations.register("duel", 1)
    def rename_rng(payload: dict[str, Any]) -> dict[str, Any]:
        calls.append(1)
        payload["seed"] = payload.pop("rng")
        return payload

    @migrations.register("duel", 2)
    def split_players(payload: dict[str, Any]) -> dict[str, Any]:
        calls.append(2)
        payload["players"] = payload["players"].split(",")
        payload["actions"] = []
        return payload

    return GameKinds([Duel]), migrations, calls


def old_save(tmp_path: Path, version: int, payload: dict[str, Any]) -> Path:
    path = tmp_path / f"duel-v{version}.fdsave"
    document = {
        "format": "founders-desktop-save",
        "schema_version": version,
        "game": "duel",
        "app_version": "0.0.1",
        "saved_at": "2025-01-02T03:04:05+00:00",
        "checksum": payload_checksum(payload),
        "payload": payload,
    }
    path.write_text(json.dumps(document))
    return path


def test_a_v1_save_runs_both_steps_in_order(tmp_path: Path) -> None:
    kinds, migrations, calls = fake_chain()
    path = old_save(tmp_path, 1, {"rng": 99, "players": "Ada,Bo"})
    envelope = load_save(path, kinds=kinds, migrations=migrations)
    assert calls == [1, 2]
    assert envelope.payload == Duel(seed=99, players=["Ada", "Bo"], actions=[])
    assert (envelope.schema_version, envelope.migrated_from) == (3, 1)
    assert envelope.checksum == payload_checksum(envelope.payload.model_dump(mode="json"))


def test_a_v2_save_runs_only_the_last_step(tmp_path: Path) -> None:
    kinds, migrations, calls = fake_chain()
    path = old_save(tmp_path, 2, {"seed": 5, "players": "Ada"})
    envelope = load_save(path, kinds=kinds, migrations=migrations)
    assert calls == [2]
    assert envelope.payload_as(Duel).players == ["Ada"]


def test_a_current_save_runs_no_step(tmp_path: Path) -> None:
    kinds, migrations, calls = fake_chain()
    path = old_save(tmp_path, 3, {"seed": 5, "players": ["Ada"], "actions": [{"type": "pass"}]})
    envelope = load_save(path, kinds=kinds, migrations=migrations)
    assert calls == []
    assert envelope.migrated_from is None


def test_the_checksum_is_checked_on_the_old_payload_before_upgrading(tmp_path: Path) -> None:
    kinds, migrations, calls = fake_chain()
    path = old_save(tmp_path, 1, {"rng": 99, "players": "Ada,Bo"})
    path.write_text(path.read_text().replace("99", "98"))
    with pytest.raises(SaveError) as caught:
        load_save(path, kinds=kinds, migrations=migrations)
    assert caught.value.problem_code is Problem.EDITED
    assert calls == []


def test_a_failing_step_is_invalid_and_names_the_version(tmp_path: Path) -> None:
    kinds, migrations, _ = fake_chain()
    path = old_save(tmp_path, 1, {"random": 99, "players": "Ada"})
    with pytest.raises(SaveError) as caught:
        load_save(path, kinds=kinds, migrations=migrations)
    assert caught.value.problem_code is Problem.INVALID
    assert "upgrading the duel save from schema version 1 failed: 'rng'" in str(caught.value)


def test_a_missing_step_is_invalid(tmp_path: Path) -> None:
    kinds = GameKinds([Duel])
    path = old_save(tmp_path, 2, {"seed": 5, "players": "Ada"})
    with pytest.raises(SaveError) as caught:
        load_save(path, kinds=kinds, migrations=Migrations())
    assert "no upgrade of duel saves from schema version 2" in str(caught.value)


def test_an_upgraded_payload_that_does_not_validate_is_invalid(tmp_path: Path) -> None:
    kinds, migrations, _ = fake_chain()
    path = old_save(tmp_path, 2, {"seed": -1, "players": "Ada"})
    with pytest.raises(SaveError) as caught:
        load_save(path, kinds=kinds, migrations=migrations)
    assert caught.value.details == ("payload.seed: Input should be greater than or equal to 0 (found -1)",)


def test_steps_work_on_a_copy() -> None:
    _, migrations, _ = fake_chain()
    original = {"rng": 1, "players": "A,B"}
    migrations.upgrade("duel", original, 1, 3)
    assert original == {"rng": 1, "players": "A,B"}


def test_a_step_cannot_be_registered_twice() -> None:
    _, migrations, _ = fake_chain()
    with pytest.raises(ValueError, match="already has a migration from version 1"):
        migrations.add("duel", 1, lambda payload: payload)


def test_missing_lists_the_gaps() -> None:
    _, migrations, _ = fake_chain()
    assert migrations.missing("duel", 3) == []
    assert migrations.missing("duel", 5) == [3, 4]


@pytest.mark.parametrize("kind", GAME_KINDS.names())
def test_every_real_game_kind_upgrades_from_version_1(kind: str) -> None:
    """When a payload model's SCHEMA_VERSION goes up, this fails until its migration exists."""
    assert MIGRATIONS.missing(kind, GAME_KINDS.current_version(kind)) == []
