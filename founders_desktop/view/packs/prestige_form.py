"""The prestige-building form of the pack editor: name, flavour, type (footprint drawn on a grid,
and colour), placement, slots with their banner points, and the worker action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, get_args

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from founders_desktop.content.prestige import Colour, Placement
from founders_desktop.packs.editing import FieldRef
from founders_desktop.packs.entries import with_provenance
from founders_desktop.packs.prestige_edit import (
    BUILDINGS,
    cells_of,
    draw_footprint,
    footprint_problems,
    footprint_rows,
)
from founders_desktop.view.packs.action_words import VALUE_WORDS, action_word
from founders_desktop.view.packs.footprint_grid import FootprintGrid
from founders_desktop.view.packs.problem_words import provenance_text
from founders_desktop.view.packs.recipe_entries import EntryList
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from founders_desktop.view.packs.editor_dialog import PackEditor

PLACEMENT_WORDS = {
    "anywhere": QT_TRANSLATE_NOOP("PrestigeForm", "anywhere on the map"),
    "reserved": QT_TRANSLATE_NOOP("PrestigeForm", "only on a reserved location"),
}
MOST_SLOTS = 5


def _tr(text: str) -> str:
    return QCoreApplication.translate("PrestigeForm", text)


def prestige_form(editor: PackEditor, index: int) -> QWidget:
    """The form of building ``index``; its rows are registered with the editor."""
    widget, form = editor.form_layout()

    def ref(field: str) -> FieldRef:
        return FieldRef(BUILDINGS, index, None, field)

    editor.text_field(form, ref("name"), QCoreApplication.translate("PrestigeForm", "Name"))
    editor.text_field(
        form, ref("kind"), QCoreApplication.translate("PrestigeForm", "Kind (tavern, guild, …)")
    )

    def drawn(cells: set[tuple[int, int]]) -> None:
        draw_footprint(editor.draft, index, cells)
        editor.after_edit()

    grid = FootprintGrid(cells_of(footprint_rows(editor.draft, index)), drawn)
    grid.setToolTip(
        QCoreApplication.translate(
            "PrestigeForm",
            "Click a square to cover or uncover it. The type is the shape and colour together.",
        )
    )
    editor.also_shows[ref("footprint")] = lambda: footprint_problems(editor.draft, index)
    editor.add_row(form, ref("footprint"), QCoreApplication.translate("PrestigeForm", "Footprint"), grid)
    colours = [(c, action_word(VALUE_WORDS, c)) for c in get_args(Colour)]
    editor.choice_field(form, ref("colour"), QCoreApplication.translate("PrestigeForm", "Colour"), colours)
    placements = [(p, _tr(PLACEMENT_WORDS[p])) for p in get_args(Placement)]
    editor.choice_field(
        form, ref("placement"), QCoreApplication.translate("PrestigeForm", "Placement"), placements
    )

    def slots_changed(entries: list[dict[str, Any]]) -> None:
        editor.change(ref("slots"), entries)

    slots = EntryList(
        with_provenance(editor.draft.value(ref("slots")), editor.draft.provenance(ref("slots"))),
        editor.resource_options(),
        slots_changed,
        low=1,
        most=MOST_SLOTS,
        empty_text=QCoreApplication.translate("PrestigeForm", "no slots"),
        suffix=QCoreApplication.translate("PrestigeForm", " pt"),
        provenance_words=provenance_text,
    )
    editor.add_row(
        form, ref("slots"), QCoreApplication.translate("PrestigeForm", "Slots (banner points)"), slots
    )
    editor.action_field(
        form, ref("worker_action"), QCoreApplication.translate("PrestigeForm", "Worker action")
    )
    return widget
