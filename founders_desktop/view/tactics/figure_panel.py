"""The selected figure's properties (initiative, elite, standee, active monster), its starting
state (conditions, shield, retaliate and its range, as a scenario file holds them) and the move
value whose reach the board shades. Every change is one undoable edit of the figure."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from founders_desktop.app.tactics.controller import TacticsController
from founders_desktop.app.tactics.engine_port import movement_mode
from founders_desktop.app.tactics.scenario import FigureKind
from founders_desktop.tactics import MovementMode
from founders_desktop.tactics.scenario import (
    RETALIATE_MAX,
    RETALIATE_RANGE_MAX,
    SHIELD_MAX,
    STARTING_CONDITIONS,
)
from founders_desktop.view.fit import narrow_combo, wrap_long_rows
from founders_desktop.view.tactics.play_text import condition_name
from founders_desktop.view.wrapping import WrappingButton, WrappingCheckBox

NO_INITIATIVE = 0  # the spin box's special value: "none"
CONDITION_COLUMNS = 2


class FigurePanel(QWidget):
    #: Move value and movement mode for the reach shading.
    move_changed = Signal(int, object)

    def __init__(self, controller: TacticsController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.figure_id: str | None = None
        self._loading = False
        form = QFormLayout(self)
        wrap_long_rows(form)
        self.form = form
        self.name_label = QLabel(self)
        self.name_label.setWordWrap(True)
        form.addRow(self.name_label)
        # fractions put a summon just before its summoner (22.5 before 23)
        self.initiative = QDoubleSpinBox(self)
        self.initiative.setObjectName("initiative")
        self.initiative.setDecimals(1)
        self.initiative.setRange(NO_INITIATIVE, 99)
        form.addRow(QLabel(self), self.initiative)
        self.elite = WrappingCheckBox("", self)
        form.addRow(self.elite)
        self.standee = QSpinBox(self)
        self.standee.setRange(1, 99)
        form.addRow(QLabel(self), self.standee)
        self.active_button = WrappingButton("", self)
        self.active_button.setObjectName("makeActive")
        form.addRow(self.active_button)
        self.start_label = QLabel(self)
        self.start_label.setWordWrap(True)
        form.addRow(self.start_label)
        grid_box = QWidget(self)
        grid = QGridLayout(grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.conditions: dict[str, WrappingCheckBox] = {}
        for i, name in enumerate(STARTING_CONDITIONS):
            box = WrappingCheckBox("", grid_box)
            box.setObjectName(f"condition-{name}")
            grid.addWidget(box, *divmod(i, CONDITION_COLUMNS))
            self.conditions[name] = box
        form.addRow(grid_box)
        self.shield = QSpinBox(self)
        self.shield.setObjectName("startShield")
        self.shield.setRange(0, SHIELD_MAX)
        form.addRow(QLabel(self), self.shield)
        self.retaliate = QSpinBox(self)
        self.retaliate.setObjectName("startRetaliate")
        self.retaliate.setRange(0, RETALIATE_MAX)
        form.addRow(QLabel(self), self.retaliate)
        self.retaliate_range = QSpinBox(self)
        self.retaliate_range.setObjectName("retaliateRange")
        self.retaliate_range.setRange(1, RETALIATE_RANGE_MAX)
        form.addRow(QLabel(self), self.retaliate_range)
        self.move_spin = QSpinBox(self)
        self.move_spin.setObjectName("moveValue")
        self.move_spin.setRange(0, 12)
        self.move_spin.setValue(2)
        form.addRow(QLabel(self), self.move_spin)
        self.mode = QComboBox(self)
        self.mode.setObjectName("moveMode")
        narrow_combo(self.mode)
        for mode in (MovementMode.NORMAL, MovementMode.JUMP, MovementMode.FLYING, MovementMode.TELEPORT):
            self.mode.addItem("", mode.value)
        form.addRow(QLabel(self), self.mode)
        self.retranslate()

        self.initiative.valueChanged.connect(self._edited)
        self.elite.toggled.connect(self._edited)
        self.standee.valueChanged.connect(self._edited)
        for box in self.conditions.values():
            box.toggled.connect(self._edited)
        for spin in (self.shield, self.retaliate, self.retaliate_range):
            spin.valueChanged.connect(self._edited)
        self.active_button.clicked.connect(self._make_active)
        self.move_spin.valueChanged.connect(self._move_edited)
        self.mode.currentIndexChanged.connect(self._move_edited)
        controller.changed.connect(lambda _what: self.show_figure(self.figure_id))
        self.show_figure(None)

    def retranslate(self) -> None:
        """The fixed texts in the language in force (at start and on every LanguageChange)."""
        self.initiative.setSpecialValueText(self.tr("none"))
        self.elite.setText(self.tr("Elite"))
        self.active_button.setText(self.tr("Make this the active monster"))
        self.start_label.setText(self.tr("Starts the scenario with:"))
        for name, box in self.conditions.items():
            text = condition_name(name)
            box.setText(text[:1].upper() + text[1:])
        self.shield.setSpecialValueText(self.tr("no shield"))
        self.retaliate.setSpecialValueText(self.tr("no retaliate"))
        self.retaliate_range.setSpecialValueText(self.tr("adjacent"))
        modes = {
            MovementMode.NORMAL.value: self.tr("Walk"),
            MovementMode.JUMP.value: self.tr("Jump"),
            MovementMode.FLYING.value: self.tr("Flying"),
            MovementMode.TELEPORT.value: self.tr("Teleport"),
        }
        for index in range(self.mode.count()):
            self.mode.setItemText(index, modes[self.mode.itemData(index)])
        for field, text in (
            (self.initiative, self.tr("Initiative:")),
            (self.standee, self.tr("Standee number:")),
            (self.shield, self.tr("Shield:")),
            (self.retaliate, self.tr("Retaliate:")),
            (self.retaliate_range, self.tr("Retaliate range:")),
            (self.move_spin, self.tr("Move value to show:")),
            (self.mode, self.tr("Movement:")),
        ):
            label = self.form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)

    def show_figure(self, figure_id: str | None) -> None:
        f = self.controller.scenario.figure(figure_id) if figure_id else None
        new_selection = figure_id != self.figure_id
        self.figure_id = f.id if f else None
        self._loading = True
        for w in (
            self.initiative,
            self.elite,
            self.standee,
            self.active_button,
            self.shield,
            self.retaliate,
            self.retaliate_range,
            *self.conditions.values(),
        ):
            w.setEnabled(f is not None)
        if f is None:
            self.name_label.setText(self.tr("No figure selected. Pick one with the Select tool."))
            for box in self.conditions.values():
                box.setChecked(False)
            for spin in (self.shield, self.retaliate, self.retaliate_range):
                spin.setValue(spin.minimum())
        else:
            kinds = {
                FigureKind.CHARACTER: self.tr("Character"),
                FigureKind.SUMMON: self.tr("Character summon"),
                FigureKind.MONSTER: self.tr("Monster"),
            }
            active = f.id == self.controller.scenario.active
            text = self.tr("%1 at %2").replace("%1", kinds[f.kind]).replace("%2", f"({f.hex.q}, {f.hex.r})")
            if active:
                text += " " + self.tr("(active monster)")
            self.name_label.setText(text)
            self.initiative.setValue(f.initiative if f.initiative is not None else NO_INITIATIVE)
            self.elite.setChecked(f.elite)
            self.elite.setEnabled(f.kind.is_monster)
            self.standee.setValue(max(1, f.standee))
            self.standee.setEnabled(f.kind.is_monster)
            self.active_button.setEnabled(f.kind.is_monster and not active)
            for name, box in self.conditions.items():
                box.setChecked(name in f.conditions)
            self.shield.setValue(f.shield)
            self.retaliate.setValue(f.retaliate)
            self.retaliate_range.setValue(f.retaliate_range)
            self.retaliate_range.setEnabled(f.retaliate > 0)
            if new_selection and active:
                ab = self.controller.scenario.ability
                self.move_spin.setValue(ab.move)
                self.mode.setCurrentIndex(self.mode.findData(movement_mode(ab).value))
        self._loading = False
        if new_selection:
            self._move_edited()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The figure's line is built from parts: build it again in the new language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "name_label"):
            self.retranslate()
            self.show_figure(self.figure_id)
        super().changeEvent(event)

    def _edited(self) -> None:
        f = self.controller.scenario.figure(self.figure_id) if self.figure_id else None
        if f is None or self._loading:
            return
        init = self.initiative.value()
        retaliate = self.retaliate.value()
        updated = replace(
            f,
            initiative=None if init == NO_INITIATIVE else float(init),
            elite=self.elite.isChecked() and f.kind.is_monster,
            standee=self.standee.value() if f.kind.is_monster else 0,
            conditions=tuple(name for name, box in self.conditions.items() if box.isChecked()),
            shield=self.shield.value(),
            retaliate=retaliate,
            retaliate_range=self.retaliate_range.value() if retaliate else 1,
        )
        self.controller.update_figure(updated)

    def _make_active(self) -> None:
        if self.figure_id:
            self.controller.set_active(self.figure_id)

    def _move_edited(self) -> None:
        if not self._loading:
            self.move_changed.emit(self.move_spin.value(), MovementMode(self.mode.currentData()))
