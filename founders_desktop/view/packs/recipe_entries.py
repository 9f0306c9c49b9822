"""Entries of a resource and a number, added and removed: a resource's recipe (points per
prerequisite) and a prestige building's slots (the banner's points per resource).

The widget hands the whole new list to ``on_change``; the pack draft checks it (a resource
twice, a recipe that runs in a circle, too few slots) and the problem shows on the field."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from founders_desktop.packs.entries import add_entry, change_entry, remove_entry
from founders_desktop.view.packs.form_rows import empty_layout


class EntryList(QWidget):
    """``entries`` as edited: dicts with ``resource`` and ``points`` (and any other key kept)."""

    def __init__(
        self,
        entries: Any,
        options: list[tuple[str, str]],
        on_change: Callable[[list[dict[str, Any]]], None],
        *,
        low: int,
        most: int,
        empty_text: str,
        suffix: str,
        provenance_words: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("entryList")
        self.entries: list[dict[str, Any]] = [dict(e) for e in entries or [] if isinstance(e, dict)]
        self._options = options
        self._on_change = on_change
        self._low, self._most, self._empty, self._suffix = low, most, empty_text, suffix
        # Entries that carry their own provenance (a building's slots) show it on their row.
        self._provenance_words = provenance_words
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._rebuild()

    def _rebuild(self) -> None:
        empty_layout(self._layout)
        if not self.entries:
            self._layout.addWidget(QLabel(self._empty, self))
        for position, entry in enumerate(self.entries):
            self._layout.addWidget(self._row(position, entry))
        add = QPushButton(self.tr("Add an entry"), self)
        add.setObjectName("addEntry")
        add.setEnabled(len(self.entries) < self._most)
        add.clicked.connect(self._add)
        holder = QWidget(self)
        line = QHBoxLayout(holder)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(add)
        line.addStretch(1)
        self._layout.addWidget(holder)

    def _row(self, position: int, entry: dict[str, Any]) -> QWidget:
        row = QWidget(self)
        row.setObjectName(f"entry:{position}")
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        combo = QComboBox(row)
        combo.setObjectName("entryResource")
        for value, text in self._options:
            combo.addItem(text, value)
        found = combo.findData(entry.get("resource"))
        if found < 0:  # a resource the pack lacks: shown, so it is not lost
            combo.addItem(str(entry.get("resource")), entry.get("resource"))
            found = combo.count() - 1
        combo.setCurrentIndex(found)
        spin = QSpinBox(row)
        spin.setObjectName("entryPoints")
        spin.setRange(self._low, 99)
        spin.setValue(int(entry.get("points", self._low)))
        spin.setSuffix(self._suffix)

        provenance = QLabel(row)
        provenance.setObjectName("entryProvenance")

        def show_provenance() -> None:
            given = self.entries[position].get("provenance")
            words = self._provenance_words
            provenance.setVisible(words is not None and bool(given))
            if words is not None and given:
                provenance.setText(f"[{words(str(given))}]")

        def changed(_v: object) -> None:
            self.entries = change_entry(self.entries, position, str(combo.currentData()), spin.value())
            show_provenance()
            self._on_change([dict(e) for e in self.entries])

        combo.currentIndexChanged.connect(changed)
        spin.valueChanged.connect(changed)
        remove = QPushButton(self.tr("Remove"), row)
        remove.setObjectName("removeEntry")
        remove.clicked.connect(lambda: self._remove(position))
        show_provenance()
        line.addWidget(combo)
        line.addWidget(spin)
        line.addWidget(provenance)
        line.addWidget(remove)
        line.addStretch(1)
        return row

    def _add(self) -> None:
        self.entries = add_entry(self.entries, [value for value, _text in self._options], self._low)
        self._on_change([dict(e) for e in self.entries])
        self._rebuild()

    def _remove(self, position: int) -> None:
        self.entries = remove_entry(self.entries, position)
        self._on_change([dict(e) for e in self.entries])
        self._rebuild()
