"""What a new player met: irreversible buttons ask first, the log follows undo and shows its newest
line, a new game starts clean, the computer's turn can be watched again, people sharing a screen
are covered between turns, and the board refits to the window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.view.city_page import CityPage
from tests.view.city_game.drive import drag, game, make_page, through_draft


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


class Answers:
    """Stands in for the yes/no box: records each question and gives a set answer."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, yes: bool) -> None:
        self.asked: list[str] = []
        self.yes = yes
        monkeypatch.setattr(QMessageBox, "question", self._ask)

    def _ask(self, parent: object, title: str, text: str, *rest: object) -> QMessageBox.StandardButton:
        self.asked.append(title)
        return QMessageBox.StandardButton.Yes if self.yes else QMessageBox.StandardButton.No


def slow_page(qtbot: QtBot, seats: list[SeatSpec] | None = None) -> CityPage:
    """A page as a player gets it (not the tests' fast mode, which never asks)."""
    page = CityPage()
    qtbot.addWidget(page)
    page.resize(1300, 850)
    page.show()
    qtbot.waitExposed(page)
    page.start_game("symmetric", seats or [SeatSpec("Ada"), SeatSpec("Bo")], 7)
    QApplication.processEvents()
    return page


def test_end_game_and_score_asks_first(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = slow_page(qtbot)
    g = game(page)
    answers = Answers(monkeypatch, yes=False)
    page.end_button.click()
    assert answers.asked and not g.over()
    answers.yes = True
    page.end_button.click()
    assert len(answers.asked) == 2 and g.over()


def test_load_asks_when_a_game_is_in_progress(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = slow_page(qtbot)
    answers = Answers(monkeypatch, yes=False)
    opened: list[object] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: opened.append(a) or ("", ""))
    page.load_button.click()
    assert answers.asked and not opened  # "no": the file dialog never opens
    answers.yes = True
    page.load_button.click()
    assert len(answers.asked) == 2 and opened


def test_continue_asks_when_a_game_is_in_progress(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = slow_page(qtbot)
    g = game(page)
    page.cover.button.click()
    page.decision.buttons[0].click()  # an action: the game is autosaved
    assert g.log
    answers = Answers(monkeypatch, yes=False)
    assert not page.continue_last_game()
    assert answers.asked and page.game is g
    answers.yes = True
    assert page.continue_last_game()
    assert page.game is not g and len(game(page).log) == len(g.log)


def test_nothing_asks_when_no_game_is_in_progress(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = slow_page(qtbot)
    game(page).end_now()
    answers = Answers(monkeypatch, yes=False)
    assert page.may_leave_game() and not answers.asked


def test_undo_takes_the_undone_step_out_of_the_log(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    through_draft(page)
    g = game(page)
    assert page.drag is not None
    drag(page, sorted(page.drag.drop_squares())[0])
    assert page.log.list.count() == len(g.records)
    placed = page.log.list.item(page.log.list.count() - 1).text()
    page.undo_button.click()
    assert page.log.list.count() == len(g.records)
    assert all(page.log.list.item(i).text() != placed for i in range(page.log.list.count()))


@pytest.mark.parametrize("watching", [True, False], ids=["log open", "log opened after"])
def test_the_log_shows_its_newest_line(qtbot: QtBot, watching: bool) -> None:
    page = make_page(qtbot)
    page.resize(1280, 720)
    if watching:
        page.tabs.setCurrentWidget(page.log)
    through_draft(page)
    g = game(page)
    while len(g.records) < 30 and not g.over():  # people play on, by drags and buttons
        if page.drag is not None and page.drag.drag is not None and page.drag.drop_squares():
            drag(page, sorted(page.drag.drop_squares())[0])
            continue
        legal = [a for a in g.legal() if a.placement is None and a.type != "choose_piece"]
        g.submit(legal[0] if legal else g.legal()[0])
    page.tabs.setCurrentWidget(page.log)
    for _ in range(3):
        QApplication.processEvents()
    bar = page.log.list.verticalScrollBar()
    assert bar.maximum() > 0, "too few lines to scroll: the test shows nothing"
    assert bar.value() == bar.maximum()


def test_a_new_game_starts_with_a_clean_status(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    through_draft(page)
    assert page.drag is not None
    drag(page, sorted(page.drag.drop_squares())[0])
    assert page.status.text()  # "Placed."
    page.start_game("symmetric", [SeatSpec("Cy"), SeatSpec("Di")], 3, fast=True)
    assert page.status.text() == "" and page.preview_label.text() == ""


def play_until_the_computer_placed(qtbot: QtBot, page: CityPage) -> None:
    g = game(page)
    g.bot_pause_ms = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: g.seat == 0 or g.over(), timeout=20000)
        if any(r.board for r in g.records if r.action.seat == 1) and g.last_bot_turn():
            return
        if page.drag is not None and page.drag.drag is not None and page.drag.drop_squares():
            drag(page, sorted(page.drag.drop_squares())[0])
            continue
        legal = [a for a in g.legal() if a.placement is None and a.type != "choose_piece"]
        g.submit(legal[0] if legal else g.legal()[0])
    raise AssertionError("the computer never placed a piece")


def test_the_computers_last_turn_can_be_stepped_through_again(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Gus", "greedy")], seed=21)
    play_until_the_computer_placed(qtbot, page)
    g = game(page)
    steps = g.last_bot_turn()
    assert steps and all(r.action.seat == 1 for r in steps)
    assert page.replay_button.isEnabled()
    assert page.replay_last_turn()
    assert page.replay is not None
    seen = [page.status.text()]
    outlined = [not page.layer.halo.boundingRect().isEmpty()]
    while page.replay.at < len(steps):
        page.replay.step()
        seen.append(page.status.text())
        outlined.append(not page.layer.halo.boundingRect().isEmpty())
    assert [s.split(":")[0] for s in seen] == [f"{n} of {len(steps)}" for n in range(1, len(steps) + 1)]
    placing = [bool(r.board) for r in steps]
    assert any(placing) and all(o for o, p in zip(outlined, placing, strict=True) if p)
    page.replay.step()  # past the last: done, the board goes back to what just happened
    assert not page.replay.running()
    QThreadPool.globalInstance().waitForDone()


def test_two_people_get_a_cover_before_each_turn(qtbot: QtBot) -> None:
    page = slow_page(qtbot)
    g = game(page)
    names = [s.name for s in g.seats]
    first = g.seat  # the seed chooses who starts
    assert page.cover.isVisible() and names[first] in page.cover.title.text()
    assert page.cover.geometry() == page.rect()
    shot = page.grab().toImage()  # the board and the panel are hidden under it, not showing through
    corners = {shot.pixelColor(x, y).name() for x in (4, shot.width() - 5) for y in (4, shot.height() - 5)}
    assert corners == {"#2a2118"}
    page.cover.button.click()
    assert not page.cover.isVisible()
    page.decision.buttons[0].click()  # the first person chooses; the other is next
    assert g.seat == 1 - first
    assert page.cover.isVisible() and names[1 - first] in page.cover.title.text()


def test_one_person_against_computers_gets_no_cover(qtbot: QtBot) -> None:
    page = slow_page(qtbot, [SeatSpec("Ada"), SeatSpec("Gus", "greedy")])
    qtbot.waitUntil(
        lambda: game(page).seat == 0, timeout=10_000
    )  # the person's turn (after Gus's, if he starts)
    assert not page.cover.isVisible()
    game(page).paused = True
    QThreadPool.globalInstance().waitForDone()


def test_the_board_refits_when_the_window_is_resized(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    page.resize(1280, 720)
    QApplication.processEvents()
    small = page.view.zoom_factor()
    page.resize(1900, 1100)
    QApplication.processEvents()
    assert page.view.zoom_factor() > small * 1.1
    visible = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    assert page.map_item is not None
    assert visible.contains(page.map_item.sceneBoundingRect().adjusted(1, 1, -1, -1))


def test_a_loaded_games_log_shows_its_newest_line(qtbot: QtBot, tmp_path: Path) -> None:
    page = make_page(qtbot)
    through_draft(page)
    g = game(page)
    while len(g.records) < 30 and not g.over():
        if page.drag is not None and page.drag.drag is not None and page.drag.drop_squares():
            drag(page, sorted(page.drag.drop_squares())[0])
            continue
        legal = [a for a in g.legal() if a.placement is None and a.type != "choose_piece"]
        g.submit(legal[0] if legal else g.legal()[0])
    path = g.save(tmp_path / "game.fdsave")
    other = make_page(qtbot)
    other.resize(1280, 720)
    other.tabs.setCurrentWidget(other.log)
    assert other.load_game(path)
    for _ in range(3):
        QApplication.processEvents()
    bar = other.log.list.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_a_vote_after_the_cover_needs_no_second_pass_screen(qtbot: QtBot) -> None:
    page = slow_page(qtbot)
    g = game(page)
    for _ in range(600):  # simple play (never a vote) until a vote is due
        if g.state.stack and g.state.stack[-1].kind == "vote":
            break
        legal = g.legal()
        calls = [a for a in legal if a.type == "play_card" and a.target == "call_to_vote"]
        g.submit(calls[0] if calls else legal[0])
    voter = g.seat
    assert g.state.stack[-1].kind == "vote" and voter is not None
    if not page.cover.isVisible():  # the same person as the last one revealed: cover them anyway
        page.shown_seat = None
        page.refresh()
    assert page.cover.isVisible() and g.seats[voter].name in page.cover.title.text()
    assert page.decision.vote_box is None  # nothing of the vote is built behind the cover yet
    page.cover.button.click()
    assert page.decision.vote_box is not None  # the vote at once: the cover was the pass screen
