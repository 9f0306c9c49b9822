"""Choosing the source names each tile by resource, owner and place (never "#n") and rings the
hovered option's tile on the board."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.city import TileKind
from founders_desktop.view.city_game.source_choice import SourceDialog, choose_sources
from tests.city.helpers import board, put


def two_wood_stalls():  # type: ignore[no-untyped-def]
    """Ada's wood in the top-left corner's section, a neutral wood far to the east."""
    state = board("symmetric", ("wood", "stone"), ("metal", "crops"))
    squares = sorted(state.board.section_by_square)
    west = min(squares, key=lambda s: s[0] + s[1])
    east = max(squares, key=lambda s: (s[0], -abs(s[1] - 6)))
    state = put(state, TileKind.STALL, "wood", 0, [west])
    return put(state, TileKind.STALL, "wood", None, [east])


def test_options_name_resource_owner_and_place_not_a_number() -> None:
    state = two_wood_stalls()
    asked: list[tuple[str, list[str], list[int], str]] = []

    def ask(question: str, options: list[str], tiles: list[int], resource: str) -> int:
        asked.append((question, options, tiles, resource))
        return 1

    picked = choose_sources(state, {("upgrade", 5, "wood"): (0, 1)}, ask, names=("Ada", "Bo"))
    assert picked == (("upgrade", 5, "wood", 1),)
    question, options, tiles, resource = asked[0]
    assert resource == "wood" and tiles == [0, 1]
    assert all("#" not in o for o in options)
    first, second = options
    assert first.startswith("Wood (Ada)") and "north-west" in first
    assert second.startswith("Wood (") and "Ada" not in second and "east" in second
    section = state.board.section_of(state.tiles[0].squares[0])
    assert section is not None and f"section {section}" in first


def test_hovering_an_option_rings_its_tile_and_closing_clears_it(qtbot: QtBot) -> None:
    rung: list[tuple[int, ...]] = []
    dialog = SourceDialog("Use which Wood tile?", ["a", "b"], [4, 7], "wood", rung.append)
    qtbot.addWidget(dialog)
    assert rung[-1] == (4,), "the default option is ringed at once"
    dialog.options.itemEntered.emit(dialog.options.item(1))
    assert rung[-1] == (7,)
    dialog.options.setCurrentRow(1)
    dialog.accept()
    QApplication.processEvents()
    assert dialog.chosen() == 1 and rung[-1] == ()
