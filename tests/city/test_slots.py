"""The quick constructors of the engine's frozen values (``slot_setters``) make values equal to
the dataclasses' own constructors, and step aside where the class has no slot descriptors (the
compiled engine's native classes), so both forms of the engine build the same values."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from founders_desktop.city import pieces
from founders_desktop.city.game import actions, state
from founders_desktop.city.game.actions import Action
from founders_desktop.city.game.state import Step
from founders_desktop.city.pieces import PieceKind, Placement, make_placement
from founders_desktop.city.slots import slot_setters


@dataclass(frozen=True, slots=True)
class _Slotted:
    a: int
    b: str = ""


@dataclass(frozen=True)
class _Plain:
    a: int


def test_setters_set_each_slot_of_a_slotted_class() -> None:
    setters = slot_setters(_Slotted, ("a", "b"))
    assert setters is not None
    value: _Slotted = object.__new__(_Slotted)
    setters[0](value, 3)
    setters[1](value, "x")
    assert value == _Slotted(3, "x")


def test_a_class_without_slot_descriptors_has_no_setters() -> None:
    assert slot_setters(_Plain, ("a",)) is None


def test_every_field_must_be_named_in_order() -> None:
    with pytest.raises(AssertionError):
        slot_setters(_Slotted, ("a",))
    with pytest.raises(AssertionError):
        slot_setters(_Slotted, ("b", "a"))


@pytest.mark.parametrize("quick", [True, False])
def test_placements_actions_and_steps_equal_the_plain_constructors(
    quick: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both paths (the setters here; the constructor, as compiled) make equal values."""
    if not quick:
        monkeypatch.setattr(pieces, "_PLACEMENT_SETTERS", None)
        monkeypatch.setattr(actions, "_ACTION_SETTERS", None)
        monkeypatch.setattr(state, "_STEP_SETTERS", None)
    made = make_placement(PieceKind.UPGRADE, 2, "jewelry", (4, 5), 1)
    assert made == Placement(PieceKind.UPGRADE, 2, "jewelry", (4, 5), 1)
    assert actions._make_action("upgrade", 2, made) == Action("upgrade", 2, placement=made)
    step = Step("effect", 1, None, "main", 2, (3, 4))
    assert (step.kind, step.seat, step.effect, step.ref, step.n, step.options) == (
        "effect",
        1,
        None,
        "main",
        2,
        (3, 4),
    )
    assert Step("turn", 0) == Step("turn", 0, None, "", 0, ())
