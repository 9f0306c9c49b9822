"""Languages: every visible string is marked and translated, and switching languages works live."""

from __future__ import annotations

import ast
import re
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSettings, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from founders_desktop.view import i18n
from founders_desktop.view.main_window import MainWindow
from founders_desktop.view.wrapping import WrappingButton, WrappingCheckBox

ROOT = Path(__file__).resolve().parents[2]
CODE_DIRS = [ROOT / "founders_desktop" / "view", ROOT / "founders_desktop" / "app"]
LANGUAGE_CODES = ["es", "ru"]
# The pseudo-translation's screenshots stay here for a person to look at after a run.
SCREENSHOTS = Path(tempfile.gettempdir()) / "founders-desktop-i18n"

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


@pytest.mark.parametrize("code", LANGUAGE_CODES)
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


def test_plural_forms_follow_each_language() -> None:
    assert [i18n._plural_index("ru", n) for n in (1, 2, 5, 11, 21, 22, 25)] == [0, 1, 2, 2, 0, 1, 2]
    assert [i18n._plural_index("es", n) for n in (1, 2, 0)] == [0, 1, 1]


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    app = QApplication.instance()
    assert app is not None
    i18n.install_language(app, i18n.ENGLISH)


@pytest.fixture
def window(qtbot: QtBot, _isolated_settings: Path, english_afterwards: None) -> MainWindow:
    made = MainWindow(QSettings(str(_isolated_settings), QSettings.Format.IniFormat))
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    return made


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


class PseudoTranslator(QTranslator):
    """Every text twice as long with accents, to find panels that clip longer languages."""

    def translate(  # type: ignore[override]
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        accents = str.maketrans("aeiouAEIOU", "àéîõüÀÉÎÕÜ")
        # Placeholders ({map}, %1) and markup stay as they are: the code fills them in.
        parts = re.split(r"(\{[^}]*\}|%\d|%n|<[^>]*>|&\w+;)", source_text)
        accented = "".join(part if i % 2 else part.translate(accents) for i, part in enumerate(parts))
        return f"{accented} {accented}" if source_text.strip() else source_text

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return False


def _name(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def _own_text(widget: QWidget) -> str:
    """The words a widget shows on itself (combo boxes elide by design and show all in their list)."""
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton):
        return widget.text().replace("&&", "&")
    if isinstance(widget, QGroupBox):
        return widget.title()
    return ""


def _needed_width(widget: QWidget, text: str) -> int:
    """The width a one-line text widget needs to show all its words."""
    metrics = widget.fontMetrics()
    words = max((metrics.horizontalAdvance(line) for line in text.replace("&", "").split("\n")), default=0)
    style = widget.style()
    if isinstance(widget, QCheckBox | QRadioButton):
        box = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, widget)
        return box + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, widget) + words
    if isinstance(widget, QAbstractButton):
        icon = 0 if widget.icon().isNull() else widget.iconSize().width() + 4
        return words + icon + 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, widget)
    if isinstance(widget, QLabel):
        return widget.sizeHint().width()
    return words + 16  # a group box's title beside its frame


def _wraps(widget: QWidget) -> bool:
    return (isinstance(widget, QLabel) and widget.wordWrap()) or isinstance(
        widget, WrappingButton | WrappingCheckBox
    )


def _cut_by_ancestors(widget: QWidget, page: QWidget) -> bool:
    """True when a parent shows only part of ``widget``. What a scroll area scrolls is not cut:
    scrolling brings it into view, so past its viewport only the viewport's own place counts."""
    rect = QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())
    visible = QRect(rect)
    ancestor = widget.parentWidget()
    while ancestor is not None:
        area = QRect(ancestor.mapTo(page, QPoint(0, 0)), ancestor.size())
        scroller = ancestor.parentWidget()
        if isinstance(scroller, QAbstractScrollArea) and ancestor is scroller.viewport():
            if scroller.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
                visible = QRect(
                    visible.left(), area.top(), visible.width(), min(visible.height(), area.height())
                )
            if scroller.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
                visible = QRect(
                    area.left(), visible.top(), min(visible.width(), area.width()), visible.height()
                )
        shown = visible.intersected(area)
        if shown.width() < visible.width() - 1 or shown.height() < visible.height() - 1:
            return True
        visible = shown
        if ancestor is page:
            break
        ancestor = ancestor.parentWidget()
    return False


