"""Whatever a person types into a pack, loading ends in a pack or a PackError: never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.content import MapBoard, PackError, default_pack_path, load_pack, parse_map

THEMATIC = (default_pack_path() / "maps" / "thematic.map").read_text(encoding="utf-8")
EDIT_CHARS = "RWGC~#X*.1234abc[]=,;\n 9Zz"


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(THEMATIC) - 1), st.sampled_from(EDIT_CHARS)), max_size=6))
def test_any_edit_of_a_map_is_parsed_or_reported(edits: list[tuple[int, str]]) -> None:
    text = list(THEMATIC)
    for position, char in edits:
        text[position] = char
    try:
        board = parse_map("".join(text), "maps/thematic.map")
    except PackError as e:
        assert e.problems and all(p.file == "maps/thematic.map" and p.message for p in e.problems)
    else:
        assert isinstance(board, MapBoard)
        assert board.section_numbers == (1, 2, 3)


def _mutations() -> st.SearchStrategy[tuple[str, int, str, Any]]:
    files = st.sampled_from(["resources.json", "prestige_buildings.json", "races.json", "advisers.json"])
    values = st.one_of(st.none(), st.integers(-2, 20), st.text(max_size=6), st.just([]), st.just({}))
    return st.tuples(
        files,
        st.integers(0, 30),
        st.sampled_from(
            ["id", "tier", "recipe", "slots", "resource", "footprint", "points", "kind", "forbidden"]
        ),
        values,
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_mutations(), min_size=1, max_size=3))
def test_any_field_change_is_loaded_or_reported(
    tmp_path: Path, mutations: list[tuple[str, int, str, Any]]
) -> None:
    folder = tmp_path / "pack"
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(default_pack_path(), folder)
    for file, index, field, value in mutations:
        path = folder / file
        data = json.loads(path.read_text(encoding="utf-8"))
        item = data[index % len(data)]
        if value is None:
            item.pop(field, None)
        else:
            item[field] = value
        path.write_text(json.dumps(data), encoding="utf-8")
    try:
        load_pack(folder)
    except PackError as e:
        assert e.problems and all(p.file and p.message for p in e.problems)
