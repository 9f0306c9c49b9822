"""Hovering a card's name shows its card: a hand card, a decision button, a log line, a card on
the offer board, a tray piece, a name in the players panel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from founders_desktop.city.game import Action, ActionRecord
from founders_desktop.view.cards.hover import CARD_ROLE, shared_hover
from founders_desktop.view.city_game.settings import SETTINGS_ENV
from founders_desktop.view.city_page import CityPage
from tests.view.city_game.drive import drag, game, make_page, through_draft


@pytest.fixture(autouse=True)
def _dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))


def enter(widget: QWidget) -> None:
    local = QPointF(3, widget.height() / 2)
    QApplication.sendEvent(widget, QEnterEvent(local, QPointF(widget.mapToGlobal(local.toPoint())), local))


def leave(widget: QWidget) -> None:
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))


def move(widget: QWidget, at: QPoint) -> None:
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(at),
        QPointF(widget.mapToGlobal(at)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def to_first_turn(page: CityPage) -> None:
    through_draft(page)
    g = game(page)
    while g.state.stack[-1].kind == "first_stall":
        assert page.drag is not None
        drag(page, sorted(page.drag.drop_squares())[0])


def test_hovering_a_hand_card_shows_that_card_and_leaving_hides_it(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    hover = shared_hover(page.pack)
    hand = game(page).state.players[game(page).seat or 0].hand
    for card in dict.fromkeys(hand):
        label = page.decision.body.findChild(QLabel, f"handCard_{card}")
        assert label is not None
        enter(label)
        assert hover.shown == (card,)
        assert hover.popup is not None and hover.popup.isVisible()
        assert hover.popup.faces[0].card == card
        assert hover.popup.parentWidget() is page.window()  # goes with the window, never outlives it
        leave(label)
        assert not hover.popup.isVisible() and hover.shown == ()


def test_the_face_up_button_shows_the_card_it_plays(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    up = next(b for b in page.decision.buttons if b.objectName().startswith("playUp_"))
    enter(up)
    assert shared_hover(page.pack).shown == (up.objectName().removeprefix("playUp_"),)
    leave(up)


def test_a_log_line_shows_the_cards_it_names(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    g = game(page)
    card = g.state.players[g.seat or 0].hand[0]
    page.log.add(g, ActionRecord(Action("play_card", g.seat or 0, target=card, face_up=False)))
    items = page.log.list
    last = items.item(items.count() - 1)
    assert last.data(CARD_ROLE) == (card,)
    page.tabs.setCurrentWidget(page.log)
    QApplication.processEvents()
    move(items.viewport(), items.visualItemRect(last).center())
    assert shared_hover(page.pack).shown == (card,)
    leave(items.viewport())
    assert shared_hover(page.pack).shown == ()


def test_a_card_on_the_offer_board_shows_large(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    page.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    offer = page.board_info.offer
    assert offer.face is not None and offer.width() > 0
    state = game(page).state
    n = len(state.offer)
    for k, card in enumerate(state.offer):
        move(offer, QPoint(round(offer.width() * (k + 0.5) / n), round(offer.height() * 0.6)))
        assert shared_hover(page.pack).shown == ((card,) if card else ())
    leave(offer)


def test_a_name_in_the_players_panel_shows_its_card(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    label = page.players.findChild(QLabel, "playerText_0")
    assert label is not None
    card = game(page).state.players[0].hand[0]
    assert f"card:{card}" in label.text()
    label.linkHovered.emit(f"card:{card}")
    assert shared_hover(page.pack).shown == (card,)
    label.linkHovered.emit("")
    assert shared_hover(page.pack).shown == ()


def test_a_tray_piece_shows_its_card(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)  # first trade stall: the race's resource is in the tray
    piece, button = next(iter(page.tray.buttons.items()))
    enter(button)
    assert shared_hover(page.pack).shown == (piece.item,)
    leave(button)


def test_every_enabled_choice_carries_the_number_key_that_presses_it(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    enabled = [b for b in page.decision.buttons if b.isEnabled()]
    assert enabled and all(not b.icon().isNull() for b in enabled[:9])
    assert all(b.icon().isNull() for b in page.decision.buttons if not b.isEnabled())
    for n, b in enumerate(enabled[:9], start=1):
        assert f"Key: {n}" in b.toolTip()
    g = game(page)
    before = len(g.log)
    QTest.keyClick(page, Qt.Key.Key_1)
    assert len(g.log) == before + 1 or g.state.stack[-1].kind != "turn"


def test_the_vote_box_shows_the_proposals_as_cards_to_read_before_voting(qtbot: QtBot) -> None:
    from founders_desktop.app.city_game.seats import SeatSpec

    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")], seed=3)
    g = game(page)
    for _ in range(600):
        if g.state.stack and g.state.stack[-1].kind == "vote":
            break
        legal = g.legal()
        calls = [a for a in legal if a.type == "play_card" and a.target == "call_to_vote"]
        g.submit(calls[0] if calls else legal[0])
    page.decision.buttons[0].click()  # "I am ...: show my vote"
    box = page.decision.vote_box
    assert box is not None
    proposals = list(g.state.proposals)
    assert box.board.face is not None and box.board.face.card == "proposals"
    QApplication.processEvents()
    n = len(proposals)
    for k, building in enumerate(proposals):
        move(box.board, QPoint(round(box.board.width() * (k + 0.5) / n), round(box.board.height() * 0.6)))
        assert shared_hover(page.pack).shown == (building,)
    leave(box.board)
    box.proposal.setCurrentIndex(n - 1)
    enter(box.proposal)
    assert shared_hover(page.pack).shown == (proposals[-1],)
    leave(box.proposal)


def test_call_to_vote_on_hover_says_how_many_cards_this_game_needs_first(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    to_first_turn(page)
    label = page.decision.body.findChild(QLabel, "handCard_call_to_vote")
    assert label is not None
    enter(label)
    hover = shared_hover(page.pack)
    assert hover.popup is not None
    needed = page.pack.scoring.cards_before_vote["2"]
    assert f"Play it after {needed} other cards." in hover.popup.faces[0].text()
    leave(label)
