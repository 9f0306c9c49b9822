"""The standard-card and achievement forms of the pack editor."""

from __future__ import annotations

from typing import TYPE_CHECKING, get_args

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from founders_desktop.content.cards import AchievementCondition
from founders_desktop.packs.editing import FieldRef
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from founders_desktop.view.packs.editor_dialog import PackEditor

CARDS = "standard_cards.json"
ACHIEVEMENTS = "achievements.json"
CONDITION_WORDS = {
    "houses_built": QT_TRANSLATE_NOOP("CardForms", "houses built"),
    "bridges_built": QT_TRANSLATE_NOOP("CardForms", "bridges built"),
    "resource_types_owned": QT_TRANSLATE_NOOP("CardForms", "resource types owned"),
    "tier_owned": QT_TRANSLATE_NOOP("CardForms", "tiles of a tier owned"),
    "deliveries": QT_TRANSLATE_NOOP("CardForms", "deliveries"),
    "tier_delivered": QT_TRANSLATE_NOOP("CardForms", "tiles of a tier delivered"),
    "buildings_delivered_to": QT_TRANSLATE_NOOP("CardForms", "prestige buildings delivered to"),
    "completions_joined": QT_TRANSLATE_NOOP("CardForms", "completions joined"),
    "advisers_recruited": QT_TRANSLATE_NOOP("CardForms", "advisers recruited"),
    "lasting_influence": QT_TRANSLATE_NOOP("CardForms", "lasting influence"),
    "money": QT_TRANSLATE_NOOP("CardForms", "money"),
    "roads_built": QT_TRANSLATE_NOOP("CardForms", "roads built"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardForms", text)


def standard_card_form(editor: PackEditor, index: int) -> QWidget:
    """A standard card: its name, its main action and whether it may be played face down."""
    widget, form = editor.form_layout()
    editor.text_field(
        form, FieldRef(CARDS, index, None, "name"), QCoreApplication.translate("CardForms", "Name")
    )
    editor.action_field(
        form,
        FieldRef(CARDS, index, None, "main_action"),
        QCoreApplication.translate("CardForms", "Main action"),
    )
    editor.flag_field(
        form,
        FieldRef(CARDS, index, None, "face_down"),
        QCoreApplication.translate("CardForms", "May be played face down"),
        default=True,
    )
    return widget


def achievement_form(editor: PackEditor, index: int) -> QWidget:
    """An achievement: name, condition, threshold and points."""
    widget, form = editor.form_layout()

    def ref(field: str) -> FieldRef:
        return FieldRef(ACHIEVEMENTS, index, None, field)

    editor.text_field(form, ref("name"), QCoreApplication.translate("CardForms", "Name"))
    conditions = [(c, _tr(CONDITION_WORDS.get(c, c))) for c in get_args(AchievementCondition)]
    editor.choice_field(
        form, ref("condition"), QCoreApplication.translate("CardForms", "Condition"), conditions
    )
    editor.number_field(form, ref("threshold"), QCoreApplication.translate("CardForms", "Threshold"), 1, 99)
    editor.number_field(form, ref("points"), QCoreApplication.translate("CardForms", "Points"), 1, 99)
    return widget
