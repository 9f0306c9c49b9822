"""Shared by the packaging tests: an Xvfb display for the bundled app."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from xvfb import virtual_display


@pytest.fixture(scope="module")
def xvfb_display() -> Iterator[str]:
    """A private X server, so the bundle is tested on Qt's real xcb platform, as on a desktop."""
    with virtual_display(range(140, 200)) as name:
        yield name
