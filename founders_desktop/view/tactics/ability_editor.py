"""The active monster's ability (move, range, targets, area pattern, jump, flying, teleport,
muddled) and the rule set. Every change is one undoable edit on the controller."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from founders_desktop.app.tactics.controller import TacticsController
from founders_desktop.app.tactics.scenario import AbilitySpec
from founders_desktop.view.fit import narrow_combo, wrap_long_rows
from founders_desktop.view.tactics.area_grid import AreaGrid
from founders_desktop.view.wrapping import WrappingButton, WrappingCheckBox

RULE_SETS = ("gloomhaven", "frosthaven", "jaws-of-the-lion")


class AbilityEditor(QWidget):
    def __init__(self, controller: TacticsController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._loading = False
        form = QFormLayout(self)
        wrap_long_rows(form)
        self.rules = QComboBox(self)
        self.rules.setObjectName("ruleSet")
        narrow_combo(self.rules)
        for name, text in zip(
            RULE_SETS,
            (self.tr("Gloomhaven"), self.tr("Frosthaven"), self.tr("Jaws of the Lion")),
            strict=True,
        ):
            self.rules.addItem(text, name)
        form.addRow(self.tr("Rule set:"), self.rules)
        self.move_spin = self._spin(form, self.tr("Move:"), 0, 12, "abilityMove")
        self.range_spin = self._spin(form, self.tr("Range (0 = melee):"), 0, 12, "abilityRange")
        self.targets_spin = self._spin(form, self.tr("Targets (0 = no attack):"), 0, 6, "abilityTargets")
        self.mode = QComboBox(self)
        self.mode.setObjectName("abilityMode")
        narrow_combo(self.mode)
        for key, text in (
            ("walk", self.tr("Walk")),
            ("jumping", self.tr("Jump")),
            ("flying", self.tr("Flying")),
            ("teleport", self.tr("Teleport")),
        ):
            self.mode.addItem(text, key)
        form.addRow(self.tr("Movement:"), self.mode)
        self.muddled = WrappingCheckBox(self.tr("Muddled"), self)
        form.addRow(self.muddled)
        area_title = QLabel(self.tr("Area pattern (click hexes; none: single targets):"), self)
        area_title.setWordWrap(True)
        form.addRow(area_title)
        self.area = AreaGrid(self)
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addWidget(self.area)
        grid_row.addStretch(1)
        form.addRow(grid_row)
        self.aoe_melee = WrappingCheckBox(self.tr("Melee (centre: the monster)"), self)
        self.clear_area = WrappingButton(self.tr("Clear"), self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.aoe_melee, 1)
        buttons.addWidget(self.clear_area)
        form.addRow(buttons)

        self.rules.currentIndexChanged.connect(self._rules_edited)
        for spin in (self.move_spin, self.range_spin, self.targets_spin):
            spin.valueChanged.connect(self._edited)
        self.mode.currentIndexChanged.connect(self._edited)
        for box in (self.muddled, self.aoe_melee):
            box.toggled.connect(self._edited)
        self.area.pattern_changed.connect(self._edited)
        self.clear_area.clicked.connect(self._clear_area)
        controller.changed.connect(lambda _what: self.load())
        self.load()

    def _spin(self, form: QFormLayout, label: str, low: int, high: int, name: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setObjectName(name)
        form.addRow(label, spin)
        return spin

    def load(self) -> None:
        """Show the controller's ability (after an edit, undo, or a loaded case)."""
        s = self.controller.scenario
        a = s.ability
        self._loading = True
        self.rules.setCurrentIndex(max(0, self.rules.findData(s.rules)))
        self.move_spin.setValue(a.move)
        self.range_spin.setValue(a.range)
        self.targets_spin.setValue(a.targets)
        mode = "teleport" if a.teleport else "flying" if a.flying else "jumping" if a.jumping else "walk"
        self.mode.setCurrentIndex(self.mode.findData(mode))
        self.muddled.setChecked(a.muddled)
        self.aoe_melee.setChecked(a.aoe_melee)
        self.area.set_pattern(a.aoe, a.aoe_melee)
        self._loading = False

    def ability(self) -> AbilitySpec:
        melee = self.aoe_melee.isChecked()
        offsets = tuple(o for o in self.area.offsets if not (melee and o == (0, 0)))
        return replace(
            self.controller.scenario.ability,
            move=self.move_spin.value(),
            range=self.range_spin.value(),
            targets=self.targets_spin.value(),
            jumping=self.mode.currentData() == "jumping",
            flying=self.mode.currentData() == "flying",
            teleport=self.mode.currentData() == "teleport",
            muddled=self.muddled.isChecked(),
            aoe=offsets,
            aoe_melee=melee,
        )

    def _edited(self) -> None:
        if self._loading:
            return
        self.area.set_pattern(self.area.offsets, self.aoe_melee.isChecked())
        self.controller.set_ability(self.ability())

    def _clear_area(self) -> None:
        self.area.set_pattern((), self.aoe_melee.isChecked())
        self._edited()

    def _rules_edited(self) -> None:
        if not self._loading:
            self.controller.set_rules(self.rules.currentData())
