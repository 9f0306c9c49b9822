"""Every choice says what it does: the Income follows read "Follow as Trade" and so on, never
"option 2"; a worker and a recruit say their effect before the click."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.city.game import Action
from founders_desktop.city.game.turns import follow_options
from founders_desktop.content import default_pack
from founders_desktop.view.city_game.settings import SETTINGS_ENV
from founders_desktop.view.city_game.words import follow_button_text
from tests.view.city_game.drive import drag, game, make_page, through_draft


@pytest.fixture(autouse=True)
def _dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))


def test_the_income_follows_are_named_by_the_card_they_act_as() -> None:
    pack = default_pack()
    options = pack.standard_cards["income"].follow_options
    labels = [follow_button_text(pack, o) for o in options]
    assert [label.split(":")[0] for label in labels] == [
        "Follow as Recruit",
        "Follow as Trade",
        "Follow as Upgrade",
        "Follow as Construct",
    ]
    assert labels[1] == "Follow as Trade: trade (import or buy access) on red or white squares only"


def test_the_follow_buttons_of_an_income_played_say_what_each_follows_as(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)
    g = game(page)
    while g.state.stack[-1].kind == "first_stall":
        assert page.drag is not None
        drag(page, sorted(page.drag.drop_squares())[0])
    assert page.decision.press(Action("play_card", g.seat or 0, target="income", face_up=True))
    QApplication.processEvents()
    step = g.state.stack[-1]
    assert step.kind == "follow" and step.ref == "income"
    options = follow_options(g.state, "income")
    follows = [a for a in g.legal() if a.type == "follow"]
    assert follows, "the engine lists at least one follow of Income here"
    texts = {b.property("action"): b.text() for b in page.decision.buttons}
    for action in follows:
        assert texts[action.short()] == follow_button_text(g.pack, options[action.index])
        assert texts[action.short()].startswith("Follow as ")
    assert not any("option" in t.lower() for t in texts.values()), texts
    chosen = follows[-1]
    assert page.decision.press(chosen)
    QApplication.processEvents()
    acts_as = follow_button_text(g.pack, options[chosen.index]).split(":")[0]
    lines = [page.log.list.item(k).text() for k in range(page.log.list.count())]
    follow_line = next(line for line in reversed(lines) if "Follow" in line)
    assert follow_line.endswith(acts_as) or f"{acts_as};" in follow_line, follow_line


def test_a_worker_and_a_recruit_say_their_effect(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=3)
    through_draft(page)
    g = game(page)
    state = g.state
    seat = g.seat or 0
    state.players[seat].race = "human"  # the Human mat's racial action, as the pack prints it
    label = page.decision._label(g, Action("worker", seat, target="race"), "")
    assert label == "Worker on your race mat: gain 2 fleeting influence, gain 1 money"
    guild = page.decision._label(g, Action("worker", seat, target="merchants_guild"), "")
    assert guild == "Worker on the Merchant's Guild: trade, 2 money cheaper"
    card = next(c for c in state.offer if c)
    adviser = g.pack.advisers[card]
    recruit = page.decision._label(g, Action("recruit", seat, index=state.offer.index(card)), "")
    cost = g.pack.costs.adviser_offer[state.offer.index(card)]
    assert recruit.startswith(
        f"Recruit {adviser.name} for {cost} money: {adviser.points} points; main action: "
    )
