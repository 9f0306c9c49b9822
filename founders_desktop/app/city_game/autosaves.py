"""Which city autosave "Continue last game" offers: the newest one whose log replays legally.

Loading an autosave is a full replay with every move validated (``city/game/replay.py``), so an
autosave the rules refuse (edited, or written by a version with a rule bug since fixed) is never
offered: the next newest that replays is. Replays are remembered by file and modification time,
so the start page can ask as often as it likes.
"""

from __future__ import annotations

from pathlib import Path

from founders_desktop.city.game.replay import ReplayError, replay
from founders_desktop.content import ContentPack
from founders_desktop.packs import PackRefused, saved_pack
from founders_desktop.persist import CitySave, Envelope, latest_autosave

_KNOWN: dict[tuple[str, str, int], bool] = {}


def replays_legally(path: Path, envelope: Envelope, pack: ContentPack) -> bool:
    """Whether the city save ``envelope`` (read from ``path``) replays under its own pack's
    rules (``pack`` when the save names it, else the library's pack of that id)."""
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return False
    key = (str(path), pack.id, stamp)
    if key not in _KNOWN:
        _KNOWN[key] = _replays(envelope, pack)
    return _KNOWN[key]


def _replays(envelope: Envelope, pack: ContentPack) -> bool:
    if envelope.game != CitySave.GAME:
        return False
    save = envelope.payload_as(CitySave)
    try:
        pack = pack if save.pack.id == pack.id else saved_pack(save.pack).pack
    except PackRefused:
        return False
    try:
        replay(pack, save.map_id, [s.name for s in save.seats], save.seed, save.actions)
    except ReplayError:
        return False
    return True


def playable_city_autosave(pack: ContentPack) -> Path | None:
    """The newest city autosave that replays legally under ``pack``, or None."""
    return latest_autosave("city", lambda path, envelope: replays_legally(path, envelope, pack))
