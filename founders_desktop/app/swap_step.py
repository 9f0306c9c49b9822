"""One undo step that swaps between two whole values (a scenario, a layout, a map draft) through
its owner's method: redo shows ``after``, undo ``before``.

The method is kept by a weak reference. The owner holds the undo stack and the stack its steps
(Qt's ownership), so a step holding its owner made a cycle that only Python's garbage collector
could free, and freeing it there deleted the steps while their wrappers were being cleared: the
process crashed (tactics controllers and sandbox controllers dropped by the thousand, on fixed
seeds). Without the cycle an owner goes when its last reference does, and takes its stack and
steps with it in Qt's own order.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand


class SwapStep(QUndoCommand):
    """Show ``after`` on redo and ``before`` on undo, through ``show`` (a bound method)."""

    def __init__(self, text: str, show: Callable[[Any], None], before: object, after: object) -> None:
        super().__init__(text)
        self._show = weakref.WeakMethod(show)
        self.before, self.after = before, after

    def redo(self) -> None:
        self._swap_to(self.after)

    def undo(self) -> None:
        self._swap_to(self.before)

    def _swap_to(self, value: object) -> None:
        show = self._show()
        if show is not None:  # (the stack is the owner's: it never outlives it)
            show(value)
