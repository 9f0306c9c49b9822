"""Autosave after every action, "Continue last game", and only the newest few slots kept."""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs
import pytest

from founders_desktop.persist import (
    DATA_DIR_ENV,
    autosave,
    autosave_dir,
    data_dir,
    discard_autosave,
    latest_autosave,
    list_autosaves,
    load_latest_autosave,
    load_save,
    new_slot,
)
from founders_desktop.persist.autosave import STALE_TEMP_SECONDS, prune_autosaves, slot_path
from tests.persist.samples import city_game, tactics_game


def age(path: Path, seconds_ago: float) -> None:
    """Set a file's time, so the order does not depend on the clock's resolution."""
    moment = time.time() - seconds_ago
    os.utime(path, (moment, moment))


def test_autosaves_live_in_the_data_dir_given_by_the_environment(tmp_path: Path) -> None:
    assert data_dir() == tmp_path / "data"
    path = autosave("city", city_game())
    assert path.parent == tmp_path / "data" / "autosave" / "city"
    assert path.suffix == ".fdsave"
    assert load_save(path).payload == city_game()


def test_without_the_variable_the_platform_data_dir_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATA_DIR_ENV)
    assert data_dir() == Path(platformdirs.user_data_dir("founders-desktop", appauthor=False))


def test_the_same_slot_is_rewritten_after_every_action() -> None:
    slot = new_slot()
    for moves in range(1, 5):
        path = autosave("city", city_game(moves=moves), slot=slot)
    assert list_autosaves("city") == [path]
    assert len(load_save(path).payload_as(type(city_game())).actions) == 4


def test_continue_opens_the_most_recently_played_game() -> None:
    first = autosave("city", city_game(seed=1), slot="game-one")
    second = autosave("city", city_game(seed=2), slot="game-two")
    age(first, 60)
    age(second, 30)
    assert latest_autosave("city") == second
    autosave("city", city_game(seed=1, moves=9), slot="game-one")  # playing the first game again
    assert latest_autosave("city") == first


def test_continue_across_kinds_and_per_kind() -> None:
    city = autosave("city", city_game())
    tactics = autosave("tactics", tactics_game())
    age(city, 10)
    assert latest_autosave() == tactics
    assert latest_autosave("city") == city
    assert list_autosaves() == [tactics, city]


def test_nothing_to_continue_when_there_are_no_autosaves() -> None:
    assert not autosave_dir().exists()
    assert latest_autosave() is None
    assert load_latest_autosave("tactics") is None
    assert list_autosaves("city") == []


def test_a_broken_autosave_is_skipped() -> None:
    good = autosave("city", city_game(), slot="good")
    bad = autosave("city", city_game(), slot="bad")
    bad.write_bytes(bad.read_bytes()[:100])
    age(good, 10)
    assert list_autosaves("city")[0] == bad
    assert latest_autosave("city") == good
    found = load_latest_autosave("city")
    assert found is not None and found[0] == good and found[1].payload == city_game()


def test_only_the_newest_slots_are_kept() -> None:
    paths = []
    for number in range(5):
        paths.append(autosave("city", city_game(seed=number), slot=f"game-{number}", keep=3))
        age(paths[-1], 100 - number)  # written in order, oldest first
    assert list_autosaves("city") == [paths[4], paths[3], paths[2]]
    assert not paths[0].exists() and not paths[1].exists()


def test_pruning_one_kind_leaves_the_others_alone() -> None:
    tactics = autosave("tactics", tactics_game())
    for number in range(3):
        autosave("city", city_game(seed=number), keep=1)
    assert len(list_autosaves("city")) == 1
    assert list_autosaves("tactics") == [tactics]


def test_the_slot_just_written_is_never_pruned() -> None:
    older = autosave("city", city_game(), slot="older")
    newest = autosave("city", city_game(), slot="newest")
    age(newest, 100)  # a clock set back: the file just written looks oldest
    assert prune_autosaves("city", keep=1, protect=newest) == [older]
    assert newest.exists()


def test_stale_temp_files_from_a_crash_are_removed() -> None:
    autosave("city", city_game(), slot="game")
    folder = autosave_dir("city")
    stale, fresh = folder / ".game.fdsave.abc.tmp", folder / ".game.fdsave.def.tmp"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"being written")
    age(stale, STALE_TEMP_SECONDS + 60)
    autosave("city", city_game(), slot="game")
    assert not stale.exists()
    assert fresh.exists()


def test_discarding_a_finished_game() -> None:
    path = autosave("city", city_game())
    discard_autosave(path)
    discard_autosave(path)  # twice is fine
    assert latest_autosave("city") is None


@pytest.mark.parametrize("slot", ["../escape", "a/b", "", ".hidden", "x" * 100])
def test_slot_names_cannot_leave_the_folder(slot: str) -> None:
    with pytest.raises(ValueError, match="not a valid autosave slot"):
        slot_path("city", slot)


def test_unknown_kinds_and_silly_keep_values_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown game kind"):
        autosave("chess", {})
    with pytest.raises(ValueError, match="keep at least one"):
        autosave("city", city_game(), keep=0)


def test_new_slots_are_distinct_and_valid() -> None:
    slots = {new_slot() for _ in range(50)}
    assert len(slots) == 50
    assert all(slot_path("city", slot).name.endswith(".fdsave") for slot in slots)
