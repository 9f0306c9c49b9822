"""Languages: every visible string is marked and translated, and switching languages works live."""

from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.view import i18n
from founders_desktop.view.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
CODE_DIRS = [ROOT / "founders_desktop" / "view", ROOT / "founders_desktop" / "app"]
LANGUAGE_CODES = ["es", "ru"]

# Calls whose string arguments the person reads.
TEXT_SETTERS = {
    "setText", "setWindowTitle", "setToolTip", "addItem", "addItems", "addMenu", "setPlaceholderText",
    "setStatusTip", "setTitle", "addTab", "setTabText", "setTabToolTip", "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels", "setHeaderLabels", "setDescription", "setWhatsThis", "addRow",
    "setLabelText", "setInformativeText", "setDetailedText", "setAccessibleName", "showMessage",
    "setPrefix", "setSuffix", "setSpecialValueText", "setItemText", "insertItem", "addAction",
}  # fmt: skip
TEXT_CONSTRUCTORS = {
    "QLabel", "QPushButton", "QAction", "QGroupBox", "QCheckBox", "QRadioButton", "QCommandLinkButton",
    "QToolButton", "QMenu", "QTreeWidgetItem", "QListWidgetItem", "QTableWidgetItem", "QDockWidget",
}  # fmt: skip
MESSAGE_BOX = {"warning", "information", "critical", "question", "about"}
# Helpers that translate but which lupdate cannot see: their strings never reach the .ts files.
HIDDEN_HELPERS = {"tr", "_tr", "_"}


def _linguistic(text: str) -> bool:
    """Two letters in a row make a word; "", digits, symbols and placeholders are not."""
    return bool(re.search(r"[^\W\d_]{2,}", re.sub(r"\{[^}]*\}|%\d", "", text)))


def _literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    return None


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def untranslated_strings(folder: Path) -> list[str]:
    """``file:line: call('text')`` for every word-bearing literal shown without translation."""
    found: list[str] = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Call) and _call_name(inner) in ("tr", "translate"):
                        found.append(
                            f"{path.name}:{inner.lineno}: a tr() inside an f-string is invisible to lupdate"
                        )
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            args: list[ast.expr] = []
            if name in TEXT_SETTERS or name in TEXT_CONSTRUCTORS:
                args = [*node.args, *(k.value for k in node.keywords if k.arg in ("text", "title"))]
            elif name in MESSAGE_BOX and isinstance(node.func, ast.Attribute):
                args = node.args[1:]
            elif name == "translate" and len(node.args) >= 2 and _literal_text(node.args[1]) is not None:
                if _literal_text(node.args[0]) is None:
                    found.append(f"{path.name}:{node.lineno}: translate() with a context lupdate cannot read")
                continue
            elif name in HIDDEN_HELPERS and isinstance(node.func, ast.Name) and node.args:
                if _literal_text(node.args[0]) is not None:
                    found.append(f"{path.name}:{node.lineno}: {name}() is invisible to lupdate")
                continue
            for arg in args:
                for item in [arg, *(arg.elts if isinstance(arg, ast.List | ast.Tuple) else [])]:
                    text = _literal_text(item)
                    if text is not None and _linguistic(text):
                        found.append(f"{path.name}:{node.lineno}: {name}({text!r})")
    return found


def test_the_scan_catches_an_unmarked_string(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(
        'label = QLabel("Hello there")\nbutton.setText(self.tr("Fine"))\nx.setText(f"{n} ✓")\n'
        "y.setText(f\"<b>{self.tr('Hidden')}</b>\")\n"
    )
    found = untranslated_strings(tmp_path)
    assert len(found) == 2 and "Hello there" in found[0] and "f-string" in found[1]


@pytest.mark.parametrize("folder", CODE_DIRS, ids=lambda p: p.name)
def test_every_visible_string_is_marked_for_translation(folder: Path) -> None:
    assert untranslated_strings(folder) == []


def _messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def _placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"\{[^}]*\}|%\d|%n", text))


@pytest.mark.parametrize("code", (*LANGUAGE_CODES, "en"))
def test_every_message_is_translated_and_keeps_its_placeholders(code: str) -> None:
    problems = []
    for context, source, message in _messages(i18n.ts_path(code)):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") is not None or not all(forms):
            problems.append(f"{context}: {source!r} is not finished")
            continue
        for form in forms:
            if _placeholders(form.replace("%n", "")) != _placeholders(source.replace("%n", "")):
                problems.append(f"{context}: {source!r} -> {form!r} changes the placeholders")
    assert problems == []


