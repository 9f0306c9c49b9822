"""Words for the action editor: each effect kind, parameter and parameter value, translatable."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

KIND_WORDS = {
    "gain_money": QT_TRANSLATE_NOOP("PackActions", "Gain money"),
    "pay_money": QT_TRANSLATE_NOOP("PackActions", "Pay money"),
    "gain_influence": QT_TRANSLATE_NOOP("PackActions", "Gain influence"),
    "gain_points": QT_TRANSLATE_NOOP("PackActions", "Gain points"),
    "build_roads": QT_TRANSLATE_NOOP("PackActions", "Build roads"),
    "recruit": QT_TRANSLATE_NOOP("PackActions", "Recruit"),
    "trade": QT_TRANSLATE_NOOP("PackActions", "Trade"),
    "upgrade": QT_TRANSLATE_NOOP("PackActions", "Upgrade"),
    "construct": QT_TRANSLATE_NOOP("PackActions", "Construct"),
    "collect_income": QT_TRANSLATE_NOOP("PackActions", "Collect income"),
    "follow_action": QT_TRANSLATE_NOOP("PackActions", "Follow action"),
    "choice": QT_TRANSLATE_NOOP("PackActions", "Choice"),
}
PARAM_WORDS = {
    "amount": QT_TRANSLATE_NOOP("PackActions", "amount"),
    "per": QT_TRANSLATE_NOOP("PackActions", "per"),
    "lasting": QT_TRANSLATE_NOOP("PackActions", "lasting"),
    "count": QT_TRANSLATE_NOOP("PackActions", "count"),
    "discount": QT_TRANSLATE_NOOP("PackActions", "discount"),
    "forms": QT_TRANSLATE_NOOP("PackActions", "forms"),
    "terrains": QT_TRANSLATE_NOOP("PackActions", "terrains"),
    "tiers": QT_TRANSLATE_NOOP("PackActions", "tiers"),
    "road": QT_TRANSLATE_NOOP("PackActions", "with a road"),
    "buildings": QT_TRANSLATE_NOOP("PackActions", "buildings"),
    "category": QT_TRANSLATE_NOOP("PackActions", "category"),
    "options": QT_TRANSLATE_NOOP("PackActions", "options"),
}
VALUE_WORDS = {
    "house": QT_TRANSLATE_NOOP("PackActions", "house"),
    "bridge": QT_TRANSLATE_NOOP("PackActions", "bridge"),
    "resource_type_owned": QT_TRANSLATE_NOOP("PackActions", "resource type owned"),
    "prestige_delivered_to": QT_TRANSLATE_NOOP("PackActions", "prestige building delivered to"),
    "adviser_recruited": QT_TRANSLATE_NOOP("PackActions", "adviser recruited"),
    "import": QT_TRANSLATE_NOOP("PackActions", "import"),
    "buy_access": QT_TRANSLATE_NOOP("PackActions", "buy access"),
    "import_and_buy_access": QT_TRANSLATE_NOOP("PackActions", "import and buy access"),
    "red": QT_TRANSLATE_NOOP("PackActions", "red"),
    "white": QT_TRANSLATE_NOOP("PackActions", "white"),
    "green": QT_TRANSLATE_NOOP("PackActions", "green"),
    "grey": QT_TRANSLATE_NOOP("PackActions", "grey"),
    "recruit": QT_TRANSLATE_NOOP("PackActions", "recruit"),
    "trade": QT_TRANSLATE_NOOP("PackActions", "trade"),
    "upgrade": QT_TRANSLATE_NOOP("PackActions", "upgrade"),
    "construct": QT_TRANSLATE_NOOP("PackActions", "construct"),
}


def action_word(table: dict[str, str], code: object) -> str:
    """A code in the player's words; a number or unknown code as written."""
    text = table.get(str(code))
    return QCoreApplication.translate("PackActions", text) if text else str(code)
