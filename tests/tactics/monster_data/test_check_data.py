"""``tactics check-data``: every problem of an owner's file, one line per field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.cli import main
from founders_desktop.resources import resource
from founders_desktop.tactics.data_check import check_data


def _shipped() -> dict:
    return json.loads(resource("tactics", "monsters.json").read_text(encoding="utf-8"))


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_every_error_is_listed_with_its_field(tmp_path: Path) -> None:
    data = _shipped()
    data["monsters"][0]["levels"][4]["normal"]["attak"] = 3
    del data["monsters"][0]["levels"][5]["normal"]["move"]
    data["monsters"][0]["levels"][6]["elite"]["shield"] = -1
    data["monsters"][1]["levels"].pop()
    report = check_data(_write(tmp_path, data))
    fields = [p.field for p in report.errors]
    assert fields == [
        "monsters[0].levels[4].normal.attak",
        "monsters[0].levels[5].normal.move",
        "monsters[0].levels[6].elite.shield",
        "monsters[1].levels",
    ]
    assert "typo" in report.errors[0].message
    assert "8" in report.errors[3].message and "7" in report.errors[3].message


def test_doubtful_values_are_warnings_and_the_file_still_loads(tmp_path: Path) -> None:
    data = _shipped()
    bog = data["monsters"][0]
    bog["levels"][3]["normal"]["hp"] = 2  # falls below level 2's, and the elite stays above
    bog["levels"][5]["elite"]["hp"] = 1
    for c in bog["deck"]:
        c.pop("shuffle", None)
    report = check_data(_write(tmp_path, data))
    assert not report.errors
    fields = {p.field for p in report.problems}
    assert "monsters[0].deck" in fields
    assert "monsters[0].levels[3].normal.hp" in fields
    assert "monsters[0].levels[5].elite.hp" in fields
    assert report.lines()[-1].startswith("ok ")


@pytest.mark.parametrize("name", ["monsters.json", "classes.json"])
def test_the_shipped_files_are_clean(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tactics", "check-data", str(resource("tactics", name))]) == 0
    assert capsys.readouterr().out.startswith("ok ")


def test_the_command_exits_2_and_names_the_file_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _shipped()
    data["monsters"][2]["levels"][0]["normal"]["hp"] = "five"
    path = _write(tmp_path, data)
    assert main(["tactics", "check-data", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"error: {path}: monsters[2].levels[0].normal.hp:" in err


def test_a_file_that_is_not_data_is_one_clear_line(tmp_path: Path) -> None:
    assert check_data(tmp_path / "missing.json").errors[0].message.startswith("cannot read")
    report = check_data(_write(tmp_path, {"format": "tactics-scenario/1"}))
    assert report.errors[0].field == "format"


def test_a_classes_file_is_checked_field_by_field(tmp_path: Path) -> None:
    data = json.loads(resource("tactics", "classes.json").read_text(encoding="utf-8"))
    data["classes"][0]["hp"] = 0
    data["classes"][1]["hand_size"] = 99
    report = check_data(_write(tmp_path, data))
    assert report.kind == "classes"
    assert [p.field for p in report.errors] == ["classes[0].hp", "classes[1].hand_size"]
