"""Sandbox layouts record their pack's fingerprint, like city saves, and notice a pack edited
since they were saved; layouts saved before the fingerprint was recorded open as before."""

from __future__ import annotations

import json
from pathlib import Path

from founders_desktop.app.sandbox.files import layout_pack_changed, read_layout, write_layout
from founders_desktop.packs import BUNDLED_ID, fingerprint, load_by_id, new_pack_from
from founders_desktop.persist import GamePackRef, SandboxSave, load_save, save_game


def _saved_layout(tmp_path: Path) -> tuple[Path, Path]:
    folder = new_pack_from(BUNDLED_ID, "mine")
    pack = load_by_id("mine")
    return folder, write_layout(tmp_path / "layout.fdsave", pack, "symmetric", 2, ())


def test_a_layout_records_the_fingerprint_of_its_pack(tmp_path: Path) -> None:
    folder, path = _saved_layout(tmp_path)
    recorded = load_save(path).payload_as(SandboxSave).pack
    assert (recorded.id, recorded.fingerprint) == ("mine", fingerprint(folder))
    assert not layout_pack_changed(path, load_by_id("mine"))


def test_a_layout_notices_its_pack_edited_since(tmp_path: Path) -> None:
    folder, path = _saved_layout(tmp_path)
    manifest = folder / "pack.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    manifest.write_text(json.dumps({**data, "name": "Edited"}), encoding="utf-8")
    pack = load_by_id("mine")
    assert read_layout(path, pack) == ("symmetric", 2, ())  # still opens: every piece exists
    assert layout_pack_changed(path, pack)


def test_a_layout_without_a_fingerprint_opens_as_before(tmp_path: Path) -> None:
    new_pack_from(BUNDLED_ID, "mine")
    pack = load_by_id("mine")
    payload = SandboxSave(pack=GamePackRef(id="mine", version="1"), map_id="symmetric", players=2)
    path = save_game(tmp_path / "old.fdsave", SandboxSave.GAME, payload)
    assert read_layout(path, pack) == ("symmetric", 2, ())
    assert not layout_pack_changed(path, pack)
