"""The engine's outcomes of the active monster's turn, one row each (several rows: the players
choose), and whether they match the loaded case's ``expected`` outcomes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from founders_desktop.app.tactics.scenario import ExpectedOutcome, Scenario
from founders_desktop.tactics import Hex, Outcome
from founders_desktop.view.tactics.card_face import MonsterCardView, editor_ability_lines


def _hex_text(h: tuple[int, int]) -> str:
    return f"({h[0]}, {h[1]})"


class OutcomePanel(QWidget):
    outcome_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.card = MonsterCardView(self)
        layout.addWidget(self.card)
        self.summary = QLabel(self)
        self.summary.setObjectName("outcomeSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget(self)
        self.list.setObjectName("outcomeList")
        self.list.setWordWrap(True)
        layout.addWidget(self.list, 1)
        self.legend = QLabel(self)
        self.legend.setObjectName("previewLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self._legend()
        layout.addWidget(self.legend)
        self.verdict = QLabel(self)
        self.verdict.setObjectName("caseVerdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        self.list.currentRowChanged.connect(self._row_changed)
        self.outcomes: list[Outcome] = []

    def show_outcomes(
        self,
        outcomes: Sequence[Outcome] | None,
        figure_hexes: Mapping[str, Hex],
        has_active: bool,
        expected: Sequence[ExpectedOutcome] | None,
        matches: bool | None = None,
        edited: bool = False,
        problem: str | None = None,
    ) -> None:
        """``matches``: the controller's verdict against ``expected``; ``edited``: the case was
        changed since it was opened (the verdict then compares with the original case);
        ``problem``: the engine's code for an ability it refuses."""
        self.list.blockSignals(True)
        self.list.clear()
        self.outcomes = list(outcomes or [])
        if not has_active:
            self.summary.setText(self.tr("Place a monster and make it the active monster to see its turn."))
        elif problem == "ranged_area_without_range":
            self.summary.setText(
                self.tr(
                    "A ranged area attack needs a range of at least 1: set the range, "
                    "or tick Melee for a pattern around the monster."
                )
            )
        elif outcomes is None:
            self.summary.setText(self.tr("The engine cannot solve this monster turn yet."))
        elif len(self.outcomes) == 1:
            self.summary.setText(self.tr("One outcome: the rules decide everything."))
        else:
            self.summary.setText(self.tr("%n outcomes: the players choose one.", "", len(self.outcomes)))
        for i, o in enumerate(self.outcomes):
            self.list.addItem(QListWidgetItem(self._describe(i, o, figure_hexes)))
        self.list.blockSignals(False)
        if self.outcomes:
            self.list.setCurrentRow(0)
        self._show_verdict(outcomes, expected, matches, edited)

    def show_ability(self, scenario: Scenario) -> None:
        """The active monster's ability as its card: the editor's move and attack lines."""
        a = scenario.ability
        active = scenario.figure(scenario.active) if scenario.active else None
        self.card.setVisible(active is not None)
        if active is None:
            return
        modes = [m for m, on in (("jump", a.jumping), ("flying", a.flying), ("teleport", a.teleport)) if on]
        title = self.tr("Monster %1").replace("%1", str(active.standee))
        if active.elite:
            title += " " + self.tr("(elite)")
        self.card.show_card(
            title,
            self.tr("The ability being tested"),
            int(active.initiative or 0),
            editor_ability_lines(a.move, a.range, a.targets, len(a.aoe), modes, a.muddled),
        )

    def _name(self, fid: str) -> str:
        """An editor figure by kind and number (``character-2``: Character 2), never by hex."""
        kind, _, num = fid.rpartition("-")
        names = {
            "character": self.tr("Character %1"),
            "summon": self.tr("Summon %1"),
            "monster": self.tr("Monster %1"),
        }
        return names[kind].replace("%1", num) if kind in names else fid

    def _describe(self, i: int, o: Outcome, figure_hexes: Mapping[str, Hex]) -> str:
        moved = len(o.path) > 1 or o.end != (o.path[0] if o.path else o.end)
        if moved:
            steps = len(o.path) - 1
            if steps == 1:
                where = self.tr("moves one hex")
            else:
                where = self.tr("moves %n hexes", "", steps)
        else:
            where = self.tr("stays")
        if o.targets:
            whom = self.tr("attacks %1").replace("%1", ", ".join(self._name(t) for t in o.targets))
        else:
            whom = self.tr("no attack")
        text = f"{i + 1}. {where}; {whom}"
        if o.focus is not None and o.focus in figure_hexes:
            text += "; " + self.tr("focus %1").replace("%1", self._name(o.focus))
        return text

    def _show_verdict(
        self,
        outcomes: Sequence[Outcome] | None,
        expected: Sequence[ExpectedOutcome] | None,
        matches: bool | None,
        edited: bool,
    ) -> None:
        if expected is None or outcomes is None or matches is None:
            self.verdict.setText("")
            self.verdict.setStyleSheet("")
            return
        after = self.tr("Edited since opened: ") if edited else ""
        if matches:
            self.verdict.setText("\u2714 " + after + self.tr("Matches the case's expected outcomes."))
            self.verdict.setStyleSheet("color: #1b6e2f; font-weight: bold;")
            return
        got = {(o.end, frozenset(o.target_hexes)) for o in outcomes}
        want = {(e.end, e.targets) for e in expected}
        lines = ["\u2716 " + after + self.tr("Differs from the case's expected outcomes.")]
        for end, targets in sorted(want - got):
            lines.append(
                self.tr("missing: ends %1, attacks %2")
                .replace("%1", _hex_text(end))
                .replace("%2", ", ".join(_hex_text(t) for t in sorted(targets)) or "-")
            )
        for end, targets in sorted(got - want):
            lines.append(
                self.tr("extra: ends %1, attacks %2")
                .replace("%1", _hex_text(end))
                .replace("%2", ", ".join(_hex_text(t) for t in sorted(targets)) or "-")
            )
        self.verdict.setText("\n".join(lines))
        self.verdict.setStyleSheet("color: #a3211a; font-weight: bold;")

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.outcome_chosen.emit(row)

    def _legend(self) -> None:
        self.legend.setText(
            "<span style='color:#ff8c00'>&#9711;</span> "
            + self.tr("dashed orange ring: the focus (every tied focus)")
            + "<br><span style='color:#7b2cbf'>&#10132;</span> "
            + self.tr("purple: the path and the numbered destinations (pick one on the board)")
            + "<br><span style='color:#c8261c'>&#8853;</span> "
            + self.tr("red crosshair: a target; hatched red: the area attack as placed")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The legend is put together from parts: again in the new language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "legend"):
            self._legend()
        super().changeEvent(event)
