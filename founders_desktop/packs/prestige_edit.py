"""Drawing a prestige building's footprint: what a drawn shape means for the pack. No Qt.

A building names its footprint by id (footprints.json), and a building's *type* is footprint and
colour together, so two buildings drawn alike must name the same footprint. A drawn shape
therefore becomes the id of the footprint that already has that shape (in any orientation: a
tile may be laid turned or flipped); only a shape the pack lacks adds a footprint, named after
the building, owned by the owner.
"""

from __future__ import annotations

from typing import Any

from founders_desktop.content.errors import PackProblem
from founders_desktop.content.footprint import Cells, all_orientations, normalise
from founders_desktop.packs.editing import FieldRef, PackDraft

BUILDINGS = "prestige_buildings.json"
FOOTPRINTS = "footprints.json"


def cells_of(rows: list[str] | tuple[str, ...]) -> set[tuple[int, int]]:
    return {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "X"}


def rows_of(cells: set[tuple[int, int]]) -> list[str]:
    """Rows of ``X``/``.`` for the cells, trimmed to their bounding box ([] for none)."""
    if not cells:
        return []
    shape = normalise(tuple(cells))
    width = 1 + max(x for x, _ in shape)
    height = 1 + max(y for _, y in shape)
    return ["".join("X" if (x, y) in shape else "." for x in range(width)) for y in range(height)]


def footprint_rows(draft: PackDraft, index: int) -> list[str]:
    """The rows of building ``index``'s footprint ([] where it names no footprint of the pack)."""
    wanted = draft.value(FieldRef(BUILDINGS, index, None, "footprint"))
    for item in draft.items(FOOTPRINTS):
        if item.get("id") == wanted and isinstance(item.get("rows"), list):
            return [str(r) for r in item["rows"]]
    return []


def footprint_problems(draft: PackDraft, index: int) -> list[PackProblem]:
    """The problems of the footprint building ``index`` names (a drawn shape that is not one
    connected piece...), to be shown on the building's drawing."""
    wanted = draft.value(FieldRef(BUILDINGS, index, None, "footprint"))
    at = next((i for i, f in enumerate(draft.items(FOOTPRINTS)) if f.get("id") == wanted), None)
    return [] if at is None else draft.item_problems(FOOTPRINTS, at)


def _same_shape(a: Cells, rows: Any) -> bool:
    if not isinstance(rows, list) or not rows:
        return False
    cells = cells_of([str(r) for r in rows])
    return bool(cells) and normalise(tuple(cells)) in all_orientations(a)


def draw_footprint(draft: PackDraft, index: int, cells: set[tuple[int, int]]) -> str:
    """Give building ``index`` the footprint drawn as ``cells``; the footprint id it now names.

    An empty drawing names an empty footprint id, which the check refuses on the field (the
    drawing is not lost: the owner draws on)."""
    ref = FieldRef(BUILDINGS, index, None, "footprint")
    if not cells:
        draft.set_value(ref, "")
        _drop_orphan(draft, index)
        return ""
    shape = normalise(tuple(cells))
    for item in draft.items(FOOTPRINTS):
        if _same_shape(shape, item.get("rows")) and item.get("id") != _own_id(draft, index):
            draft.set_value(ref, str(item.get("id")))
            _drop_orphan(draft, index)
            return str(item.get("id"))
    building = draft.items(BUILDINGS)[index]
    new_id = _own_id(draft, index)
    taken = {str(item.get("id")) for item in draft.items(FOOTPRINTS)}
    footprints = draft.items(FOOTPRINTS)
    own = next((i for i, item in enumerate(footprints) if item.get("id") == new_id), None)
    if own is not None and not any(
        b.get("footprint") == new_id for i, b in enumerate(draft.items(BUILDINGS)) if i != index
    ):
        draft.set_value(FieldRef(FOOTPRINTS, own, None, "rows"), rows_of(cells))
    else:
        base, n = new_id, 2
        while new_id in taken:
            new_id, n = f"{base}{n}", n + 1
        draft.add_item(
            FOOTPRINTS, {"id": new_id, "name": str(building.get("name", new_id)), "rows": rows_of(cells)}
        )
    draft.set_value(ref, new_id)
    return new_id


def _own_id(draft: PackDraft, index: int) -> str:
    """The id of the footprint a drawing of building ``index`` adds."""
    return f"{draft.items(BUILDINGS)[index].get('id', 'building')}_shape"


def _drop_orphan(draft: PackDraft, index: int) -> None:
    """Remove the footprint an earlier drawing of this building added, once no building names
    it (a half-drawn shape would otherwise stay in the pack)."""
    own = _own_id(draft, index)
    if any(b.get("footprint") == own for b in draft.items(BUILDINGS)):
        return
    data = draft.files[FOOTPRINTS]
    at = next((i for i, f in enumerate(draft.items(FOOTPRINTS)) if f.get("id") == own), None)
    if at is not None and isinstance(data, list):
        draft.remove_item(FOOTPRINTS, data.index(draft.items(FOOTPRINTS)[at]))
