"""The pack library: the bundled pack is listed and read-only; "New pack from..." copies a pack
under a safe name the player gives, and refuses a clash or an unsafe name by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.content import default_pack_path
from founders_desktop.packs import (
    BUNDLED_ID,
    PackRefused,
    fingerprint,
    library_dir,
    list_packs,
    load_by_id,
    new_pack_from,
)


def test_the_bundled_pack_is_listed_first_and_passes_its_checks() -> None:
    entries = list_packs()
    assert [e.id for e in entries] == [BUNDLED_ID]
    assert entries[0].bundled and entries[0].ok and entries[0].version == "1"


def test_a_new_pack_is_a_copy_in_the_data_folder_with_its_own_id(data_folder: Path) -> None:
    before = fingerprint(default_pack_path())
    folder = new_pack_from(BUNDLED_ID, "my-printed-cards", "My printed cards")
    assert folder == data_folder / "packs" / "my-printed-cards"
    manifest = json.loads((folder / "pack.json").read_text(encoding="utf-8"))
    assert (manifest["id"], manifest["name"], manifest["version"]) == (
        "my-printed-cards",
        "My printed cards",
        "1",
    )
    assert (folder / "maps" / "thematic.map").read_bytes() == (
        default_pack_path() / "maps" / "thematic.map"
    ).read_bytes()
    assert fingerprint(default_pack_path()) == before  # the bundled pack is never written
    listed = {e.id: e for e in list_packs()}
    assert listed["my-printed-cards"].ok and not listed["my-printed-cards"].bundled
    assert load_by_id("my-printed-cards").id == "my-printed-cards"


def test_a_pack_can_be_copied_from_another_library_pack() -> None:
    new_pack_from(BUNDLED_ID, "first")
    new_pack_from("first", "second")
    assert load_by_id("second").manifest.name == "second"


@pytest.mark.parametrize("name", ["default", "Default", "mine", "MINE"])
def test_a_name_that_is_taken_is_refused(name: str) -> None:
    new_pack_from(BUNDLED_ID, "mine")
    with pytest.raises(PackRefused) as refused:
        new_pack_from(BUNDLED_ID, name)
    assert refused.value.code == "name_taken" and refused.value.subject == name


@pytest.mark.parametrize(
    "name", ["", "../evil", "a/b", "a\\b", ".hidden", "with space", "con", "x" * 41, "tab\t", "é-pack"]
)
def test_an_unsafe_name_is_refused_and_nothing_is_written(name: str) -> None:
    with pytest.raises(PackRefused) as refused:
        new_pack_from(BUNDLED_ID, name)
    assert refused.value.code == "bad_name"
    assert not library_dir().exists() or list(library_dir().iterdir()) == []


def test_a_missing_source_is_refused_by_name() -> None:
    with pytest.raises(PackRefused) as refused:
        new_pack_from("nowhere", "mine")
    assert (refused.value.code, refused.value.subject) == ("missing", "nowhere")


def test_a_broken_pack_is_listed_with_its_problems_and_cannot_be_loaded() -> None:
    folder = new_pack_from(BUNDLED_ID, "broken")
    (folder / "races.json").write_text("[", encoding="utf-8")
    entry = {e.id: e for e in list_packs()}["broken"]
    assert not entry.ok
    assert any(p.file == "races.json" for p in entry.problems)
    with pytest.raises(PackRefused) as refused:
        load_by_id("broken")
    assert refused.value.code == "broken" and refused.value.problems


def test_the_fingerprint_changes_with_any_file() -> None:
    folder = new_pack_from(BUNDLED_ID, "mine")
    before = fingerprint(folder)
    (folder / "rules.json").write_text((folder / "rules.json").read_text() + " ", encoding="utf-8")
    assert fingerprint(folder) != before
