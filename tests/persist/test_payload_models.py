"""The city and tactics payloads accept real games and refuse impossible ones, saying why."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from founders_desktop.persist import CitySave, Problem, SaveError, Seat, TacticsSave, save_game
from founders_desktop.persist.payload import json_problem
from founders_desktop.persist.validation import error_lines
from tests.persist.samples import city_game


def city_dict(**changes: Any) -> dict[str, Any]:
    data = city_game().model_dump(mode="json")
    data.update(changes)
    return data


def problems(model: type[CitySave] | type[TacticsSave], data: dict[str, Any]) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    return error_lines(caught.value)


def test_a_solo_game_against_nobody_is_one_seat() -> None:
    solo = CitySave.model_validate(city_dict(seats=[{"name": "Ada", "colour": "red"}]))
    assert solo.seats == [Seat(name="Ada", colour="red", kind="human")]
    assert solo.options.achievements is False


def test_five_seats_are_too_many() -> None:
    seats = [{"name": f"P{i}", "colour": c} for i, c in enumerate(["a", "b", "c", "d", "e"])]
    assert problems(CitySave, city_dict(seats=seats)) == [
        "seats: List should have at most 4 items after validation, not 5"
    ]


def test_no_seats_is_refused() -> None:
    assert problems(CitySave, city_dict(seats=[]))[0].startswith("seats: List should have at least 1 item")


def test_a_computer_seat_needs_a_level_and_a_human_has_none() -> None:
    lines = problems(
        CitySave,
        city_dict(
            seats=[
                {"name": "Bot", "colour": "red", "kind": "computer"},
                {"name": "Ada", "colour": "blue", "bot_level": "hard"},
            ]
        ),
    )
    assert lines == [
        "seats[0]: a computer seat needs a bot_level",
        "seats[1]: a human seat has no bot_level",
    ]


def test_two_seats_cannot_share_a_colour() -> None:
    seats = [{"name": "A", "colour": "red"}, {"name": "B", "colour": "red"}]
    assert problems(CitySave, city_dict(seats=seats)) == ["(top level): two seats share a colour: red, red"]


def test_the_result_must_fit_the_seats() -> None:
    assert problems(CitySave, city_dict(result={"scores": [3], "winners": [0]})) == [
        "(top level): result.scores has 1 scores for 2 seats"
    ]
    assert (
        "seats that do not exist: [2]"
        in problems(CitySave, city_dict(result={"scores": [3, 4], "winners": [2]}))[0]
    )
    finished = CitySave.model_validate(city_dict(result={"scores": [30, 30], "winners": [0, 1]}))
    assert finished.result is not None and finished.result.winners == [0, 1]


@pytest.mark.parametrize(
    ("seed", "ok"), [(0, True), (2**64 - 1, True), (2**64, False), (-1, False), ("7", False), (True, False)]
)
def test_the_seed_is_an_unsigned_64_bit_integer(seed: object, ok: bool) -> None:
    data = city_dict(seed=seed)
    if ok:
        assert CitySave.model_validate(data).seed == seed
    else:
        assert problems(CitySave, data)[0].startswith("seed: ")


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"tile": "t1"}, "an action needs a non-empty string 'type'"),
        ({"type": ""}, "an action needs a non-empty string 'type'"),
        ({"type": 3}, "an action needs a non-empty string 'type'"),
        ({"type": "place", "at": (1, 2)}, "at: a tuple is not JSON"),
        ({"type": "place", "cells": [[1, {2, 3}]]}, "cells[0][1]: a set is not JSON"),
        ({"type": "place", "gain": float("inf")}, "gain: inf is not a JSON number"),
        ({"type": "place", "by": {1: "x"}}, "by: key 1 is not a string"),
    ],
)
def test_actions_are_typed_plain_json(action: dict[str, Any], message: str) -> None:
    lines = problems(CitySave, city_dict(actions=[{"type": "ok"}, action]))
    assert len(lines) == 1
    assert lines[0].startswith("actions[1]: ")
    assert message in lines[0]


def test_an_unknown_field_means_a_newer_schema_and_is_refused() -> None:
    assert problems(CitySave, city_dict(weather="rain")) == [
        "weather: Extra inputs are not permitted (found 'rain')"
    ]


def test_ids_have_no_spaces() -> None:
    assert problems(CitySave, city_dict(map_id="side a")) == [
        "map_id: an id is a letter or digit, then letters, digits and - _ . : / (no spaces) (found 'side a')"
    ]


def test_a_tactics_save_names_exactly_one_scenario() -> None:
    by_id = TacticsSave(scenario_id="black-barrow", seed=1)
    embedded = TacticsSave(scenario={"name": "Mine", "hexes": [[0, 0]]}, seed=1)
    assert by_id.scenario is None and embedded.scenario_id is None
    assert "exactly one of scenario_id and scenario" in problems(TacticsSave, {"seed": 1})[0]
    both = {"seed": 1, "scenario_id": "x", "scenario": {}}
    assert "exactly one of scenario_id and scenario" in problems(TacticsSave, both)[0]


def test_an_embedded_scenario_must_be_plain_json() -> None:
    assert "a tuple is not JSON" in problems(TacticsSave, {"seed": 1, "scenario": {"hexes": (1, 2)}})[0]


def test_saving_an_invalid_dict_raises_save_error_and_writes_nothing(tmp_path: Any) -> None:
    target = tmp_path / "game.fdsave"
    with pytest.raises(SaveError) as caught:
        save_game(target, "city", city_dict(seed=-1))
    assert caught.value.problem_code is Problem.INVALID
    assert caught.value.path == target
    assert caught.value.details == ("payload.seed: Input should be greater than or equal to 0 (found -1)",)
    assert not target.exists()


def test_saving_under_the_wrong_kind_is_a_programming_error(tmp_path: Any) -> None:
    with pytest.raises(TypeError, match="not a tactics payload"):
        save_game(tmp_path / "g.fdsave", "tactics", city_game())
    with pytest.raises(ValueError, match="unknown game kind 'chess'"):
        save_game(tmp_path / "g.fdsave", "chess", {})


def test_json_problem_accepts_plain_json() -> None:
    assert json_problem({"a": [1, 2.5, None, True, "x", {"b": []}]}) is None