def _clipped(page: QWidget) -> list[str]:
    """Every text the page shows only in part: cut by its own size, by a parent, or a tab elided
    without a tooltip that gives the whole text."""
    problems = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page) or widget.width() <= 1 or widget.height() <= 1:
            continue
        if isinstance(widget.parentWidget(), QToolBar):
            continue  # a tool bar moves what does not fit into its » menu
        text = _own_text(widget)
        if text and _wraps(widget):
            if widget.width() + 1 < widget.minimumSizeHint().width():
                problems.append(f"{_name(widget)}: a word of {text!r} is wider than the widget")
            if widget.height() + 1 < widget.heightForWidth(widget.width()):
                problems.append(f"{_name(widget)}: {text!r} is cut at the bottom")
        elif text and _needed_width(widget, text) > widget.width() + 1:
            problems.append(f"{_name(widget)}: {text!r} is cut")
        if (text or isinstance(widget, QComboBox | QAbstractSpinBox | QLineEdit)) and _cut_by_ancestors(
            widget, page
        ):
            problems.append(f"{_name(widget)}: {text!r} is cut by the panel")
    for bar in page.findChildren(QTabBar):
        if not bar.isVisibleTo(page):
            continue
        space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
        for index in range(bar.count()):
            tab, words = bar.tabRect(index), bar.tabText(index).replace("&", "")
            if not bar.rect().contains(tab):
                problems.append(f"tab {words!r} is beyond its tab bar")
            elided = tab.width() < bar.fontMetrics().horizontalAdvance(words) + space - 2
            if elided and bar.tabToolTip(index) != bar.tabText(index):
                problems.append(f"tab {words!r} is elided without a tooltip")
    return problems


