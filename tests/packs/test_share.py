"""Sharing a pack: an exported ``.fdpack`` imports on a clean data folder, byte for byte, and an
import never replaces a pack without being told to."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from founders_desktop.content import default_pack_path
from founders_desktop.packs import (
    BUNDLED_ID,
    PackRefused,
    export_pack,
    fingerprint,
    import_pack,
    list_packs,
    load_by_id,
    new_pack_from,
)


def test_an_exported_pack_imports_on_a_clean_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = new_pack_from(BUNDLED_ID, "mine", "My cards")
    made = fingerprint(folder)
    file = export_pack("mine", tmp_path / "shared")
    assert file.name == "shared.fdpack"
    with zipfile.ZipFile(file) as archive:
        manifest = json.loads(archive.read("fdpack.json"))
    assert manifest["pack"] == {"id": "mine", "version": "1", "name": "My cards"}
    assert {f["path"] for f in manifest["files"]} >= {"pack.json", "races.json", "maps/thematic.map"}
    assert all(len(f["sha256"]) == 64 and f["size"] > 0 for f in manifest["files"])

    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "friend"))
    assert [e.id for e in list_packs()] == [BUNDLED_ID]
    entry = import_pack(file)
    assert (entry.id, entry.name, entry.ok) == ("mine", "My cards", True)
    assert fingerprint(entry.folder) == made
    assert load_by_id("mine").manifest.name == "My cards"


def test_the_bundled_pack_exports_and_imports_only_under_another_id(tmp_path: Path) -> None:
    file = export_pack(BUNDLED_ID, tmp_path / "bundled.fdpack")
    with pytest.raises(PackRefused) as refused:
        import_pack(file)
    assert refused.value.code == "bundled"
    assert fingerprint(default_pack_path()) == fingerprint(default_pack_path())


def test_an_import_over_an_existing_pack_asks_first(tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "mine")
    file = export_pack("mine", tmp_path / "mine.fdpack")
    (folder / "DESIGN.md").write_text("my own notes", encoding="utf-8")
    with pytest.raises(PackRefused) as refused:
        import_pack(file)
    assert (refused.value.code, refused.value.subject) == ("exists", "mine")
    assert (folder / "DESIGN.md").read_text(encoding="utf-8") == "my own notes"  # untouched
    entry = import_pack(file, replace=True)
    assert (entry.folder / "DESIGN.md").read_text(encoding="utf-8") != "my own notes"
    assert [e.id for e in list_packs()] == [BUNDLED_ID, "mine"]


def test_a_broken_pack_is_not_exported(tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "broken")
    (folder / "advisers.json").write_text("{}", encoding="utf-8")
    with pytest.raises(PackRefused) as refused:
        export_pack("broken", tmp_path / "broken.fdpack")
    assert refused.value.code == "broken"
    assert not (tmp_path / "broken.fdpack").exists()
