"""Write a file so that a crash leaves either the old version or the new one, never a mix.

The data goes to a temporary file in the target's own folder (so the final rename never crosses
file systems), is flushed and fsynced, then ``os.replace`` swaps it in: a rename is atomic on
POSIX and Windows. Fsyncing the folder afterwards makes the rename itself survive a power cut
where the OS allows it. On any error the temporary file is removed and the target is untouched.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
BACKUP_SUFFIX = ".bak"
REPLACE_ATTEMPTS = 10 if os.name == "nt" else 1
REPLACE_PAUSE_SECONDS = 0.05


def _read_umask() -> int:
    """The process umask, read once: new files get the permissions any other new file would."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


def temp_prefix(path: Path) -> str:
    """Temp files are hidden and named after the target, so stale ones are easy to recognise."""
    return f".{path.name}."


def backup_path(path: Path) -> Path:
    """Where ``write_atomic(..., backup=True)`` keeps the previous version of ``path``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable; silently skipped where folders cannot be opened (Windows)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _replace(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly where a virus scanner or indexer may hold the target
    open for a moment (Windows refuses the rename then, with PermissionError)."""
    for attempt in range(REPLACE_ATTEMPTS):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt + 1 >= REPLACE_ATTEMPTS:
                raise
            time.sleep(REPLACE_PAUSE_SECONDS)


def _replace_with(path: Path, data: bytes, mode: int) -> None:
    """Write ``data`` to a temp file beside ``path`` and rename it over ``path``."""
    fd, temp_name = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(temp, mode)
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


STALE_TEMP_SECONDS = 600
"""A temp file this old beside a target is a write that was killed (no write takes minutes)."""


def remove_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temp files a killed write of ``path`` left beside it (older than a while, so a
    write in flight in another process is left alone); returns the files removed."""
    cutoff = time.time() - older_than
    removed = []
    try:
        candidates = list(path.parent.glob(f"{glob_escape(temp_prefix(path))}*{TEMP_SUFFIX}"))
    except OSError:
        return []
    for temp in candidates:
        with contextlib.suppress(OSError):
            if temp.is_file() and temp.stat().st_mtime < cutoff:
                temp.unlink()
                removed.append(temp)
    return removed


def glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def write_atomic(path: Path | str, data: bytes | str, *, backup: bool = False) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8) all at once.

    With ``backup=True`` the previous contents, if any, are first copied (atomically too) to
    ``<name>.bak``, so the target exists at every instant. The folder must exist. Errors are
    the ``OSError`` that caused them; the target keeps its old contents.
    """
    target = Path(path)
    if target.is_symlink():  # write through a link (a save kept in a synced folder), not over it
        target = target.resolve()
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        mode = target.stat().st_mode & 0o777
    except FileNotFoundError:
        mode = 0o666 & ~_UMASK
    remove_stale_temps(target)
    if backup and target.is_file():
        _replace_with(backup_path(target), target.read_bytes(), mode)
    _replace_with(target, payload, mode)
    _fsync_folder(target.parent)
