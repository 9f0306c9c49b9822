"""Real drags on the sandbox board: legal drops become actions, illegal ones snap back with the
reason in words (or stay, marked, when the player asks), and undo restores the board."""

from __future__ import annotations

import gc

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from founders_desktop.city import PieceKind, TileKind
from founders_desktop.view.board.piece_tray import KIND_ROLE
from founders_desktop.view.sandbox_page import SandboxPage

from .drive import ctl, drag, hover, point

HOUSE_OFF_GREEN = "Houses go on green (forested) squares."


def start_spaces(page: SandboxPage) -> list[tuple[int, int]]:
    board = ctl(page).state.board
    return sorted(s.square for s in board.start_spaces)


def place_first_stall(page: SandboxPage) -> tuple[int, int]:
    page.tray.choose(PieceKind.FIRST_STALL, "wood", player=0)
    spot = sorted(page.drag.drop_squares())[0]
    drag(page, spot)
    return spot


def test_a_legal_drop_becomes_a_placement_and_undo_takes_it_back(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.FIRST_STALL, "wood", player=0)
    spots = page.drag.drop_squares()
    assert spots, "the numbered start spaces are shaded"
    assert spots <= set(start_spaces(page)), "only start spaces are legal for a first stall"
    spot = sorted(spots)[0]
    drag(page, spot)
    state = ctl(page).state
    placed = [(t.kind, t.item, t.owner, t.squares) for t in state.tiles]
    assert placed == [(TileKind.STALL, "wood", 0, (spot,))], page.status_label.text()
    assert len(page.layer.tiles) == 1 and not page.layer.tiles[0].illegal
    assert "Placed" in page.status_label.text()
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert ctl(page).state.tiles == ()
    assert page.layer.tiles == []
    QTest.mouseClick(page.redo_button, Qt.MouseButton.LeftButton)
    assert len(ctl(page).state.tiles) == 1


def test_an_illegal_drop_snaps_back_and_says_why(page: SandboxPage) -> None:
    place_first_stall(page)
    page.tray.choose(PieceKind.HOUSE, player=0)
    board = ctl(page).state.board
    grey = next(
        sq
        for sq in board.squares()
        if board.terrain_at(sq).value == "grey" and ctl(page).entry_at(sq) is None
    )
    hover(page, grey)
    assert not page.drag.last_text.legal  # type: ignore[union-attr]
    assert HOUSE_OFF_GREEN in page.drag.overlays[2].text(), "the bubble under the cursor says why"
    drag(page, grey)
    assert [t.kind for t in ctl(page).state.tiles] == [TileKind.STALL], "nothing was placed"
    assert HOUSE_OFF_GREEN in page.status_label.text()
    assert ctl(page).undo_stack.count() == 1


def test_place_anyway_keeps_an_illegal_piece_with_a_visible_mark(page: SandboxPage) -> None:
    place_first_stall(page)
    page.anyway_box.setChecked(True)
    page.tray.choose(PieceKind.HOUSE, player=0)
    board = ctl(page).state.board
    grey = next(
        sq
        for sq in board.squares()
        if board.terrain_at(sq).value == "grey" and ctl(page).entry_at(sq) is None
    )
    drag(page, grey)
    tiles = ctl(page).state.tiles
    assert [t.kind for t in tiles] == [TileKind.STALL, TileKind.HOUSE]
    assert ctl(page).entries[-1].forced
    assert page.layer.tiles[1].illegal and not page.layer.tiles[0].illegal
    assert HOUSE_OFF_GREEN in page.status_label.text()


def test_escape_cancels_a_drag_and_puts_the_piece_back(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.FIRST_STALL, "wood", player=0)
    spot = sorted(page.drag.drop_squares())[0]
    viewport = page.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(page, spot))
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(page, spot))
    assert ctl(page).state.tiles == ()
    assert page.drag.drag is None and page.tray.current_piece() is None
    assert not page.drag.overlays[0].isVisible(), "the shading is gone"


def test_r_and_the_wheel_turn_the_piece_in_hand(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.UPGRADE, "bricks", player=0)  # three in a line: two orientations
    hover(page, (8, 7))
    ghost = page.drag.overlays[1]
    before = ghost.squares
    QTest.keyClick(page.view, Qt.Key.Key_R)
    assert page.drag.drag is not None and page.drag.drag.orientation == 1
    assert ghost.squares != before and len(ghost.squares) == 3
    xs = {x for x, _ in ghost.squares}
    assert len(xs) in (1, 3) and len(xs) != len({x for x, _ in before})
    QTest.keyClick(page.view, Qt.Key.Key_R)
    assert page.drag.drag.orientation == 0


