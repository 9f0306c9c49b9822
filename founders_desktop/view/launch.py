"""Start the Qt application: the window for a person, or one offscreen frame for --screenshot.

Qt is imported here and nowhere on the headless paths, so subcommands start fast and run on
machines without a display.
"""

from __future__ import annotations

import gc
import os
import sys
import time

from founders_desktop import __version__

ORGANIZATION = "FoundersDesktop"
APPLICATION = "Founders Desktop"
SETTINGS_ENV = "FOUNDERS_DESKTOP_SETTINGS"  # an .ini path: tests and screenshots keep user settings clean


def _settings() -> object:
    from PySide6.QtCore import QSettings

    path = os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings()


def _application() -> object:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if existing is not None:
        return existing
    QApplication.setOrganizationName(ORGANIZATION)
    QApplication.setApplicationName(APPLICATION)
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("founders-desktop")
    app = QApplication(sys.argv[:1])
    from founders_desktop.view.style import apply_style

    apply_style(app)
    icon_path = _icon_path()
    if icon_path:
        app.setWindowIcon(QIcon(icon_path))
    return app


def _icon_path() -> str | None:
    from founders_desktop.resources import resource

    path = resource("icons", "founders-desktop.svg")
    return str(path) if path.is_file() else None


def launch(
    page: str = "start",
    screenshot: str | None = None,
    exit_after_paint: bool = False,
    open_path: str | None = None,
) -> int:
    """Open the main window on ``page``; with ``screenshot``, render it to that PNG and exit.

    ``open_path`` is a saved game the desktop asked us to open (a double-clicked ``.fdsave``).
    """
    if screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from founders_desktop.view.main_window import MainWindow

    app = _application()
    assert isinstance(app, QApplication)
    settings = _settings()
    assert isinstance(settings, QSettings)
    from founders_desktop.view import i18n

    i18n.install_language(app, i18n.chosen_language(settings))
    if not screenshot:
        from founders_desktop.view.qt_log import qt_messages_to_log

        qt_messages_to_log()
    window = MainWindow(settings, remember_geometry=screenshot is None)
    # Everything built so far lives as long as the app: keep it out of the collector's full passes,
    # which otherwise pause hover and drag for tens of milliseconds.
    gc.collect()
    gc.freeze()
    window.show_page(page)
    window.show()
    if open_path and not screenshot:
        from pathlib import Path

        QTimer.singleShot(0, lambda: window.open_saved_game(Path(open_path)))
    if screenshot:
        return _screenshot(app, window, screenshot)
    if exit_after_paint:
        from founders_desktop.view.first_paint import FirstPaintProbe

        probe = FirstPaintProbe(
            window, on_paint=lambda: (print(f"painted {time.time():.6f}", flush=True), app.quit())
        )
        window.installEventFilter(probe)
        QTimer.singleShot(10_000, app.quit)
    return int(app.exec())


def _screenshot(app: object, window: object, path: str) -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    assert isinstance(app, QApplication) and isinstance(window, QMainWindow)
    for _ in range(5):
        app.processEvents()
    board = getattr(window.centralWidget(), "currentWidget", lambda: None)()
    view = getattr(board, "view", None)
    if view is not None:
        view.fit_to_window()
        app.processEvents()
    pixmap = window.grab()
    if pixmap.isNull() or not pixmap.save(path, "PNG"):
        print(f"founders-desktop: could not write the screenshot to {path}", file=sys.stderr)
        return 1
    window.close()
    return 0
