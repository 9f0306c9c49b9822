"""The pack editor (File > Content packs... > Edit...): forms for races, advisers, resources and
rules values of one library pack, each field with its provenance and the check's problems on it.

Every change goes to :class:`PackDraft`, which marks the field "owner" and runs the checks of
``content check`` again; the page only shows what the draft says. Save writes the pack (a draft
with errors too: the library then lists its problems and no game can use it until they are
fixed). The prestige-building, card, action and recipe-entry forms live in files of their own
beside this one; the maps are painted on the board.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, get_args

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.content.cards import Difficulty
from founders_desktop.content.effects import ActionCategory, Effect
from founders_desktop.content.errors import PackProblem
from founders_desktop.packs.editing import RULES_FILE, FieldRef, PackDraft
from founders_desktop.packs.effect_fields import readable
from founders_desktop.packs.prestige_edit import BUILDINGS as PRESTIGE
from founders_desktop.view.city_game.effect_text import CATEGORY_WORDS, effects_text
from founders_desktop.view.content_names import content_text
from founders_desktop.view.packs.action_form import ActionEditor
from founders_desktop.view.packs.card_forms import ACHIEVEMENTS, CARDS, achievement_form, standard_card_form
from founders_desktop.view.packs.cross_check_runner import CrossChecker
from founders_desktop.view.packs.map_painter import MapPainter, add_map_tabs
from founders_desktop.view.packs.prestige_form import prestige_form
from founders_desktop.view.packs.problem_words import problem_text, provenance_text
from founders_desktop.view.packs.recipe_entries import EntryList
from founders_desktop.view.packs.rules_labels import rules_label
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

ERROR_STYLE = "color: #b3121c;"  # as the city page's refusals
OK_STYLE = "color: #1c6b3a;"
CHECK_COLUMNS = 5  # the forbidden resources, in rows that fit a 1280-wide window
DIFFICULTY_WORDS = {
    "easy": QT_TRANSLATE_NOOP("PackEditor", "easy"),
    "medium": QT_TRANSLATE_NOOP("PackEditor", "medium"),
    "hard": QT_TRANSLATE_NOOP("PackEditor", "hard"),
    "very_hard": QT_TRANSLATE_NOOP("PackEditor", "very hard"),
}
RULES_PARTS = {
    "costs": QT_TRANSLATE_NOOP("PackEditor", "Costs"),
    "supply": QT_TRANSLATE_NOOP("PackEditor", "Supplies"),
    "scoring": QT_TRANSLATE_NOOP("PackEditor", "Vote and scoring"),
}


def _words(text: str) -> str:
    return QCoreApplication.translate("PackEditor", text)


def _effects_text(raw: Any) -> str:
    """A card's action in words (as in play); the raw JSON where it does not read as effects."""
    from pydantic import TypeAdapter, ValidationError

    try:
        effects = TypeAdapter(tuple[Effect, ...]).validate_python(raw)
    except ValidationError:
        return str(raw)
    return effects_text(effects)


