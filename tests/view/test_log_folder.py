"""Help > "Open log folder" opens the data folder's logs/ in the file manager, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from founders_desktop.logs import log_folder
from founders_desktop.view.main_window import MainWindow


def test_help_menu_opens_the_log_folder(
    window: MainWindow, _isolated_data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    assert window.log_folder_action in window.help_menu.actions()
    assert window.log_folder_action.text() == "Open &log folder"
    window.log_folder_action.trigger()
    assert [url.toLocalFile() for url in opened] == [str(_isolated_data_dir / "logs")]
    assert log_folder().is_dir(), "made if the app has not written a log yet"


def test_the_menu_entry_is_translated(window: MainWindow) -> None:
    window.choose_language("es")
    spanish = window.log_folder_action.text()
    window.choose_language("ru")
    russian = window.log_folder_action.text()
    assert len({spanish, russian, "Open &log folder"}) == 3
