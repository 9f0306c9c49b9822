"""A language switch reaches texts put together from parts: tooltips, titles, menus, logs and
the boards' painted letters, on every page state, while the page is open."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsView,
    QListWidget,
    QTabBar,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from founders_desktop.view.main_window import MainWindow
from founders_desktop.view.tactics import geometry as geo
from tests.view.i18n_pages import (
    PAGE_STATES,
    open_state,
    own_text,
    widget_name,
)

# Words that stay as they are in every language: the app's and languages' own names, the seats'
# names the test gives, key names.
KEPT = ("Founders Desktop", "English", "Español", "Ada", "Bo", "Esc", "Delete", "Ctrl", "JSON")


def _texts_in(page: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text and tooltip the page shows, board items' tooltips included."""
    found: list[tuple[str, str]] = []
    for widget in [page, *page.findChildren(QWidget)]:
        if widget is not page and not widget.isVisibleTo(page):
            continue
        name = widget_name(widget)
        found += [(f"{name} tooltip", widget.toolTip()), (name, own_text(widget))]
        if isinstance(widget, QComboBox):
            found += [(f"{name} item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            found += [(f"{name} row", widget.item(i).text()) for i in range(widget.count())]
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                found += [(f"{name} tab", widget.tabText(i)), (f"{name} tab tooltip", widget.tabToolTip(i))]
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            found += [(f"{type(item).__name__} tooltip", item.toolTip()) for item in widget.scene().items()]
    for action in page.findChildren(QAction):
        found += [(f"action {action.objectName()}", action.text()), ("action tooltip", action.toolTip())]
    return found


def _every_tab(page: QWidget) -> list[tuple[str, str]]:
    """The texts of the page with each tab of each tab widget shown in turn."""
    found = _texts_in(page)
    for tabs in page.findChildren(QTabWidget):
        if tabs.isVisibleTo(page):
            current = tabs.currentIndex()
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                found += _texts_in(page)
            tabs.setCurrentIndex(current)
    return found


def _english_left(page: QWidget) -> list[str]:
    left = []
    for where, text in _every_tab(page):
        words = re.sub(r"<[^>]*>|&\w+;", " ", text)
        for kept in KEPT:
            words = words.replace(kept, "")
        if re.search(r"[A-Za-z]{2,}", words):
            left.append(f"{where}: {text[:120]!r}")
    return sorted(set(left))


@pytest.mark.parametrize("state", PAGE_STATES)
def test_after_a_switch_to_russian_no_english_is_left(
    window: MainWindow, qtbot: QtBot, state: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Texts put together from parts (tooltips, titles, board items, menus) follow a switch made
    while the page is open, not only the fixed ones."""
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    page = open_state(window, qtbot, state)
    qtbot.wait(10)
    assert _english_left(page) != [] or state == "start"  # English before: the check sees it
    window.language_actions["ru"].trigger()
    assert _english_left(page) == []


def test_the_tactics_board_carries_no_words_to_repaint(window: MainWindow, qtbot: QtBot) -> None:
    """Terrain and the marks on a hovered path are drawn as textures, not letters: the board,
    a path over traps and rough ground included, paints the same in every language."""
    window.show_page("tactics")
    page = window.tactics_page
    view = page.view
    page.inspect("summon-1", 4)
    reach = page.tactics_scene.reach_item.reach
    board = page.controller.scenario.terrain_map()
    marked = [h for h, step in reach.items() if any(board.get(p) is not None for p in step.path)]
    assert marked  # the demo room's reach crosses marked terrain
    QTest.mouseMove(view.viewport(), view.mapFromScene(geo.centre(marked[0])))
    assert page.tactics_scene.path_item.path == reach[marked[0]].path
    qtbot.wait(20)
    english = view.viewport().grab().toImage()
    window.language_actions["ru"].trigger()
    qtbot.wait(20)
    assert view.viewport().grab().toImage() == english
    window.language_actions["en"].trigger()


def test_the_names_printed_on_reserved_locations_follow_the_language(window: MainWindow) -> None:
    window.show_page("sandbox")
    board = window.sandbox_page.map_item
    assert board is not None and "Ghost Fortress" in board.location_labels.values()
    window.language_actions["ru"].trigger()
    assert "Призрачная крепость" in board.location_labels.values()
    window.language_actions["es"].trigger()
    assert "Fortaleza Fantasma" in board.location_labels.values()


def test_the_play_menu_names_and_orders_scenarios_in_the_new_language(window: MainWindow) -> None:
    window.show_page("tactics")
    menu = window.tactics_page.play_menu

    def scenarios() -> list[str]:
        return [a.text().split(" (")[0] for a in menu.actions() if a.data()]

    english = scenarios()
    assert english == sorted(english) and len(english) == len(set(english))
    assert {"Crag Hollow", "The Brine Vault", "The Mossy Cellar", "The Sunken Stair"} <= set(english)
    window.language_actions["ru"].trigger()
    russian = scenarios()
    assert russian == sorted(russian) and len(russian) == len(english)
    assert {"Замшелый погреб", "Затонувшая лестница", "Скалистая лощина", "Соляное хранилище"} <= set(russian)
    assert not set(russian) & set(english)


def test_the_tactics_forms_keep_their_labels_in_every_language(window: MainWindow) -> None:
    """The form rows set their label in retranslate(): each row has one, in the language in force."""
    window.show_page("tactics")
    page = window.tactics_page
    rows = [
        (page.figure_panel.form, page.figure_panel.initiative),
        (page.figure_panel.form, page.figure_panel.mode),
        (page.ability_editor.form, page.ability_editor.rules),
        (page.ability_editor.form, page.ability_editor.targets_spin),
    ]

    def labels() -> list[str]:
        return [form.labelForField(field).text() for form, field in rows]  # type: ignore[union-attr]

    assert labels() == ["Initiative:", "Movement:", "Rule set:", "Targets (0 = no attack):"]
    window.language_actions["ru"].trigger()
    assert all(re.search("[а-я]", text) for text in labels())
    window.language_actions["en"].trigger()
    assert labels()[0] == "Initiative:"
