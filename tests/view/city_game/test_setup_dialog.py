"""The new-game dialog: seats, kinds and levels, map side and seed become the game's set-up."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from founders_desktop.content import default_pack
from founders_desktop.view.city_game.setup_dialog import SetupDialog


def test_dialog_gives_seats_map_and_seed(qtbot: QtBot) -> None:
    dialog = SetupDialog(default_pack())
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.names[0].setText("Ada")
    dialog.kinds[1].setCurrentIndex(0)  # a person
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("easy"))
    dialog.map_side.setCurrentIndex(dialog.map_side.findData("thematic"))
    dialog.seed.setText("42")
    setup = dialog.result_setup()
    assert setup.map_id == "thematic" and setup.seed == 42
    assert [s.name for s in setup.seats][0] == "Ada" and len(setup.seats) == 3
    assert [s.bot_level for s in setup.seats] == [None, None, "easy"]
    assert setup.seats[1].name == "Player 2"  # a default name follows the kind


def test_no_seed_means_a_random_one(qtbot: QtBot) -> None:
    dialog = SetupDialog(default_pack())
    qtbot.addWidget(dialog)
    assert dialog.result_setup().seed > 0
    assert not dialog.rows[3][1].isVisibleTo(dialog)  # two seats by default: the rest hidden
