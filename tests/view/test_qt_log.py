"""Qt's warnings reach the app's log, with their level."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning

from founders_desktop.view.qt_log import qt_messages_to_log


@pytest.fixture
def handler_afterwards() -> Iterator[None]:
    yield
    qInstallMessageHandler(None)


def test_a_qt_warning_is_logged(handler_afterwards: None, caplog: pytest.LogCaptureFixture) -> None:
    qt_messages_to_log()
    with caplog.at_level(logging.DEBUG, logger="qt"):
        qWarning("a painter is not active")
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        ("qt", logging.WARNING, "a painter is not active")
    ]
