"""The pack editor's model: a change marks its field "owner", problems land on the field they
name, and a save writes the JSON (a draft with errors too) that the library then checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.packs import BUNDLED_ID, PackRefused, library_dir, list_packs, new_pack_from
from founders_desktop.packs.editing import FieldRef, PackDraft


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(folder))
    return folder


def draft() -> PackDraft:
    new_pack_from(BUNDLED_ID, "mine")
    return PackDraft("mine")


def test_the_bundled_pack_cannot_be_edited() -> None:
    with pytest.raises(PackRefused) as refused:
        PackDraft(BUNDLED_ID)
    assert refused.value.code == "bundled"


def test_an_edit_turns_only_that_fields_provenance_to_owner() -> None:
    pack = draft()
    name = FieldRef("advisers.json", 1, None, "name")  # the quartermaster: one word for all
    assert pack.provenance(name) == "reconstructed"
    pack.set_value(name, "Harbour Master")
    assert pack.provenance(name) == "owner"
    assert pack.provenance(FieldRef("advisers.json", 1, None, "tier")) == "reconstructed"
    assert pack.dirty and not pack.problems


def test_a_race_forbidding_its_own_resource_is_a_problem_on_that_field_until_undone() -> None:
    pack = draft()
    forbidden = FieldRef("races.json", 0, None, "forbidden")
    own = pack.value(FieldRef("races.json", 0, None, "resource"))
    before = pack.value(forbidden)
    pack.set_value(forbidden, [*before, own])
    assert [p.message for p in pack.problems_at(forbidden)] == ["a race cannot forbid its own resource"]
    assert not pack.problems_at(FieldRef("races.json", 1, None, "forbidden"))
    pack.set_value(forbidden, before)
    assert not pack.problems


def test_a_bad_type_from_the_loader_lands_on_its_field_by_position() -> None:
    pack = draft()
    points = FieldRef("advisers.json", 2, None, "points")
    pack.set_value(points, 2)
    assert pack.problems_at(points) and not pack.problems_at(FieldRef("advisers.json", 2, None, "tier"))


def test_a_rules_value_is_checked_and_saved_atomically_as_a_draft() -> None:
    pack = draft()
    weight = FieldRef("rules.json", None, "scoring", "lasting_weight")
    pack.set_value(weight, "heavy")
    assert pack.problems_at(weight)
    assert pack.save()  # saved with its problem: a draft
    rules = json.loads((library_dir() / "mine" / "rules.json").read_text(encoding="utf-8"))
    assert rules["scoring"]["lasting_weight"] == "heavy"
    assert rules["scoring"]["provenance"]["lasting_weight"] == "owner"
    assert not [e for e in list_packs() if e.id == "mine"][0].ok
