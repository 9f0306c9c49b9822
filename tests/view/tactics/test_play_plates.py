"""The play board shows a pressure plate: bronze and raised while its spawn is still to come,
grey and flat once a character has pressed it (the engine says which, spawn_triggers.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from founders_desktop.tactics import Hex
from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.rounds.save import save_game
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.play_page import PlayPage
from founders_desktop.view.tactics.play_plates import ARMED
from tests.view.tactics.play_driver import scenario

PLATE = Hex(7, -2)


def page_for(qtbot: QtBot, seed: int) -> PlayPage:
    page = PlayPage(scenario("thornwood-gate"), seed)
    qtbot.addWidget(page)
    page.controller.set_step_interval(0)
    return page


def colour_at(page: PlayPage, h: Hex) -> QColor:
    """The board's colour at the middle of hex ``h``, drawn at scale 1."""
    c = geo.centre(h)
    image = QImage(9, 9, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    page.scene.render(painter, QRectF(0, 0, 9, 9), QRectF(c - QPointF(4.5, 4.5), c + QPointF(4.5, 4.5)))
    painter.end()
    return image.pixelColor(4, 4)


def test_an_armed_plate_is_drawn_in_bronze_on_its_hex(qtbot: QtBot) -> None:
    page = page_for(qtbot, 5)
    assert page.scene.plate_item.plates == ((PLATE, True),)
    got, want = colour_at(page, PLATE), ARMED[1]
    assert max(abs(a - b) for a, b in zip(got.getRgb()[:3], want.getRgb()[:3], strict=True)) < 12
    assert colour_at(page, Hex(7, -3)) != got  # the floor beside it is not


def test_a_pressed_plate_is_shown_pressed_after_a_save_is_loaded(qtbot: QtBot, tmp_path: Path) -> None:
    s = scenario("thornwood-gate")
    actions = []
    for step in random_game(s, 5):
        actions.append(step.action)
        if any(e.code == "plate_pressed" for e in step.record.events):
            break
    else:
        raise AssertionError("seed 5 no longer walks onto the plate")
    path = tmp_path / "game.json"
    save_game(path, s, 5, actions)
    page = page_for(qtbot, 5)
    page.controller.load(path)
    assert page.scene.plate_item.plates == ((PLATE, False),)
