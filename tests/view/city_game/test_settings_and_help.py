"""The city game's settings (computer pause, confirm a card, hints) are kept between runs and take
effect at once; every choice of a prompt carries its rule in a tooltip."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.city.game import Action
from founders_desktop.view.city_game.rules_help import action_help
from founders_desktop.view.city_game.settings import SETTINGS_ENV, GameSettings, SettingsDialog
from founders_desktop.view.city_page import CityPage
from tests.view.city_game.drive import drag, game, make_page, through_draft


@pytest.fixture(autouse=True)
def _dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))


def to_first_turn(page: CityPage) -> None:
    through_draft(page)
    g = game(page)
    while g.state.stack[-1].kind == "first_stall":
        assert page.drag is not None
        drag(page, sorted(page.drag.drop_squares())[0])
    assert g.state.stack[-1].kind == "turn"


def test_settings_are_kept_between_runs(qtbot: QtBot) -> None:
    assert GameSettings.load() == GameSettings()
    GameSettings(bot_pause_ms=1200, confirm_cards=True, hints=False).save()
    assert GameSettings.load() == GameSettings(1200, True, False)
    page = CityPage()
    qtbot.addWidget(page)
    assert page.settings == GameSettings(1200, True, False)


def test_the_settings_dialog_applies_at_once_and_is_saved(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = make_page(qtbot)

    def answer(dialog: SettingsDialog) -> int:
        dialog.pause.setValue(900)
        dialog.hints.setChecked(False)
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", answer)
    page.settings_button.click()
    assert game(page).bot_pause_ms == 900
    assert GameSettings.load() == GameSettings(900, False, False)


def test_confirm_asks_before_a_card_is_played(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    page.settings = GameSettings(confirm_cards=True)
    page.fast = False  # (fast mode, for bots in tests, never asks)
    g = game(page)
    asked: list[str] = []
    reply = QMessageBox.StandardButton.No

    def question(parent: object, title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return reply

    monkeypatch.setattr(QMessageBox, "question", question)
    before = len(g.log)
    up = next(b for b in page.decision.buttons if b.objectName().startswith("playUp_") and b.isEnabled())
    up.click()
    assert len(asked) == 1 and len(g.log) == before, "answered No: the card stays in the hand"
    reply = QMessageBox.StandardButton.Yes
    up.click()
    assert len(asked) == 2 and len(g.log) == before + 1


def notes(page: CityPage) -> list[str]:
    return [w.text() for w in page.decision.body.findChildren(QLabel)]


def test_hints_off_hides_the_notes_on_how_to_play(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)
    assert page.tray.hint.isVisibleTo(page)
    assert any("Or drag a piece" in n for n in notes(page))
    page.settings = GameSettings(hints=False)
    page.refresh()
    assert not page.tray.hint.isVisibleTo(page)
    assert not any("Or drag a piece" in n for n in notes(page))


def test_basic_actions_and_bonuses_say_their_rule_in_a_tooltip(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    g = game(page)
    down = next(b for b in page.decision.buttons if b.objectName().startswith("playDown_") and b.isEnabled())
    down.click()
    QApplication.processEvents()
    assert g.state.stack[-1].kind == "basic"
    tips = {b.text(): b.toolTip() for b in page.decision.buttons}
    assert tips["Take 1 money"].startswith("Basic action: gain 1 money.")
    assert "Key: " in tips["Take 1 money"]
    assert "fleeting influence" in tips["Take 1 fleeting influence"]
    assert all(tip.split("\n")[0] and not tip.startswith("Key") for tip in tips.values()), tips


def test_a_follow_says_what_the_card_played_lets_the_others_do(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    state = game(page).state
    trade = action_help(state, Action("follow", 0), "trade")
    assert trade.startswith("Follow: take the follow action of the card played")
    assert "Followers trade on red or white squares only." in trade
    assert action_help(state, Action("choose", 0)) == ""  # an option's label says it all


def test_before_a_game_the_buttons_sit_two_to_a_row_without_holes(qtbot: QtBot) -> None:
    page = CityPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    load, settings, keys = page.load_button, page.settings_button, page.keys_button
    assert load.x() == keys.x() < settings.x()  # Load | Settings, then Keys: no gap where Undo was
    assert load.y() == settings.y() < keys.y()
