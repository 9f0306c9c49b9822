"""Two people play through the screen alone: every decision is answered by a button or a drag,
so no decision of the engine leaves a person without a way to answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.view.city_game.drive import drag, game, make_page


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_every_decision_has_a_way_to_answer(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=13)
    g = game(page)
    kinds = set()
    while g.state.turn < 14 and not g.over():
        before = len(g.log)
        kinds.add(g.state.stack[-1].kind)
        assert page.drag is not None
        box = page.decision.vote_box
        enabled = [b for b in page.decision.buttons if b.isEnabled()]
        if box is not None:
            box.button.click()
        elif page.drag.drag is not None and page.drag.drop_squares():
            drag(page, sorted(page.drag.drop_squares())[0])
        elif page.tray.buttons and not enabled:
            next(iter(page.tray.buttons.values())).click()
            QApplication.processEvents()
            continue
        else:
            assert enabled, f"no way to answer {g.state.stack[-1]}"
            # prefer playing cards face up, so that main actions, follows and placements come up
            ups = [b for b in enabled if b.objectName().startswith("playUp_")]
            (ups[-1] if ups else enabled[0]).click()
        QApplication.processEvents()
        if page.drag.drag is None and len(g.log) == before and page.tray.buttons:
            next(iter(page.tray.buttons.values())).click()
            QApplication.processEvents()
    wanted = {"choose_race", "choose_resource", "first_stall", "turn", "follow", "place", "vote"}
    assert wanted <= kinds, kinds
