"""No full garbage collections in the middle of a drag.

Every preview simulates a placement on a copy of the board, and board copies keep caches that
point back at them: cyclic garbage, freed by the young collections. But now and then Python also
runs a full collection over the whole heap (the content pack, every cached board), which costs a
hundred milliseconds or more on a busy machine: a visible hitch under the cursor (bench/drag_hover.py
saw 0.5 s). So while a piece is in hand, full collections wait; one runs after each drop, where
the board is rebuilt anyway, and the usual thresholds return when the piece is let go.

Most of a full collection's time is spent walking objects that live as long as the app (pydantic's
validators of the content pack, Qt's wrappers, modules): ``freeze_long_lived`` moves them out of
the collector's sight once, when the first board with drag-and-drop is built, so a full
collection then costs a few milliseconds instead of 100-250 ms. (Frozen objects are still freed
by reference counting; only cycles among them would stay, and these live for good anyway.)
"""

from __future__ import annotations

import gc

NEVER = 1_000_000_000
_saved: tuple[int, int, int] | None = None
_holders: set[int] = set()  # every drag with a piece in hand (several boards may exist)
_frozen = False


def freeze_long_lived() -> None:
    """Once per process: collect, then exempt every surviving object from later collections."""
    global _frozen
    if not _frozen:
        gc.collect()
        gc.freeze()
        _frozen = True


class FullCollections:
    """One board's say in the matter: full collections wait while any board holds a piece."""

    @property
    def deferred(self) -> bool:
        return id(self) in _holders

    def defer(self) -> None:
        global _saved
        if not _holders:
            _saved = gc.get_threshold()
            gc.set_threshold(_saved[0], _saved[1], NEVER)
        _holders.add(id(self))

    def resume(self) -> None:
        global _saved
        if id(self) not in _holders:
            return
        _holders.discard(id(self))
        if not _holders and _saved is not None:
            gc.set_threshold(*_saved)
            _saved = None

    def collect_now(self) -> None:
        """A full collection at a moment the user does not feel (just after a drop)."""
        gc.collect()
