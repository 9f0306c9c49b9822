"""Languages: load the app's and Qt's translations, remember the choice, switch at run time.

The app's translations are Qt Linguist ``.ts`` files in resources/translations, compiled to
``.qm`` by lrelease when the app is built or installed (hatch_build.py, the PyInstaller spec);
a ``QTranslator`` loads the ``.qm``. Installing a translator makes Qt send ``LanguageChange`` to
every widget, which each widget answers by setting its texts again (``changeEvent`` calling its
``retranslate()``): the Qt retranslate pattern, nothing is looked up backwards.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsView,
)

from founders_desktop.resources import resource

SETTING_KEY = "language"
SYSTEM = "system"
ENGLISH = "en"
# The languages the app speaks, each named in its own language (the names are never translated).
LANGUAGES: dict[str, str] = {ENGLISH: "English", "es": "Español", "ru": "Русский"}
APP_PREFIX = "founders_desktop"
log = logging.getLogger(__name__)


def translations_dir() -> Path:
    return resource("translations")


def ts_path(code: str) -> Path:
    """The Qt Linguist source of ``code`` (a checkout's; the build compiles it to ``qm_path``)."""
    return translations_dir() / f"{APP_PREFIX}_{code}.ts"


def qm_path(code: str) -> Path:
    """The compiled translation the app loads (made by lrelease at build and install time)."""
    return translations_dir() / f"{APP_PREFIX}_{code}.qm"


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
    """The app's own texts, compiled by lrelease; plural forms come from the .qm's rules."""
    translator = QTranslator(app)
    if translator.load(str(qm_path(code))):
        return translator
    log.warning("no compiled translation %s: run python hatch_build.py (or pip install -e .)", qm_path(code))
    return None


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
    global _current
    language = effective_language(code)
    for old_translator in _installed:
        app.removeTranslator(old_translator)
    _installed.clear()
    QLocale.setDefault(QLocale(language))
    # English is the source language: its .qm holds only the plural forms ("1 road", "2 roads").
    makers = (_app_translator,) if language == ENGLISH else (_qt_translator, _app_translator)
    for maker in makers:
        translator = maker(language, app)
        if translator is not None and app.installTranslator(translator):
            _installed.append(translator)
    _current = language
    retranslate_everything()
    return language


def retranslate_everything() -> None:
    """After the translators changed: every open widget and board speaks the new language on return."""
    # Qt posts LanguageChange to every widget, which sets its texts again (changeEvent ->
    # retranslate()); deliver them now so every text is new when the switch returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    retranslate_scenes()


def set_language(app: QCoreApplication, settings: QSettings, code: str) -> str:
    """The language setting: remember ``code`` and switch to it at once."""
    settings.setValue(SETTING_KEY, code)
    settings.sync()
    return install_language(app, code)
