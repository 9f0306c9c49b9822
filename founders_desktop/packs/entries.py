"""Resource entries (a recipe's prerequisites, a building's slots) as the owner adds, changes and
removes them. A changed or added entry is the owner's: an entry's own ``provenance`` (a slot may
carry one that overrides its building's) becomes "owner". No Qt."""

from __future__ import annotations

from typing import Any

from founders_desktop.packs.editing import OWNER


def change_entry(entries: list[dict[str, Any]], at: int, resource: str, points: int) -> list[dict[str, Any]]:
    out = [dict(e) for e in entries]
    entry = {**out[at], "resource": resource, "points": points}
    if "provenance" in entry:
        entry["provenance"] = OWNER
    out[at] = entry
    return out


def with_provenance(entries: Any, inherited: str) -> list[dict[str, Any]]:
    """Each entry with its provenance spelt out, an entry without one taking ``inherited`` (its
    building's ``slots`` provenance): once the owner changes one slot the building's word
    becomes "owner", and the untouched slots must keep saying where their values came from."""
    if not isinstance(entries, list):
        return []
    return [
        {**e, "provenance": e.get("provenance") or inherited} if inherited else dict(e)
        for e in entries
        if isinstance(e, dict)
    ]


def add_entry(entries: list[dict[str, Any]], resources: list[str], points: int) -> list[dict[str, Any]]:
    """One more entry: the first resource not yet listed (the first of all if every one is)."""
    used = {e.get("resource") for e in entries}
    fresh = next((r for r in resources if r not in used), resources[0] if resources else "")
    entry: dict[str, Any] = {"resource": fresh, "points": points}
    if any("provenance" in e for e in entries):  # entries that say theirs: the new one is the owner's
        entry["provenance"] = OWNER
    return [*(dict(e) for e in entries), entry]


def remove_entry(entries: list[dict[str, Any]], at: int) -> list[dict[str, Any]]:
    return [dict(e) for i, e in enumerate(entries) if i != at]