def _lupdate() -> Path:
    return Path(PySide6.__file__).parent / "lupdate"


@pytest.mark.skipif(not _lupdate().exists(), reason="this PySide6 has no lupdate")
@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_translation_files_have_every_string_of_the_code(code: str, tmp_path: Path) -> None:
    sources = sorted(str(p) for folder in CODE_DIRS for p in folder.rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [str(_lupdate()), "-locations", "none", *sources, "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    wanted = {(c, s) for c, s, _ in _messages(fresh)}
    have = {(c, s) for c, s, _ in _messages(i18n.ts_path(code))}
    assert sorted(wanted - have) == [], "run scripts/update_translations.sh and translate the new strings"


@pytest.mark.skipif(not _lupdate().exists(), reason="this PySide6 has no lupdate")
def test_the_english_file_has_every_plural_of_the_code_and_nothing_else(tmp_path: Path) -> None:
    sources = sorted(str(p) for folder in CODE_DIRS for p in folder.rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [str(_lupdate()), "-locations", "none", "-pluralonly", *sources, "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    wanted = {(c, s) for c, s, _ in _messages(fresh)}
    have = {(c, s) for c, s, m in _messages(i18n.ts_path("en"))}
    assert wanted and have == wanted, "run scripts/update_translations.sh and write the English plurals"
    assert all(m.get("numerus") == "yes" for _, _, m in _messages(i18n.ts_path("en")))


def _plural_literals() -> set[tuple[str, str]]:
    """(context, source) of every translated literal with a %n in the code: QCoreApplication
    .translate(context, source, ...) and self.tr(source, ...) in a class (its name the context)."""
    found: set[tuple[str, str]] = set()
    for path in sorted(p for folder in CODE_DIRS for p in folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
            for node in ast.walk(cls):
                if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                    continue
                args = [a.value if isinstance(a, ast.Constant) else None for a in node.args]
                if node.func.attr == "translate" and len(args) >= 2 and isinstance(args[1], str):
                    context, source = args[0], args[1]
                elif (
                    node.func.attr == "tr"
                    and isinstance(cls, ast.ClassDef)
                    and args
                    and isinstance(args[0], str)
                ):
                    context, source = cls.name, args[0]
                else:
                    continue
                if isinstance(context, str) and "%n" in source:
                    found.add((context, source))
    return found


def test_every_plural_of_the_code_is_one_lupdate_reads_as_a_plural() -> None:
    """A "%n" lupdate does not read as a plural is never translated ("1 tile(s)" in every
    language): its QCoreApplication.translate form with a count is one it skips."""
    have = {(c, s) for c, s, m in _messages(i18n.ts_path("en")) if m.get("numerus") == "yes"}
    assert sorted(_plural_literals() - have) == []


def test_english_plurals_read_right(qapp: QApplication) -> None:
    """English is the source language, but "%n road(s)" must read "1 road" and "2 roads"."""
    i18n.install_language(qapp, i18n.ENGLISH)
    assert [_roads(n) for n in (1, 2, 0)] == ["Laid 1 road.", "Laid 2 roads.", "Laid 0 roads."]
    assert QCoreApplication.translate("OutcomePanel", "moves %n hexes", None, 1) == "moves 1 hex"
    assert QCoreApplication.translate("PacksDialog", "%n problem(s)", None, 3) == "3 problems"


def _roads(n: int) -> str:
    return QCoreApplication.translate("DragController", "Laid %n road(s).", None, n)


def test_plural_forms_come_from_the_compiled_translation(qapp: QApplication) -> None:
    """Russian has three forms (1, 2-4, 5-20 and their tens), Spanish two: the .qm carries the rules."""
    try:
        i18n.install_language(qapp, "ru")
        forms = [_roads(n).split()[0] for n in (1, 2, 5, 11, 21, 22, 25)]
        assert forms == [
            "Проложена",
            "Проложены",
            "Проложено",
            "Проложено",
            "Проложена",
            "Проложены",
            "Проложено",
        ]
        assert _roads(22) == "Проложены 22 дороги."
        i18n.install_language(qapp, "es")
        assert [_roads(n) for n in (1, 2, 0)] == [
            "Colocado 1 camino.",
            "Colocados 2 caminos.",
            "Colocados 0 caminos.",
        ]
    finally:
        i18n.install_language(qapp, i18n.ENGLISH)


@pytest.mark.parametrize("code", (*LANGUAGE_CODES, "en"))
def test_the_compiled_translation_is_not_stale(code: str) -> None:
    """The .qm the app loads says what its .ts says today (the build compiles it): every finished
    message, each plural form included, comes out of the loaded .qm as the .ts has it."""
    qm = i18n.qm_path(code)
    assert qm.is_file(), "no .qm: run python hatch_build.py (or pip install -e .)"
    translator = QTranslator()
    assert translator.load(str(qm))
    stale = []
    for context, source, message in _messages(i18n.ts_path(code)):
        translation = message.find("translation")
        if translation is None or translation.get("type") is not None:
            continue
        comment = message.findtext("comment")
        forms = [f.text or "" for f in translation.iter("numerusform")]
        if forms:
            counts = (0, 1, 2, 3, 5, 11, 21, 22, 25, 101)  # reach every form of every language's rule
            said = {translator.translate(context, source, comment, n) for n in counts}  # %n left as is
            if not set(forms) <= said:
                stale.append(f"{context}: {source!r}")
        elif translator.translate(context, source, comment) != (translation.text or ""):
            stale.append(f"{context}: {source!r}")
    assert stale == [], f"{qm.name} is older than its .ts: run python hatch_build.py"


def _visible_texts(window: MainWindow) -> dict[str, str]:
    return {
        "title": window.windowTitle(),
        "file": window.file_menu.title(),
        "view": window.view_menu.title(),
        "help": window.help_menu.title(),
        "city": window.start_page.city_button.text(),
        "sandbox": window.start_page.sandbox_button.text(),
        "tactics": window.start_page.tactics_button.text(),
        "subtitle": window.start_page.subtitle.text(),
    }


def test_switching_to_russian_changes_the_main_window_at_once(window: MainWindow, qtbot: QtBot) -> None:
    english = _visible_texts(window)
    assert english["file"] == "&File" and english["city"] == "New city game"

    window.language_actions["ru"].trigger()
    russian = _visible_texts(window)
    assert russian["file"] == "&Файл"
    assert russian["city"] == "Новая игра в город"
    assert russian["tactics"] == "Тактика"
    assert all(russian[key] != english[key] for key in english if key != "title")
    assert window.settings.value(i18n.SETTING_KEY) == "ru"

    window.language_actions["en"].trigger()
    assert _visible_texts(window) == english


def test_texts_set_once_in_the_side_panels_follow_the_language(window: MainWindow) -> None:
    window.show_page("sandbox")
    sandbox = window.sandbox_page
    english = (sandbox.undo_button.text(), sandbox.anyway_box.text(), sandbox.title_label.text())
    window.language_actions["ru"].trigger()
    assert sandbox.undo_button.text() == "Отменить"
    assert sandbox.title_label.text() == "Песочница карты"
    assert sandbox.tray.kinds.item(0).text() == "Первая торговая лавка (подготовка)"
    assert sandbox.tray.colour_buttons[0].text() == "1 Синий"
    window.language_actions["es"].trigger()
    assert sandbox.undo_button.text() == "Deshacer"
    window.language_actions["en"].trigger()
    assert (sandbox.undo_button.text(), sandbox.anyway_box.text(), sandbox.title_label.text()) == english


@pytest.mark.parametrize("page", ["city", "sandbox", "tactics"])
def test_every_page_survives_a_language_switch(window: MainWindow, page: str) -> None:
    window.show_page(page)
    for code in ("ru", "es", "en"):
        window.language_actions[code].trigger()
    assert window.windowTitle() == "Founders Desktop"


def test_a_city_game_in_progress_speaks_the_new_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_afterwards: None
) -> None:
    from tests.view.city_game.drive import make_page

    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    page = make_page(qtbot)
    english = page.decision.title.text()
    app = QApplication.instance()
    assert app is not None
    i18n.install_language(app, "ru")
    russian = page.decision.title.text()
    assert russian != english and re.search("[а-я]", russian)
    i18n.install_language(app, "en")
    assert page.decision.title.text() == english
    page.close()
    page.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_spanish_uses_the_players_names_for_the_game(window: MainWindow) -> None:
    window.language_actions["es"].trigger()
    assert window.start_page.city_button.text() == "Nueva partida de ciudad"
    assert "Fundadores de Gloomhaven" in window.start_page.city_button.description()


def test_system_follows_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda: "es")
    assert i18n.effective_language(i18n.SYSTEM) == "es"
    assert i18n.effective_language("ru") == "ru"
