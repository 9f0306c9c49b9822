"""Malformed ``.fdpack`` files are refused with a code that says why, and leave the library as it
was: truncated, not a zip, bad manifest, wrong checksum, path tricks, symlinks, entries outside
the manifest, huge entries and zip bombs, and packs whose content fails its checks."""

from __future__ import annotations

import hashlib
import io
import json
import random
import stat
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.packs import (
    BUNDLED_ID,
    PackRefused,
    export_pack,
    import_pack,
    library_dir,
    new_pack_from,
)
from founders_desktop.packs.share import MAX_ENTRY


@pytest.fixture
def good(tmp_path: Path) -> Path:
    new_pack_from(BUNDLED_ID, "mine")
    file = export_pack("mine", tmp_path / "good.fdpack")
    for child in library_dir().iterdir():  # a clean library to import into
        import shutil

        shutil.rmtree(child)
    return file


def entries(file: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(file) as archive:
        return {info.filename: archive.read(info) for info in archive.infolist()}


def manifest_of(files: dict[str, bytes]) -> dict[str, Any]:
    return json.loads(files["fdpack.json"])


def listing(files: dict[str, bytes], **pack: str) -> bytes:
    """A correct manifest for ``files`` (all but the manifest)."""
    listed = [
        {"path": name, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}
        for name, data in files.items()
        if name != "fdpack.json"
    ]
    head = {"id": "mine", "version": "1", "name": "mine"} | pack
    return json.dumps(
        {"format": "founders-desktop-pack", "format_version": 1, "pack": head, "files": listed}
    ).encode()


def write(path: Path, files: dict[str, bytes], links: tuple[str, ...] = ()) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name)
            info.compress_type = zipfile.ZIP_DEFLATED
            if name in links:
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
            archive.writestr(info, data)
    return path


def refused(path: Path) -> PackRefused:
    with pytest.raises(PackRefused) as caught:
        import_pack(path)
    assert not library_dir().exists() or [p.name for p in library_dir().iterdir()] == []
    return caught.value


def test_the_good_file_imports(good: Path) -> None:
    assert import_pack(good).ok


@pytest.mark.parametrize("keep", [0, 10, 100, 1000, 5000, -22, -1])
def test_a_truncated_file_is_refused(good: Path, tmp_path: Path, keep: int) -> None:
    data = good.read_bytes()
    cut = tmp_path / "cut.fdpack"
    cut.write_bytes(data[:keep])
    assert refused(cut).code in {"not_fdpack", "unreadable", "checksum"}


def test_random_byte_flips_are_refused_or_harmless(good: Path, tmp_path: Path) -> None:
    """Whatever the flip, the answer is a refusal with a known code or a pack that checks."""
    data = bytearray(good.read_bytes())
    chance = random.Random(21)
    for round_ in range(60):
        broken = bytearray(data)
        for _ in range(chance.randint(1, 8)):
            broken[chance.randrange(len(broken))] = chance.randrange(256)
        path = tmp_path / f"flip{round_}.fdpack"
        path.write_bytes(bytes(broken))
        try:
            entry = import_pack(path, replace=True)
        except PackRefused as error:
            assert error.code in {
                "not_fdpack",
                "bad_manifest",
                "checksum",
                "too_large",
                "unsafe_path",
                "outside_manifest",
                "bad_content",
                "unreadable",
            }
        else:
            assert entry.ok


def test_a_file_that_is_not_a_zip_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "text.fdpack"
    path.write_text("hello", encoding="utf-8")
    assert refused(path).code == "not_fdpack"


def test_a_zip_without_a_manifest_is_refused(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    del files["fdpack.json"]
    assert refused(write(tmp_path / "x.fdpack", files)).code == "not_fdpack"


BAD_MANIFESTS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "not json": lambda m: b"{not json",
    "a list": lambda m: [],
    "wrong format": lambda m: m | {"format": "zip"},
    "newer format": lambda m: m | {"format_version": 9},
    "unknown field": lambda m: m | {"extra": 1},
    "no files": lambda m: m | {"files": []},
    "bad hash": lambda m: m | {"files": [f | {"sha256": "xyz"} for f in m["files"]]},
    "negative size": lambda m: m | {"files": [f | {"size": -1} for f in m["files"]]},
    "listed twice": lambda m: m | {"files": m["files"] + m["files"][:1]},
    "other id": lambda m: m | {"pack": m["pack"] | {"id": "other"}},
    "other version": lambda m: m | {"pack": m["pack"] | {"version": "7"}},
    "deep": lambda m: json.dumps(m).replace('"files"', '"x":' + "[" * 100 + "]" * 100 + ',"files"').encode(),
}