def test_a_placed_piece_is_moved_by_dragging_it(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.drag.arm(None)
    page.tray.clear_choice()
    starts = [s for s in ctl(page).state.grid.start_number.items() if s[1] <= 4 and s[0] != spot]
    target = starts[0][0]
    drag(page, spot, target)
    assert [t.squares for t in ctl(page).state.tiles] == [(target,)]
    assert ctl(page).undo_stack.count() == 2
    ctl(page).undo_stack.undo()
    assert [t.squares for t in ctl(page).state.tiles] == [(spot,)]


def test_an_illegal_move_snaps_back(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.drag.arm(None)
    board = ctl(page).state.board
    off_start = next(
        sq
        for sq in board.squares()
        if board.terrain_at(sq).value == "grey" and sq not in ctl(page).state.grid.start_number
    )
    drag(page, spot, off_start)
    assert [t.squares for t in ctl(page).state.tiles] == [(spot,)]
    assert "numbered start space" in page.status_label.text()


def test_roads_are_laid_square_by_square_in_one_step(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.tray.choose(PieceKind.ROAD, player=0)
    road_spots = page.drag.drop_squares()
    first = sorted(road_spots)[0]
    grid = ctl(page).state.grid
    second = next(
        n for n in grid.neighbours[first] if n in grid.buildable and n != spot and n not in road_spots
    )
    drag(page, first, second)
    assert ctl(page).state.roads == {first, second}
    assert len(page.layer.roads) == 2
    ctl(page).undo_stack.undo()
    assert ctl(page).state.roads == frozenset()


def test_right_click_deletes_a_piece_and_undo_brings_it_back(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.drag.arm(None)
    drag(page, spot, button=Qt.MouseButton.RightButton)
    assert ctl(page).state.tiles == ()
    ctl(page).undo_stack.undo()
    assert len(ctl(page).state.tiles) == 1


def test_a_piece_dragged_out_of_the_tray_lands_where_it_is_released(page: SandboxPage) -> None:
    kinds = page.tray.kinds
    row = next(
        i for i in range(kinds.count()) if kinds.item(i).data(KIND_ROLE) == PieceKind.FIRST_STALL.value
    )
    press = kinds.visualItemRect(kinds.item(row)).center()
    QTest.mousePress(kinds.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, press)
    assert page.tray.current_piece() is not None and page.tray.current_piece().item == "wood"  # type: ignore[union-attr]
    spot = sorted(page.drag.drop_squares())[0]
    over_board = kinds.viewport().mapFromGlobal(page.view.viewport().mapToGlobal(point(page, spot)))
    QTest.mouseMove(kinds.viewport(), over_board)
    assert page.drag.overlays[1].isVisible() and page.drag.overlays[1].squares == (spot,)
    QTest.mouseRelease(
        kinds.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, over_board
    )
    assert [t.squares for t in ctl(page).state.tiles] == [(spot,)]


def test_full_collections_wait_only_while_a_piece_is_in_hand(page: SandboxPage) -> None:
    before = gc.get_threshold()
    page.tray.choose(PieceKind.HOUSE, player=0)
    assert gc.get_threshold()[2] > before[2]
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert gc.get_threshold() == before


def test_the_wheel_turns_the_piece_and_ctrl_wheel_still_zooms(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.UPGRADE, "bricks", player=0)
    hover(page, (8, 7))
    zoom = page.view.zoom_factor()
    wheel(page, (8, 7), Qt.KeyboardModifier.NoModifier)
    assert page.drag.drag is not None and page.drag.drag.orientation == 1
    assert page.view.zoom_factor() == zoom
    wheel(page, (8, 7), Qt.KeyboardModifier.ControlModifier)
    assert page.drag.drag.orientation == 1
    assert page.view.zoom_factor() > zoom


def wheel(page: SandboxPage, square: tuple[int, int], modifiers: Qt.KeyboardModifier) -> None:
    at = QPointF(point(page, square))
    viewport = page.view.viewport()
    event = QWheelEvent(
        at,
        QPointF(viewport.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def test_choosing_a_piece_gives_the_board_the_keyboard(page: SandboxPage) -> None:
    page.tray.kinds.setFocus()
    page.tray.choose(PieceKind.UPGRADE, "bricks", player=0)
    assert page.view.hasFocus(), "R and Esc reach the piece in hand, not the list"
    spot = place_first_stall_tip(page)
    assert "Wood" in spot and "Blue (1)" in spot


def place_first_stall_tip(page: SandboxPage) -> str:
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    place_first_stall(page)
    return page.layer.tiles[0].toolTip()


def test_a_double_click_on_the_board_counts_as_a_press(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.FIRST_STALL, "wood", player=0)
    spot = sorted(page.drag.drop_squares())[0]
    viewport = page.view.viewport()
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(page, spot))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(page, spot))
    assert [t.squares for t in ctl(page).state.tiles] == [(spot,)]


def test_switching_pieces_keeps_the_new_choice_in_the_tray(page: SandboxPage) -> None:
    page.tray.choose(PieceKind.FIRST_STALL, "wood", player=0)
    page.tray.choose(PieceKind.HOUSE, player=1)
    assert page.tray.current_piece() == page.drag.drag.piece  # type: ignore[union-attr]
    assert page.tray.kinds.currentItem() is not None and page.drag.drag.player == 1  # type: ignore[union-attr]


def test_a_road_refused_on_its_one_square_says_why_in_words(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.tray.choose(PieceKind.ROAD, player=0)
    grid = ctl(page).state.grid
    road_spots = page.drag.drop_squares()
    far = max(
        (sq for sq in grid.buildable if sq not in road_spots),
        key=lambda sq: abs(sq[0] - spot[0]) + abs(sq[1] - spot[1]),
    )
    drag(page, far)
    assert ctl(page).state.roads == frozenset()
    assert "not connected to anything you own" in page.status_label.text()


def test_moving_a_stall_away_from_its_road_says_the_road_now_breaks_the_rules(page: SandboxPage) -> None:
    spot = place_first_stall(page)
    page.tray.choose(PieceKind.ROAD, player=0)
    road = sorted(page.drag.drop_squares())[0]
    drag(page, road)
    assert ctl(page).state.roads == {road}
    page.drag.arm(None)
    far = max(
        (s for s in start_spaces(page) if s != spot),
        key=lambda s: abs(s[0] - spot[0]) + abs(s[1] - spot[1]),
    )
    drag(page, spot, far)
    assert [t.squares for t in ctl(page).state.tiles] == [(far,)]
    assert "1 other piece now breaks the rules" in page.status_label.text()  # English plural
