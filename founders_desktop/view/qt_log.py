"""Qt's own warnings and errors go to the app's log (founders_desktop/logs.py), not only stderr.

A missing plugin, a bad style sheet or a painter misuse is reported by Qt through its message
handler; without this it would scroll past on a terminal nobody is watching.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

log = logging.getLogger("qt")

LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _to_log(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    where = f" ({context.category})" if context.category and context.category != "default" else ""
    log.log(LEVELS.get(kind, logging.WARNING), "%s%s", message, where)


def qt_messages_to_log() -> None:
    """Install the handler (once per process; the window's start calls it)."""
    qInstallMessageHandler(_to_log)
