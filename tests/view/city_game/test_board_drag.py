"""Placing by drag in the real game: a legal drop becomes the engine's action, an illegal one
snaps back with the reason, and undo puts the board back."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.city.game.replay import snapshot
from founders_desktop.view.board.gc_pause import NEVER
from tests.view.city_game.drive import drag, game, make_page, through_draft


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_forbidden_races_are_disabled_with_a_reason(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    g = game(page)
    page.decision.buttons[0].click()  # first seat takes the first race
    disabled = [b for b in page.decision.buttons if not b.isEnabled()]
    assert disabled and all(b.toolTip() for b in disabled)
    assert len(g.log) == 1


def test_legal_drop_is_the_first_stall_action(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    through_draft(page)
    g = game(page)
    assert g.state.stack[-1].kind == "first_stall"
    assert page.drag is not None and page.drag.drag is not None  # the only piece is in hand
    target = sorted(page.drag.drop_squares())[0]
    before = len(g.log)
    drag(page, target)
    assert len(g.log) == before + 1
    assert g.log[-1].type == "first_stall"
    assert len(page.layer.tiles) == len(g.state.board.tiles) >= 1


def test_illegal_drop_snaps_back_with_the_reason(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    through_draft(page)
    g = game(page)
    assert page.drag is not None
    legal = page.drag.drop_squares()
    target = next((x, y) for y in range(4, 8) for x in range(2, 12) if (x, y) not in legal)
    before = snapshot(g.state)
    drag(page, target)
    assert snapshot(g.state) == before
    assert page.status.text().startswith("Not placed")
    assert len(page.layer.tiles) == len(g.state.board.tiles)


def test_undo_restores_the_board(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    through_draft(page)
    g = game(page)
    before = snapshot(g.state)
    assert page.drag is not None
    drag(page, sorted(page.drag.drop_squares())[0])
    assert snapshot(g.state) != before
    page.undo_button.click()
    assert snapshot(g.state) == before
    assert len(page.layer.tiles) == len(g.state.board.tiles)


def test_number_keys_press_the_prompt_buttons(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    g = game(page)
    page.activateWindow()
    page.decision.setFocus()
    qtbot.keyClick(page.decision, "2")
    assert len(g.log) == 1 and g.log[0].type == "choose_race"


def test_the_last_turns_message_goes_when_a_new_card_is_played(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    through_draft(page)
    g = game(page)
    while g.state.stack[-1].kind == "first_stall":
        assert page.drag is not None
        drag(page, sorted(page.drag.drop_squares())[0])
    assert page.status.text() == "Placed."
    card = next(a for a in g.legal() if a.type == "play_card")
    page.decision.press(card)
    assert g.log[-1] == card
    assert page.status.text() == ""  # not the last stall's "Placed." under the new turn


def test_the_players_panel_names_a_race_as_a_race(qtbot: QtBot) -> None:
    """A computer seat playing the Human race read "(computer, Human)"."""
    page = make_page(qtbot)
    g = game(page)
    human = next(b for b in page.decision.buttons if b.isEnabled() and b.text().startswith("Human"))
    chooser = g.state.stack[-1].seat  # the start player, drawn from the seed
    human.click()
    assert g.state.players[chooser].race == "human"
    assert "(person, race Human)" in page.players.text()


def test_no_race_button_is_cut(qtbot: QtBot) -> None:
    """ "Aesther (any remaining card)" was cut at both ends in a half-width column."""
    page = make_page(qtbot)
    qtbot.waitUntil(lambda: all(b.width() > 0 for b in page.decision.buttons))
    aesther = next(b for b in page.decision.buttons if b.text().startswith("Aesther"))
    for b in page.decision.buttons:
        words = b.fontMetrics().horizontalAdvance(max(b.text().split(), key=len))
        assert b.width() >= b.minimumSizeHint().width() > words, b.text()
        assert b.height() >= b.heightForWidth(b.width()), b.text()
    assert aesther.isVisible()


def test_what_the_computer_just_did_is_said_beside_the_board(qtbot: QtBot) -> None:
    from founders_desktop.app.city_game.seats import SeatSpec
    from founders_desktop.view.city_game.words import action_text

    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Gus", "greedy")], seed=21)
    g = game(page)
    g.bot_pause_ms = 0
    for _ in range(60):  # Ada answers simply; Gus plays, until Gus has played a card
        qtbot.waitUntil(lambda: g.seat == 0 or g.over(), timeout=20000)
        if any(a.type == "play_card" and a.seat == 1 for a in g.log):
            break
        if page.drag is not None and page.drag.drag is not None and page.drag.drop_squares():
            drag(page, sorted(page.drag.drop_squares())[0])
            continue
        legal = [a for a in g.legal() if a.placement is None and a.type != "choose_piece"]
        g.submit(legal[0] if legal else g.legal()[0])
    played = next(a for a in g.log if a.type == "play_card" and a.seat == 1)
    assert f"Gus: {action_text(g.pack, played)}" in page.status.text()


def test_a_follow_prompt_without_a_follow_says_so(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication, QLabel

    page = make_page(qtbot, seed=5)
    g = game(page)
    for _ in range(100):  # main actions, else the first answer, until a follow nobody can take
        step = g.state.stack[-1]
        legal = g.legal()
        if step.kind == "follow" and not any(a.type == "follow" for a in legal):
            break
        up = [a for a in legal if a.type == "play_card" and a.face_up]  # main actions spend money
        g.submit(up[0] if step.kind == "turn" and up else legal[0])
    else:
        raise AssertionError("no follow prompt without a follow came")
    note = page.decision.body.findChild(QLabel, "noFollow")
    QApplication.processEvents()  # a new prompt body is shown after the event loop turns
    assert note is not None and note.isVisibleTo(page)
    assert "You cannot follow the " in note.text()


def test_a_game_closed_with_a_piece_in_hand_lets_full_collections_run(qtbot: QtBot) -> None:
    """Full collections wait while a piece is in hand (no hitch mid-drag), but a page closed or
    left with one may be freed only by a full collection: it must not hold them off for good."""
    page = make_page(qtbot)
    through_draft(page)
    assert page.drag is not None and page.drag.drag is not None  # the first stall is in hand
    assert gc.get_threshold()[2] == NEVER
    page.hide()
    assert gc.get_threshold()[2] != NEVER
    page.drag.arm(page.drag.drag.piece)  # a piece handed to a hidden board (a late prompt)
    assert gc.get_threshold()[2] != NEVER
    page.show()
    assert page.drag.drag is not None and gc.get_threshold()[2] == NEVER, "back, piece in hand"
    page.close()
    assert gc.get_threshold()[2] != NEVER