def _open(window: MainWindow, qtbot: QtBot, state: str) -> QWidget:
    """Show one state of one page and return the widget to check."""
    if state == "start":
        window.show_page(state)
        return window.pages[state]
    if state == "sandbox":
        from founders_desktop.city import PieceKind, Placement

        sandbox = window.sandbox_page
        window.show_page(state)
        assert sandbox.controller is not None
        sandbox.controller.place(Placement(PieceKind.IMPORT, 0, "wood", (3, 3)), force=True)
        return sandbox
    if state == "city game":
        from founders_desktop.app.city_game.seats import SeatSpec
        from tests.view.city_game.drive import through_draft

        page = window.city_page
        window.show_page("city")
        page.start_game("symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 7, fast=True)
        through_draft(page)
        return page
    tactics = window.tactics_page
    window.show_page("tactics")
    if state == "tactics play":
        from founders_desktop.app.tactics.play_files import shipped_scenarios

        return tactics.start_play(shipped_scenarios()[0].scenario, seed=3)
    tab = {"tactics edit": 0, "tactics ability": 1, "tactics monster turn": 2}[state]
    tactics.tabs.setCurrentIndex(tab)
    if tab == 0:
        figure = next(f for f in tactics.controller.scenario.figures if f.kind.is_monster)
        tactics.tactics_scene.select(figure.id)
    return tactics


PAGE_STATES = [
    "start",
    "sandbox",
    "city game",
    "tactics edit",
    "tactics ability",
    "tactics monster turn",
    "tactics play",
]


@pytest.mark.parametrize("state", PAGE_STATES)
@pytest.mark.parametrize("language", ["pseudo", "ru", "es"])
def test_no_main_panel_clips_a_longer_language(
    window: MainWindow,
    qtbot: QtBot,
    language: str,
    state: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Double-length pseudo-words, and the real Russian and Spanish, fit every panel of every page;
    the screenshots stay in SCREENSHOTS for a person to look at."""
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    app = QApplication.instance()
    assert app is not None
    pseudo = PseudoTranslator(app)
    if language == "pseudo":
        app.installTranslator(pseudo)
        i18n.retranslate_everything(i18n._shown_texts([]))  # what install_language does after a switch
        assert window.start_page.city_button.text().startswith("Néw")
    else:
        window.language_actions[language].trigger()
    try:
        page = _open(window, qtbot, state)
        qtbot.wait(30)
        SCREENSHOTS.mkdir(exist_ok=True)
        window.grab().save(str(SCREENSHOTS / f"{language}-{state.replace(' ', '-')}.png"))
        assert _clipped(page) == []
    finally:
        app.removeTranslator(pseudo)


def test_the_clipping_check_sees_a_cut_button_and_a_cut_check_box(qtbot: QtBot) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    panel.setFixedWidth(120)
    layout = QVBoxLayout(panel)
    QPushButton("A button with far too many words for this panel", panel)
    box = QCheckBox("Place illegal pieces anyway (marked illegal)", panel)
    box.move(0, 40)
    layout.addWidget(WrappingButton("A wrapping button with many words", panel))
    panel.show()
    qtbot.waitExposed(panel)
    problems = _clipped(panel)
    assert len([p for p in problems if "is cut" in p]) >= 2
    assert not any("wrapping" in p for p in problems)


# Words that stay as they are in every language: the app's and languages' own names, the seats'
# names the test gives, key names.
KEPT = ("Founders Desktop", "English", "Español", "Ada", "Bo", "Esc", "Delete", "Ctrl", "JSON")


def _texts_in(page: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text and tooltip the page shows, board items' tooltips included."""
    found: list[tuple[str, str]] = []
    for widget in [page, *page.findChildren(QWidget)]:
        if widget is not page and not widget.isVisibleTo(page):
            continue
        name = _name(widget)
        found += [(f"{name} tooltip", widget.toolTip()), (name, _own_text(widget))]
        if isinstance(widget, QComboBox):
            found += [(f"{name} item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            found += [(f"{name} row", widget.item(i).text()) for i in range(widget.count())]
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                found += [(f"{name} tab", widget.tabText(i)), (f"{name} tab tooltip", widget.tabToolTip(i))]
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            found += [(f"{type(item).__name__} tooltip", item.toolTip()) for item in widget.scene().items()]
    for action in page.findChildren(QAction):
        found += [(f"action {action.objectName()}", action.text()), ("action tooltip", action.toolTip())]
    return found


def _every_tab(page: QWidget) -> list[tuple[str, str]]:
    """The texts of the page with each tab of each tab widget shown in turn."""
    found = _texts_in(page)
    for tabs in page.findChildren(QTabWidget):
        if tabs.isVisibleTo(page):
            current = tabs.currentIndex()
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                found += _texts_in(page)
            tabs.setCurrentIndex(current)
    return found


def _english_left(page: QWidget) -> list[str]:
    left = []
    for where, text in _every_tab(page):
        words = re.sub(r"<[^>]*>|&\w+;", " ", text)
        for kept in KEPT:
            words = words.replace(kept, "")
        if re.search(r"[A-Za-z]{2,}", words):
            left.append(f"{where}: {text[:120]!r}")
    return sorted(set(left))


@pytest.mark.parametrize("state", PAGE_STATES)
def test_after_a_switch_to_russian_no_english_is_left(
    window: MainWindow, qtbot: QtBot, state: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Texts put together from parts (tooltips, titles, board items, menus) follow a switch made
    while the page is open, not only the fixed ones."""
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    page = _open(window, qtbot, state)
    qtbot.wait(10)
    assert _english_left(page) != [] or state == "start"  # English before: the check sees it
    window.language_actions["ru"].trigger()
    assert _english_left(page) == []


def test_board_letters_are_painted_again_in_the_new_language(window: MainWindow, qtbot: QtBot) -> None:
    """The tactics board caches its picture; a switch must repaint the terrain letters."""
    window.show_page("tactics")
    view = window.tactics_page.view
    qtbot.wait(20)
    english = view.viewport().grab().toImage()
    window.language_actions["ru"].trigger()
    qtbot.wait(20)
    assert view.viewport().grab().toImage() != english
    window.language_actions["en"].trigger()
    qtbot.wait(20)
    assert view.viewport().grab().toImage() == english
