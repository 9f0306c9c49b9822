"""Languages: load the app's and Qt's translations, remember the choice, switch at run time.

The app's translations live as Qt Linguist ``.ts`` files in resources/translations. A frozen
bundle ships them compiled to ``.qm``; a checkout or a wheel may have only the ``.ts``, so
``TsTranslator`` reads the XML directly. That works everywhere without needing lrelease at run
time. Installing a translator makes Qt send ``LanguageChange`` to every widget, which each
widget answers by setting its texts again (``retranslate()``).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator

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


class TsTranslator(QTranslator):
    """A translator read straight from a Qt Linguist ``.ts`` file (finished messages only)."""

    def __init__(self, path: Path, code: str, parent: QCoreApplication | None = None) -> None:
        super().__init__(parent)
        self.code = code
        self.messages: dict[tuple[str, str, str], list[str]] = {}
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
                if not any(forms):
                    continue
                key = (context_name, message.findtext("source") or "", message.findtext("comment") or "")
                self.messages[key] = forms

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return not self.messages

    def language(self) -> str:
        return self.code

    def translate(  # type: ignore[override]
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        forms = self.messages.get((context, source_text, disambiguation or ""))
        if forms is None:
            return ""
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
    compiled = QTranslator(app)
    if compiled.load(f"{APP_PREFIX}_{code}", str(translations_dir())):
        return compiled
    path = ts_path(code)
    return TsTranslator(path, code, app) if path.is_file() else None


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


def current_language() -> str:
    return _current


def install_language(app: QCoreApplication, code: str) -> str:
    """Make ``code`` (or ``system``) the app's language now; returns the language in force.

    Removing and installing translators sends ``LanguageChange`` to every widget, so open
    windows retranslate without a restart.
    """
    global _current
    language = effective_language(code)
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    QLocale.setDefault(QLocale(language))
    if language != ENGLISH:
        for maker in (_qt_translator, _app_translator):
            translator = maker(language, app)
            if translator is not None and app.installTranslator(translator):
                _installed.append(translator)
    _current = language
    # Qt posts LanguageChange to each window; deliver it now so every text is new on return.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return language


def set_language(app: QCoreApplication, settings: QSettings, code: str) -> str:
    """The language setting: remember ``code`` and switch to it at once."""
    settings.setValue(SETTING_KEY, code)
    settings.sync()
    return install_language(app, code)
