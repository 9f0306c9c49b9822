"""Character and scenario levels, in the rulebook's words: a character's maximum hit points are
printed on its class mat for each level, 1 to 9; "the recommended scenario level is equal to
the average level of the characters divided by 2 (rounded up)", and the players may choose
another; the scenario level table gives the monster level, the gold each money token is worth,
the trap damage (2 + level) and the bonus experience (4 + 2 x level)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.resources import resource
from founders_desktop.tactics.catalog import Catalog, starter_catalog
from founders_desktop.tactics.character_level import HP_TRACKS
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.data_check import check_data
from founders_desktop.tactics.loot import gold
from founders_desktop.tactics.rounds.actions import HealTarget, PlayHalf
from founders_desktop.tactics.rounds.cli import main
from founders_desktop.tactics.rounds.engine import legal_actions
from founders_desktop.tactics.scenario import Scenario, load_scenario, parse_scenario
from founders_desktop.tactics.scenario_level import bonus_experience, recommended_level

from .round_helpers import act, card, hero, idle_turn, mcard, monster_type, move, plan, rect, start

LOW = [6, 7, 8, 9, 10, 11, 12, 13, 14]
STAY = [move(0)]
#: the rulebook's scenario level table, levels 0 to 7
GOLD = [2, 2, 3, 3, 4, 4, 5, 6]
TRAP = [2, 3, 4, 5, 6, 7, 8, 9]
BONUS_XP = [4, 6, 8, 10, 12, 14, 16, 18]


def data(
    levels: list[Any] | None = None, hp: Any = LOW, fmt: str = "tactics-scenario/2", **extra: Any
) -> dict:
    """One class (``hp``), a character of it per level in ``levels``, one monster far away."""
    cards = [card("x", 10, STAY, STAY), card("y", 20, STAY, STAY)]
    out = {
        "format": fmt,
        "id": "levels",
        "name": "levels",
        "map": {"hexes": rect(6, 5), "terrain": []},
        "characters": [
            {"class": "a", "id": f"c{i}", "hex": [0, i], "level": lv} for i, lv in enumerate(levels or [1])
        ],
        "monsters": [{"type": "m", "standee": 1, "hex": [5, 2]}],
        "classes": [hero("a", cards, hp=hp)],
        "monster_types": [monster_type("m", [mcard("idle", 30)], hp=3)],
    }
    return out | extra


def scenario(**kw: Any) -> Scenario:
    return parse_scenario(data(**kw), "levels.json", Catalog())


def refused(**kw: Any) -> TacticsFileError:
    with pytest.raises(TacticsFileError) as info:
        scenario(**kw)
    return info.value


# --- hit points by level ----------------------------------------------------------------------


def test_a_character_starts_with_the_hit_points_its_class_prints_for_its_level():
    s = scenario(levels=[1, 5, 9], level=0)
    state = start(s)
    assert [(c.hp, c.max_hp) for c in state.characters] == [(6, 6), (10, 10), (14, 14)]
    assert [c.level for c in s.characters] == [1, 5, 9]


def test_a_class_with_one_number_has_those_hit_points_at_every_level():
    s = scenario(levels=[1, 4, 9], hp=10, level=0)
    assert [c.max_hp for c in start(s).characters] == [10, 10, 10]


def test_a_character_without_a_level_is_level_1():
    d = data(level=0)
    del d["characters"][0]["level"]
    s = parse_scenario(d, "levels.json", Catalog())
    assert s.characters[0].level == 1 and start(s).characters[0].max_hp == 6


def test_healing_stops_at_the_maximum_of_the_characters_level():
    cards = [card("x", 10, [{"type": "heal", "value": 5, "range": 0}], STAY), card("y", 20, STAY, STAY)]
    d = data(levels=[3], level=0)
    d["classes"] = [hero("a", cards, hp=LOW)]
    s = parse_scenario(d, "levels.json", Catalog())
    state, _ = plan(s, start(s), {"c0": ("x", "y")})
    state.character("c0").hp = 5
    state, _ = act(s, state, PlayHalf(card="x", half="top"))
    if any(isinstance(a, HealTarget) for a in legal_actions(state)):
        state, _ = act(s, state, HealTarget(target="c0"))
    assert state.character("c0").hp == 8  # level 3 prints 8, not 10


@pytest.mark.parametrize(
    ("hp", "says"),
    [
        (LOW[:8], "9 values, not 8"),
        ([6, 7, 8, 9, 9, 8, 10, 11, 12], "level 6's 8 hit points are fewer than level 5's 9"),
        ([0, 7, 8, 9, 10, 11, 12, 13, 14], "level 1's hit points"),
        ([6, 7, 8, 9, 10, 11, 12, 13, True], "level 9's hit points"),
        (0, "from 1 to 30"),
        ("ten", "one number or a list of 9"),
    ],
)
def test_a_bad_hit_point_table_is_refused_naming_the_file_and_field(hp: Any, says: str):
    err = refused(hp=hp, level=0)
    assert err.file == "levels.json" and err.field == "classes[0].hp" and says in err.message


@pytest.mark.parametrize("level", [0, 10, "2", True])
def test_a_character_level_is_1_to_9(level: Any):
    err = refused(levels=[level], level=0)
    assert err.field == "characters[0].level"


def test_format_1_holds_neither_character_levels_nor_hit_point_tables():
    assert refused(levels=[2], hp=10, level=0, fmt="tactics-scenario/1").field == "characters[0].level"
    assert refused(levels=[1], level=0, fmt="tactics-scenario/1").field == "classes[0].hp"
    d = data(levels=[1], hp=10, fmt="tactics-scenario/1")
    with pytest.raises(TacticsFileError) as info:
        parse_scenario(d, "levels.json", Catalog())
    assert info.value.field == "level" and "format 1 needs a level" in info.value.message


def test_tactics_check_data_refuses_a_falling_table_in_a_classes_file(tmp_path: Path):
    shipped = json.loads(resource("tactics", "classes.json").read_text(encoding="utf-8"))
    shipped["classes"][1]["hp"] = [8, 9, 11, 12, 14, 13, 17, 18, 20]
    path = tmp_path / "classes.json"
    path.write_text(json.dumps(shipped), encoding="utf-8")
    report = check_data(path)
    assert [p.field for p in report.errors] == ["classes[1].hp"]
    assert "level 6's 13 hit points are fewer than level 5's 14" in report.errors[0].message


def test_the_shipped_classes_follow_a_track_and_keep_their_level_1_hit_points():
    """Level 1 as before the tables (so the recorded games do not change), then one of the
    project's three tracks in the style of the printed classes."""
    before = {"ember-warden": 10, "reed-archer": 8, "hollow-caller": 8}
    for cid, cls in starter_catalog().classes.items():
        assert cls.by_level and cls.hp in HP_TRACKS.values(), cid
        assert cls.hp_at(1) == before[cid]


