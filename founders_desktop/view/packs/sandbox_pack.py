"""The sandbox's choice of content pack: a list above its pieces; choosing another pack shows
that pack's boards and pieces on an empty board (a layout belongs to one pack's board)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from founders_desktop.packs import PackRefused, load_by_id
from founders_desktop.view.packs.pack_choice import PackChoice
from founders_desktop.view.packs.words import pack_refusal_text


def add_pack_choice(page: Any) -> QComboBox:
    """Put the pack list under the sandbox ``page``'s map side list."""
    combo = PackChoice(page.side_panel, page.pack.id)
    combo.setObjectName("sandboxPack")
    label = SandboxPackLabel(page.side_panel)
    below = page.side_layout.indexOf(page.side_picker) + 1  # under the map side
    page.side_layout.insertWidget(below, label)
    page.side_layout.insertWidget(below + 1, combo)
    combo.currentIndexChanged.connect(lambda _index: use_pack_in_sandbox(page, str(combo.currentData())))
    return combo


class SandboxPackLabel(QLabel):
    """ "Content pack", in the language of the moment."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setText(QCoreApplication.translate("SandboxPack", "Content pack"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


def use_pack_in_sandbox(page: Any, pack_id: str) -> bool:
    """Show ``pack_id``'s boards and pieces on an empty board; False (and why) if it will not load."""
    try:
        pack = load_by_id(pack_id)
    except PackRefused as error:
        page._show_message(pack_refusal_text(error), True)
        return False
    if pack is page.pack:
        return True
    controller = page.controller
    page.drag.cancel()
    controller.pack = pack
    page.tray.pack = pack
    page.use_pack(pack)
    controller.new_layout(page.current_map_id(), controller.players)
    page.tray._kind_changed(page.tray.kinds.currentRow())  # its item list, from the new pack
    return True
