"""Issue 17, items 1 and 2: a city save is replayed with every move validated; a malformed or
illegal move is refused with its index and the rule, never a traceback or a silent load."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.city.game.replay import ReplayError, parse_action, replay
from founders_desktop.content import default_pack
from founders_desktop.persist import save_game
from tests.persist.city_logs import MAP, call_to_vote_first, city_save, legal_log, log_to_first_turn


def _replay(save: dict[str, Any]) -> None:
    replay(default_pack(), MAP, len(save["seats"]), save["seed"], save["actions"])


def refusal(save: dict[str, Any]) -> ReplayError:
    with pytest.raises(ReplayError) as caught:
        _replay(save)
    return caught.value


def test_the_legal_log_replays() -> None:
    _replay(city_save(legal_log(20)))


def test_call_to_vote_on_the_first_turn_is_refused_with_its_index() -> None:
    save, index = call_to_vote_first()
    error = refusal(save)
    assert error.index == index
    assert error.code == "not_enough_cards_played"


def test_a_move_by_the_wrong_seat_is_refused() -> None:
    log = legal_log(6)
    log[4]["seat"] = 1 - log[4]["seat"]
    error = refusal(city_save(log))
    assert (error.index, error.code) == (4, "not_your_decision")


def test_more_influence_than_owned_is_refused() -> None:
    log, seat = log_to_first_turn()
    log.append({"type": "vote", "seat": seat, "index": 0, "fleeting": 99, "lasting": 99})
    error = refusal(city_save(log))
    assert error.index == len(log) - 1
    assert error.code in ("action_not_available", "not_enough_influence")


def test_both_seats_choosing_the_same_race_is_refused() -> None:
    log = legal_log(6)
    first, second = [i for i, a in enumerate(log) if a["type"] == "choose_race"][:2]
    log[second]["target"] = log[first]["target"]
    error = refusal(city_save(log))
    assert error.index == second
    assert error.code != "malformed"


def test_an_illegal_road_is_refused() -> None:
    log, seat = log_to_first_turn()
    road = {"kind": "road", "player": seat, "item": "", "anchor": [0, 0], "orientation": 0}
    log.append({"type": "road", "seat": seat, "placement": road})
    error = refusal(city_save(log))
    assert error.index == len(log) - 1


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda a: a.update(index={"x": 1}), "index"),
        (lambda a: a.update(seat="0"), "seat"),
        (lambda a: a.update(seat=True), "seat"),
        (lambda a: a.update(seat=2**40), "seat"),
        (lambda a: a.pop("seat"), "seat"),
        (lambda a: a.update(target=["human"]), "target"),
        (lambda a: a.update(face_up="yes"), "face_up"),
        (lambda a: a.update(extra=1), "extra"),
        (lambda a: a.update(choices=[[1, 2]]), "choices"),
        (lambda a: a.update(placement=[1, 2]), "placement"),
        (lambda a: a.update(placement={"kind": "road"}), "placement.player"),
        (
            lambda a: a.update(
                placement={"kind": "x", "player": 0, "item": "", "anchor": [0], "orientation": 0}
            ),
            "placement.kind",
        ),
    ],
)
def test_a_malformed_move_names_its_field(change: Any, field: str) -> None:
    log = legal_log(3)
    changed = copy.deepcopy(log)
    change(changed[2])
    error = refusal(city_save(changed))
    assert (error.index, error.code) == (2, "malformed")
    assert dict(error.params)["field"].startswith(field.split(".")[0])


def test_a_null_placement_where_one_is_needed_is_refused_not_a_crash() -> None:
    log = legal_log(8)
    placed = next(i for i, a in enumerate(log) if "placement" in a)
    log[placed]["placement"] = None
    error = refusal(city_save(log[: placed + 1]))
    assert error.index == placed


def test_an_action_that_is_not_an_object_is_malformed() -> None:
    with pytest.raises(ReplayError) as caught:
        parse_action(["play_card"], 5)
    assert caught.value.index == 5 and caught.value.code == "malformed"


def test_the_game_page_load_refuses_an_illegal_log(tmp_path: Path, qtbot: Any) -> None:
    from founders_desktop.app.city_game.controller import CityGameController, LoadRefused

    save, index = call_to_vote_first()
    path = save_game(tmp_path / "vote.fdsave", "city", save)  # a correct checksum: re-signed
    with pytest.raises(LoadRefused) as caught:
        CityGameController.load(path, default_pack())
    assert caught.value.index == index and caught.value.path == path
    assert str(path) in str(caught.value)


def test_the_game_page_load_still_opens_a_legal_game(tmp_path: Path, qtbot: Any) -> None:
    from founders_desktop.app.city_game.controller import CityGameController

    path = save_game(tmp_path / "ok.fdsave", "city", city_save(legal_log(15)))
    game = CityGameController.load(path, default_pack())
    assert len(game.log) == 15
