"""Texts a constructor set once, found again by their words after a language switch (transitional).

The Qt way is that each widget sets its texts again on ``LanguageChange`` (``changeEvent`` ->
``retranslate()``); many pages do. Until every page does, this finds the fixed texts the others
set once (labels, buttons, tabs, combo items, actions, tool tips) by their words in the previous
language, read from the Qt Linguist sources, and puts them in the new one. The translations
themselves come from the compiled ``.qm`` (see ``i18n``); this module only re-finds texts and
goes when the last page retranslates itself.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QCommandLinkButton,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from founders_desktop.resources import resource

ENGLISH = "en"
LANGUAGES = ("en", "es", "ru")


def ts_path(code: str) -> Path:
    return resource("translations", f"founders_desktop_{code}.ts")


def read_ts(path: Path) -> dict[tuple[str, str, str], list[str]]:
    """(context, source, comment) -> translated forms, for the finished messages of a .ts file."""
    return dict(_read_ts(path, path.stat().st_mtime_ns))


@lru_cache(maxsize=8)
def _read_ts(path: Path, _mtime: int) -> dict[tuple[str, str, str], list[str]]:
    """Parsed once per file version: every language switch reads both files."""
    messages: dict[tuple[str, str, str], list[str]] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            if not forms:
                forms = [translation.text or ""]
            if any(forms):
                key = (context_name, message.findtext("source") or "", message.findtext("comment") or "")
                messages[key] = forms
    return messages


def shown_texts(language: str) -> dict[str, tuple[str, str]]:
    """Shown text -> (context, source) while ``language`` is in force (English sources first)."""
    shown: dict[str, tuple[str, str]] = {}
    for code in LANGUAGES:
        path = ts_path(code)
        if code != ENGLISH and path.is_file():
            for context, source, _comment in read_ts(path):
                shown.setdefault(source, (context, source))
    path = ts_path(language)
    if language != ENGLISH and path.is_file():
        for (context, source, _comment), forms in read_ts(path).items():
            for form in forms:
                shown.setdefault(form, (context, source))
    return shown


def _again(text: str, old: dict[str, tuple[str, str]]) -> str | None:
    found = old.get(text)
    return QCoreApplication.translate(*found) if found else None


def retranslate_widgets(old: dict[str, tuple[str, str]]) -> None:
    """Put every fixed text of every open widget into the new language.

    Widgets that build a text from parts refresh it themselves on LanguageChange; this catches
    the texts a constructor set once (labels, buttons, check boxes, group boxes, tabs, combo
    items, actions, tool tips), found by their text in the previous language.
    """
    app = QApplication.instance()
    if app is None or not old:
        return
    for top in QApplication.topLevelWidgets():
        for widget in [top, *top.findChildren(QWidget)]:
            _retranslate_one(widget, old)
        for action in top.findChildren(QAction):
            if (text := _again(action.text(), old)) is not None:
                action.setText(text)
            if (tip := _again(action.toolTip(), old)) is not None:
                action.setToolTip(tip)


def _retranslate_one(widget: QWidget, old: dict[str, tuple[str, str]]) -> None:
    if (tip := _again(widget.toolTip(), old)) is not None:
        widget.setToolTip(tip)
    if widget.isWindow() and (title := _again(widget.windowTitle(), old)) is not None:
        widget.setWindowTitle(title)
    if isinstance(widget, QLabel | QAbstractButton) and (text := _again(widget.text(), old)) is not None:
        widget.setText(text)
    if isinstance(widget, QCommandLinkButton) and (text := _again(widget.description(), old)) is not None:
        widget.setDescription(text)
    if isinstance(widget, QGroupBox) and (text := _again(widget.title(), old)) is not None:
        widget.setTitle(text)
    if isinstance(widget, QLineEdit) and (text := _again(widget.placeholderText(), old)) is not None:
        widget.setPlaceholderText(text)
    if isinstance(widget, QSpinBox):
        if (text := _again(widget.suffix(), old)) is not None:
            widget.setSuffix(text)
        if (text := _again(widget.specialValueText(), old)) is not None:
            widget.setSpecialValueText(text)
    if isinstance(widget, QListWidget):
        for index in range(widget.count()):
            item = widget.item(index)
            if (text := _again(item.text(), old)) is not None:
                item.setText(text)
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            if (text := _again(widget.itemText(index), old)) is not None:
                widget.setItemText(index, text)
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            if (text := _again(widget.tabText(index), old)) is not None:
                widget.setTabText(index, text)
