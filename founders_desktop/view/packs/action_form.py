"""The action editor: an action as a list of effects, each of a known kind with its parameters.

Used for a prestige building's worker action, an adviser's main action, a race's racial action
and a standard card's main action. The parameters come from
:mod:`founders_desktop.packs.effect_fields`; the editor hands the whole new list to
``on_change`` (the pack draft checks it) and shows the action as it reads in play.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.content.effects import EFFECT_KINDS
from founders_desktop.packs.effect_fields import (
    Param,
    fresh_effect,
    param_value,
    params,
    readable,
    with_param,
)
from founders_desktop.view.packs.action_words import KIND_WORDS, PARAM_WORDS, VALUE_WORDS, action_word
from founders_desktop.view.packs.form_rows import empty_layout

MAX_EFFECTS = 4  # the longest printed action is three effects
MIN_OPTIONS = 2  # a choice is between two options at least (the model's rule)


class ActionEditor(QWidget):
    """Edits one action; ``effects`` is the list as now edited."""

    def __init__(
        self, effects: Any, on_change: Callable[[list[dict[str, Any]]], None], read: Callable[[Any], str]
    ) -> None:
        super().__init__()
        self.setObjectName("actionEditor")
        self.effects: list[dict[str, Any]] = [dict(e) for e in effects] if readable(effects) else []
        self._on_change = on_change
        self._read = read
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.reads = QLabel(self)
        self.reads.setObjectName("actionReads")
        self.reads.setWordWrap(True)
        self._rebuild()

    def _rebuild(self) -> None:
        empty_layout(self._layout, keep=self.reads)
        for position, effect in enumerate(self.effects):
            self._layout.addWidget(self._effect_row(position, effect))
        add = QPushButton(self.tr("Add an effect"), self)
        add.setObjectName("addEffect")
        add.setEnabled(len(self.effects) < MAX_EFFECTS)
        add.clicked.connect(self._add)
        line = QHBoxLayout()
        line.addWidget(add)
        line.addStretch(1)
        holder = QWidget(self)
        holder.setLayout(line)
        line.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(holder)
        self.reads.setText(self.tr("Reads: {text}").format(text=self._read(self.effects)))
        self._layout.addWidget(self.reads)

    def _effect_row(self, position: int, effect: dict[str, Any]) -> QWidget:
        row = QWidget(self)
        row.setObjectName(f"effect:{position}")
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        kind = QComboBox(row)
        kind.setObjectName("effectKind")
        for code in EFFECT_KINDS:
            kind.addItem(action_word(KIND_WORDS, code), code)
        kind.setCurrentIndex(max(0, kind.findData(effect.get("kind"))))
        kind.currentIndexChanged.connect(lambda _i: self._set_kind(position, str(kind.currentData())))
        line.addWidget(kind)
        remove = QPushButton(self.tr("Remove"), row)
        remove.setObjectName("removeEffect")
        remove.setToolTip(self.tr("Remove this effect from the action"))
        remove.clicked.connect(lambda: self._remove(position))
        line.addWidget(remove)
        line.addStretch(1)
        outer = QVBoxLayout()
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(line)
        form = QFormLayout()  # one parameter a line, indented under its kind
        form.setContentsMargins(24, 0, 0, 4)
        for param in params(str(effect.get("kind"))):
            form.addRow(
                action_word(PARAM_WORDS, param.name), self._param_editor(row, position, effect, param)
            )
        outer.addLayout(form)
        row.setLayout(outer)
        return row

    def _param_editor(self, row: QWidget, position: int, effect: dict[str, Any], param: Param) -> QWidget:
        value = param_value(effect, param)

        def set_to(new: Any) -> None:
            self.effects[position] = with_param(self.effects[position], param, new)
            self._changed(rebuild=False)

        if param.kind == "number":
            spin = QSpinBox(row)
            spin.setObjectName(f"param:{param.name}")
            spin.setRange(param.low, 99)
            spin.setValue(int(value) if isinstance(value, int) else param.low)
            spin.valueChanged.connect(set_to)
            return spin
        if param.kind == "flag":
            check = QCheckBox(row)
            check.setObjectName(f"param:{param.name}")
            check.setChecked(bool(value))
            check.toggled.connect(set_to)
            return check
        if param.kind == "one":
            combo = QComboBox(row)
            combo.setObjectName(f"param:{param.name}")
            if param.optional:
                combo.addItem(self.tr("—"), "")
            for option in param.options:
                combo.addItem(action_word(VALUE_WORDS, option), option)
            combo.setCurrentIndex(max(0, combo.findData(value if value is not None else "")))
            combo.currentIndexChanged.connect(lambda _i: set_to(combo.currentData()))
            return combo
        if param.kind == "some":
            box = QWidget(row)
            box.setObjectName(f"param:{param.name}")
            line = QHBoxLayout(box)
            line.setContentsMargins(0, 0, 0, 0)
            chosen = list(value or [])
            checks: list[tuple[str | int, QCheckBox]] = []
            for option in param.options:
                check = QCheckBox(action_word(VALUE_WORDS, option), box)
                check.setObjectName(f"option:{option}")
                check.setChecked(option in chosen)
                checks.append((option, check))
                line.addWidget(check)
            for _option, check in checks:
                check.toggled.connect(lambda _on: set_to([o for o, c in checks if c.isChecked()]))
            return box
        return self._options_editor(row, value, set_to, param.name)

    def _options_editor(self, row: QWidget, value: Any, set_to: Callable[[Any], None], name: str) -> QWidget:
        """A choice's options, each an action of its own edited by a nested editor, added and
        removed (a choice keeps at least two); the whole list goes to ``set_to`` on each change."""
        box = QWidget(row)
        box.setObjectName(f"param:{name}")
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        options: list[list[dict[str, Any]]] = [
            [dict(e) for e in option] for option in (value or []) if isinstance(option, (list, tuple))
        ]

        def changed(at: int, effects: list[dict[str, Any]]) -> None:
            options[at] = effects
            set_to([list(o) for o in options])

        for at, option in enumerate(options):
            group = QGroupBox(self.tr("Option {n}").format(n=at + 1), box)
            group.setObjectName(f"option:{at}")
            inner = QVBoxLayout(group)
            inner.setContentsMargins(6, 4, 6, 4)
            inner.addWidget(ActionEditor(option, partial(changed, at), self._read))
            drop = QPushButton(self.tr("Remove this option"), group)
            drop.setObjectName("removeOption")
            drop.setEnabled(len(options) > MIN_OPTIONS)
            drop.clicked.connect(lambda _c=False, at=at: self._set_options(set_to, options, remove=at))
            inner.addWidget(drop, 0, Qt.AlignmentFlag.AlignLeft)
            column.addWidget(group)
        more = QPushButton(self.tr("Add an option"), box)
        more.setObjectName("addOption")
        more.clicked.connect(lambda: self._set_options(set_to, options, remove=None))
        column.addWidget(more, 0, Qt.AlignmentFlag.AlignLeft)
        return box

    def _set_options(
        self, set_to: Callable[[Any], None], options: list[list[dict[str, Any]]], remove: int | None
    ) -> None:
        """Add an option (one effect of 1 money) or remove option ``remove``, then rebuild."""
        if remove is None:
            changed = [*options, [fresh_effect("gain_money")]]
        else:
            changed = [o for i, o in enumerate(options) if i != remove]
        set_to(changed)
        self._rebuild()

    def _set_kind(self, position: int, kind: str) -> None:
        self.effects[position] = fresh_effect(kind)
        self._changed(rebuild=True)

    def _add(self) -> None:
        self.effects.append(fresh_effect("gain_money"))
        self._changed(rebuild=True)

    def _remove(self, position: int) -> None:
        del self.effects[position]
        self._changed(rebuild=True)

    def _changed(self, *, rebuild: bool) -> None:
        self._on_change([dict(e) for e in self.effects])
        if rebuild:
            self._rebuild()
        else:
            self.reads.setText(self.tr("Reads: {text}").format(text=self._read(self.effects)))
