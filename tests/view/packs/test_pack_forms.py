"""The prestige-building, card, action and recipe-entry forms of the pack editor, as an owner uses
them: edit a value, see a problem appear under its field and clear, save, find it in the pack."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from founders_desktop.packs import library_dir, new_pack_from
from founders_desktop.packs.editing import FieldRef
from founders_desktop.view.packs.editor_dialog import PackEditor
from founders_desktop.view.packs.footprint_grid import FootprintGrid

PRESTIGE = "prestige_buildings.json"


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(folder))
    return folder


def editor_on(qtbot: QtBot, file: str, index: int = 0) -> PackEditor:
    new_pack_from("default", "printed")
    editor = PackEditor("printed")
    qtbot.addWidget(editor)
    show(editor, file, index)
    return editor


def show(editor: PackEditor, file: str, index: int = 0) -> None:
    """Go to the tab of ``file`` and pick item ``index`` in its list, as an owner clicks."""
    names = editor.findChild(QListWidget, f"list:{file}")
    for tab in range(editor.tabs.count()):
        if editor.tabs.widget(tab).isAncestorOf(names):
            editor.tabs.setCurrentIndex(tab)
    names.setCurrentRow(index)
    editor.show_item(file, index)


def saved(file: str) -> Any:
    editor_file = library_dir() / "printed" / file
    return json.loads(editor_file.read_text(encoding="utf-8"))


def row(editor: PackEditor, file: str, index: int, field: str) -> QWidget:
    return editor.rows[FieldRef(file, index, None, field)]


def test_a_building_slot_twice_is_shown_on_the_slots_and_clears_and_a_banner_value_is_saved(
    qtbot: QtBot,
) -> None:
    editor = editor_on(qtbot, PRESTIGE)
    slots = row(editor, PRESTIGE, 0, "slots")
    first, second = slots.findChild(QWidget, "entry:0"), slots.findChild(QWidget, "entry:1")
    second_resource = second.findChild(QComboBox, "entryResource")
    was = second_resource.currentIndex()
    second_resource.setCurrentIndex(first.findChild(QComboBox, "entryResource").currentIndex())
    assert slots.problem.isVisibleTo(editor) and "two slots" in slots.problem.text()
    second_resource.setCurrentIndex(was)
    assert not slots.problem.isVisibleTo(editor)
    second.findChild(QSpinBox, "entryPoints").setValue(7)
    assert "owner" in slots.provenance.text()
    editor.save_button.click()
    building = saved(PRESTIGE)[0]
    assert building["slots"][1]["points"] == 7 and building["slots"][1]["provenance"] == "owner"
    assert building["provenance"]["slots"] == "owner"


def test_each_slot_shows_its_own_provenance_and_untouched_slots_keep_theirs(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, PRESTIGE)  # the Merchant's Guild: two slots from the rulebook
    slots = row(editor, PRESTIGE, 0, "slots")
    words = [
        slots.findChild(QWidget, f"entry:{i}").findChild(QLabel, "entryProvenance").text() for i in range(4)
    ]
    assert words == ["[rulebook]", "[rulebook]", "[reconstructed]", "[reconstructed]"]
    third = slots.findChild(QWidget, "entry:2")
    third.findChild(QSpinBox, "entryPoints").setValue(5)
    assert third.findChild(QLabel, "entryProvenance").text() == "[owner]"
    editor.save_button.click()
    building = saved(PRESTIGE)[0]
    assert building["provenance"]["slots"] == "owner"
    assert [s["provenance"] for s in building["slots"]] == ["rulebook", "rulebook", "owner", "reconstructed"]


def test_a_footprint_drawn_on_the_grid_names_the_pack_shape_or_adds_one(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, PRESTIGE)
    footprint = row(editor, PRESTIGE, 0, "footprint")
    grid = footprint.findChild(FootprintGrid)
    for cell in sorted(grid.cells):  # wipe the drawing: no footprint, said on the field
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(*cell))
    assert not grid.cells and footprint.problem.isVisibleTo(editor)
    for cell in ((1, 1), (2, 1), (3, 1)):  # three in a line: the pack's I3, found, not added
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(*cell))
    assert not footprint.problem.isVisibleTo(editor)
    assert editor.draft.value(FieldRef(PRESTIGE, 0, None, "footprint")) == "I3"
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(4, 4))  # a square apart
    assert (
        footprint.problem.isVisibleTo(editor)
        and footprint.problem.text() == "The covered squares must be one piece, joined side to side."
    )
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(4, 4))
    assert not footprint.problem.isVisibleTo(editor)
    for cell in ((1, 2), (1, 3), (3, 0)):  # a shape the pack lacks: a footprint of its own
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(*cell))
    building_id = editor.draft.items(PRESTIGE)[0]["id"]
    assert editor.draft.value(FieldRef(PRESTIGE, 0, None, "footprint")) == f"{building_id}_shape"
    assert "owner" in footprint.provenance.text()
    editor.save_button.click()
    shapes = {f["id"]: f["rows"] for f in saved("footprints.json")}
    assert shapes[f"{building_id}_shape"] == ["..X", "XXX", "X..", "X.."]
    assert saved(PRESTIGE)[0]["footprint"] == f"{building_id}_shape"


def test_a_worker_action_changes_kind_and_parameters_and_is_saved(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, PRESTIGE)
    action = row(editor, PRESTIGE, 0, "worker_action")
    kind = action.findChild(QComboBox, "effectKind")
    kind.setCurrentIndex(kind.findData("gain_influence"))
    effect = action.findChild(QWidget, "effect:0")
    effect.findChild(QSpinBox, "param:amount").setValue(2)
    effect.findChild(QCheckBox, "param:lasting").setChecked(True)
    assert "owner" in action.provenance.text()
    assert "influence" in action.findChild(QWidget, "actionReads").text()
    for remove in action.findChildren(QPushButton, "removeEffect"):
        remove.click()
        break
    assert action.problem.isVisibleTo(editor)  # a worker action needs at least one effect
    action.findChild(QPushButton, "addEffect").click()
    assert not action.problem.isVisibleTo(editor)
    editor.save_button.click()
    assert saved(PRESTIGE)[0]["worker_action"] == [{"kind": "gain_money", "amount": 1}]


def test_a_choice_is_edited_option_by_option_in_the_form(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, PRESTIGE)
    action = row(editor, PRESTIGE, 0, "worker_action")
    kind = action.findChild(QComboBox, "effectKind")
    kind.setCurrentIndex(kind.findData("choice"))
    options = action.findChild(QWidget, "param:options")
    first = options.findChild(QWidget, "option:0")
    first.findChild(QSpinBox, "param:amount").setValue(3)  # option 1: gain 3 money
    assert "gain 3 money or score" in action.findChild(QWidget, "actionReads").text()
    remove = options.findChild(QPushButton, "removeOption")
    assert not remove.isEnabled()  # two options: a choice keeps at least two
    options.findChild(QPushButton, "addOption").click()
    options = action.findChild(QWidget, "param:options")
    assert len(options.findChildren(QPushButton, "removeOption")) == 3
    options.findChildren(QPushButton, "removeOption")[1].click()  # option 2 (the points) goes
    editor.save_button.click()
    assert saved(PRESTIGE)[0]["worker_action"] == [
        {
            "kind": "choice",
            "options": [[{"kind": "gain_money", "amount": 3}], [{"kind": "gain_money", "amount": 1}]],
        }
    ]
    assert not action.problem.isVisibleTo(editor)


def test_an_adviser_main_action_and_a_standard_card_are_edited_and_saved(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, "advisers.json")
    action = row(editor, "advisers.json", 0, "main_action")
    kind = action.findChild(QComboBox, "effectKind")
    kind.setCurrentIndex(kind.findData("build_roads"))
    action.findChild(QSpinBox, "param:count").setValue(3)
    removes = action.findChildren(QPushButton, "removeEffect")
    for remove in reversed(removes[1:]):
        remove.click()
    assert not action.problem.isVisibleTo(editor)
    action.findChild(QPushButton, "removeEffect").click()
    assert action.problem.isVisibleTo(editor)  # a main action needs at least one effect
    assert action.problem.text() == "At least 1 needed here."
    action.findChild(QPushButton, "addEffect").click()
    fresh = action.findChild(QComboBox, "effectKind")
    fresh.setCurrentIndex(fresh.findData("build_roads"))
    action.findChild(QSpinBox, "param:count").setValue(3)
    assert not action.problem.isVisibleTo(editor)
    show(editor, "standard_cards.json", 0)
    name = row(editor, "standard_cards.json", 0, "name")
    name.findChild(QLineEdit).setText("Hire")
    face_down = row(editor, "standard_cards.json", 0, "face_down").findChild(QCheckBox)
    assert face_down.isChecked()  # the file leaves it out: the card's default, may be played face down
    face_down.setChecked(False)
    assert "owner" in name.provenance.text()
    editor.save_button.click()
    assert saved("advisers.json")[0]["main_action"] == [{"kind": "build_roads", "count": 3}]
    assert saved("standard_cards.json")[0]["name"] == "Hire"
    assert saved("standard_cards.json")[0]["face_down"] is False


def test_a_race_racial_action_and_an_achievement_are_edited_and_saved(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, "races.json")
    action = row(editor, "races.json", 0, "racial_action")
    action.findChild(QPushButton, "addEffect").click()
    effects = action.findChildren(QComboBox, "effectKind")
    effects[-1].setCurrentIndex(effects[-1].findData("follow_action"))
    show(editor, "achievements.json", 0)
    threshold = row(editor, "achievements.json", 0, "threshold")
    threshold.findChild(QSpinBox).setValue(5)
    assert "owner" in threshold.provenance.text()
    editor.save_button.click()
    assert saved("races.json")[0]["racial_action"][-1] == {"kind": "follow_action", "category": "recruit"}
    assert saved("achievements.json")[0]["threshold"] == 5


def test_recipe_entries_are_added_and_removed_and_a_circle_is_shown(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, "resources.json")
    resources = editor.draft.items("resources.json")
    basic = next(i for i, r in enumerate(resources) if not r.get("recipe"))
    advanced = next(i for i, r in enumerate(resources) if r.get("recipe"))
    show(editor, "resources.json", basic)
    recipe = row(editor, "resources.json", basic, "recipe")
    recipe.findChild(QPushButton, "addEntry").click()
    entry = recipe.findChild(QWidget, "entry:0")
    combo = entry.findChild(QComboBox, "entryResource")
    combo.setCurrentIndex(combo.findData(resources[advanced]["id"]))  # basic needs advanced: a circle
    assert "problem" in editor.status.text()
    recipe.findChild(QWidget, "entry:0").findChild(QPushButton, "removeEntry").click()
    assert editor.status.text() == "The pack passes its checks."
    show(editor, "resources.json", advanced)
    recipe = row(editor, "resources.json", advanced, "recipe")
    before = len(resources[advanced]["recipe"])
    recipe.findChild(QPushButton, "addEntry").click()
    editor.save_button.click()
    assert len(saved("resources.json")[advanced]["recipe"]) == before + 1


def settled(qtbot: QtBot, editor: PackEditor) -> None:
    """Wait for the background cross-checks (the page never waits for them)."""
    qtbot.waitUntil(lambda: not editor.cross_checker.running, timeout=10_000)


def test_a_building_that_fits_no_map_is_found_in_the_background_and_clears_when_redrawn(
    qtbot: QtBot,
) -> None:
    new_pack_from("default", "printed")
    shapes_file = library_dir() / "printed" / "footprints.json"
    shapes = json.loads(shapes_file.read_text(encoding="utf-8"))
    shapes.append({"id": "long", "name": "Long", "rows": ["X" * 40], "provenance": "owner"})
    shapes_file.write_text(json.dumps(shapes), encoding="utf-8")
    buildings = saved(PRESTIGE)
    buildings[0]["footprint"] = "long"
    (library_dir() / "printed" / PRESTIGE).write_text(json.dumps(buildings), encoding="utf-8")
    editor = PackEditor("printed")
    qtbot.addWidget(editor)
    show(editor, PRESTIGE, 0)
    settled(qtbot, editor)
    footprint = row(editor, PRESTIGE, 0, "footprint")
    assert footprint.problem.isVisibleTo(editor)
    assert "fits nowhere on the map" in footprint.problem.text()
    assert "race drafts do not work" in editor.status.text()
    grid = footprint.findChild(FootprintGrid)
    for cell in sorted(grid.cells)[2:]:  # the grid shows the first squares of the line; keep two
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(*cell))
    settled(qtbot, editor)
    assert not footprint.problem.isVisibleTo(editor), footprint.problem.text()
    assert editor.status.text() == "The pack passes its checks."


def test_a_race_draft_that_cannot_finish_is_named_on_the_forbidden_resources(qtbot: QtBot) -> None:
    editor = editor_on(qtbot, "races.json")
    settled(qtbot, editor)
    basic = [r["id"] for r in editor.draft.items("resources.json") if r.get("tier") == 1]
    before = {}
    for index, race in enumerate(editor.draft.items("races.json")):
        ref = FieldRef("races.json", index, None, "forbidden")
        before[ref] = editor.draft.value(ref)
        editor.change(ref, [r for r in basic if r != race.get("resource")])
    settled(qtbot, editor)
    stuck = [p for p in editor.cross_problems if p.file == "races.json"]
    assert stuck and "draft cannot be finished" in stuck[0].message
    blamed = int(stuck[0].where[1 : stuck[0].where.index("]")])
    show(editor, "races.json", blamed)
    settled(qtbot, editor)
    forbidden = row(editor, "races.json", blamed, "forbidden")
    assert (
        forbidden.problem.isVisibleTo(editor) and "race draft cannot be finished" in forbidden.problem.text()
    )
    for ref, value in before.items():
        editor.change(ref, value)
    settled(qtbot, editor)
    assert not editor.cross_problems and not forbidden.problem.isVisibleTo(editor)


def test_the_footprint_grid_grows_as_the_owner_draws_on_its_edge_and_shows_a_large_shape_whole(
    qtbot: QtBot,
) -> None:
    drawn: list[set[tuple[int, int]]] = []
    grid = FootprintGrid({(0, 0), (1, 0)}, drawn.append)
    qtbot.addWidget(grid)
    assert grid.span == 5
    for x in range(1, 6):
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(x, 0))
        if x == 1:  # uncovered, covered again
            qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_centre(x, 0))
    assert drawn[-1] == {(x, 0) for x in range(6)} and grid.span == 7  # room past the sixth square
    large = FootprintGrid({(x, 0) for x in range(12)}, drawn.append)
    qtbot.addWidget(large)
    assert large.span == 12 and large.cells == {(x, 0) for x in range(12)}  # read whole, nothing cut
