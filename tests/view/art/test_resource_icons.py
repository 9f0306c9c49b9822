"""Every resource of the bundled pack has its own icon; an unknown one still gets a picture."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from founders_desktop.content.loader import default_pack
from founders_desktop.resources import resource
from founders_desktop.view.art import resource_icons
from founders_desktop.view.art.resource_icons import paint_resource, resource_icon, resource_pixmap

BUNDLED = list(default_pack().resources)


def _inked(image: QImage) -> int:
    """How many pixels are not fully transparent."""
    return sum(
        1 for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).alpha()
    )


def test_the_bundled_pack_has_eighteen_resources_in_three_tiers() -> None:
    tiers = [r.tier for r in default_pack().resources.values()]
    assert (tiers.count(1), tiers.count(2), tiers.count(3)) == (8, 6, 4)


@pytest.mark.parametrize("resource_id", BUNDLED)
def test_each_bundled_resource_has_an_svg_that_renders(qtbot: QtBot, resource_id: str) -> None:
    assert resource("icons", "resources", f"{resource_id}.svg").is_file()
    assert resource_icons._renderer(resource_id) is not None, "the SVG must parse"
    image = resource_pixmap(resource_id, 32).toImage()
    assert image.size() == QSize(32, 32)
    assert _inked(image) > 32 * 32 // 6, "the icon must cover a fair part of its square"
    assert not resource_icon(resource_id).pixmap(QSize(24, 24)).isNull()


def test_the_icons_differ_from_each_other(qtbot: QtBot) -> None:
    """Eighteen distinct pictures, not one picture eighteen times (compared in grey)."""
    seen = {
        bytes(resource_pixmap(rid, 24).toImage().convertToFormat(QImage.Format.Format_Grayscale8).constBits())
        for rid in BUNDLED
    }
    assert len(seen) == len(BUNDLED)


def test_pixmaps_follow_the_device_pixel_ratio_and_are_cached(qtbot: QtBot) -> None:
    sharp = resource_pixmap("wood", 24, 2.0)
    assert sharp.devicePixelRatio() == 2.0
    assert sharp.width() == 48
    assert resource_pixmap("wood", 24, 2.0).cacheKey() == sharp.cacheKey()


@pytest.mark.parametrize("resource_id", ["spice", "", "../pack", "Ale mug"])
def test_an_unknown_resource_gets_a_fallback_never_an_error(qtbot: QtBot, resource_id: str) -> None:
    image = resource_pixmap(resource_id, 32).toImage()
    assert _inked(image) > 32 * 32 // 4
    assert not resource_icon(resource_id).pixmap(QSize(16, 16)).isNull()


def test_vector_painting_fills_a_non_square_slot_centred(qtbot: QtBot) -> None:
    image = QImage(80, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint_resource(painter, "gems", QRectF(0, 0, 80, 40))
    painter.end()
    left_margin = image.copy(0, 0, 18, 40)
    assert _inked(left_margin) == 0, "the icon keeps its square shape, centred"
    assert _inked(image.copy(20, 0, 40, 40)) > 200