@pytest.mark.parametrize("name", sorted(BAD_MANIFESTS))
def test_a_bad_manifest_is_refused(good: Path, tmp_path: Path, name: str) -> None:
    files = entries(good)
    made = BAD_MANIFESTS[name](manifest_of(files))
    files["fdpack.json"] = made if isinstance(made, bytes) else json.dumps(made).encode()
    assert refused(write(tmp_path / "x.fdpack", files)).code == "bad_manifest"


def test_a_wrong_checksum_is_refused_naming_the_file(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    files["races.json"] = files["races.json"].replace(b"human", b"humon")
    error = refused(write(tmp_path / "x.fdpack", files))
    assert (error.code, error.detail) == ("checksum", "races.json")


@pytest.mark.parametrize(
    "name",
    [
        "../evil.json",
        "/etc/passwd",
        "maps/../../x.map",
        "C:/x.json",
        "a\\..\\b.json",
        ".hidden",
        "./pack.json",
    ],
)
def test_path_tricks_are_refused(good: Path, tmp_path: Path, name: str) -> None:
    files = entries(good)
    files[name] = b"[]"
    files["fdpack.json"] = listing(files)
    assert refused(write(tmp_path / "x.fdpack", files)).code == "unsafe_path"
    assert not (tmp_path / "evil.json").exists()


def test_a_symlink_entry_is_refused(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    files["link.json"] = b"/etc/passwd"
    files["fdpack.json"] = listing(files)
    assert refused(write(tmp_path / "x.fdpack", files, links=("link.json",))).code == "unsafe_path"


def test_an_entry_outside_the_manifest_is_refused(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    files["extra.json"] = b"[]"
    error = refused(write(tmp_path / "x.fdpack", files))
    assert (error.code, error.detail) == ("outside_manifest", "extra.json")


def test_a_listed_file_that_is_not_there_is_refused(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    manifest = manifest_of(files)
    del files["races.json"]
    files["fdpack.json"] = json.dumps(manifest).encode()
    error = refused(write(tmp_path / "x.fdpack", files))
    assert (error.code, error.detail) == ("outside_manifest", "races.json")


def test_a_huge_entry_is_refused_before_it_is_inflated(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    files["DESIGN.md"] = b" " * (MAX_ENTRY + 1)
    files["fdpack.json"] = listing(files)
    assert refused(write(tmp_path / "x.fdpack", files)).code in {"too_large", "bad_manifest"}


def test_a_zip_bomb_is_refused(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    files["DESIGN.md"] = b"\0" * (3 * 1024 * 1024)  # inflates about a thousand times
    files["fdpack.json"] = listing(files)
    assert refused(write(tmp_path / "x.fdpack", files)).code == "too_large"


def test_a_header_that_lies_about_the_size_is_caught(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    path = write(tmp_path / "x.fdpack", files)
    data = bytearray(path.read_bytes())
    # shrink races.json's declared size in the central directory: inflating gives more bytes
    buffer = io.BytesIO(bytes(data))
    with zipfile.ZipFile(buffer) as archive:
        info = archive.getinfo("races.json")
    size = info.file_size.to_bytes(4, "little")
    central = data.rfind(b"PK\x01\x02", 0, data.find(b"races.json", data.find(b"PK\x01\x02")))
    where = data.find(size, central)
    data[where : where + 4] = (10).to_bytes(4, "little")
    path.write_bytes(bytes(data))
    assert refused(path).code in {"too_large", "checksum", "not_fdpack"}


def test_a_pack_that_fails_its_checks_is_refused_with_its_problems(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    races = json.loads(files["races.json"])
    races[0]["resource"] = "unobtainium"
    files["races.json"] = json.dumps(races).encode()
    files["fdpack.json"] = listing(files)
    error = refused(write(tmp_path / "x.fdpack", files))
    assert error.code == "bad_content"
    assert any(p.file == "races.json" for p in error.problems)


def test_an_unsafe_pack_id_is_refused(good: Path, tmp_path: Path) -> None:
    files = entries(good)
    inner = json.loads(files["pack.json"])
    inner["id"] = "../up"
    files["pack.json"] = json.dumps(inner).encode()
    files["fdpack.json"] = listing(files, id="../up")
    assert refused(write(tmp_path / "x.fdpack", files)).code == "bad_name"


def test_a_folder_or_a_fifo_named_like_a_pack_is_refused(tmp_path: Path) -> None:
    import os

    (tmp_path / "dir.fdpack").mkdir()
    assert refused(tmp_path / "dir.fdpack").code == "unreadable"
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.fdpack")
        assert refused(tmp_path / "pipe.fdpack").code == "unreadable"
