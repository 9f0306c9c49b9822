"""The list of packs a game can be set up with (the new-game dialog, the sandbox): the packs that
pass their checks, the bundled one first. The bundled pack is named in the player's language;
a player's own pack by the name its maker gave it (data, not translated)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QComboBox, QWidget

from founders_desktop.packs import PackEntry, list_packs


def pack_label(entry: PackEntry) -> str:
    """How a pack is named in lists: the bundled one in words, the others by name, id, version."""
    if entry.bundled:
        text = QCoreApplication.translate(
            "PackChoice", "Bundled pack (designed by this project), version {version}"
        )
        return text.format(version=entry.version)
    text = QCoreApplication.translate("PackChoice", "{name} ({id}, version {version})")
    return text.format(name=entry.name, id=entry.id, version=entry.version)


class PackChoice(QComboBox):
    """A pack list whose labels follow a language switch; ``currentData()`` is the pack id."""

    def __init__(self, parent: QWidget | None, current: str) -> None:
        super().__init__(parent)
        self.setObjectName("contentPack")
        self.entries = [entry for entry in list_packs() if entry.ok]
        for entry in self.entries:
            self.addItem(pack_label(entry), entry.id)
        self.setCurrentIndex(max(self.findData(current), 0))
        self._retranslate()

    def _retranslate(self) -> None:
        for index, entry in enumerate(self.entries):
            self.setItemText(index, pack_label(entry))
        self.setToolTip(
            QCoreApplication.translate("PackChoice", "File > Content packs… makes and imports packs")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
