"""Autosaves: the game is saved after every action, and "Continue last game" finds it again.

Each game gets a *slot* (one file, rewritten atomically after every action), kept in
``<user data dir>/autosave/<kind>/``. Only the newest few slots of each kind are kept. The
folder can be moved with ``FOUNDERS_DESKTOP_DATA_DIR``, which the tests use to stay out of
the player's files.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from founders_desktop.persist.atomic import TEMP_SUFFIX
from founders_desktop.persist.envelope import Envelope
from founders_desktop.persist.errors import SaveError
from founders_desktop.persist.payload import SavePayload
from founders_desktop.persist.saves import GAME_KINDS, SAVE_SUFFIX, load_save, save_game

DATA_DIR_ENV = "FOUNDERS_DESKTOP_DATA_DIR"
APP_NAME = "founders-desktop"
DEFAULT_KEEP = 10
STALE_TEMP_SECONDS = 3600
_SLOT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,80}$")


def data_dir() -> Path:
    """The app's own data folder (``$FOUNDERS_DESKTOP_DATA_DIR`` when set)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_dir(kind: str | None = None) -> Path:
    """Where autosaves live: one folder per game kind."""
    root = data_dir() / "autosave"
    return root if kind is None else root / _checked_kind(kind)


def _checked_kind(kind: str) -> str:
    if kind not in GAME_KINDS:
        raise ValueError(f"unknown game kind {kind!r}; known: {', '.join(GAME_KINDS.names())}")
    return kind


def new_slot() -> str:
    """A fresh slot name for a new game: its start time, and a random tail against clashes."""
    return f"{datetime.now(UTC):%Y%m%dT%H%M%S}-{secrets.token_hex(3)}"


def slot_path(kind: str, slot: str) -> Path:
    """The file of ``slot``; slot names are checked so they cannot leave the folder."""
    if not _SLOT.match(slot):
        raise ValueError(f"not a valid autosave slot name: {slot!r}")
    return autosave_dir(kind) / f"{slot}{SAVE_SUFFIX}"


def autosave(
    kind: str, payload: SavePayload | Mapping[str, Any], *, slot: str | None = None, keep: int = DEFAULT_KEEP
) -> Path:
    """Save ``payload`` in ``slot`` (a new slot when None) and keep the newest ``keep`` slots.

    Call it after every action with the same slot; it returns the file written.
    """
    path = slot_path(kind, slot or new_slot())
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(path, kind, payload)
    prune_autosaves(kind, keep=keep, protect=path)
    return path


def _newest_first(paths: list[Path]) -> list[Path]:
    def key(path: Path) -> tuple[int, str]:
        try:
            return path.stat().st_mtime_ns, path.name
        except OSError:
            return 0, path.name

    return sorted(paths, key=key, reverse=True)


def list_autosaves(kind: str | None = None) -> list[Path]:
    """Autosave files of ``kind`` (every kind when None), the most recently written first."""
    root = autosave_dir()
    pattern = f"{_checked_kind(kind)}/*{SAVE_SUFFIX}" if kind else f"*/*{SAVE_SUFFIX}"
    return _newest_first([path for path in root.glob(pattern) if path.is_file()]) if root.is_dir() else []


Playable = Callable[[Path, Envelope], bool]
"""Whether a loaded autosave can really be continued (its log replays legally): the game's
own loader answers; the save layer does not know the rules."""


def load_latest_autosave(
    kind: str | None = None, playable: Playable | None = None
) -> tuple[Path, Envelope] | None:
    """The newest autosave that loads (and that ``playable`` accepts), already loaded (the start
    page shows its summary and the game page replays it, without reading it twice); None when
    there is none.

    A broken autosave (which atomic writes make unlikely) or one whose log the rules refuse is
    skipped, not offered: the next newest is.
    """
    for path in list_autosaves(kind):
        with contextlib.suppress(SaveError):
            envelope = load_save(path)
            if playable is None or playable(path, envelope):
                return path, envelope
    return None


def latest_autosave(kind: str | None = None, playable: Playable | None = None) -> Path | None:
    """The autosave "Continue last game" opens: the newest one that loads and replays, or None."""
    found = load_latest_autosave(kind, playable)
    return None if found is None else found[0]


def prune_autosaves(kind: str, *, keep: int = DEFAULT_KEEP, protect: Path | None = None) -> list[Path]:
    """Delete all but the newest ``keep`` autosaves of ``kind``, and stale temp files."""
    if keep < 1:
        raise ValueError("keep at least one autosave")
    ranked = list_autosaves(kind)
    if protect in ranked:  # the file just written counts as the newest, whatever its clock says
        ranked.remove(protect)
        ranked.insert(0, protect)
    doomed = ranked[keep:]
    folder = autosave_dir(kind)
    cutoff = time.time() - STALE_TEMP_SECONDS
    for temp in folder.glob(f".*{TEMP_SUFFIX}") if folder.is_dir() else []:
        with contextlib.suppress(OSError):
            if temp.stat().st_mtime < cutoff:
                doomed.append(temp)
    for path in doomed:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
    return doomed


def discard_autosave(path: Path) -> None:
    """Forget a finished or abandoned game so "Continue" no longer offers it."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
