"""Which pack a save was played with, and finding it again when the save is opened.

A save records the pack's id, version and fingerprint. Opening it looks the id up in the
library: a missing pack is refused by name; a pack whose files changed since is still used, but
the caller replays the log under it and, when a move no longer replays, refuses the save with
:func:`changed_refusal` (the replay's own validation decides, nothing is guessed here).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from founders_desktop.content import ContentPack
from founders_desktop.packs.errors import PackRefused
from founders_desktop.packs.library import BUNDLED_ID, fingerprint, load_by_id, pack_folder
from founders_desktop.persist import GamePackRef


@cache
def _bundled_fingerprint(folder: str) -> str:
    return fingerprint(Path(folder))


def pack_fingerprint(pack_id: str) -> str | None:
    """The fingerprint of the library's pack ``pack_id`` now (None when it is not there)."""
    folder = pack_folder(pack_id)
    if folder is None:
        return None
    return _bundled_fingerprint(str(folder)) if pack_id == BUNDLED_ID else fingerprint(folder)


def pack_ref(pack: ContentPack) -> GamePackRef:
    """What a save records of ``pack``: id, version and, when it is in the library, its files'
    fingerprint."""
    return GamePackRef(id=pack.id, version=pack.manifest.version, fingerprint=pack_fingerprint(pack.id))


@dataclass(frozen=True)
class SavedPack:
    """The pack a save names, found again; ``changed`` when its files differ from the save's."""

    pack: ContentPack
    ref: GamePackRef
    changed: bool

    def refusal(self, why: BaseException) -> PackRefused:
        """The save's log does not replay under the changed pack: say so, naming the pack."""
        return changed_refusal(self.ref, self.pack, why)


def saved_pack(ref: GamePackRef) -> SavedPack:
    """The pack of ``ref`` from the library; ``PackRefused`` (``missing``, ``broken``) naming it."""
    try:
        pack = load_by_id(ref.id)
    except PackRefused as error:
        raise PackRefused(error.code, ref.id, ref.version, error.problems) from None
    now = pack_fingerprint(ref.id)
    changed = ref.fingerprint is not None and now != ref.fingerprint
    return SavedPack(pack, ref, changed or pack.manifest.version != ref.version)


def changed_refusal(ref: GamePackRef, pack: ContentPack, why: BaseException) -> PackRefused:
    """``changed``: the pack ``ref`` names differs from the save's and ``why`` (a replay error)
    says which move no longer replays."""
    return PackRefused("changed", ref.id, f"{ref.version} -> {pack.manifest.version}", cause=why)
