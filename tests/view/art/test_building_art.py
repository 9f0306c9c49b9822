"""Every kind of prestige building in the bundled pack has its own silhouette."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from founders_desktop.content import default_pack
from founders_desktop.resources import resource
from founders_desktop.view.art import svg_icons
from founders_desktop.view.art.svg_icons import building_kind_file, paint_building

KINDS = sorted({b.kind for b in default_pack().prestige_buildings.values()})


def _picture(kind: str) -> bytes:
    image = QImage(32, 32, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint_building(painter, kind, QRectF(0, 0, 32, 32))
    painter.end()
    return bytes(image.constBits())


@pytest.mark.parametrize("kind", KINDS)
def test_each_building_kind_has_a_silhouette_that_renders(qtbot: QtBot, kind: str) -> None:
    assert resource("icons", "buildings", f"{building_kind_file(kind)}.svg").is_file()
    assert svg_icons._renderer("buildings", building_kind_file(kind)) is not None


def test_the_silhouettes_differ_and_an_unknown_kind_gets_the_crest(qtbot: QtBot) -> None:
    pictures = {kind: _picture(kind) for kind in KINDS}
    assert len(set(pictures.values())) == len(KINDS)
    assert _picture("observatory") == _picture("building"), "a pack's own kind: the general crest"
    assert any(_picture("observatory")), "never blank"
