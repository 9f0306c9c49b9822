"""What the new forms' edits mean for the pack: an effect kind's parameters and fresh values, a
drawn footprint becoming the pack's shape or a new one, entries added and removed."""

from __future__ import annotations

from pydantic import TypeAdapter

from founders_desktop.content.effects import EFFECT_KINDS, Effect
from founders_desktop.packs import new_pack_from
from founders_desktop.packs.cross_checks import cross_check
from founders_desktop.packs.editing import FieldRef, PackDraft
from founders_desktop.packs.effect_fields import Param, fresh_effect, param_value, params, with_param
from founders_desktop.packs.entries import add_entry, change_entry, remove_entry, with_provenance
from founders_desktop.packs.prestige_edit import BUILDINGS, draw_footprint, rows_of


def test_every_known_kind_starts_as_a_valid_effect() -> None:
    for kind in EFFECT_KINDS:
        TypeAdapter(Effect).validate_python(fresh_effect(kind))


def test_parameters_are_read_from_the_model() -> None:
    assert params("gain_influence") == (
        Param("amount", "number", low=1),
        Param("lasting", "flag"),
        Param("per", "one", params("gain_money")[1].options, optional=True),
    )
    tiers = params("upgrade")[0]
    assert tiers.kind == "some" and tiers.options == (2, 3)
    assert param_value({"kind": "upgrade"}, tiers) == [2, 3]  # the default where the JSON is silent
    per = params("gain_money")[1]
    assert "per" not in with_param({"kind": "gain_money", "amount": 1, "per": "house"}, per, "")


def test_a_drawn_shape_names_the_footprint_of_that_shape_in_any_orientation() -> None:
    new_pack_from("default", "printed")
    draft = PackDraft("printed")
    before = len(draft.items("footprints.json"))
    assert draw_footprint(draft, 0, {(0, 0), (0, 1), (0, 2)}) == "I3"  # drawn upright
    assert len(draft.items("footprints.json")) == before
    shape = draw_footprint(draft, 0, {(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (3, 2)})
    assert shape.endswith("_shape") and len(draft.items("footprints.json")) == before + 1
    draw_footprint(draft, 0, {(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2)})  # redrawn: same one
    assert len(draft.items("footprints.json")) == before + 1
    assert draft.items("footprints.json")[-1]["rows"] == ["XXX", "..X", ".XX"]
    assert draft.value(FieldRef(BUILDINGS, 0, None, "footprint")) == shape
    assert draw_footprint(draft, 0, set()) == "" and draft.problems_at(
        FieldRef(BUILDINGS, 0, None, "footprint")
    )


def test_rows_are_trimmed_to_the_shape() -> None:
    assert rows_of({(2, 3), (3, 3)}) == ["XX"] and rows_of(set()) == []


def test_a_changed_entry_is_the_owners_and_a_new_one_takes_an_unlisted_resource() -> None:
    entries = [
        {"resource": "wood", "points": 2, "provenance": "rulebook"},
        {"resource": "stone", "points": 1},
    ]
    changed = change_entry(entries, 0, "wood", 3)
    assert changed[0] == {"resource": "wood", "points": 3, "provenance": "owner"} and changed[1] == entries[1]
    added = add_entry(entries, ["wood", "stone", "metal"], 1)[-1]
    assert added == {
        "resource": "metal",
        "points": 1,
        "provenance": "owner",
    }  # beside entries that say theirs
    assert add_entry([{"resource": "wood", "points": 1}], ["wood", "stone"], 1)[-1] == {
        "resource": "stone",
        "points": 1,
    }
    assert remove_entry(entries, 0) == [entries[1]]


def test_slots_spell_out_their_provenance_so_an_edit_of_one_keeps_the_others() -> None:
    slots = [{"resource": "wood", "points": 2, "provenance": "rulebook"}, {"resource": "stone", "points": 1}]
    spelt = with_provenance(slots, "reconstructed")
    assert [s["provenance"] for s in spelt] == ["rulebook", "reconstructed"]
    assert [s["provenance"] for s in change_entry(spelt, 1, "stone", 4)] == ["rulebook", "owner"]
    assert add_entry(spelt, ["wood", "stone", "metal"], 1)[-1]["provenance"] == "owner"
    assert with_provenance(slots, "") == slots and with_provenance(None, "owner") == []


def test_the_bundled_pack_passes_the_cross_checks_and_a_stuck_draft_names_a_race() -> None:
    new_pack_from("default", "printed")
    draft = PackDraft("printed")
    assert draft.checked is not None and cross_check(draft.checked) == []
    basic = [r["id"] for r in draft.items("resources.json") if r.get("tier") == 1]
    for index, race in enumerate(draft.items("races.json")):
        others = [r for r in basic if r != race.get("resource")]
        draft.set_value(FieldRef("races.json", index, None, "forbidden"), others)
    assert draft.problems == [] and draft.checked is not None
    found = cross_check(draft.checked)
    assert found and all(c.code == "draft_stuck" for c in found)
    assert found[0].problem.where.endswith(".forbidden") and found[0].races
