"""Scenario, class and monster files: the starter set loads, and every mistake is one clear
message naming the file and the field (exit 2 from the CLI), never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.resources import resource
from founders_desktop.tactics.catalog import starter_catalog
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.cli import main
from founders_desktop.tactics.scenario import load_scenario

STARTERS = sorted(resource("scenarios").glob("*.json"))


def test_starter_set_sizes():
    cat = starter_catalog()
    assert len(cat.classes) >= 3 and all(len(c.cards) >= 10 for c in cat.classes.values())
    assert len(cat.monsters) >= 4 and all(len(m.deck) >= 4 for m in cat.monsters.values())
    assert len(STARTERS) >= 3


@pytest.mark.parametrize("path", STARTERS, ids=lambda p: p.stem)
def test_starter_scenarios_load(path: Path):
    s = load_scenario(path)
    assert s.characters and s.monsters
    assert main(["check", str(path)]) == 0


def base() -> dict:
    return json.loads(resource("scenarios", "mossy-cellar.json").read_text())


def write(tmp_path: Path, data: object) -> Path:
    p = tmp_path / "bad.json"
    p.write_text(data if isinstance(data, str) else json.dumps(data))
    return p


def error_of(tmp_path: Path, data: object) -> TacticsFileError:
    with pytest.raises(TacticsFileError) as info:
        load_scenario(write(tmp_path, data))
    return info.value


def test_not_json(tmp_path):
    err = error_of(tmp_path, "{ nope")
    assert err.file.endswith("bad.json") and "not valid JSON" in str(err)


def test_wrong_format(tmp_path):
    data = base() | {"format": "tactics-scenario/9"}
    assert error_of(tmp_path, data).field == "format"


def test_missing_field(tmp_path):
    data = base()
    del data["level"]
    assert error_of(tmp_path, data).field == "level"


def test_figure_on_a_wall(tmp_path):
    data = base()
    h = data["monsters"][1]["hex"]
    data["map"]["terrain"].append({"hex": h, "type": "wall"})
    err = error_of(tmp_path, data)
    assert err.field == "monsters[1].hex" and "wall" in err.message


def test_two_figures_on_one_hex(tmp_path):
    data = base()
    data["monsters"][0]["hex"] = data["characters"][0]["hex"]
    assert error_of(tmp_path, data).field == "monsters[0].hex"


def test_figure_off_the_map(tmp_path):
    data = base()
    data["characters"][1]["hex"] = [40, 40]
    assert error_of(tmp_path, data).field == "characters[1].hex"


def test_unknown_class_card_and_monster(tmp_path):
    data = base()
    data["characters"][0]["class"] = "nobody"
    assert error_of(tmp_path, data).field == "characters[0].class"
    data = base()
    data["characters"][0]["hand"] = ["ew-01", "zz-99"]
    assert error_of(tmp_path, data).field == "characters[0].hand[1]"
    data = base()
    data["monsters"][2]["type"] = "dragon"
    assert error_of(tmp_path, data).field == "monsters[2].type"


def test_duplicate_standee_and_bad_terrain(tmp_path):
    data = base()
    data["monsters"][1]["standee"] = data["monsters"][0]["standee"]
    data["monsters"][1]["type"] = data["monsters"][0]["type"]
    assert error_of(tmp_path, data).field == "monsters[1].standee"
    data = base()
    data["map"]["terrain"][0]["type"] = "lava"
    assert error_of(tmp_path, data).field == "map.terrain[0].type"


def test_bad_card_in_embedded_class(tmp_path):
    data = base()
    data["classes"] = [
        {
            "id": "x",
            "name": "X",
            "hp": 5,
            "hand_size": 2,
            "cards": [
                {
                    "id": "c1",
                    "name": "c",
                    "initiative": 120,
                    "top": {"actions": [{"type": "move", "value": 1}]},
                    "bottom": {"actions": [{"type": "move", "value": 1}]},
                },
                {
                    "id": "c2",
                    "name": "c",
                    "initiative": 12,
                    "top": {"actions": [{"type": "fly", "value": 1}]},
                    "bottom": {"actions": [{"type": "move", "value": 1}]},
                },
            ],
        }
    ]
    err = error_of(tmp_path, data)
    assert err.field == "classes[0].cards[0].initiative"


def test_cli_check_exits_2_with_one_line(tmp_path, capsys):
    data = base()
    data["monsters"][0]["hex"] = data["characters"][0]["hex"]
    assert main(["check", str(write(tmp_path, data))]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.json: monsters[0].hex" in err[0]
    assert main(["play", str(tmp_path / "missing.json"), "--auto"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_a_shipped_scenario_by_name(capsys):
    assert main(["check", "crag-hollow"]) == 0
    assert capsys.readouterr().out.startswith("ok crag-hollow")
    assert main(["check", "no-such-scenario"]) == 2
