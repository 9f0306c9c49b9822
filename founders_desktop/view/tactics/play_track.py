"""The initiative track: this round's turn order as a row of chips, each with its initiative;
a tie-break's reason is in the chip's tooltip (and marked with a small "="); monsters revealed
mid-round that act out of initiative order, right after the turn that opened their room, are
marked with a "+"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from founders_desktop.app.tactics.initiative_track import TrackEntry
from founders_desktop.view.tactics.play_text import figure_name, fill, reason_text

CHIP = (
    "QLabel {{ border: 1px solid #6b5a3a; border-radius: 5px; padding: 3px 5px;"
    " background: {bg}; color: {fg}; }}"
)


class InitiativeTrack(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.placeholder = QLabel(self.tr("Turn order: shown once every character has chosen."), self)
        self.placeholder.setWordWrap(True)
        self._layout.addWidget(self.placeholder)
        self.chips: list[QLabel] = []
        self.entries: list[TrackEntry] = []

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.placeholder.setText(self.tr("Turn order: shown once every character has chosen."))
        super().changeEvent(event)

    def show_track(self, entries: list[TrackEntry]) -> None:
        self.entries = entries
        for chip in self.chips:
            self._layout.removeWidget(chip)
            chip.hide()
            chip.deleteLater()
        self.chips = []
        self.placeholder.setVisible(not entries)
        for e in entries:
            ini = "?" if e.initiative is None else str(e.initiative)
            text = f"{ini} {figure_name(e.name)}"
            if e.reason:
                text = ("+ " if e.reason == "revealed" else "= ") + text
            chip = QLabel(text, self)
            chip.setObjectName("initiativeChip")
            if e.current:
                bg, fg = "#c8261c", "white"
            elif e.done:
                bg, fg = "#d8d2c4", "#6f6a60"
            else:
                bg, fg = ("#dce8fa" if e.is_character else "#f7f4ee"), "#1b1b1b"
            chip.setStyleSheet(CHIP.format(bg=bg, fg=fg))
            tips = [self._tip(e)]
            if e.reason:
                tips.append(reason_text(e.reason))
            if not e.is_character:
                tips.append(
                    QCoreApplication.translate(
                        "PlayText", "Within a monster type: elites first, then normals, by standee number."
                    )
                )
            chip.setToolTip("\n".join(tips))
            self._layout.insertWidget(self._layout.count(), chip)
            self.chips.append(chip)

    def _tip(self, e: TrackEntry) -> str:
        if e.long_rest:
            return fill(
                QCoreApplication.translate("PlayText", "%1: long rest, initiative 99."), figure_name(e.name)
            )
        if e.is_character:
            return fill(
                QCoreApplication.translate("PlayText", "%1: leading card %2, second card %3."),
                figure_name(e.name),
                e.initiative,
                e.second,
            )
        return fill(
            QCoreApplication.translate("PlayText", "%1: monster card, initiative %2."),
            figure_name(e.name),
            e.initiative,
        )
