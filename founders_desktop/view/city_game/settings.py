"""The city game's settings: how long a computer player's move stays visible, whether to
confirm a card before it is played, and whether hints are shown. Kept in the app's QSettings."""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from founders_desktop.app.city_game.controller import BOT_PAUSE_MS
from founders_desktop.bots import HARD_BUDGET_S

SETTINGS_ENV = "FOUNDERS_DESKTOP_SETTINGS"
PAUSE_RANGE = (0, 3000)  # milliseconds, as the dialog's spin box offers
THINK_MS = round(HARD_BUDGET_S * 1000)  # the hard player's thinking time for each card
THINK_RANGE = (50, 10000)


def _whole_number(value: object, default: int, low: int, high: int) -> int:
    """A stored setting as a whole number in ``low..high``; anything else (``abc``, ``1.5``,
    ``2147483648``, a list) is ignored for ``default``: a settings file edited by hand or
    written by another version must not stop the page from opening."""
    text = str(value).strip()
    if not text.lstrip("-").isdigit() or len(text) > 12:
        return default
    number = int(text)
    return number if low <= number <= high else default


def _flag(value: object, default: bool) -> bool:
    text = str(value).strip().lower()
    return default if text not in ("true", "false") else text == "true"


MAX_SETTINGS_BYTES = 1024 * 1024


def _store() -> QSettings | None:
    """The settings store; None when the settings file is a pipe, a device or absurdly large
    (reading it would block or exhaust memory): the defaults are used and nothing is written."""
    path = os.environ.get(SETTINGS_ENV)
    if not path:
        return QSettings()
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return QSettings(path, QSettings.Format.IniFormat)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES:
        return None
    return QSettings(path, QSettings.Format.IniFormat)


@dataclass
class GameSettings:
    bot_pause_ms: int = BOT_PAUSE_MS
    confirm_cards: bool = False
    hints: bool = True
    think_ms: int = THINK_MS

    @staticmethod
    def load() -> GameSettings:
        s = _store()
        if s is None:
            return GameSettings()
        return GameSettings(
            _whole_number(s.value("city/bot_pause_ms", BOT_PAUSE_MS), BOT_PAUSE_MS, *PAUSE_RANGE),
            _flag(s.value("city/confirm_cards", "false"), False),
            _flag(s.value("city/hints", "true"), True),
            _whole_number(s.value("city/think_ms", THINK_MS), THINK_MS, *THINK_RANGE),
        )

    def save(self) -> None:
        s = _store()
        if s is None:
            return
        s.setValue("city/bot_pause_ms", self.bot_pause_ms)
        s.setValue("city/confirm_cards", "true" if self.confirm_cards else "false")
        s.setValue("city/hints", "true" if self.hints else "false")
        s.setValue("city/think_ms", self.think_ms)
        s.sync()


class SettingsDialog(QDialog):
    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("City game settings"))
        form = QFormLayout(self)
        self.pause = QSpinBox(self)
        self.pause.setRange(*PAUSE_RANGE)
        self.pause.setSingleStep(100)
        self.pause.setSuffix(self.tr(" ms"))
        self.pause.setValue(settings.bot_pause_ms)
        form.addRow(self.tr("Computer player pause (animation speed)"), self.pause)
        self.confirm = QCheckBox(self.tr("Ask before a card is played (confirm end of turn)"), self)
        self.confirm.setChecked(settings.confirm_cards)
        form.addRow(self.confirm)
        self.hints = QCheckBox(self.tr("Show hints"), self)
        self.hints.setChecked(settings.hints)
        form.addRow(self.hints)
        self.think = QSpinBox(self)
        self.think.setRange(*THINK_RANGE)
        self.think.setSingleStep(100)
        self.think.setSuffix(self.tr(" ms"))
        self.think.setValue(settings.think_ms)
        self.think.setToolTip(self.tr("The normal level thinks a quarter of this"))
        form.addRow(self.tr("Hard computer player's thinking time per card"), self.think)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> GameSettings:
        return GameSettings(
            self.pause.value(), self.confirm.isChecked(), self.hints.isChecked(), self.think.value()
        )