class FieldRow(QWidget):
    """One field: its editor, its provenance, and the problems the check finds on it."""

    def __init__(self, editor: QWidget, parent: QWidget | None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        top = QHBoxLayout()
        top.addWidget(editor, 1)
        self.provenance = QLabel(self)
        self.provenance.setObjectName("provenance")
        top.addWidget(self.provenance)
        layout.addLayout(top)
        self.problem = QLabel(self)
        self.problem.setObjectName("fieldProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        self.problem.hide()
        layout.addWidget(self.problem)

    def show_state(self, provenance: str, problems: list[PackProblem]) -> None:
        self.provenance.setText(
            QCoreApplication.translate("PackEditor", "[{provenance}]").format(
                provenance=provenance_text(provenance)
            )
            if provenance
            else ""
        )
        self.provenance.setToolTip(QCoreApplication.translate("PackEditor", "Where this value comes from"))
        self.provenance.setStyleSheet("font-weight: bold;" if provenance == "owner" else "color: #5a4a32;")
        self.problem.setText("\n".join(problem_text(p) for p in problems))
        self.problem.setVisible(bool(problems))


class PackEditor(QDialog):
    """The editor of one library pack; ``rows`` maps each shown field to its row (for tests)."""

    def __init__(self, pack_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("packEditor")
        self.draft = PackDraft(pack_id)
        self.setWindowTitle(self.tr("Edit the content pack “{name}”").format(name=pack_id))
        self.resize(1000, 620)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Enter the values printed on your cards. A value you change is marked [owner]; "
                "problems are shown under their field as you type."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs, 1)
        self.rows: dict[FieldRef, FieldRow] = {}
        self.cross_problems: list[PackProblem] = []  # the background checks' last word
        # Problems a field shows besides its own (a drawn footprint's shape, found in footprints.json).
        self.also_shows: dict[FieldRef, Callable[[], list[PackProblem]]] = {}
        self.cross_checker = CrossChecker(self._cross_checked, self)
        self._lists: dict[str, tuple[QListWidget, QScrollArea, Callable[[int], QWidget]]] = {}
        self._add_list_tab("races.json", self.tr("Races"), self._race_form)
        self._add_list_tab("advisers.json", self.tr("Advisers"), self._adviser_form)
        self._add_list_tab("resources.json", self.tr("Resources"), self._resource_form)
        self._add_list_tab(PRESTIGE, self.tr("Prestige buildings"), lambda i: prestige_form(self, i))
        self._add_list_tab(CARDS, self.tr("Standard cards"), lambda i: standard_card_form(self, i))
        if self.draft.items(ACHIEVEMENTS):
            self._add_list_tab(ACHIEVEMENTS, self.tr("Achievements"), lambda i: achievement_form(self, i))
        self._add_rules_tab()
        reserved = [
            (str(b.get("id")), str(b.get("name") or b.get("id")))
            for b in self.draft.items(PRESTIGE)
            if b.get("placement") == "reserved"
        ]
        self.map_painters = add_map_tabs(self.tabs, pack_id, reserved)
        for painter in self.map_painters:
            painter.changed.connect(partial(self._map_painted, painter))

        self.status = QLabel(self)
        self.status.setObjectName("editorStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.save_button = QPushButton(self.tr("Save"), self)
        self.save_button.setObjectName("savePackButton")
        self.save_button.clicked.connect(self.save)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.close_clicked)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        # "Close without saving?", replaced in tests.
        self.ask_discard: Callable[[], bool] = self._ask_discard
        self.refresh_state()
        self.cross_checker.start(self.draft.checked)

    # -- tabs ------------------------------------------------------------------------------
    def _add_list_tab(self, file: str, title: str, form: Callable[[int], QWidget]) -> None:
        page = QWidget(self.tabs)
        row = QHBoxLayout(page)
        names = QListWidget(page)
        names.setObjectName(f"list:{file}")
        names.setMaximumWidth(220)
        for item in self.draft.items(file):
            names.addItem(self._item_label(file, item))
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        row.addWidget(names)
        row.addWidget(scroll, 1)
        self._lists[file] = (names, scroll, form)
        names.currentRowChanged.connect(lambda index, f=file: self.show_item(f, index))
        self.tabs.addTab(page, title)
        if names.count():
            names.setCurrentRow(0)

    def _item_label(self, file: str, item: dict[str, Any]) -> str:
        kind = {
            "races.json": "race",
            "advisers.json": "adviser",
            "resources.json": "resource",
            PRESTIGE: "prestige building",
            CARDS: "standard card",
            ACHIEVEMENTS: "achievement",
        }[file]
        return content_text(kind, str(item.get("name", item.get("id", "?"))))

    def show_item(self, file: str, index: int) -> None:
        """Build the form of item ``index`` of ``file`` (the rows of the previous one go)."""
        names, scroll, form = self._lists[file]
        for ref in [r for r in self.rows if r.file == file]:
            del self.rows[ref]
        if index < 0:
            return
        scroll.setWidget(form(index))
        self.refresh_state()

    def _form(self) -> tuple[QWidget, QFormLayout]:
        widget = QWidget()
        form = QFormLayout(widget)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        return widget, form

    def _resource_options(self) -> list[tuple[str, str]]:
        return [
            (str(r.get("id")), content_text("resource", str(r.get("name", r.get("id")))))
            for r in self.draft.items("resources.json")
        ]

    def _race_form(self, index: int) -> QWidget:
        widget, form = self._form()
        file = "races.json"
        self._text(form, FieldRef(file, index, None, "name"), self.tr("Name"))
        none = [("", self.tr("any remaining resource"))]
        self._choice(
            form,
            FieldRef(file, index, None, "resource"),
            self.tr("Resource"),
            none + self._resource_options(),
        )
        self._checks(form, FieldRef(file, index, None, "forbidden"), self.tr("Forbidden resources"))
        self._effects(form, FieldRef(file, index, None, "racial_action"), self.tr("Racial action"))
        difficulties = [(d, _words(DIFFICULTY_WORDS[d])) for d in get_args(Difficulty)]
        self._choice(
            form, FieldRef(file, index, None, "solo_difficulty"), self.tr("Solo difficulty"), difficulties
        )
        return widget

    def _adviser_form(self, index: int) -> QWidget:
        widget, form = self._form()
        file = "advisers.json"
        self._text(form, FieldRef(file, index, None, "name"), self.tr("Name"))
        self._number(form, FieldRef(file, index, None, "tier"), self.tr("Tier"), 1, 3)
        categories = [
            (c, QCoreApplication.translate("EffectText", CATEGORY_WORDS[c])) for c in get_args(ActionCategory)
        ]
        self._choice(form, FieldRef(file, index, None, "category"), self.tr("Category"), categories)
        self._choice(
            form,
            FieldRef(file, index, None, "resource"),
            self.tr("Resource needed"),
            self._resource_options(),
        )
        self._number(form, FieldRef(file, index, None, "points"), self.tr("Points"), 0, 9)
        self._effects(form, FieldRef(file, index, None, "main_action"), self.tr("Main action"))
        return widget

    def _resource_form(self, index: int) -> QWidget:
        widget, form = self._form()
        file = "resources.json"
        self._number(form, FieldRef(file, index, None, "tier"), self.tr("Tier"), 1, 3)
        self._number(form, FieldRef(file, index, None, "tiles"), self.tr("Tiles"), 0, 99)
        self._recipe(form, FieldRef(file, index, None, "recipe"), self.tr("Recipe (points per prerequisite)"))
        return widget

    def _add_rules_tab(self) -> None:
        scroll = QScrollArea(self.tabs)
        scroll.setWidgetResizable(True)
        widget, form = self._form()
        rules = self.draft.files.get(RULES_FILE)
        for part, title in RULES_PARTS.items():
            values = rules.get(part) if isinstance(rules, dict) else None
            if not isinstance(values, dict):
                continue
            heading = QLabel(f"<b>{_words(title)}</b>", widget)
            form.addRow(heading)
            for key, value in values.items():
                ref = FieldRef(RULES_FILE, None, part, key)
                label = rules_label(key)
                if isinstance(value, bool):
                    continue
                if isinstance(value, int):
                    self._number(form, ref, label, 0, 999)
                elif isinstance(value, dict) and all(isinstance(v, int) for v in value.values()):
                    self._number_map(form, ref, label)
        scroll.setWidget(widget)
        self.tabs.addTab(scroll, self.tr("Rules values"))

    # -- field editors -----------------------------------------------------------------------
    def _add(self, form: QFormLayout, ref: FieldRef, label: str, editor: QWidget) -> None:
        row = FieldRow(editor, form.parentWidget())
        form.addRow(label, row)
        self.rows[ref] = row

    def after_edit(self) -> None:
        """The draft was changed by a form of its own file: show it, check it again in the background."""
        self.cross_checker.start(self.draft.checked)
        self.refresh_state()

    def _map_painted(self, painter: MapPainter) -> None:
        """A stroke on a map tab: the map is part of the draft (its problems, its Save)."""
        self.draft.set_map_text(painter.draft.file, painter.draft.text())
        self.after_edit()

    def _change(self, ref: FieldRef, value: Any) -> None:
        self.draft.set_value(ref, value)
        self.cross_checker.start(self.draft.checked)
        if ref.field == "name" and ref.index is not None and ref.file in self._lists:
            item = self._lists[ref.file][0].item(ref.index)
            if item is not None:
                item.setText(str(value))
        self.refresh_state()

    def _text(self, form: QFormLayout, ref: FieldRef, label: str) -> None:
        edit = QLineEdit(str(self.draft.value(ref) or ""))
        edit.setObjectName(f"field:{ref.field}")
        edit.textChanged.connect(lambda text: self._change(ref, text))
        self._add(form, ref, label, edit)

    def _choice(self, form: QFormLayout, ref: FieldRef, label: str, options: list[tuple[str, str]]) -> None:
        combo = QComboBox()
        combo.setObjectName(f"field:{ref.field}")
        for value, text in options:
            combo.addItem(text, value)
        current = self.draft.value(ref)
        found = combo.findData(current if current is not None else "")
        if found < 0 and current is None:  # a value the file leaves to its default: the first
            found = 0
        if found < 0:  # a value the pack has but the list lacks: shown, so it is not lost
            combo.addItem(str(current), current)
            found = combo.count() - 1
        combo.setCurrentIndex(found)
        combo.currentIndexChanged.connect(lambda _i: self._change(ref, combo.currentData() or None))
        self._add(form, ref, label, combo)

    def _number(self, form: QFormLayout, ref: FieldRef, label: str, low: int, high: int) -> None:
        spin = QSpinBox()
        spin.setObjectName(f"field:{ref.field}")
        spin.setRange(low, high)
        value = self.draft.value(ref)
        spin.setValue(value if isinstance(value, int) else low)
        spin.valueChanged.connect(lambda v: self._change(ref, v))
        self._add(form, ref, label, spin)

    def _number_map(self, form: QFormLayout, ref: FieldRef, label: str) -> None:
        box = QWidget()
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        values: dict[str, int] = dict(self.draft.value(ref))
        for key, value in values.items():
            line.addWidget(QLabel(rules_label(key)))
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setValue(value)

            def changed(v: int, key: str = key) -> None:
                values[key] = v
                self._change(ref, dict(values))

            spin.valueChanged.connect(changed)
            line.addWidget(spin)
        line.addStretch(1)
        self._add(form, ref, label, box)

    def _checks(self, form: QFormLayout, ref: FieldRef, label: str) -> None:
        box = QWidget()
        box.setObjectName(f"field:{ref.field}")
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        chosen = list(self.draft.value(ref) or [])
        boxes: list[tuple[str, QCheckBox]] = []
        for position, (value, text) in enumerate(self._resource_options()):
            check = QCheckBox(text)
            check.setObjectName(f"check:{value}")
            check.setChecked(value in chosen)
            boxes.append((value, check))
            grid.addWidget(check, position // CHECK_COLUMNS, position % CHECK_COLUMNS)

        def toggled(_state: int) -> None:
            self._change(ref, [value for value, check in boxes if check.isChecked()])

        for _value, check in boxes:
            check.stateChanged.connect(toggled)
        self._add(form, ref, label, box)

    def _effects(self, form: QFormLayout, ref: FieldRef, label: str) -> None:
        value = self.draft.value(ref)
        if readable(value):
            editor = ActionEditor(value, lambda effects: self._change(ref, effects), _effects_text)
            editor.setObjectName(f"field:{ref.field}")
            self._add(form, ref, label, editor)
            return
        words = QLabel(_effects_text(self.draft.value(ref)))
        words.setObjectName(f"field:{ref.field}")
        words.setWordWrap(True)
        words.setToolTip(self.tr("Not an action of known effects: edit it in the pack's JSON file."))
        self._add(form, ref, label, words)

    def _recipe(self, form: QFormLayout, ref: FieldRef, label: str) -> None:
        entries = EntryList(
            self.draft.value(ref),
            self._resource_options(),
            lambda value: self._change(ref, value),
            low=0,
            most=len(self._resource_options()),
            empty_text=self.tr("none (a basic resource)"),
            suffix=self.tr(" pt"),
        )
        entries.setObjectName(f"field:{ref.field}")
        self._add(form, ref, label, entries)

    def _flag(self, form: QFormLayout, ref: FieldRef, label: str, default: bool = False) -> None:
        """A yes/no field; ``default`` where the file leaves it out (as the model does)."""
        check = QCheckBox()
        check.setObjectName(f"field:{ref.field}")
        value = self.draft.value(ref)
        check.setChecked(default if value is None else bool(value))
        check.toggled.connect(lambda on: self._change(ref, on))
        self._add(form, ref, label, check)

    # The field editors, for the forms in files of their own.
    form_layout = _form
    add_row = _add
    change = _change
    resource_options = _resource_options
    text_field = _text
    choice_field = _choice
    number_field = _number
    flag_field = _flag
    action_field = _effects

    # -- state -----------------------------------------------------------------------------
    def refresh_state(self) -> None:
        """Each shown field's provenance and problems, and the pack's overall state."""
        if not hasattr(self, "status"):
            return
        for ref, row in self.rows.items():
            also = self.also_shows[ref]() if ref in self.also_shows else []
            row.show_state(
                self.draft.provenance(ref), self.draft.problems_at(ref, self.cross_problems) + also
            )
        problems = self.draft.problems
        if not problems and self.cross_problems:
            self._show_cross_problems()
            self.save_button.setEnabled(self.draft.dirty)
            return
        if problems:
            shown = {id(p) for ref in self.rows for p in self.draft.problems_at(ref)}
            shown |= {id(p) for ref, more in self.also_shows.items() if ref in self.rows for p in more()}
            elsewhere = [p for p in problems if id(p) not in shown and not p.file.startswith("maps/")]
            text = self.tr(
                "%n problem(s): no game can use this pack until they are fixed; it can be saved as a draft.",
                "",
                len(problems),
            )
            lines = [f"{p.file} {p.where}: {problem_text(p)}" for p in elsewhere[:4]]
            for painter in self.map_painters:
                count = sum(1 for p in problems if p.file == painter.draft.file)
                if count:
                    lines.append(
                        self.tr("Map “%1”: %n problem(s), crossed out on its tab.", "", count).replace(
                            "%1", painter.name
                        )
                    )
            if lines:
                text += "\n" + "\n".join(lines)
            self.status.setText(text)
            self.status.setStyleSheet(ERROR_STYLE)
        else:
            self.status.setText(self.tr("The pack passes its checks."))
            self.status.setStyleSheet(OK_STYLE)
        self.save_button.setEnabled(self.draft.dirty)

    def _cross_checked(self, problems: list[PackProblem]) -> None:
        self.cross_problems = problems
        self.refresh_state()

    def _show_cross_problems(self) -> None:
        text = self.tr(
            "The maps or the race drafts do not work with %n value(s), shown under their field:",
            "",
            len(self.cross_problems),
        )
        lines = [problem_text(p) for p in self.cross_problems[:4]]
        self.status.setText("\n".join([text, *lines]))
        self.status.setStyleSheet(ERROR_STYLE)

    def save(self) -> None:
        problems = self.draft.save()
        self.refresh_state()
        if problems:
            self.status.setText(
                self.tr(
                    "Saved as a draft with %n problem(s): no game can use this pack until they are fixed.",
                    "",
                    len(problems),
                )
            )
        else:
            self.status.setText(self.tr("Saved. The pack passes its checks and can be chosen for a game."))

    def done(self, result: int) -> None:
        self.cross_checker.wait()  # a background check (tens of milliseconds) ends before the page
        super().done(result)

    def close_clicked(self) -> None:
        if self.draft.dirty and not self.ask_discard():
            return
        self.accept()

    def _ask_discard(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Close the editor?"),
            self.tr("Your changes are not saved. Close without saving them?"),
        )
        return answer == QMessageBox.StandardButton.Yes
