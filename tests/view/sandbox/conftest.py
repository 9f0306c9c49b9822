"""Every sandbox test gets a fresh page on the symmetric map."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.view.sandbox_page import SandboxPage

from .drive import make_page


@pytest.fixture
def page(qtbot: QtBot) -> SandboxPage:
    return make_page(qtbot)