# --- the scenario level -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("party", "level"),
    [
        ([1, 1, 2], 1),  # average 1.33, / 2 = 0.67, rounded up: 1
        ([1, 1], 1),  # 0.5 rounded up: 1
        ([1], 1),
        ([2, 2], 1),  # exactly 1
        ([3, 3], 2),  # 1.5 rounded up: 2
        ([4, 4, 4, 4], 2),  # exactly 2: not rounded up past it
        ([4, 4, 4, 5], 3),  # 4.25 / 2 = 2.125: 3
        ([9, 9, 9, 9], 5),
    ],
)
def test_the_recommended_level_is_the_average_level_halved_and_rounded_up(party: list[int], level: int):
    assert recommended_level(party) == level
    left_out = parse_scenario(data(levels=party), "levels.json", Catalog())
    written = parse_scenario(data(levels=party, level="recommended"), "levels.json", Catalog())
    for s in (left_out, written):
        assert (s.level, s.level_source) == (level, "recommended")


def test_a_level_the_file_gives_stays_as_given():
    s = scenario(levels=[9, 9], level=0)
    assert (s.level, s.level_source) == (0, "chosen")


def test_the_players_may_choose_another_level_when_they_start():
    s = parse_scenario(data(levels=[1, 1]), "levels.json", Catalog(), level=4)
    assert (s.level, s.level_source, s.trap_damage) == (4, "chosen", 6)
    assert start(s).monsters[0].max_hp == 3  # this stat card does not grow; the level is the row
    with pytest.raises(TacticsFileError) as info:
        parse_scenario(data(), "levels.json", Catalog(), level=8)
    assert info.value.field == "level"


