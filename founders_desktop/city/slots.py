"""Making the engine's small frozen values quickly, in whichever form the engine runs.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, looked up by
name; setting its slots through their member descriptors makes an equal value in half the time,
and the engine makes thousands (a placement per new anchor listed, a step per decision). When
the engine is compiled (``scripts/compile_engine.sh``: mypyc), a class is native: it has no
member descriptors, and its own constructor is already quick. ``slot_setters`` tells the two
apart, so the callers take the quick path only where it exists.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from types import MemberDescriptorType
from typing import Any

Setter = Callable[[Any, Any], None]


def slot_setters(cls: type, names: tuple[str, ...]) -> tuple[Setter, ...] | None:
    """The setters of ``cls``'s slots ``names``, in order, or None when the class is compiled.
    ``names`` must be every field in order: the caller sets each one (checked here)."""
    assert tuple(f.name for f in fields(cls)) == names, (cls, names)  # a new field must be set too
    found = [vars(cls).get(name) for name in names]
    if not all(isinstance(d, MemberDescriptorType) for d in found):
        return None
    return tuple(d.__set__ for d in found)  # type: ignore[union-attr]
