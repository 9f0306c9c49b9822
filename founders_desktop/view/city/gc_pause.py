"""No full garbage collections in the middle of a drag.

Every preview simulates a placement on a copy of the board, and board copies keep caches that
point back at them: cyclic garbage, freed by the young collections. But now and then Python also
runs a full collection over the whole heap (the content pack, every cached board), which costs a
hundred milliseconds or more on a busy machine: a visible hitch under the cursor (bench/drag_hover.py
saw 0.5 s). So while a piece is in hand, full collections wait; one runs after each drop, where
the board is rebuilt anyway, and the usual thresholds return when the piece is let go.
"""

from __future__ import annotations

import gc

NEVER = 1_000_000_000


class FullCollections:
    def __init__(self) -> None:
        self._saved: tuple[int, int, int] | None = None

    @property
    def deferred(self) -> bool:
        return self._saved is not None

    def defer(self) -> None:
        if self._saved is None:
            self._saved = gc.get_threshold()
            gc.set_threshold(self._saved[0], self._saved[1], NEVER)

    def resume(self) -> None:
        if self._saved is not None:
            gc.set_threshold(*self._saved)
            self._saved = None

    def collect_now(self) -> None:
        """A full collection at a moment the user does not feel (just after a drop)."""
        gc.collect()
