"""The pack library: the bundled pack, read-only, and the player's own packs in
``<data folder>/packs/<id>/``.

A save names its pack by id, version and :func:`fingerprint` (the SHA-256 of its files), so a
game can be reopened with the very pack it was played with, and a pack edited since is noticed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from founders_desktop.content import ContentPack, PackError, PackProblem, default_pack, load_pack
from founders_desktop.content.loader import default_pack_path
from founders_desktop.content.safe_file import FileRefused, read_json
from founders_desktop.packs.errors import PackRefused
from founders_desktop.persist.autosave import data_dir

BUNDLED_ID = "default"
MAX_FILES = 200
"""A pack is a dozen files; a folder with more is not one (and is not copied or hashed)."""
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$")
_RESERVED = frozenset(
    {"con", "prn", "aux", "nul"} | {f"com{n}" for n in range(10)} | {f"lpt{n}" for n in range(10)}
)


def library_dir() -> Path:
    """``<data folder>/packs``: one folder per pack the player made or imported."""
    return data_dir() / "packs"


@dataclass(frozen=True)
class PackEntry:
    """One pack as the library lists it; ``problems`` empty when ``content check`` passes."""

    id: str
    name: str
    version: str
    folder: Path
    bundled: bool
    problems: tuple[PackProblem, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.problems


def pack_files(folder: Path) -> list[str]:
    """The pack's regular files, as sorted relative POSIX paths; symlinks and hidden files are
    not part of a pack (they are neither copied, hashed nor exported)."""
    found: list[str] = []
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if any(part.startswith(".") for part in relative.parts) or path.is_symlink():
            continue
        if any(parent.is_symlink() for parent in path.parents if folder in parent.parents):
            continue
        if path.is_file():
            found.append(relative.as_posix())
            if len(found) > MAX_FILES:
                raise PackRefused("too_large", folder.name, f"more than {MAX_FILES} files")
    return found


def fingerprint(folder: Path) -> str:
    """SHA-256 of every file of the pack (paths and contents): equal iff the files are equal."""
    total = hashlib.sha256()
    for relative in pack_files(folder):
        total.update(relative.encode() + b"\0")
        total.update(hashlib.sha256((folder / relative).read_bytes()).digest())
    return total.hexdigest()


def _entry(folder: Path, bundled: bool) -> PackEntry:
    try:
        manifest = read_json(folder / "pack.json", label=f"{folder.name}/pack.json")
    except FileRefused as error:
        problem = PackProblem("pack.json", "", error.detail)
        return PackEntry(folder.name, folder.name, "?", folder, bundled, (problem,))
    if not isinstance(manifest, dict):
        manifest = {}
    pack_id = str(manifest.get("id", folder.name))
    name = str(manifest.get("name", pack_id))
    version = str(manifest.get("version", "1"))
    try:
        default_pack() if bundled else load_pack(folder)
    except PackError as error:
        return PackEntry(pack_id, name, version, folder, bundled, tuple(error.problems))
    if not bundled and pack_id != folder.name:
        problem = PackProblem("pack.json", "id", f"is {pack_id!r}; the pack's folder is {folder.name!r}")
        return PackEntry(pack_id, name, version, folder, bundled, (problem,))
    return PackEntry(pack_id, name, version, folder, bundled)


def list_packs() -> list[PackEntry]:
    """The bundled pack first, then the library's packs by id, each checked."""
    entries = [_entry(default_pack_path(), bundled=True)]
    root = library_dir()
    if root.is_dir():
        for folder in sorted(root.iterdir(), key=lambda p: p.name.lower()):
            if folder.name.startswith(".") or folder.is_symlink() or not folder.is_dir():
                continue
            if (folder / "pack.json").is_file():
                entries.append(_entry(folder, bundled=False))
    return entries


def pack_folder(pack_id: str) -> Path | None:
    """The folder of the pack ``pack_id``, or None when there is none."""
    if pack_id == BUNDLED_ID:
        return default_pack_path()
    if not NAME_PATTERN.match(pack_id):
        return None
    folder = library_dir() / pack_id
    return folder if (folder / "pack.json").is_file() and not folder.is_symlink() else None


def pack_entry(pack_id: str) -> PackEntry:
    folder = pack_folder(pack_id)
    if folder is None:
        raise PackRefused("missing", pack_id)
    return _entry(folder, bundled=pack_id == BUNDLED_ID)


_LOADED: dict[tuple[str, str], ContentPack] = {}


def load_by_id(pack_id: str) -> ContentPack:
    """The pack ``pack_id`` loaded and checked (cached by its fingerprint); ``PackRefused``
    ``missing`` or ``broken`` otherwise."""
    if pack_id == BUNDLED_ID:
        return default_pack()
    folder = pack_folder(pack_id)
    if folder is None:
        raise PackRefused("missing", pack_id)
    key = (pack_id, fingerprint(folder))
    if key not in _LOADED:
        try:
            _LOADED[key] = load_pack(folder)
        except PackError as error:
            raise PackRefused("broken", pack_id, problems=error.problems) from None
    return _LOADED[key]


def check_new_name(name: str) -> None:
    """Refuse a name that is not a safe folder name or is taken (any letter case)."""
    if not NAME_PATTERN.match(name) or name.lower() in _RESERVED:
        raise PackRefused("bad_name", name[:60])
    taken = {BUNDLED_ID}
    root = library_dir()
    if root.is_dir():
        taken |= {p.name.lower() for p in root.iterdir()}
    if name.lower() in taken:
        raise PackRefused("name_taken", name)


def new_pack_from(source_id: str, name: str, title: str = "") -> Path:
    """Copy the pack ``source_id`` into the library as ``name`` (its id and folder); its
    pack.json gets the new id, ``title`` (or the name) and version 1. Returns the folder."""
    check_new_name(name)
    source = pack_folder(source_id)
    if source is None:
        raise PackRefused("missing", source_id)
    files = pack_files(source)
    root = library_dir()
    temp = root / f".new-{secrets.token_hex(4)}"
    try:
        for relative in files:
            target = temp / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source / relative, target)
        manifest = read_json(temp / "pack.json", label=f"{name}/pack.json")
        if not isinstance(manifest, dict):
            raise PackRefused("broken", source_id, "pack.json is not an object")
        manifest.update(id=name, name=title.strip() or name, version="1")
        text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
        (temp / "pack.json").write_text(text, encoding="utf-8")
        final = root / name
        temp.rename(final)
    except FileRefused as error:
        raise PackRefused("unreadable", source_id, error.detail) from None
    except OSError as error:
        raise PackRefused("unreadable", name, error.strerror or type(error).__name__) from None
    finally:
        with contextlib.suppress(OSError):
            shutil.rmtree(temp)
    return final
