"""Loads ui/style.qss, the app's one style sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from founders_desktop.resources import ui_file


def apply_style(app: QApplication) -> None:
    path = ui_file("style.qss")
    if path.is_file():
        app.setStyleSheet(path.read_text(encoding="utf-8"))
