"""Monster stat cards as tables (levels 0-7, normal and elite, innate traits), the versioned
classes/monsters formats with their migration, and the round engine reading the scenario's level."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.content import safe_file
from founders_desktop.resources import resource
from founders_desktop.tactics.catalog import (
    LEVELS,
    MonstersFile,
    _v1_levels,
    load_classes,
    load_monsters,
    migrate,
    starter_catalog,
)
from founders_desktop.tactics.combat import shield_of
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.context import Ctx
from tests.tactics.rounds.round_helpers import hero, mcard, plain_cards, start, world


def table(**per_level: Any) -> list[dict[str, Any]]:
    """Eight levels whose normal hp is 10+level, elite 20+level; ``per_level`` adds fields
    (callables of the level) to both halves."""
    rows = []
    for lv in range(LEVELS):
        extra = {k: f(lv) for k, f in per_level.items()}
        rows.append(
            {
                "level": lv,
                "normal": {"hp": 10 + lv, "move": 2, "attack": 1 + lv, **extra},
                "elite": {"hp": 20 + lv, "move": 3, "attack": 2 + lv, **extra},
            }
        )
    return rows


def v2_type(mid: str = "brute", **per_level: Any) -> dict[str, Any]:
    return {
        "id": mid,
        "name": mid,
        "levels": table(**per_level),
        "deck": [mcard("b1", 50, move=0, attack=0, shuffle=True)],
    }


def scenario_at(level: int, mtype: dict[str, Any], elite: bool = False) -> Any:
    return world(
        [hero("h", plain_cards("h", [10, 20, 30, 40]))],
        [mtype],
        [{"class": "h", "hex": [0, 0]}],
        [{"type": mtype["id"], "elite": elite, "standee": 1, "hex": [4, 0]}],
        level=level,
    )


@pytest.mark.parametrize("level", [0, 3, 7])
@pytest.mark.parametrize("elite", [False, True])
def test_a_monster_enters_with_its_stat_card_row_for_the_scenario_level(level: int, elite: bool) -> None:
    scenario = scenario_at(level, v2_type(), elite)
    monster = start(scenario).monsters[0]
    assert monster.hp == monster.max_hp == (20 if elite else 10) + level
    assert monster.attack == (2 if elite else 1) + level
    assert monster.move == (3 if elite else 2)


def test_the_innate_shield_is_the_one_printed_at_the_scenario_level() -> None:
    scenario = scenario_at(5, v2_type(shield=lambda lv: lv // 2, retaliate=lambda lv: 1 if lv >= 4 else 0))
    state = start(scenario)
    ctx = Ctx.of(state)
    assert shield_of(ctx, state.monsters[0]) == 2
    assert scenario.monster_type("brute").stats(False, 5).retaliate == 1
    assert scenario.monster_type("brute").stats(False, 3).retaliate == 0


def test_pierce_conditions_and_immunities_are_data_of_the_stat_card() -> None:
    data = v2_type(pierce=lambda lv: 1, conditions=lambda lv: ["poisoned"]) | {
        "immunities": ["stunned", "muddled"],
        "traits": ["flying"],
    }
    scenario = scenario_at(0, data)
    mtype = scenario.monster_type("brute")
    assert mtype.stats(True, 2).pierce == 1
    assert mtype.stats(True, 2).conditions == ("poisoned",)
    assert mtype.immunities == ("stunned", "muddled")
    assert mtype.traits == ("flying",)


def test_a_format_1_monster_grows_by_its_old_rule_at_every_level() -> None:
    v1 = {
        "id": "old",
        "name": "old",
        "normal": {"hp": 5, "move": 2, "attack": 2, "shield": 1},
        "elite": {"hp": 8, "move": 2, "attack": 3, "hp_per_level": 2},
        "deck": [mcard("o1", 40, move=0, attack=0)],
    }
    scenario = scenario_at(0, v1)
    mtype = scenario.monster_type("old")
    for lv in range(LEVELS):
        assert mtype.stats(False, lv).hp == 5 + lv
        assert mtype.stats(True, lv).hp == 8 + 2 * lv
        assert mtype.stats(False, lv).attack == 2 + lv // 2
        assert mtype.stats(False, lv).shield == 1


def test_the_shipped_monsters_keep_the_values_of_format_1_at_every_level() -> None:
    """The shipped file was converted from format 1; the growth rule must give the same rows,
    so games and goldens of the shipped scenarios do not change."""
    shipped = safe_file.read_json(resource("tactics", "monsters.json"))
    for m in shipped["monsters"]:
        level0 = m["levels"][0]
        v1 = {k: v for k, v in m.items() if k != "levels"} | {
            "normal": level0["normal"]
            | {"hp_per_level": m["levels"][1]["normal"]["hp"] - level0["normal"]["hp"]},
            "elite": level0["elite"]
            | {"hp_per_level": m["levels"][1]["elite"]["hp"] - level0["elite"]["hp"]},
        }
        assert [
            {"level": r["level"], "normal": r["normal"], "elite": r["elite"]} for r in _v1_levels(v1)
        ] == [{"level": r["level"], "normal": r["normal"], "elite": r["elite"]} for r in m["levels"]]


def test_the_shipped_files_are_format_2_and_say_where_their_values_come_from() -> None:
    for name, kind in (("monsters.json", "monsters"), ("classes.json", "classes")):
        data = safe_file.read_json(resource("tactics", name))
        assert data["format"] == f"tactics-{kind}/2"
        assert data["provenance"] == "project design"
        assert all(entry["provenance"] == "project design" for entry in data[kind] if kind == "monsters")


def test_old_files_still_load_through_the_migration(tmp_path: Path) -> None:
    shipped = starter_catalog()
    classes = safe_file.read_json(resource("tactics", "classes.json"))
    old_classes = tmp_path / "classes.json"
    old_classes.write_text(json.dumps({"format": "tactics-classes/1", "classes": classes["classes"]}))
    assert {c.id for c in load_classes(old_classes)} == set(shipped.classes)
    old_monsters = tmp_path / "monsters.json"
    v1 = {
        "format": "tactics-monsters/1",
        "monsters": [
            {
                "id": "m",
                "name": "m",
                "normal": {"hp": 3, "move": 1, "attack": 1},
                "elite": {"hp": 4, "move": 1, "attack": 2},
                "deck": [mcard("m1", 30, attack=0)],
            }
        ],
    }
    old_monsters.write_text(json.dumps(v1))
    (loaded,) = load_monsters(old_monsters)
    assert loaded.stats(True, 7).hp == 11
    assert MonstersFile.model_validate(migrate(v1)).provenance == "project design"


def test_a_bad_row_is_refused_with_its_file_and_field(tmp_path: Path) -> None:
    bad = v2_type()
    bad["levels"][3]["elite"]["hp"] = 0
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"format": "tactics-monsters/2", "monsters": [bad]}))
    with pytest.raises(TacticsFileError) as err:
        load_monsters(path)
    assert err.value.field == "monsters[0].levels[3].elite.hp"
    assert str(path) in str(err.value)


def test_rows_out_of_order_are_refused() -> None:
    bad = v2_type()
    bad["levels"][2]["level"], bad["levels"][3]["level"] = 3, 2
    with pytest.raises(ValueError, match=r"levels\[2\] is level 3"):
        MonstersFile.model_validate({"format": "tactics-monsters/2", "monsters": [bad]})


def test_an_unknown_format_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    path.write_text(json.dumps({"format": "tactics-monsters/9", "monsters": []}))
    with pytest.raises(TacticsFileError) as err:
        load_monsters(path)
    assert err.value.field == "format"
