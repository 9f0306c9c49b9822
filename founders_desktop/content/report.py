"""Markdown tables of a pack's buildings, races and advisers, for DESIGN.md and for editors.

``founders-desktop content show [PACK_FOLDER]`` prints them; a test keeps the default pack's
DESIGN.md in step with its JSON.
"""

from __future__ import annotations

from founders_desktop.content.balance import actions_value, building_figures
from founders_desktop.content.effects import describe
from founders_desktop.content.pack import ContentPack


def buildings_table(pack: ContentPack) -> str:
    figures = {f.id: f for f in building_figures(pack)}
    rows = [
        "| building | kind | shape, colour | slots (banner) | kept | worker action | value |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for b in pack.prestige_buildings.values():
        f = figures[b.id]
        slots = ", ".join(
            f"{pack.resources[s.resource].name} {s.points}"
            + ("*" if b.slot_provenance(s) == "rulebook" else "")
            for s in b.slots
        )
        where = f"{b.footprint}, {b.colour}" + (" (reserved)" if b.reserved else "")
        rows.append(
            f"| {b.name} | {b.kind} | {where} | {slots} | {f.kept_total} | "
            f"{describe(b.worker_action)} | {f.worker_value:g} |"
        )
    return "\n".join(rows)


def races_table(pack: ContentPack) -> str:
    rows = ["| race | resource | forbids | racial action | value |", "| --- | --- | --- | --- | --- |"]
    for r in pack.races.values():
        resource = r.resource or "any (a remaining card)"
        forbids = ", ".join(r.forbidden) or "-"
        value = actions_value(r.racial_action)
        rows.append(f"| {r.name} | {resource} | {forbids} | {describe(r.racial_action)} | {value:g} |")
    return "\n".join(rows)


def advisers_table(pack: ContentPack) -> str:
    rows = [
        "| adviser | tier | category | needs | points | main action |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for a in pack.advisers.values():
        rows.append(
            f"| {a.name} | {a.tier} | {a.category} | {a.resource} | {a.points} | {describe(a.main_action)} |"
        )
    return "\n".join(rows)


def resources_table(pack: ContentPack) -> str:
    rows = ["| resource | tier | recipe (printed values) | footprint |", "| --- | --- | --- | --- |"]
    for r in pack.resources.values():
        recipe = " + ".join(f"{pack.resources[e.resource].name} {e.points}" for e in r.recipe) or "-"
        rows.append(f"| {r.name} | {r.tier} | {recipe} | {r.footprint} |")
    return "\n".join(rows)


def full_report(pack: ContentPack) -> str:
    parts = [
        f"# {pack.manifest.name}",
        resources_table(pack),
        buildings_table(pack),
        races_table(pack),
        advisers_table(pack),
        pack.summary(),
    ]
    return "\n\n".join(parts) + "\n"
