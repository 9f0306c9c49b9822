"""The figure panel's starting state: a condition ticked in the panel is one undoable edit, is
saved in the case file and opens again, and the standee on the editor board shows it as the play
page does (its icon token down the standee's right edge, and a hover card)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QStyleOptionGraphicsItem

from founders_desktop.view.tactics.play_items import CONDITION_DOT, conditions_rect
from founders_desktop.view.tactics.start_figure_item import StartFigureItem
from founders_desktop.view.tactics_page import TacticsPage

MONSTER = "monster-1"


def standee(page: TacticsPage) -> StartFigureItem:
    item = page.tactics_scene.figure_items[MONSTER]
    assert isinstance(item, StartFigureItem)
    return item


def first_token(item: StartFigureItem) -> list[int]:
    """The standee as painted, pixel by pixel, where its first condition token goes (the
    play page's spot, play_items.paint_conditions: top of the right edge)."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(QPointF(-rect.left(), -rect.top()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    zone = conditions_rect().translated(-rect.left(), -rect.top())
    x0, y0 = int(zone.left()) + 1, int(zone.top()) + 1
    return [image.pixel(x, y) for x in range(x0, x0 + CONDITION_DOT) for y in range(y0, y0 + CONDITION_DOT)]


def changed(a: list[int], b: list[int]) -> int:
    return sum(1 for p, q in zip(a, b, strict=True) if p != q)


def test_a_condition_ticked_in_the_panel_is_saved_shown_on_the_standee_and_undone(
    page: TacticsPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page.inspect(MONSTER, 2)
    panel = page.figure_panel
    box = panel.conditions["poisoned"]
    assert box.isEnabled() and not box.isChecked()
    assert standee(page).toolTip() == ""
    plain = first_token(standee(page))
    steps = page.controller.undo_stack.count()

    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    figure = page.controller.scenario.figure(MONSTER)
    assert figure is not None and figure.conditions == ("poisoned",)
    assert page.controller.undo_stack.count() == steps + 1
    assert standee(page).figure.conditions == ("poisoned",)
    assert "poisoned" in standee(page).toolTip() and "poisoned.svg" in standee(page).toolTip()
    assert changed(first_token(standee(page)), plain) > CONDITION_DOT * CONDITION_DOT // 3  # its token

    target = tmp_path / "poisoned.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.save_action.trigger()
    saved = json.loads(target.read_text())
    assert saved["format"] == "monster-turn/2"
    entry = next(f for f in saved["figures"] if f["role"] == "active")
    assert entry["conditions"] == ["poisoned"]

    page.undo_action.trigger()
    figure = page.controller.scenario.figure(MONSTER)
    assert figure is not None and figure.conditions == ()
    assert not panel.conditions["poisoned"].isChecked()
    assert standee(page).toolTip() == "" and first_token(standee(page)) == plain

    assert page.open_path(target)
    page.inspect(MONSTER, 2)
    assert page.controller.scenario.figure(MONSTER).conditions == ("poisoned",)  # type: ignore[union-attr]
    assert panel.conditions["poisoned"].isChecked()


def test_shield_and_retaliate_with_range_are_edited_saved_and_shown_on_hover(
    page: TacticsPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page.inspect(MONSTER, 2)
    panel = page.figure_panel
    assert not panel.retaliate_range.isEnabled()  # no retaliate, no range to give it
    panel.shield.setValue(1)
    panel.retaliate.setValue(2)
    assert panel.retaliate_range.isEnabled()
    panel.retaliate_range.setValue(3)
    figure = page.controller.scenario.figure(MONSTER)
    assert figure is not None and (figure.shield, figure.retaliate, figure.retaliate_range) == (1, 2, 3)
    card = standee(page).toolTip()
    assert "Shield 1" in card and "Retaliate 2, range 3" in card
    target = tmp_path / "guarded.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.save_action.trigger()
    entry = next(f for f in json.loads(target.read_text())["figures"] if f["role"] == "active")
    assert (entry["shield"], entry["retaliate"], entry["retaliate_range"]) == (1, 2, 3)
    for _ in range(3):
        page.undo_action.trigger()
    figure = page.controller.scenario.figure(MONSTER)
    assert figure is not None and (figure.shield, figure.retaliate) == (0, 0)
    assert panel.shield.value() == 0 and panel.retaliate.value() == 0


def test_without_a_selection_the_starting_state_is_disabled(page: TacticsPage) -> None:
    page.inspect(None, 2)
    panel = page.figure_panel
    assert not any(b.isEnabled() for b in panel.conditions.values())
    assert not panel.shield.isEnabled() and not panel.retaliate.isEnabled()
