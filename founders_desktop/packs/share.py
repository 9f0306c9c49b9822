"""One pack as one ``.fdpack`` file, to give to a friend, and the careful way back in.

An ``.fdpack`` is a zip holding ``fdpack.json`` (format, the pack's id and version, and every
file with its size and SHA-256) and the pack's files under their relative paths. Reading trusts
nothing: the whole file is read through ``safe_file`` (size-limited, never a pipe or device),
every entry name is checked for path tricks and symlinks, sizes are checked before a byte is
inflated (and again while inflating, in case the header lies), every file must be in the
manifest with the right size and checksum, and the pack must pass ``content check`` before it
is put in the library. An import never replaces a pack unless the caller says so.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import shutil
import stat
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from founders_desktop.content import PackError, load_pack
from founders_desktop.content.safe_file import FileRefused, decode_text, parse_json, read_bytes
from founders_desktop.packs.errors import PackRefused
from founders_desktop.packs.library import (
    BUNDLED_ID,
    MAX_FILES,
    NAME_PATTERN,
    PackEntry,
    library_dir,
    pack_entry,
    pack_files,
)

FDPACK_SUFFIX = ".fdpack"
MANIFEST = "fdpack.json"
FORMAT = "founders-desktop-pack"
FORMAT_VERSION = 1
MAX_ARCHIVE = 16 * 1024 * 1024
MAX_ENTRY = 4 * 1024 * 1024
"""The biggest file of the bundled pack is 16 KB; 4 MB leaves room for any real map or list."""
MAX_TOTAL = 16 * 1024 * 1024
MAX_RATIO = 200
"""Text compresses ten to twenty times; a higher ratio on a large entry is a zip bomb."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ManifestFile(_Strict):
    path: str = Field(min_length=1, max_length=200)
    size: int = Field(ge=0, le=MAX_ENTRY)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


class ManifestPack(_Strict):
    id: str = Field(min_length=1, max_length=40)
    version: str = Field(min_length=1, max_length=50)
    name: str = Field(default="", max_length=200)


class FdpackManifest(_Strict):
    format: str
    format_version: int
    pack: ManifestPack
    files: list[ManifestFile] = Field(min_length=1, max_length=MAX_FILES)


@dataclass(frozen=True)
class Fdpack:
    """A read and verified ``.fdpack``: its manifest and the bytes of each listed file."""

    manifest: FdpackManifest
    files: dict[str, bytes]


def export_pack(pack_id: str, target: Path | str) -> Path:
    """Write the pack ``pack_id`` to ``target`` (``.fdpack`` added when missing). A pack that
    fails ``content check`` is not exported: nobody could import it."""
    entry = pack_entry(pack_id)
    if not entry.ok:
        raise PackRefused("broken", pack_id, problems=list(entry.problems))
    path = Path(target)
    if path.suffix.lower() != FDPACK_SUFFIX:
        path = path.with_name(path.name + FDPACK_SUFFIX)
    listed = []
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for relative in pack_files(entry.folder):
            data = (entry.folder / relative).read_bytes()
            listed.append({"path": relative, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
            archive.writestr(relative, data)
        manifest = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "pack": {"id": entry.id, "version": entry.version, "name": entry.name},
            "files": listed,
        }
        archive.writestr(MANIFEST, json.dumps(manifest, indent=2, ensure_ascii=False))
    from founders_desktop.persist.atomic import write_atomic

    try:
        write_atomic(path, buffer.getvalue())
    except OSError as error:
        raise PackRefused("unreadable", str(path), error.strerror or type(error).__name__) from None
    return path


def _check_name(name: str, file: str) -> str:
    """The entry's name when it is a plain relative path inside the pack."""
    pure = PurePosixPath(name)
    bad = (
        not name
        or "\\" in name
        or "\x00" in name
        or name.startswith("/")
        or (len(name) > 1 and name[1] == ":")
        or any(part in ("", ".", "..") for part in name.rstrip("/").split("/"))
        or any(part.startswith(".") for part in pure.parts)
        or len(name) > 200
    )
    if bad:
        raise PackRefused("unsafe_path", file, name[:80])
    return name


def read_fdpack(path: Path | str) -> Fdpack:
    """Read and verify an ``.fdpack`` without writing anything; ``PackRefused`` for any fault."""
    file = Path(path).name
    try:
        data = read_bytes(path, MAX_ARCHIVE)
    except FileRefused as error:
        code = "too_large" if error.code == "too_large" else "unreadable"
        raise PackRefused(code, file, error.detail) from None
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        ValueError,
        OSError,
        EOFError,
        NotImplementedError,
    ) as error:
        # (a damaged header can name a zip version or a compression the reader does not know)
        raise PackRefused("not_fdpack", file, str(error)[:80]) from None
    with archive:
        if len(infos) > MAX_FILES + 1:
            raise PackRefused("too_large", file, f"more than {MAX_FILES} entries")
        entries: dict[str, zipfile.ZipInfo] = {}
        total = 0
        for info in infos:
            name = _check_name(info.filename, file)
            if stat.S_ISLNK(info.external_attr >> 16):
                raise PackRefused("unsafe_path", file, f"{name} is a symbolic link")
            if info.is_dir():
                continue
            if name in entries:
                raise PackRefused("bad_manifest", file, f"{name} is in the file twice")
            if info.file_size > MAX_ENTRY:
                raise PackRefused("too_large", file, f"{name}: {info.file_size} bytes")
            if info.file_size > 1024 * 1024 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
                raise PackRefused("too_large", file, f"{name} inflates more than {MAX_RATIO} times")
            total += info.file_size
            if total > MAX_TOTAL:
                raise PackRefused("too_large", file, "the files together are too large")
            entries[name] = info
        if MANIFEST not in entries:
            raise PackRefused("not_fdpack", file, f"no {MANIFEST}")
        manifest = _manifest(_inflate(archive, entries[MANIFEST], file), file)
        listed = {f.path: f for f in manifest.files}
        if len(listed) != len(manifest.files):
            raise PackRefused("bad_manifest", file, "a file is listed twice")
        for name in listed:
            _check_name(name, file)
        extra = sorted(set(entries) - set(listed) - {MANIFEST})
        if extra:
            raise PackRefused("outside_manifest", file, extra[0])
        absent = sorted(set(listed) - set(entries))
        if absent:
            raise PackRefused("outside_manifest", file, absent[0])
        if "pack.json" not in listed:
            raise PackRefused("bad_manifest", file, "no pack.json listed")
        files: dict[str, bytes] = {}
        for name, expected in listed.items():
            content = _inflate(archive, entries[name], file)
            if len(content) != expected.size or hashlib.sha256(content).hexdigest() != expected.sha256:
                raise PackRefused("checksum", file, name)
            files[name] = content
    return Fdpack(manifest, files)


