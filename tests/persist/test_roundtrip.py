"""What is saved is exactly what is loaded: the replay needs the same seed and the same log."""

from __future__ import annotations

import json
import string
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop import __version__
from founders_desktop.persist import (
    CityOptions,
    CityResult,
    CitySave,
    PackRef,
    SandboxSave,
    Seat,
    TacticsSave,
    encode_save,
    load_save,
    save_game,
)
from founders_desktop.persist.checksum import envelope_checksum
from founders_desktop.persist.decode import decode_save
from founders_desktop.persist.saves import GAME_KINDS, MIGRATIONS
from tests.persist.samples import city_game

json_leaf = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
actions = st.lists(
    st.dictionaries(st.text(max_size=8), json_value, max_size=4).map(lambda d: {**d, "type": "act"})
    | st.fixed_dictionaries({"type": st.text(min_size=1, max_size=12)}),
    max_size=20,
)
names = st.text(min_size=1, max_size=40)
colours = st.lists(
    st.sampled_from(["red", "blue", "green", "yellow", "purple"]), min_size=1, max_size=4, unique=True
)
identifiers = st.text(string.ascii_lowercase + string.digits + "-_.", min_size=1, max_size=20).filter(
    lambda s: s[0].isalnum()
)


@st.composite
def city_saves(draw: st.DrawFn) -> CitySave:
    seats = [
        Seat(
            name=draw(names),
            colour=colour,
            kind="computer",
            bot_level=draw(st.sampled_from(["easy", "hard"])),
        )
        if draw(st.booleans())
        else Seat(name=draw(names), colour=colour)
        for colour in draw(colours)
    ]
    result = None
    if draw(st.booleans()):
        scores = draw(st.lists(st.integers(-50, 200), min_size=len(seats), max_size=len(seats)))
        result = CityResult(scores=scores, winners=[scores.index(max(scores))])
    return CitySave(
        pack=PackRef(id=draw(identifiers), version=draw(st.text(min_size=1, max_size=10))),
        map_id=draw(identifiers),
        seats=seats,
        seed=draw(st.integers(0, 2**64 - 1)),
        options=CityOptions(achievements=draw(st.booleans())),
        actions=draw(actions),
        result=result,
    )


@given(city_saves())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_city_save_round_trips(payload: CitySave) -> None:
    envelope = decode_save(encode_save("city", payload), GAME_KINDS, MIGRATIONS)
    assert envelope.payload == payload
    assert envelope.payload.model_dump(mode="json") == payload.model_dump(mode="json")


@given(
    st.integers(0, 2**64 - 1),
    actions,
    st.none() | st.dictionaries(st.text(max_size=6), json_value, max_size=5),
)
@settings(max_examples=40, deadline=None)
def test_any_tactics_save_round_trips(
    seed: int, log: list[dict[str, Any]], scenario: dict[str, Any] | None
) -> None:
    payload = TacticsSave(
        scenario_id=None if scenario is not None else "s1", scenario=scenario, seed=seed, actions=log
    )
    assert decode_save(encode_save("tactics", payload), GAME_KINDS, MIGRATIONS).payload == payload


def test_a_saved_file_loads_back_with_its_header(tmp_path: Path) -> None:
    before = datetime.now(UTC)
    path = save_game(tmp_path / "game.fdsave", "city", city_game())
    envelope = load_save(path)
    assert envelope.payload == city_game()
    assert envelope.game == "city"
    assert envelope.app_version == __version__
    assert before <= envelope.saved_at <= datetime.now(UTC)
    document = json.loads(path.read_bytes())
    assert envelope.checksum == envelope_checksum(document, city_game().model_dump(mode="json"))
    assert envelope.migrated_from is None


def test_the_file_is_readable_json_with_the_header_first(tmp_path: Path) -> None:
    path = save_game(tmp_path / "game.fdsave", "tactics", {"scenario_id": "black-barrow", "seed": 1})
    document = json.loads(path.read_text(encoding="utf-8"))
    assert list(document) == [
        "format",
        "schema_version",
        "game",
        "app_version",
        "saved_at",
        "checksum",
        "payload",
    ]
    assert document["format"] == "founders-desktop-save"
    assert document["payload"] == {
        "scenario_id": "black-barrow",
        "scenario": None,
        "seed": 1,
        "actions": [],
        "damage_choice": True,
        "doors_mid_round": True,
    }


def test_non_ascii_names_are_kept(tmp_path: Path) -> None:
    payload = city_game().model_copy(update={"seats": [Seat(name="Ёжик 🦔", colour="red")]})
    path = save_game(tmp_path / "game.fdsave", "city", payload)
    assert "Ёжик 🦔" in path.read_text(encoding="utf-8")
    assert load_save(path).payload_as(CitySave).seats[0].name == "Ёжик 🦔"


def test_a_long_game_saves_and_loads_quickly(tmp_path: Path) -> None:
    payload = city_game(moves=2000)
    path = save_game(tmp_path / "long.fdsave", "city", payload)
    assert load_save(path).payload == payload


def test_a_sandbox_layout_round_trips(tmp_path: Path) -> None:
    layout = SandboxSave(
        pack=PackRef(id="founders-base", version="1.0.0"),
        map_id="side-b",
        placements=[{"tile": "mine", "at": [4, 2], "rotation": 90}, {"tile": "road", "at": [5, 2]}],
        note="Does a bridge here score?",
    )
    path = save_game(tmp_path / "study.fdsave", "sandbox", layout)
    assert load_save(path).payload_as(SandboxSave) == layout
