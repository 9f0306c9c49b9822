"""The rules values' names as the editor's form shows them (rules.json keys are identifiers)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

RULES_LABELS = {
    "import_price": QT_TRANSLATE_NOOP("RulesLabel", "Import price, by terrain"),
    "access_price": QT_TRANSLATE_NOOP("RulesLabel", "Access price, by terrain"),
    "neutral_import_and_access": QT_TRANSLATE_NOOP("RulesLabel", "Neutral building: import or access"),
    "other_player_import_and_access": QT_TRANSLATE_NOOP(
        "RulesLabel", "Another player's resource: import or access"
    ),
    "other_player_import_after_completions": QT_TRANSLATE_NOOP(
        "RulesLabel", "Another player's resource after completions"
    ),
    "upgrade": QT_TRANSLATE_NOOP("RulesLabel", "Upgrade, by tier"),
    "personal_building": QT_TRANSLATE_NOOP("RulesLabel", "Personal building"),
    "starting_money": QT_TRANSLATE_NOOP("RulesLabel", "Starting money"),
    "houses": QT_TRANSLATE_NOOP("RulesLabel", "Houses"),
    "bridges": QT_TRANSLATE_NOOP("RulesLabel", "Bridges"),
    "workers": QT_TRANSLATE_NOOP("RulesLabel", "Workers"),
    "claim_tokens": QT_TRANSLATE_NOOP("RulesLabel", "Claim tokens"),
    "delivery_tokens": QT_TRANSLATE_NOOP("RulesLabel", "Delivery tokens"),
    "roads": QT_TRANSLATE_NOOP("RulesLabel", "Roads"),
    "influence_tokens": QT_TRANSLATE_NOOP("RulesLabel", "Influence tokens"),
    "completion_markers": QT_TRANSLATE_NOOP("RulesLabel", "Completion markers"),
    "achievement_cards": QT_TRANSLATE_NOOP("RulesLabel", "Achievement cards"),
    "city_events": QT_TRANSLATE_NOOP("RulesLabel", "City events"),
    "money_tokens": QT_TRANSLATE_NOOP("RulesLabel", "Money tokens"),
    "cards_before_vote": QT_TRANSLATE_NOOP("RulesLabel", "Cards played before a vote, by players"),
    "base_vote": QT_TRANSLATE_NOOP("RulesLabel", "Base vote"),
    "fleeting_weight": QT_TRANSLATE_NOOP("RulesLabel", "Vote weight of fleeting influence"),
    "lasting_weight": QT_TRANSLATE_NOOP("RulesLabel", "Vote weight of lasting influence"),
    "completions_to_end": QT_TRANSLATE_NOOP("RulesLabel", "Completions that end the game"),
    "points_per_lasting_influence": QT_TRANSLATE_NOOP("RulesLabel", "Points per lasting influence"),
    "money_per_point": QT_TRANSLATE_NOOP("RulesLabel", "Money per point"),
    "neutral_prerequisite_value": QT_TRANSLATE_NOOP("RulesLabel", "Points of a neutral prerequisite"),
    "proposals": QT_TRANSLATE_NOOP("RulesLabel", "Proposals"),
    # the keys of the values given by terrain, tier or player count
    "red": QT_TRANSLATE_NOOP("RulesLabel", "red"),
    "white": QT_TRANSLATE_NOOP("RulesLabel", "white"),
    "grey": QT_TRANSLATE_NOOP("RulesLabel", "grey"),
    "green": QT_TRANSLATE_NOOP("RulesLabel", "green"),
}
_NUMBERED = QT_TRANSLATE_NOOP("RulesLabel", "{n}:")


def rules_label(key: str) -> str:
    """A rules value's name (or a sub-key's: a terrain, a tier, a player count)."""
    if key in RULES_LABELS:
        return QCoreApplication.translate("RulesLabel", RULES_LABELS[key])
    if key.isdigit():
        return QCoreApplication.translate("RulesLabel", _NUMBERED).format(n=key)
    return key.replace("_", " ")