@pytest.mark.parametrize("level", range(8))
def test_trap_damage_gold_and_bonus_experience_follow_the_scenario_level_table(level: int):
    s = parse_scenario(data(level=level), "levels.json", Catalog())
    assert s.trap_damage == TRAP[level]
    assert s.gold_per_token == GOLD[level]
    assert bonus_experience(level) == BONUS_XP[level]


def test_a_trap_damage_the_file_gives_stays_at_any_level():
    s = parse_scenario(data(level=0, trap_damage=1), "levels.json", Catalog(), level=6)
    assert s.trap_damage == 1


def test_the_monsters_play_the_stat_card_row_of_the_scenario_level():
    d = data(level=0)
    m = d["monster_types"][0]
    m["normal"]["hp_per_level"] = 1
    low = start(parse_scenario(d, "levels.json", Catalog())).monsters[0]
    high = start(parse_scenario(d, "levels.json", Catalog(), level=5)).monsters[0]
    assert (low.max_hp, high.max_hp) == (3, 8)


@pytest.mark.parametrize(("level", "coins"), [(0, 4), (2, 6), (4, 8), (6, 10), (7, 12)])
def test_the_money_tokens_looted_are_worth_the_gold_of_the_scenario_level(level: int, coins: int):
    """Two tokens looted at the end of the turn: 2 x the table's gold per token."""
    s = parse_scenario(data(level=level), "levels.json", Catalog())
    state, _ = plan(s, start(s), {"c0": ("x", "y")})
    state.money = [(0, 0), (0, 0)]
    state, _ = idle_turn(s, state)
    assert state.character("c0").looted == 2
    assert gold(state) == {"c0": coins}


# --- the command line -------------------------------------------------------------------------


def write(tmp_path: Path, d: dict) -> Path:
    path = tmp_path / "levels.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    return path


def test_tactics_check_says_the_level_was_recommended(tmp_path: Path, capsys):
    assert main(["check", str(write(tmp_path, data(levels=[3, 3], level=1)))]) == 0
    assert capsys.readouterr().out.strip().endswith("level 1")
    d = json.loads(resource("scenarios", "mossy-cellar.json").read_text(encoding="utf-8"))
    d = d | {"format": "tactics-scenario/2"}
    del d["level"]
    for c in d["characters"]:
        c["level"] = 3
    assert main(["check", str(write(tmp_path, d))]) == 0
    assert capsys.readouterr().out.strip().endswith("level 2 (recommended from the party)")
    assert load_scenario(write(tmp_path, d)).characters[0].max_hp == 14  # ember warden, level 3


def test_tactics_check_names_a_bad_character_level(tmp_path: Path, capsys):
    d = json.loads(resource("scenarios", "mossy-cellar.json").read_text(encoding="utf-8"))
    d = d | {"format": "tactics-scenario/2"}
    d["characters"][1]["level"] = 12
    assert main(["check", str(write(tmp_path, d))]) == 2
    assert "levels.json: characters[1].level" in capsys.readouterr().err


def test_tactics_play_takes_a_level(capsys):
    assert main(["play", "mossy-cellar", "--auto", "--seed", "3", "--level", "2"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("RESULT")
    with pytest.raises(SystemExit) as info:
        main(["play", "mossy-cellar", "--auto", "--level", "8"])
    assert info.value.code == 2
    assert "not a scenario level" in capsys.readouterr().err
