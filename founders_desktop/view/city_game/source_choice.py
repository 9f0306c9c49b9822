"""Choosing the source: where the board found several tiles that could supply a prerequisite or
a delivery, the connecting player picks one (the engine lists the default and accepts any
alternative the board reported)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QWidget

from founders_desktop.city import BoardState
from founders_desktop.city.records import ChoiceKey
from founders_desktop.view.city.looks import Seating, player_name
from founders_desktop.view.city_game.words import name_of

Asker = Callable[[str, list[str]], int | None]  # (question, options) -> chosen index or None


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourceChoice", text)


def dialog_asker(parent: QWidget) -> Asker:
    def ask(question: str, options: list[str]) -> int | None:
        item, ok = QInputDialog.getItem(
            parent,
            QCoreApplication.translate("SourceChoice", "Choose the source"),
            question,
            options,
            0,
            False,
        )
        return options.index(item) if ok and item in options else None

    return ask


def choose_sources(
    board: BoardState,
    options: dict[ChoiceKey, tuple[int, ...]],
    ask: Asker,
    seating: Seating | None = None,
    names: tuple[str, ...] | None = None,
) -> tuple[tuple[str, int, str, int], ...] | None:
    """The choices as the engine's action takes them; None if the player cancelled."""
    out = []
    for (what, tile, resource), found in options.items():
        labels = []
        for t in found:
            owner = board.tiles[t].owner if 0 <= t < len(board.tiles) else None
            labels.append(
                QCoreApplication.translate("SourceChoice", "{resource} tile #{n} ({owner})").format(
                    resource=name_of(board.pack, resource), n=t, owner=player_name(owner, seating, names)
                )
            )
        verb = (
            QCoreApplication.translate("SourceChoice", "Deliver {resource} from which tile?")
            if what == "deliver"
            else QCoreApplication.translate("SourceChoice", "Use which {resource} tile?")
        )
        picked = ask(verb.format(resource=name_of(board.pack, resource)), labels)
        if picked is None:
            return None
        out.append((what, tile, resource, found[picked]))
    return tuple(out)
