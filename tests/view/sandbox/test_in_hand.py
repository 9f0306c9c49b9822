"""The piece in hand: it arrives turned to a way it fits, and a road shows its whole trail while
it is dragged out."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from founders_desktop.app.sandbox.sample import sample_entries
from founders_desktop.city import Piece, PieceKind, legal_placements
from founders_desktop.view.board.piece_tray import KIND_ROLE
from founders_desktop.view.sandbox_page import SandboxPage

from .drive import ctl, point
from .test_drag_and_drop import place_first_stall

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def test_a_piece_taken_in_hand_is_turned_to_a_way_it_fits(page: SandboxPage) -> None:
    """Books (a two-square tier 2 building) for the fourth colour on this board fit only upright."""
    entries, state = sample_entries(page.pack, "symmetric", 4, 60, 4)
    ctl(page).set_entries(entries)
    books = Piece(PieceKind.UPGRADE, "books")
    assert {pl.orientation for pl in legal_placements(state, 3, books)} == {1}
    page.tray.choose(PieceKind.UPGRADE, "books", player=3)
    assert page.drag.drag is not None
    assert page.drag.drag.orientation == 1
    assert page.drag.drop_squares()  # shaded at once, without pressing R


def test_a_piece_with_no_legal_spot_keeps_its_turn(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.UPGRADE, "books", player=0)  # an empty board: nothing to upgrade
    assert page.drag.drag is not None and page.drag.drag.orientation == 0
    assert not page.drag.drop_squares()


def test_a_road_is_drawn_along_its_trail_while_dragged(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.tray.choose(PieceKind.ROAD, player=0)
    first = sorted(page.drag.drop_squares())[0]
    grid = ctl(page).state.grid
    second = next(n for n in grid.neighbours[first] if n in grid.buildable and n != spot)
    third = next(n for n in grid.neighbours[second] if n in grid.buildable and n not in (spot, first))
    viewport = page.view.viewport()
    QTest.mouseMove(viewport, point(page, first))
    QTest.mousePress(viewport, LEFT, NONE, point(page, first))
    QTest.mouseMove(viewport, point(page, second))
    QTest.mouseMove(viewport, point(page, third))
    QApplication.processEvents()
    ghost = page.drag.overlays[1]
    assert ghost.isVisible() and set(ghost.squares) == {first, second, third}
    QTest.mouseRelease(viewport, LEFT, NONE, point(page, third))
    QApplication.processEvents()
    assert first in ctl(page).state.roads


def test_a_road_dragged_out_of_the_tray_lays_its_trail(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.drag.arm(None)
    kinds = page.tray.kinds
    row = next(r for r in range(kinds.count()) if kinds.item(r).data(KIND_ROLE) == PieceKind.ROAD.value)
    rect = page.tray.kinds.visualItemRect(page.tray.kinds.item(row))
    source = page.tray.kinds.viewport()
    QTest.mousePress(source, LEFT, NONE, rect.center())
    QApplication.processEvents()
    assert page.drag.drag is not None and page.drag.drag.piece.kind is PieceKind.ROAD
    first = sorted(page.drag.drop_squares())[0]
    grid = ctl(page).state.grid
    second = next(n for n in grid.neighbours[first] if n in grid.buildable and n != spot)
    viewport = page.view.viewport()
    for square in (first, second):
        QTest.mouseMove(source, source.mapFromGlobal(viewport.mapToGlobal(point(page, square))))
    end = source.mapFromGlobal(viewport.mapToGlobal(point(page, second)))
    QTest.mouseRelease(source, LEFT, NONE, end)
    QApplication.processEvents()
    assert {first, second} <= set(ctl(page).state.roads)
