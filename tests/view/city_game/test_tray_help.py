"""The tray's tooltips state the rules as the rule book does (the engine enforces them)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from founders_desktop.city import Piece, PieceKind
from founders_desktop.content.loader import default_pack
from founders_desktop.view.city_game.game_tray import GameTray


def test_an_import_is_said_to_need_no_connection_but_not_to_touch_your_own(qtbot: QtBot) -> None:
    # "import ... so long as it is not adjacent to any other tile the player owns";
    # "Importing and buying access are not restricted by this" (the connection rule).
    tray = GameTray(default_pack())
    qtbot.addWidget(tray)
    tray.show_pieces([Piece(PieceKind.IMPORT, "wood")])
    tip = next(iter(tray.buttons.values())).toolTip()
    assert "not touching another tile you own" in tip
    assert "connected to something you own" not in tip
