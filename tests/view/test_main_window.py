"""The main window as a person uses it: the start page's entries, the menus, remembered geometry."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.main_window import DEFAULT_SIZE, MainWindow


def make_window(qtbot: QtBot, settings_path: Path) -> MainWindow:
    window = MainWindow(QSettings(str(settings_path), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot: QtBot, _isolated_settings: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    from founders_desktop.view.city_page import CityPage

    # The setup dialog is modal; these tests are about navigation, so it answers "start" at once.
    monkeypatch.setattr(CityPage, "new_game_dialog", lambda self: True)
    return make_window(qtbot, _isolated_settings)


def test_opens_on_the_start_page_at_the_default_size(window: MainWindow) -> None:
    assert window.current_page_name() == "start"
    assert (window.width(), window.height()) == DEFAULT_SIZE
    assert window.windowTitle() == "Founders Desktop"


@pytest.mark.parametrize(
    ("button", "page"),
    [("city_button", "city"), ("sandbox_button", "sandbox"), ("tactics_button", "tactics")],
)
def test_start_page_entries_open_their_pages(
    window: MainWindow, qtbot: QtBot, button: str, page: str
) -> None:
    qtbot.mouseClick(getattr(window.start_page, button), Qt.MouseButton.LeftButton)
    assert window.current_page_name() == page
    board_page = window.current_board_page()
    assert isinstance(board_page, BoardPage)
    assert board_page.view.isVisible()
    assert board_page.side_panel.isVisible()
    assert board_page.scene.items(), "each board page draws its board"


@pytest.mark.parametrize(
    ("action", "page"),
    [
        ("city_action", "city"),
        ("sandbox_action", "sandbox"),
        ("tactics_action", "tactics"),
        ("start_action", "start"),
    ],
)
def test_file_menu_actions_switch_pages(window: MainWindow, action: str, page: str) -> None:
    window.show_page("tactics" if page == "start" else "start")
    getattr(window, action).trigger()
    assert window.current_page_name() == page


def test_menu_bar_has_file_view_help(window: MainWindow) -> None:
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["File", "View", "Help"]


def test_about_names_the_app_and_where_its_data_comes_from(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append((title, text)))
    window.about_action.trigger()
    assert len(shown) == 1
    title, text = shown[0]
    assert "Founders Desktop" in title
    assert "Founders of Gloomhaven" in text
    assert "rulebook" in text and "reconstructed" in text


def test_zoom_actions_only_on_board_pages(window: MainWindow) -> None:
    assert not window.zoom_in_action.isEnabled()
    window.show_page("tactics")
    assert window.zoom_in_action.isEnabled()
    view = window.tactics_page.view
    before = view.zoom_factor()
    window.zoom_in_action.trigger()
    assert view.zoom_factor() > before
    window.zoom_out_action.trigger()
    window.zoom_out_action.trigger()
    assert view.zoom_factor() < before


def test_fit_to_window_shows_the_whole_board(window: MainWindow) -> None:
    window.show_page("tactics")
    view = window.tactics_page.view
    view.zoom_by(5.0)
    window.fit_action.trigger()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.tactics_page.grid_item.sceneBoundingRect())


def test_wheel_zooms_toward_the_cursor(window: MainWindow, qtbot: QtBot) -> None:
    window.show_page("tactics")
    view = window.tactics_page.view
    view.zoom_by(2.0)  # the board now overflows the view, so it can scroll under the cursor
    QApplication.processEvents()
    cursor = QPoint(view.viewport().width() // 4, view.viewport().height() // 3)
    under_cursor_before = view.mapToScene(cursor)
    event = QWheelEvent(
        QPointF(cursor),
        QPointF(view.viewport().mapToGlobal(cursor)),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    before = view.zoom_factor()
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom_factor() == pytest.approx(before * 1.15**2, rel=1e-3)
    under_cursor_after = view.mapToScene(cursor)
    assert (under_cursor_after - under_cursor_before).manhattanLength() < 2.0


def test_window_size_and_position_are_remembered(qtbot: QtBot, _isolated_settings: Path) -> None:
    first = make_window(qtbot, _isolated_settings)
    first.resize(700, 520)
    first.move(40, 30)
    first.close()
    second = make_window(qtbot, _isolated_settings)
    assert (second.width(), second.height()) == (700, 520)
    assert second.pos() == first.pos()


def test_a_broken_saved_game_is_refused_with_its_reason(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    broken = tmp_path / "cut.fdsave"
    broken.write_text('{"format": "founders-desktop-save", "schema_ver')
    assert window.open_saved_game(broken) is False
    assert len(shown) == 1
    assert str(broken) in shown[0]
    assert "incomplete" in shown[0]
    assert window.current_page_name() == "start", "nothing was half-opened"


def test_a_saved_game_opens_on_its_own_page(window: MainWindow, tmp_path: Path) -> None:
    from founders_desktop.persist import save_game

    opened: list[Path] = []
    window.sandbox_page.open_saved_game = lambda path: opened.append(path) or True  # type: ignore[attr-defined]
    path = tmp_path / "layout.fdsave"
    payload = {"pack": {"id": "default", "version": "1"}, "map_id": "thematic", "placements": [], "note": ""}
    save_game(path, "sandbox", payload)
    assert window.open_saved_game(path) is True
    assert opened == [path]
    assert window.current_page_name() == "sandbox"


def test_a_saved_tactics_game_opens_in_play(window: MainWindow, tmp_path: Path) -> None:
    from founders_desktop.app.tactics.play_files import shipped_scenarios
    from founders_desktop.app.tactics.play_save import write_fdsave

    scenario = shipped_scenarios()[0].scenario
    path = write_fdsave(tmp_path / "fight.fdsave", scenario, None, 11, [])
    assert window.open_saved_game(path) is True
    assert window.current_page_name() == "tactics"
    play = window.tactics_page.play_page
    assert play is not None
    assert play.controller.scenario.id == scenario.id
    assert play.controller.seed == 11


def test_cancelling_the_new_game_dialog_returns_to_the_start_page(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from founders_desktop.view.city_page import CityPage

    monkeypatch.setattr(CityPage, "new_game_dialog", lambda self: False)
    window.city_action.trigger()
    assert window.current_page_name() == "start"


def test_continue_last_game_shows_only_with_an_autosave(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import founders_desktop.app.city_game.autosaves as autosaves

    monkeypatch.setattr(autosaves, "playable_city_autosave", lambda pack: None)
    window.show_page("start")
    qtbot.wait(20)
    assert window.start_page.continue_button.isHidden()
    monkeypatch.setattr(autosaves, "playable_city_autosave", lambda pack: Path("game.fdsave"))
    opened: list[bool] = []
    monkeypatch.setattr(window.city_page, "continue_last_game", lambda: opened.append(True) or True)
    window.show_page("start")
    qtbot.waitUntil(lambda: not window.start_page.continue_button.isHidden(), timeout=2000)
    window.start_page.continue_button.click()
    assert opened == [True]
    assert window.current_page_name() == "city"


def test_game_pages_are_built_only_when_first_shown(window: MainWindow) -> None:
    assert set(window.pages) == {"start"}, "the start page paints without building the game pages"
    window.show_page("tactics")
    assert set(window.pages) == {"start", "tactics"}
