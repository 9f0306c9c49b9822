"""Picking up a placed piece on a busy board: the board without it and its legal spots are worked
out on the press, so the first move of the mouse only shows them; the result of the move is the
same as replaying the whole layout afresh."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from founders_desktop.app.sandbox import controller as sandbox_controller
from founders_desktop.app.sandbox.layout import replay
from founders_desktop.app.sandbox.sample import sample_entries
from founders_desktop.city import PieceKind
from founders_desktop.view.sandbox_page import SandboxPage

from .drive import ctl, point, settle

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def busy_board(page: SandboxPage) -> int:
    """A 4-colour layout of about 40 pieces; returns an early entry that is a tile."""
    entries, _ = sample_entries(page.pack, "symmetric", 4, 45, 11)
    ctl(page).set_entries(entries)
    settle(page)
    return next(i for i, e in enumerate(entries) if e.placement.kind is PieceKind.FIRST_STALL)


def test_the_press_works_out_the_spots_and_the_first_move_only_shows_them(
    page: SandboxPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = ctl(page)
    entry = busy_board(page)
    square = c.squares_of(c.entries[entry].placement)[0]
    viewport = page.view.viewport()
    QTest.mouseMove(viewport, point(page, square))
    QTest.mousePress(viewport, LEFT, NONE, point(page, square))
    assert page.drag.drag is None, "a press alone does not lift (it may be a click that selects)"

    def no_work(*args: object, **kwargs: object) -> None:
        raise AssertionError("worked out on the move instead of the press")

    monkeypatch.setattr(sandbox_controller, "replay", no_work)
    monkeypatch.setattr(sandbox_controller, "legal_placements", no_work)
    beside = (square[0] + 1, square[1])
    QTest.mouseMove(viewport, point(page, beside))
    assert page.drag.drag is not None and page.drag.drag.entry == entry
    assert page.drag.overlays[0].isVisible()
    targets = sorted(page.drag.drop_squares() - {square})
    assert targets
    monkeypatch.undo()
    target = targets[len(targets) // 2]
    QTest.mouseMove(viewport, point(page, target))
    QTest.mouseRelease(viewport, LEFT, NONE, point(page, target))
    QApplication.processEvents()
    assert c.undo_stack.count() == 2
    moved = c.entries[-1].placement
    assert moved.player == c.replay.entries[-1].placement.player and target in c.squares_of(moved)
    fresh = replay(c._new_base("symmetric", 4), c.entries)
    assert c.state == fresh.board, "the cached replay gives exactly the board of a replay from scratch"


def test_a_click_on_a_piece_still_selects_it(page: SandboxPage) -> None:
    c = ctl(page)
    entry = busy_board(page)
    square = c.squares_of(c.entries[entry].placement)[0]
    QTest.mouseClick(page.view.viewport(), LEFT, NONE, point(page, square))
    assert page.drag.drag is None
    assert page.drag.selected == c.replay.records[entry].tile  # type: ignore[union-attr]


def test_objects_that_live_as_long_as_the_app_are_kept_out_of_full_collections(page: SandboxPage) -> None:
    """Otherwise every full collection walks pydantic's validators of the pack: 100-250 ms."""
    assert gc.get_freeze_count() > 0
