"""The map's header beside the painted board: each section's name and solo difficulty, and the
prestige buildings each reserved location takes.

What is painted on the layers decides which rows there are (a section number or a location letter
painted on the board gets its row); a change here is one header line (``section 1 = West,
normal``, ``location a = west_gatehouse``), handed to the painter as one undoable stroke.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import get_args

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from founders_desktop.content.map_board import SoloDifficulty
from founders_desktop.packs.map_edit import MapDraft
from founders_desktop.view.packs.form_rows import empty_layout
from founders_desktop.view.section_difficulty import DIFFICULTY_WORDS

_CONTEXT = "MapHeader"
SECTION_COUNT = 3  # a map without section numbers yet still has three sections to name

HeaderChange = Callable[[str, str | None], None]


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _sections(draft: MapDraft) -> list[int]:
    named = {
        int(k.split()[1]) for k in draft.header_keys() if k.startswith("section ") and k.split()[1].isdigit()
    }
    painted = {int(ch) for row in draft.layer("sections") for ch in row if ch.isdigit()}
    return sorted(named | painted) or list(range(1, SECTION_COUNT + 1))


def _locations(draft: MapDraft) -> list[str]:
    named = {k.split()[1] for k in draft.header_keys() if k.startswith("location ") and len(k.split()) == 2}
    painted = {ch for row in draft.layer("reserved") for ch in row if ch != "."}
    return sorted(named | painted)


def _section_value(text: str | None) -> tuple[str, str]:
    name, _sep, difficulty = (text or "").partition(",")
    return name.strip(), difficulty.strip() or "normal"


class MapHeaderPanel(QWidget):
    """``buildings``: (id, name) of the pack's prestige buildings placed on reserved locations."""

    def __init__(self, buildings: list[tuple[str, str]], on_change: HeaderChange) -> None:
        super().__init__()
        self.setObjectName("mapHeader")
        self._buildings = buildings
        self._on_change = on_change
        self._shape: tuple[tuple[int, ...], tuple[str, ...], tuple[str, ...]] | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.names: dict[int, QLineEdit] = {}
        self.difficulties: dict[int, QComboBox] = {}
        self.takes: dict[tuple[str, str], QCheckBox] = {}
        self._draft = MapDraft((), "")

    def show_draft(self, draft: MapDraft) -> None:
        """Rows for the draft's sections and locations, showing its header's values."""
        sections, letters = _sections(draft), _locations(draft)
        named = tuple(
            sorted(
                {
                    b.strip()
                    for letter in letters
                    for b in (draft.header(f"location {letter}") or "").split(",")
                    if b.strip()
                }
                - {b for b, _ in self._buildings}
            )
        )
        shape = (tuple(sections), tuple(letters), named)
        if shape != self._shape:
            self._shape = shape
            self._rebuild(sections, letters, named)
        for number in sections:
            name, difficulty = _section_value(draft.header(f"section {number}"))
            edit, combo = self.names[number], self.difficulties[number]
            edit.blockSignals(True)
            edit.setText(name)
            edit.blockSignals(False)
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(difficulty)))
            combo.blockSignals(False)
        for letter in letters:
            taken = {b.strip() for b in (draft.header(f"location {letter}") or "").split(",")}
            for (at, building), box in self.takes.items():
                if at == letter:
                    box.blockSignals(True)
                    box.setChecked(building in taken)
                    box.blockSignals(False)
        self._draft = draft

    def _rebuild(self, sections: list[int], letters: list[str], named: tuple[str, ...]) -> None:
        empty_layout(self._layout)
        self.names, self.difficulties, self.takes = {}, {}, {}
        holder = QWidget(self)
        form = QFormLayout(holder)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(QLabel("<b>" + self.tr("Sections") + "</b>", holder))
        no_commas = QRegularExpressionValidator(QRegularExpression("[^,;=\\[\\]]*"), holder)
        for number in sections:
            edit = QLineEdit(holder)
            edit.setObjectName(f"sectionName:{number}")
            edit.setValidator(no_commas)
            edit.setPlaceholderText(self.tr("Name"))
            edit.editingFinished.connect(lambda n=number: self._section_changed(n))
            combo = QComboBox(holder)
            combo.setObjectName(f"sectionDifficulty:{number}")
            for difficulty in get_args(SoloDifficulty):
                combo.addItem(_tr(DIFFICULTY_WORDS[difficulty]), difficulty)
            combo.currentIndexChanged.connect(lambda _i, n=number: self._section_changed(n))
            combo.setToolTip(self.tr("How hard a solo game is when its first stall stands in this section"))
            row = QWidget(holder)
            line = QVBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(edit)
            line.addWidget(combo)
            self.names[number], self.difficulties[number] = edit, combo
            form.addRow(self.tr("Section {n}").format(n=number), row)
        form.addRow(QLabel("<b>" + self.tr("Reserved locations") + "</b>", holder))
        if not letters:
            form.addRow(QLabel(self.tr("None painted yet."), holder))
        choices = [*self._buildings, *((b, b) for b in named)]
        for letter in letters:
            row = QWidget(holder)
            column = QVBoxLayout(row)
            column.setContentsMargins(0, 0, 0, 0)
            for building, label in choices:
                box = QCheckBox(label, row)
                box.setObjectName(f"locationTakes:{letter}:{building}")
                box.toggled.connect(lambda _on, at=letter: self._location_changed(at))
                self.takes[(letter, building)] = box
                column.addWidget(box)
            form.addRow(self.tr("Location {letter} takes").format(letter=letter), row)
        self._layout.addWidget(holder)
        self._layout.addStretch(1)

    def _section_changed(self, number: int) -> None:
        name = self.names[number].text().strip()
        difficulty = str(self.difficulties[number].currentData())
        if (name, difficulty) != _section_value(
            self._draft.header(f"section {number}")
        ):  # focus left, nothing typed
            self._on_change(f"section {number}", f"{name}, {difficulty}")

    def _location_changed(self, letter: str) -> None:
        taken = [b for (at, b), box in self.takes.items() if at == letter and box.isChecked()]
        self._on_change(f"location {letter}", ", ".join(taken) if taken else None)