_INFLATE_ERRORS = (zipfile.BadZipFile, zlib.error, ValueError, OSError, EOFError, RuntimeError)
"""What a damaged or encrypted entry raises while it is inflated."""


def _inflate(archive: zipfile.ZipFile, info: zipfile.ZipInfo, file: str) -> bytes:
    """The entry's bytes, never more than its declared size + 1 (a lying header is caught)."""
    try:
        with archive.open(info) as handle:
            content = handle.read(min(info.file_size, MAX_ENTRY) + 1)
    except (
        zipfile.BadZipFile,
        zlib.error,
        ValueError,
        OSError,
        EOFError,
        NotImplementedError,
        RuntimeError,
    ) as error:
        raise PackRefused("not_fdpack", file, f"{info.filename}: {str(error)[:80]}") from None
    if len(content) > info.file_size:
        raise PackRefused("too_large", file, f"{info.filename} is larger than its header says")
    return content


def _manifest(data: bytes, file: str) -> FdpackManifest:
    try:
        raw = parse_json(decode_text(data, MANIFEST), MANIFEST)
        manifest = FdpackManifest.model_validate(raw)
    except FileRefused as error:
        raise PackRefused("bad_manifest", file, error.detail) from None
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise PackRefused("bad_manifest", file, f"{where}: {first['msg']}") from None
    if manifest.format != FORMAT or manifest.format_version != FORMAT_VERSION:
        raise PackRefused("bad_manifest", file, f"format {manifest.format!r} {manifest.format_version}")
    return manifest


def import_pack(path: Path | str, *, replace: bool = False) -> PackEntry:
    """Verify the ``.fdpack`` at ``path``, check its pack, and put it in the library. A pack of
    the same id is replaced only with ``replace=True`` (``exists`` otherwise); the bundled pack
    never is."""
    file = Path(path).name
    fdpack = read_fdpack(path)
    pack_id = fdpack.manifest.pack.id
    try:
        inner = parse_json(decode_text(fdpack.files["pack.json"], "pack.json"), "pack.json")
    except FileRefused as error:
        raise PackRefused("bad_content", file, error.detail) from None
    if not isinstance(inner, dict) or inner.get("id") != pack_id:
        raise PackRefused("bad_manifest", file, "pack.json's id is not the manifest's")
    if str(inner.get("version", "1")) != fdpack.manifest.pack.version:
        raise PackRefused("bad_manifest", file, "pack.json's version is not the manifest's")
    if pack_id.lower() == BUNDLED_ID:
        raise PackRefused("bundled", pack_id)
    if not NAME_PATTERN.match(pack_id):
        raise PackRefused("bad_name", pack_id[:60])
    root = library_dir()
    clash = [p for p in root.iterdir() if p.name.lower() == pack_id.lower()] if root.is_dir() else []
    if clash and not replace:
        raise PackRefused("exists", pack_id)
    temp = root / f".import-{hashlib.sha256(str(path).encode()).hexdigest()[:8]}"
    old = root / f".old-{pack_id}"
    try:
        with contextlib.suppress(FileNotFoundError):
            shutil.rmtree(temp)
        for name, content in fdpack.files.items():
            target = temp / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        try:
            load_pack(temp)
        except PackError as error:
            raise PackRefused("bad_content", file, problems=error.problems) from None
        _swap_in(temp, root / pack_id, clash[0] if clash else None, old)
    except OSError as error:
        raise PackRefused("unreadable", file, error.strerror or type(error).__name__) from None
    finally:
        with contextlib.suppress(OSError):
            shutil.rmtree(temp)
    return pack_entry(pack_id)


def _swap_in(new: Path, final: Path, existing: Path | None, old: Path) -> None:
    """Put ``new`` at ``final``; the ``existing`` pack is removed only once the new one is in
    place, and put back if the swap fails."""
    if existing is None:
        new.rename(final)
        return
    with contextlib.suppress(FileNotFoundError):
        shutil.rmtree(old)
    existing.rename(old)
    try:
        new.rename(final)
    except OSError:
        old.rename(existing)
        raise
    shutil.rmtree(old, ignore_errors=True)
