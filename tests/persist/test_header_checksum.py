"""Issue 17, item 10: the header fields (app version, time saved) are covered by the checksum;
saves written before (whose checksum covers the payload alone) still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.persist import Problem, SaveError, load_save, save_game
from tests.persist.samples import city_game

GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("app_version", "99.0.0"),
        ("saved_at", "2001-01-01T00:00:00+00:00"),
    ],
)
def test_an_edited_header_field_is_refused(tmp_path: Path, field: str, value: str) -> None:
    path = save_game(tmp_path / "game.fdsave", "city", city_game())
    document = json.loads(path.read_bytes())
    document[field] = value
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_save(path)
    assert caught.value.problem_code is Problem.EDITED


def test_the_checksum_names_what_it_covers(tmp_path: Path) -> None:
    path = save_game(tmp_path / "game.fdsave", "city", city_game())
    assert json.loads(path.read_bytes())["checksum"].startswith("sha256-envelope:")


@pytest.mark.parametrize("name", ["city-v1.fdsave", "tactics-v1.fdsave", "sandbox-v2.fdsave"])
def test_saves_with_the_old_payload_checksum_still_load(name: str) -> None:
    assert json.loads((GOLDEN / name).read_bytes())["checksum"].startswith("sha256:")
    load_save(GOLDEN / name)
