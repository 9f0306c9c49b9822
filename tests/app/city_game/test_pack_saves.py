"""A city save names its pack (id, version, fingerprint); reopening it finds that pack in the
library, refuses by name a pack that is missing, and refuses a pack changed since only when the
log no longer replays under it (the replay's own validation decides)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.app.city_game.autosaves import playable_city_autosave
from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.content import default_pack
from founders_desktop.packs import BUNDLED_ID, PackRefused, fingerprint, load_by_id, new_pack_from
from founders_desktop.persist import CitySave, load_save

SEATS = [SeatSpec("Ada"), SeatSpec("Bo")]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def played(pack_id: str, path: Path, moves: int = 2) -> CityGameController:
    game = CityGameController(
        load_by_id(pack_id), "symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 5, fast=True
    )
    for _ in range(moves):
        assert game.submit(game.legal()[0]) == []
    game.save(path)
    return game


def test_a_save_records_the_pack_it_was_played_with(tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "mine")
    played("mine", tmp_path / "g.fdsave")
    save = load_save(tmp_path / "g.fdsave").payload_as(CitySave)
    assert (save.pack.id, save.pack.version, save.pack.fingerprint) == ("mine", "1", fingerprint(folder))


def test_a_save_reopens_with_its_own_pack_whatever_pack_the_page_holds(tmp_path: Path) -> None:
    new_pack_from(BUNDLED_ID, "mine")
    before = played("mine", tmp_path / "g.fdsave")
    again = CityGameController.load(tmp_path / "g.fdsave", default_pack(), fast=True)
    assert again.pack.id == "mine"
    assert again.log == before.log


def test_a_save_whose_pack_is_missing_is_refused_naming_it(tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "mine")
    played("mine", tmp_path / "g.fdsave")
    for child in sorted(folder.rglob("*"), reverse=True):
        child.unlink() if child.is_file() else child.rmdir()
    folder.rmdir()
    with pytest.raises(PackRefused) as refused:
        CityGameController.load(tmp_path / "g.fdsave", default_pack(), fast=True)
    assert (refused.value.code, refused.value.subject) == ("missing", "mine")


def test_a_pack_changed_harmlessly_still_opens_the_save(tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "mine")
    played("mine", tmp_path / "g.fdsave")
    (folder / "DESIGN.md").write_text("my notes", encoding="utf-8")
    assert CityGameController.load(tmp_path / "g.fdsave", default_pack(), fast=True).pack.id == "mine"


def test_a_pack_changed_so_that_the_log_breaks_is_refused_naming_it(tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "mine")
    game = played("mine", tmp_path / "g.fdsave", moves=1)
    chosen = game.log[0]
    assert chosen.type == "choose_race"
    races = json.loads((folder / "races.json").read_text(encoding="utf-8"))
    (folder / "races.json").write_text(
        json.dumps([r for r in races if r["id"] != chosen.target]), encoding="utf-8"
    )
    load_by_id("mine")  # the edited pack itself still passes its checks
    with pytest.raises(PackRefused) as refused:
        CityGameController.load(tmp_path / "g.fdsave", default_pack(), fast=True)
    assert (refused.value.code, refused.value.subject) == ("changed", "mine")
    assert refused.value.cause is not None and getattr(refused.value.cause, "index", None) == 0


def test_continue_last_game_offers_an_autosave_of_a_library_pack(tmp_path: Path) -> None:
    new_pack_from(BUNDLED_ID, "mine")
    game = CityGameController(
        load_by_id("mine"), "symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 5, fast=True
    )
    assert game.submit(game.legal()[0]) == []
    path = playable_city_autosave(default_pack())
    assert path is not None and load_save(path).payload_as(CitySave).pack.id == "mine"


def test_check_save_replays_under_the_saves_own_pack_and_names_a_missing_one(tmp_path: Path) -> None:
    from founders_desktop.app.check_save import Refused, check

    folder = new_pack_from(BUNDLED_ID, "mine")
    played("mine", tmp_path / "g.fdsave")
    assert "city save" in check(tmp_path / "g.fdsave", default_pack())
    (folder / "pack.json").unlink()
    with pytest.raises(Refused) as refused:
        check(tmp_path / "g.fdsave", default_pack())
    assert refused.value.code == "pack_missing" and "mine" in refused.value.text
