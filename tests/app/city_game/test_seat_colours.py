"""Seat colours: chosen at set-up, all different, kept in the save and restored on load."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.city_game.seats import SeatSpec, clashing_colours, seat_colours
from founders_desktop.content import default_pack
from founders_desktop.persist import CitySave, Seat, latest_autosave, load_save, save_game


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_chosen_colours_are_kept_and_empty_ones_take_the_first_left() -> None:
    seats = [SeatSpec("A", None, "black"), SeatSpec("B"), SeatSpec("C", None, "blue")]
    assert seat_colours(seats) == (3, 1, 0)


def test_unknown_or_repeated_colours_of_a_hand_written_save_become_free_ones() -> None:
    seats = [SeatSpec("A", None, "red"), SeatSpec("B", None, "blue"), SeatSpec("C", None, "blue")]
    assert seat_colours(seats) == (1, 0, 2)
    assert clashing_colours(["blue", "orange", "blue", "orange", "black"]) == ["blue", "orange"]


def test_the_save_keeps_the_colours_and_loading_restores_them(tmp_path: Path) -> None:
    seats = [SeatSpec("Ada", None, "purple"), SeatSpec("Bo", None, "blue")]
    game = CityGameController(default_pack(), "symmetric", seats, 4, fast=True)
    assert game.colours == (2, 0)
    game.submit(game.legal()[0])
    path = game.save(tmp_path / "g.fdsave")
    save = load_save(path).payload_as(CitySave)
    assert [s.colour for s in save.seats] == ["purple", "blue"]
    again = CityGameController.load(path, default_pack(), fast=True)
    assert again.colours == (2, 0)
    assert [s.colour for s in again.seats] == ["purple", "blue"]
    auto = latest_autosave("city")
    assert auto is not None
    assert CityGameController.load(auto, default_pack(), fast=True).colours == (2, 0)


def test_a_save_of_the_first_version_loads_with_seat_i_in_colour_i(tmp_path: Path) -> None:
    """Saves written before the colour choice had colour i for seat i (``seats[].colour`` has been
    in the schema since version 1, so such files need no upgrade)."""
    game = CityGameController(default_pack(), "thematic", [SeatSpec("A"), SeatSpec("B")], 8, fast=True)
    old = game.to_save().model_copy(
        update={"seats": [Seat(name="A", colour="blue"), Seat(name="B", colour="orange")]}
    )
    path = save_game(tmp_path / "old.fdsave", "city", old)
    assert CityGameController.load(path, default_pack(), fast=True).colours == (0, 1)
    odd = old.model_copy(update={"seats": [Seat(name="A", colour="red"), Seat(name="B", colour="blue")]})
    path = save_game(tmp_path / "odd.fdsave", "city", odd)
    assert CityGameController.load(path, default_pack(), fast=True).colours == (1, 0)
