"""Painting a map square by square: the text stays the loader's, and the loader's checks say
what is wrong and on which square, and clear again when the square is put right."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.content import default_pack_path
from founders_desktop.content.map_text import parse_map
from founders_desktop.packs import BUNDLED_ID, load_by_id, new_pack_from
from founders_desktop.packs.editing import PackDraft
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


def test_a_painted_map_saved_with_the_pack_is_what_the_pack_loads(data_folder: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "painted")
    path = folder / "maps" / "symmetric.map"
    painted = MapDraft.read(path, "maps/symmetric.map").paint("terrain", (4, 2), "G")
    assert painted.problems() == ()
    pack = PackDraft("painted")
    pack.set_map_text(painted.file, painted.text())
    assert pack.dirty and pack.problems == []
    assert pack.save() == []
    assert load_by_id("painted").maps["symmetric"].terrain_rows[2][4] == "G"


def test_a_map_with_problems_is_among_the_packs_problems_until_painted_back(data_folder: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "painted")
    original = MapDraft.read(folder / "maps" / "symmetric.map", "maps/symmetric.map")
    off_grey = original.paint("terrain", (6, 1), "G")  # a start space on green
    pack = PackDraft("painted")
    pack.set_map_text(off_grey.file, off_grey.text())
    assert any(p.file == "maps/symmetric.map" and "grey" in p.message for p in pack.problems)
    pack.set_map_text(original.file, original.text())  # undone: as saved
    assert not pack.dirty and pack.problems == []


def test_the_sketch_draws_what_was_painted_while_the_map_has_problems() -> None:
    d = draft()
    off_grey = d.paint("terrain", (6, 1), "G").paint("reserved", (9, 0), ".")
    board, problems = off_grey.checked()
    assert board is None and problems
    sketch = off_grey.sketch()
    assert sketch is not None
    assert sketch.terrain_rows[1][6] == "G"  # the stroke, not the last map that passed
    assert (sketch.width, sketch.height) == (d.checked()[0].width, d.checked()[0].height)  # type: ignore[union-attr]
    assert any(s.square == (6, 1) for s in sketch.start_spaces)


def test_the_sketch_draws_an_unknown_mark_as_unbuildable_and_fills_out_short_rows() -> None:
    d = MapDraft.from_text("[map]\nid = m\n[terrain]\nRGZ\nR\n", "maps/m.map")
    sketch = d.sketch()
    assert sketch is not None and sketch.terrain_rows == ("RGX", "RXX")
    assert MapDraft.from_text("[map]\nid = m\n", "maps/m.map").sketch() is None


def test_a_painted_map_is_the_owners_and_undoing_the_stroke_gives_the_file_back() -> None:
    d = draft()
    assert d.provenance() == "reconstructed"
    painted = d.paint("terrain", (4, 2), "G")
    assert painted.provenance() == "owner"
    changed = [(a, b) for a, b in zip(d.lines, painted.lines, strict=True) if a != b]
    assert len(changed) == 2 and changed[0] == ("provenance = reconstructed", "provenance = owner")
    assert (
        d.paint("terrain", (4, 2), "G").paint("terrain", (4, 2), d.at("terrain", (4, 2))).provenance()
        == "owner"
    )
    board = parse_map(painted.text(), "maps/symmetric.map")
    assert board.provenance == "owner" and board.terrain_rows[2][4] == "G"
    again = painted.paint("terrain", (4, 3), "G")
    assert sum(a != b for a, b in zip(painted.lines, again.lines, strict=True)) == 1  # owner already
    bare = MapDraft.from_text("[map]\nid = m\nname = M\n[terrain]\nRG\n", "maps/m.map")
    assert bare.paint("terrain", (0, 0), "G").lines[:4] == (
        "[map]",
        "id = m",
        "name = M",
        "provenance = owner",
    )


def test_header_lines_are_set_added_and_removed_and_the_loader_reads_them() -> None:
    d = draft()
    assert d.header("section 1") is not None and d.header("location z") is None
    named = d.with_header("section 1", "Harbour, hard")
    assert named.header("section 1") == "Harbour, hard" and named.provenance() == "owner"
    board = parse_map(named.text(), "maps/symmetric.map")
    assert board.sections[0].name == "Harbour" and board.sections[0].solo_difficulty == "hard"
    added = d.with_header("location z", "ghost_fortress")
    assert added.header_keys()[-1] == "location z"
    assert added.with_header("location z", None).header("location z") is None
    with pytest.raises(ValueError):
        d.with_header("location z", "a\nb")
