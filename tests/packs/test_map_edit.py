"""Painting a map square by square: the text stays the loader's, and the loader's checks say
what is wrong and on which square, and clear again when the square is put right."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.content import default_pack_path
from founders_desktop.content.map_text import parse_map
from founders_desktop.packs import BUNDLED_ID, load_by_id, new_pack_from
from founders_desktop.packs.map_edit import MapDraft

SYMMETRIC = default_pack_path() / "maps" / "symmetric.map"


def draft() -> MapDraft:
    return MapDraft.read(SYMMETRIC, "maps/symmetric.map")


def test_an_unpainted_draft_is_the_file_and_passes() -> None:
    d = draft()
    assert d.text() == SYMMETRIC.read_text(encoding="utf-8")
    assert d.problems() == ()


def test_painting_changes_one_square_of_one_layer() -> None:
    d = draft()
    assert d.at("terrain", (4, 2)) == "C"
    painted = d.paint("terrain", (4, 2), "G")
    assert painted.at("terrain", (4, 2)) == "G"
    assert painted.layer("sections") == d.layer("sections")
    changed = [
        y for y, (a, b) in enumerate(zip(d.layer("terrain"), painted.layer("terrain"), strict=True)) if a != b
    ]
    assert changed == [2]
    assert parse_map(painted.text(), "x").terrain_rows[2][4] == "G"


def test_a_start_space_off_grey_is_named_on_its_square_and_clears_when_undone() -> None:
    d = draft()
    assert d.at("start_spaces", (6, 1)) == "2"
    grey = d.at("terrain", (6, 1))
    off_grey = d.paint("terrain", (6, 1), "G")
    problems = off_grey.problems()
    assert problems and all((6, 1) in p.squares for p in problems)
    assert any("start spaces are grey" in p.message for p in problems)
    assert off_grey.paint("terrain", (6, 1), grey).problems() == ()


def test_a_reserved_square_without_its_letter_is_refused_by_square() -> None:
    d = draft()
    problems = d.paint("reserved", (9, 0), ".").problems()
    assert [p.squares for p in problems] == [((9, 0),)]


@pytest.mark.parametrize(
    ("layer", "square", "char"),
    [("paint", (0, 0), "C"), ("terrain", (99, 0), "C"), ("terrain", (0, 99), "C"), ("terrain", (0, 0), "CC")],
)
def test_a_stroke_off_the_map_is_refused_by_name(layer: str, square: tuple[int, int], char: str) -> None:
    with pytest.raises(ValueError):
        draft().paint(layer, square, char)


def test_a_painted_map_saved_into_a_pack_is_what_the_pack_loads(data_folder: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "painted")
    path = folder / "maps" / "symmetric.map"
    painted = MapDraft.read(path).paint("terrain", (4, 2), "G")
    assert painted.problems() == ()
    painted.write(path)
    assert load_by_id("painted").maps["symmetric"].terrain_rows[2][4] == "G"
