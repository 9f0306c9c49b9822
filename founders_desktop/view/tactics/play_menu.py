"""The "Play" menu of the tactics page: the shipped scenarios, and any scenario file."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from founders_desktop.app.tactics.play_files import shipped_scenarios
from founders_desktop.content import safe_file
from founders_desktop.tactics.rounds import Scenario, parse_scenario
from founders_desktop.view.content_names import SCENARIO, content_text


class PlayMenu(QMenu):
    """The shipped scenarios by name (in the language in force) and "open a file"."""

    def __init__(self, parent: QWidget, start: Callable[..., object]) -> None:
        super().__init__(parent)
        self.setObjectName("playMenu")
        self.labelled: list[tuple[QAction, Scenario | None]] = []
        for shipped in shipped_scenarios():
            sc = shipped.scenario
            action = self.addAction("")
            action.setData(str(shipped.path))
            action.triggered.connect(lambda _=False, sc=sc: start(sc))
            self.labelled.append((action, sc))
        self.separator = self.addSeparator()
        other = self.addAction("")
        other.triggered.connect(lambda: _open_file(parent, start))
        self.labelled.append((other, None))
        self.relabel()

    def relabel(self) -> None:
        """Every label in the language in force, the scenarios in that language's order."""
        for action, sc in self.labelled:
            action.setText(_label(sc))
        scenarios = sorted(
            (a for a, sc in self.labelled if sc is not None), key=lambda a: a.text().casefold()
        )
        for action in scenarios:
            self.removeAction(action)
            self.insertAction(self.separator, action)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """Scenario names and counts are put together: again in the new language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "labelled"):
            self.relabel()
        super().changeEvent(event)


def play_menu(parent: QWidget, start: Callable[..., object]) -> QMenu:
    return PlayMenu(parent, start)


def _label(sc: Scenario | None) -> str:
    if sc is None:
        return QCoreApplication.translate("PlayMenu", "Open a scenario file\u2026")
    return (
        QCoreApplication.translate("PlayMenu", "%1 (%2 characters, %3 monsters)")
        .replace("%1", content_text(SCENARIO, sc.name))
        .replace("%2", str(len(sc.characters)))
        .replace("%3", str(len(sc.monsters)))
    )


def _open_file(parent: QWidget, start: Callable[..., object]) -> None:
    name, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("PlayMenu", "Play a scenario"),
        "",
        QCoreApplication.translate("PlayMenu", "Scenario files (*.json)"),
    )
    if not name:
        return
    try:
        data = safe_file.read_json(name)
        scenario = parse_scenario(data, name)
    except (OSError, ValueError) as exc:  # TacticsFileError and JSON errors are ValueErrors
        QMessageBox.warning(parent, QCoreApplication.translate("PlayMenu", "Cannot play this file"), str(exc))
        return
    start(scenario, source=data)
