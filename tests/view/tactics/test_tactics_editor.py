"""The tactics page under the mouse: painting, dragging within reach, hover paths, the sight
tool, the area pattern grid, and a loaded case showing the engine's outcomes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.app.tactics.demo import demo_scenario
from founders_desktop.resources import resource
from founders_desktop.tactics import Hex, MovementMode, Terrain
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.tools import Tool
from founders_desktop.view.tactics_page import TacticsPage

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
SUITE = resource("tactics-cases", "monster-turns.json")


def at(page: TacticsPage, h: Hex) -> QPoint:
    return page.view.mapFromScene(geo.centre(h))


def click(page: TacticsPage, h: Hex) -> None:
    QTest.mouseClick(
        page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(page, h)
    )


def drag(page: TacticsPage, start: Hex, end: Hex) -> None:
    vp = page.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(page, start))
    a, b = at(page, start), at(page, end)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * k / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def test_painting_terrain_with_the_mouse_changes_the_engines_map(page: TacticsPage) -> None:
    page.tool_palette.set_brush(Terrain.DIFFICULT)
    assert page.tactics_scene.tool is Tool.TERRAIN
    stroke = [Hex(0, 0), Hex(1, 0), Hex(2, -1)]
    drag(page, stroke[0], stroke[-1])
    board = page.controller.board
    assert [board.terrain_at(h) for h in stroke] == [Terrain.DIFFICULT] * 3
    assert board.movement_graph.edges[Hex(0, 0), Hex(1, 0)]["cost"] == 2
    page.undo_action.trigger()  # one stroke is one undo step
    assert all(page.controller.board.terrain_at(h) is None for h in stroke)


def test_a_second_click_with_the_same_brush_erases(page: TacticsPage) -> None:
    page.tool_palette.set_brush(Terrain.TRAP)
    click(page, Hex(1, 1))
    assert page.controller.board.terrain_at(Hex(1, 1)) is Terrain.TRAP
    click(page, Hex(1, 1))
    assert page.controller.board.terrain_at(Hex(1, 1)) is None


def test_selecting_a_figure_shades_the_engines_reach_and_hover_draws_its_path(page: TacticsPage) -> None:
    page.inspect("character-1", 3)
    reach = page.controller.reach("character-1", 3, MovementMode.NORMAL)
    assert set(page.tactics_scene.reach_item.reach) == set(reach)
    far = max(reach, key=lambda h: reach[h].cost)
    QTest.mouseMove(page.view.viewport(), at(page, far))
    assert page.tactics_scene.path_item.path == reach[far].path
    assert page.tactics_scene.path_item.path[-1] == far


def test_dragging_a_figure_drops_only_on_a_shaded_hex(page: TacticsPage) -> None:
    page.inspect("character-1", 2)
    start = page.controller.scenario.figure("character-1").hex  # type: ignore[union-attr]
    reach = page.tactics_scene.reach_item.reach
    outside = Hex(start.q + 6, start.r)
    assert outside in page.controller.scenario.hexes and outside not in reach
    drag(page, start, outside)
    assert page.controller.scenario.figure("character-1").hex == start  # type: ignore[union-attr]
    assert page.tactics_scene.figure_items["character-1"].pos() == geo.centre(start)
    assert "shaded" in page.status.text()
    inside = next(h for h, s in reach.items() if s.cost == 2)
    drag(page, start, inside)
    assert page.controller.scenario.figure("character-1").hex == inside  # type: ignore[union-attr]


def test_sight_tool_shows_the_engines_line_and_range(page: TacticsPage) -> None:
    page.tool_palette.set_tool(Tool.SIGHT)
    a, b = Hex(0, 2), Hex(4, 0)
    click(page, a)
    click(page, b)
    answer = page.tactics_scene.sight_item.answer
    assert answer == page.controller.sight(a, b)
    assert answer is not None and answer.visible and answer.range == 4
    assert len(answer.range_path) == 5 and answer.range_path[0] == a and answer.range_path[-1] == b
    assert "4" in page.status.text()


def test_area_pattern_grid_edits_the_ability(page: TacticsPage, qtbot: QtBot) -> None:
    page.tabs.setCurrentIndex(1)
    grid = page.ability_editor.area
    qtbot.waitExposed(grid)
    QTest.mouseClick(
        grid, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grid.point_of(Hex(0, -1)).toPoint()
    )
    assert page.controller.scenario.ability.aoe == ((0, -1),)
    page.undo_action.trigger()
    assert page.controller.scenario.ability.aoe == ()


def test_map_tool_adds_a_hex_outside_the_map(page: TacticsPage) -> None:
    page.tool_palette.set_tool(Tool.MAP)
    outside = Hex(-1, 0)
    assert outside not in page.controller.scenario.hexes
    click(page, outside)
    assert outside in page.controller.board


def test_loading_a_case_shows_the_engines_outcomes_and_the_verdict(page: TacticsPage, qtbot: QtBot) -> None:
    assert page.open_path(SUITE)
    cases = page.controller.cases
    index = next(i for i, s in enumerate(cases) if s.expected and len(s.expected) > 1)
    page.case_box.setCurrentIndex(index)
    qtbot.waitUntil(lambda: page.outcome_panel.list.count() == len(cases[index].expected or ()))
    assert "\u2714" in page.outcome_panel.verdict.text()
    preview = page.tactics_scene.preview_item
    assert [o.end for o in preview.outcomes] == [o.end for o in page.outcome_panel.outcomes]
    page.outcome_panel.list.setCurrentRow(1)
    assert preview.chosen == 1
    # picking on the board: a click on an option's numbered destination
    last = len(preview.outcomes) - 1
    end = preview.outcomes[last].end
    assert page.controller.scenario.figure_at(end) is None
    assert [o.end for o in preview.outcomes].count(end) == 1
    click(page, end)
    assert page.outcome_panel.list.currentRow() == last
    assert preview.chosen == last
    # an edit after opening: the verdict says it compares with the case as it was opened
    page.controller.set_rules("frosthaven" if cases[index].rules != "frosthaven" else "gloomhaven")
    qtbot.waitUntil(lambda: "Edited" in page.outcome_panel.verdict.text())


def test_page_opens_on_the_demo_room(page: TacticsPage) -> None:
    assert page.controller.scenario == demo_scenario()
    assert page.grid_item.boundingRect().width() > 0
    assert page.outcome_panel.list.count() >= 1


def test_movement_mode_shades_the_engines_jump_reach(page: TacticsPage) -> None:
    page.inspect("summon-1", 4)  # walls and an obstacle stand around it
    walking = set(page.tactics_scene.reach_item.reach)
    page.figure_panel.mode.setCurrentIndex(page.figure_panel.mode.findData(MovementMode.JUMP.value))
    jumping = set(page.tactics_scene.reach_item.reach)
    assert jumping == set(page.controller.reach("summon-1", 4, MovementMode.JUMP))
    assert jumping != walking


def test_delete_key_removes_the_selected_figure_and_undo_brings_it_back(page: TacticsPage) -> None:
    page.inspect("summon-1", 2)
    page.view.setFocus()
    QTest.keyClick(page.view.viewport(), Qt.Key.Key_Delete)
    assert page.controller.scenario.figure("summon-1") is None
    assert "summon-1" not in page.tactics_scene.figure_items
    page.undo_action.trigger()
    assert page.controller.scenario.figure("summon-1") is not None
    assert "summon-1" in page.tactics_scene.figure_items


def test_new_gives_an_empty_room_and_undo_brings_the_scenario_back(page: TacticsPage) -> None:
    before = page.controller.scenario
    page.new_action.trigger()
    assert page.controller.scenario.figures == ()
    assert len(page.controller.board.hexes) == len(before.hexes)
    assert page.tactics_scene.figure_items == {}
    page.undo_action.trigger()
    assert page.controller.scenario == before


def test_initiative_edits_keep_fractions_and_are_undoable(page: TacticsPage) -> None:
    page.inspect("summon-1", 2)
    assert page.figure_panel.initiative.value() == 22.5
    page.figure_panel.elite.setChecked(True)  # not a monster: ignored, initiative untouched
    assert page.controller.scenario.figure("summon-1").initiative == 22.5  # type: ignore[union-attr]
    page.figure_panel.initiative.setValue(40)
    assert page.controller.scenario.figure("summon-1").initiative == 40  # type: ignore[union-attr]
    page.undo_action.trigger()
    assert page.controller.scenario.figure("summon-1").initiative == 22.5  # type: ignore[union-attr]


def test_a_paint_click_outside_the_map_leaves_no_undo_step(page: TacticsPage) -> None:
    page.tool_palette.set_brush(Terrain.ICY)
    click(page, Hex(-1, 0))
    assert page.controller.undo_stack.count() == 0
    click(page, Hex(0, 0))
    assert page.controller.undo_stack.count() == 1


def test_save_as_writes_a_case_that_opens_again(
    page: TacticsPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "room.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.save_action.trigger()
    before = page.controller.scenario
    page.new_action.trigger()
    assert page.open_path(target)
    again = page.controller.scenario
    assert (again.hexes, again.terrain, again.thin_walls) == (before.hexes, before.terrain, before.thin_walls)
    assert [f.hex for f in again.figures] == [f.hex for f in before.figures]


def test_save_without_an_active_monster_explains_instead(
    page: TacticsPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("no dialog expected"))
    page.new_action.trigger()
    page.save_action.trigger()
    assert told and "active monster" in told[0]


def test_thin_wall_tool_draws_on_the_edge_nearest_the_click(page: TacticsPage) -> None:
    page.tool_palette.set_tool(Tool.THIN_WALL)
    a, b = Hex(1, 1), Hex(1, 2)  # b is below a
    ca, cb = geo.centre(a), geo.centre(b)
    near_edge = ca + (cb - ca) * 0.4
    QTest.mouseClick(page.view.viewport(), LEFT, NO_MODIFIER, page.view.mapFromScene(near_edge))
    assert not page.controller.board.adjacent(a, b)
    assert page.controller.board.adjacent(a, Hex(2, 1))


def test_placing_an_elite_monster_then_erasing_it(page: TacticsPage) -> None:
    palette = page.tool_palette
    palette.kind_box.setCurrentIndex(1)  # Monster (elite)
    assert page.tactics_scene.tool is Tool.FIGURE
    spot = Hex(0, 0)
    click(page, spot)
    placed = page.controller.scenario.figure_at(spot)
    assert placed is not None and placed.elite and placed.standee == 3
    assert placed.id in page.tactics_scene.figure_items
    palette.set_tool(Tool.ERASE)
    click(page, spot)
    assert page.controller.scenario.figure_at(spot) is None
