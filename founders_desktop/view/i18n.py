"""Languages: load the app's and Qt's translations, remember the choice, switch at run time.

The app's translations live as Qt Linguist ``.ts`` files in resources/translations. A frozen
bundle ships them compiled to ``.qm``; a checkout or a wheel may have only the ``.ts``, so
``TsTranslator`` reads the XML directly. That works everywhere without needing lrelease at run
time. Installing a translator makes Qt send ``LanguageChange`` to every widget, which each
widget answers by setting its texts again (``retranslate()``).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QCommandLinkButton,
    QGraphicsScene,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from founders_desktop.resources import resource

SETTING_KEY = "language"
SYSTEM = "system"
ENGLISH = "en"
# The languages the app speaks, each named in its own language (the names are never translated).
LANGUAGES: dict[str, str] = {ENGLISH: "English", "es": "Español", "ru": "Русский"}
APP_PREFIX = "founders_desktop"


def _plural_index(code: str, n: int) -> int:
    """Which numerus form ``n`` takes: Russian has three, Spanish and English two."""
    if code == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


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


class TsTranslator(QTranslator):
    """A translator read straight from a Qt Linguist ``.ts`` file (finished messages only)."""

    def __init__(self, path: Path, code: str, parent: QCoreApplication | None = None) -> None:
        super().__init__(parent)
        self.code = code
        self.messages = read_ts(path)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return not self.messages

    def language(self) -> str:
        return self.code

    def translate(  # type: ignore[override]
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        forms = self.messages.get((context, source_text, disambiguation or ""))
        if forms is None:
            # None becomes a null QString, which tells Qt "not here" (an empty one is a translation).
            return None  # type: ignore[return-value]
        if len(forms) == 1 or n < 0:
            return forms[0]
        return forms[min(_plural_index(self.code, n), len(forms) - 1)]


def translations_dir() -> Path:
    return resource("translations")


def ts_path(code: str) -> Path:
    return translations_dir() / f"{APP_PREFIX}_{code}.ts"


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return ENGLISH


def chosen_language(settings: QSettings) -> str:
    """The setting: ``system`` (follow the locale) or one of ``LANGUAGES``."""
    value = str(settings.value(SETTING_KEY, SYSTEM) or SYSTEM)
    return value if value in LANGUAGES or value == SYSTEM else SYSTEM


def effective_language(setting: str) -> str:
    return system_language() if setting == SYSTEM else setting


def _app_translator(code: str, app: QCoreApplication) -> QTranslator | None:
    """The .ts when it is there (its texts can be looked up backwards), else the compiled .qm."""
    path = ts_path(code)
    if path.is_file():
        return TsTranslator(path, code, app)
    compiled = QTranslator(app)
    return compiled if compiled.load(f"{APP_PREFIX}_{code}", str(translations_dir())) else None


def _qt_translator(code: str, app: QCoreApplication) -> QTranslator | None:
    """Qt's own texts (standard buttons, file dialogs) from the Qt install or the bundle."""
    qt = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for candidate in (folder, str(translations_dir())):
        if qt.load(f"qtbase_{code}", candidate):
            return qt
    return None


_installed: list[QTranslator] = []
_current = ENGLISH
# Shown text -> (context, source) for the language in force, so texts set once in a constructor
# can be found again and put in the new language (see ``retranslate_widgets``).
_shown: dict[str, tuple[str, str]] = {}


def _shown_texts(translators: list[QTranslator]) -> dict[str, tuple[str, str]]:
    english: dict[str, tuple[str, str]] = {}
    for code in LANGUAGES:
        path = ts_path(code)
        if code != ENGLISH and path.is_file():
            for context, source, _comment in read_ts(path):
                english.setdefault(source, (context, source))
    shown = dict(english)
    for translator in translators:
        if isinstance(translator, TsTranslator):
            for (context, source, _comment), forms in translator.messages.items():
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


def retranslate_scenes() -> None:
    """Board items do not get LanguageChange: give them their new words and repaint.

    An item with a ``retranslate()`` method (a tooltip built from parts) is asked to set its
    texts again; every item is repainted, since items cache their picture (letters on terrain,
    names on tiles) and would otherwise show the old language until the next edit.
    """
    scenes: dict[int, QGraphicsScene] = {}
    for top in QApplication.topLevelWidgets():
        for view in top.findChildren(QGraphicsView):
            scene = view.scene()
            if scene is not None:
                scenes[id(scene)] = scene
    for scene in scenes.values():
        for item in scene.items():
            again = getattr(item, "retranslate", None)
            if callable(again):
                again()
            item.update()


def current_language() -> str:
    return _current


def install_language(app: QCoreApplication, code: str) -> str:
    """Make ``code`` (or ``system``) the app's language now; returns the language in force.

    Removing and installing translators sends ``LanguageChange`` to every widget, so open
    windows retranslate without a restart.
    """
    global _current, _shown
    language = effective_language(code)
    old = _shown or _shown_texts([])
    for old_translator in _installed:
        app.removeTranslator(old_translator)
    _installed.clear()
    QLocale.setDefault(QLocale(language))
    if language != ENGLISH:
        for maker in (_qt_translator, _app_translator):
            translator = maker(language, app)
            if translator is not None and app.installTranslator(translator):
                _installed.append(translator)
    _current = language
    _shown = _shown_texts(_installed)
    retranslate_everything(old)
    return language


def retranslate_everything(old: dict[str, tuple[str, str]]) -> None:
    """After the translators changed: every open widget and board speaks the new language on return."""
    # Fixed texts first, so LanguageChange handlers (which rebuild the rest and re-lay out) see
    # the new words; Qt posts LanguageChange, deliver it now so every text is new on return.
    retranslate_widgets(old)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    retranslate_scenes()


def set_language(app: QCoreApplication, settings: QSettings, code: str) -> str:
    """The language setting: remember ``code`` and switch to it at once."""
    settings.setValue(SETTING_KEY, code)
    settings.sync()
    return install_language(app, code)
