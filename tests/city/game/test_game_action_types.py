"""Action kinds are a literal type: a misspelt kind is a type error, and an unknown kind in a
save is refused by name. The view and app still compare plain strings."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from founders_desktop.city.game.actions import ACTION_TYPES, Action

ROOT = Path(__file__).resolve().parents[3]

SNIPPET = """
from founders_desktop.city.game.actions import Action

def misspelt(a: Action) -> bool:
    made = Action("raod", 0)
    return a.type == "raod" or made.type == "road"
"""


def test_mypy_catches_a_misspelt_kind_in_an_action_and_a_comparison(tmp_path: Path) -> None:
    path = tmp_path / "misspelt.py"
    path.write_text(SNIPPET, encoding="utf-8")
    # In a process of its own: mypy in-process unfreezes the garbage collector's frozen objects
    # (mypy/build.py), which the board's drag relies on for the rest of the test process.
    run = subprocess.run(
        [sys.executable, "-m", "mypy", str(path), "--config-file", str(ROOT / "pyproject.toml")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    out, status = run.stdout, run.returncode
    assert status == 1, out
    assert 'Argument 1 to "Action" has incompatible type "Literal[\'raod\']"' in out
    assert "Non-overlapping equality check" in out
    assert out.count("error:") == 2, out  # the correct "road" comparison passes


def test_an_unknown_kind_in_a_save_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown action type 'raod'"):
        Action.from_json({"type": "raod", "seat": 0})


def test_the_kinds_are_plain_strings_for_the_view() -> None:
    a = Action("road", 0)
    assert a.type == "road" and isinstance(a.type, str)
    assert Action.from_json(a.to_json()) == a
    assert {"play_card", "choose_piece", "road_first", "place_prestige"} <= ACTION_TYPES
