"""A solo game shows where it stands above the decision: the cycle of seven, the votes to come,
the buildings and their open slots, the goal, and while the first stall is placed the
difficulty each section sets. Games of more players show none of it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.view import i18n
from founders_desktop.view.city_game.end_screen import EndScreen
from tests.view.city_game.drive import drag, game, make_page, through_draft


def test_a_solo_game_shows_its_cycle_votes_slots_and_goal(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada")], seed=4)
    label = page.solo_status
    assert label.isVisible()
    assert "cycle 1 of 7" in label.text() and "votes still to come: 6" in label.text()
    assert "by the end of cycle 7" in label.text()
    assert not page.board_info.completions.isVisible()  # six completions end no solo game
    through_draft(page)
    g = game(page)
    assert g.state.stack[-1].kind == "first_stall"
    board = g.state.map_board
    for section in board.sections:  # the sections name the difficulty they set
        assert section.name in label.text()
    start = next(a.placement for a in g.legal() if a.placement is not None)
    drag(page, start.anchor)
    assert g.state.stack[-1].kind == "turn"
    number = board.section_of(start.anchor)
    assert number is not None
    level = board.section(number).solo_difficulty.replace("_", " ")
    assert f"Start section: {level} difficulty." in label.text()
    assert "sets the difficulty" not in label.text()  # said while the first stall is placed


def test_the_solo_status_follows_the_votes(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada")], seed=4)
    g = game(page)
    while not (g.state.stack[-1].kind == "turn" and g.state.votes_held == 1):
        assert not g.submit(g.legal()[0])  # cycle 1 played, its vote held, as a player would
        QApplication.processEvents()
    text = page.solo_status.text()
    assert "cycle 2 of 7" in text and "votes still to come: 5" in text
    assert "Buildings: 1 on the board" in text
    progress = g.solo_progress()
    assert progress is not None and progress.wanted
    names = [g.pack.resources[r].name for r, _ in progress.wanted]
    assert f"Still to deliver: {', '.join(names)}." in text  # each wanted once by the one building


def test_no_solo_status_with_more_players(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")])
    assert not page.solo_status.isVisible()
    assert page.board_info.completions.text()


def test_the_solo_end_screen_says_what_the_goal_came_to(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada")], seed=4)
    g = game(page)
    while not g.over():
        assert not g.submit(g.legal()[0])
    QApplication.processEvents()
    progress = g.solo_progress()
    assert progress is not None and progress.cycle == 7
    end = EndScreen(g)
    qtbot.addWidget(end)
    summary = end.findChild(QLabel, "soloSummary")
    assert summary is not None
    if g.state.solo_result == "won":
        assert "Every slot of every building was delivered" in summary.text()
    else:
        assert f"Open slots left: {progress.open_slots};" in summary.text()
        assert f"buildings complete: {progress.complete} of {progress.buildings}." in summary.text()
        assert progress.open_slots > 0


def test_no_solo_summary_after_a_game_of_more_players(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")])
    end = EndScreen(game(page))
    qtbot.addWidget(end)
    assert end.findChild(QLabel, "soloSummary") is None


def test_the_solo_status_speaks_the_players_language(qtbot: QtBot, english_afterwards: None) -> None:
    page = make_page(qtbot, [SeatSpec("Ada")], seed=4)
    through_draft(page)
    app = QApplication.instance()
    assert app is not None
    i18n.install_language(app, "ru")  # the page refreshes on the language change
    text = page.solo_status.text()
    assert "цикл 1 из 7" in text
    assert "Запад: обычная" in text  # the map's section names too (West, normal)


def test_a_resource_wanted_twice_says_how_many_slots(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada")], seed=4)
    g = game(page)
    while not (g.state.stack[-1].kind == "turn" and g.state.votes_held == 2):
        assert not g.submit(g.legal()[0])
        QApplication.processEvents()
    progress = g.solo_progress()
    assert progress is not None
    twice = [r for r, n in progress.wanted if n == 2]
    assert twice, progress.wanted
    assert f"{g.pack.resources[twice[0]].name} (2)" in page.solo_status.text()
