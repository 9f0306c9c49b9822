"""The active monster's ability (move, range, targets, area pattern, jump, flying, teleport,
muddled) and the rule set. Every change is one undoable edit on the controller."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent
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
        self.form = form
        wrap_long_rows(form)
        self.rules = QComboBox(self)
        self.rules.setObjectName("ruleSet")
        narrow_combo(self.rules)
        for name in RULE_SETS:
            self.rules.addItem("", name)
        form.addRow(QLabel(self), self.rules)
        self.move_spin = self._spin(form, 0, 12, "abilityMove")
        self.range_spin = self._spin(form, 0, 12, "abilityRange")
        self.targets_spin = self._spin(form, 0, 6, "abilityTargets")
        self.mode = QComboBox(self)
        self.mode.setObjectName("abilityMode")
        narrow_combo(self.mode)
        for key in ("walk", "jumping", "flying", "teleport"):
            self.mode.addItem("", key)
        form.addRow(QLabel(self), self.mode)
        self.muddled = WrappingCheckBox("", self)
        form.addRow(self.muddled)
        self.area_title = QLabel(self)
        self.area_title.setWordWrap(True)
        form.addRow(self.area_title)
        self.area = AreaGrid(self)
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addWidget(self.area)
        grid_row.addStretch(1)
        form.addRow(grid_row)
        self.aoe_melee = WrappingCheckBox("", self)
        self.clear_area = WrappingButton("", self)
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
        self.retranslate()
        self.load()

    def retranslate(self) -> None:
        """The editor's texts in the language in force (at start and on every LanguageChange)."""
        rule_sets = dict(
            zip(
                RULE_SETS,
                (self.tr("Gloomhaven"), self.tr("Frosthaven"), self.tr("Jaws of the Lion")),
                strict=True,
            )
        )
        modes = {"walk": self.tr("Walk"), "jumping": self.tr("Jump"), "flying": self.tr("Flying")}
        modes["teleport"] = self.tr("Teleport")
        for box, names in ((self.rules, rule_sets), (self.mode, modes)):
            for index in range(box.count()):
                box.setItemText(index, names[box.itemData(index)])
        for field, text in (
            (self.rules, self.tr("Rule set:")),
            (self.move_spin, self.tr("Move:")),
            (self.range_spin, self.tr("Range (0 = melee):")),
            (self.targets_spin, self.tr("Targets (0 = no attack):")),
            (self.mode, self.tr("Movement:")),
        ):
            label = self.form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        self.muddled.setText(self.tr("Muddled"))
        self.area_title.setText(self.tr("Area pattern (click hexes; none: single targets):"))
        self.aoe_melee.setText(self.tr("Melee (centre: the monster)"))
        self.clear_area.setText(self.tr("Clear"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "clear_area"):
            self.retranslate()
        super().changeEvent(event)

    def _spin(self, form: QFormLayout, low: int, high: int, name: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setObjectName(name)
        form.addRow(QLabel(self), spin)
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
