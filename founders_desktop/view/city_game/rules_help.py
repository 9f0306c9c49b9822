"""Rules help for each card, shown in tooltips: what its main action and its follows do."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.city.game import GameState
from founders_desktop.city.game.turns import category_of, main_action
from founders_desktop.view.city.tr_noop import QT_TRANSLATE_NOOP
from founders_desktop.view.city_game.effect_text import effects_text

HELP = {
    "recruit": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Recruit: take an adviser from the offer, paying the price above its space; you need its "
        "resource. Others may follow by recruiting too.",
    ),
    "trade": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Trade: import one of your basic resources, buy access to another player's tile, or import "
        "and buy a neutral one. Followers trade on red or white squares only.",
    ),
    "upgrade": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Upgrade: build a tier 2 (4 money) or tier 3 (6 money) building connected to its "
        "prerequisites, whose owners score; lay a road before or after. No road on a follow.",
    ),
    "construct": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Construct: a house on green (one per section; unlocks a worker) or a bridge/gate on a "
        "river or wall, 3 money with the main action, 4 as a follow.",
    ),
    "income": QT_TRANSLATE_NOOP(
        "RulesHelp", "Income: money for each resource type you own, influence for each house."
    ),
    "call_to_vote": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Call to Vote: everyone takes back their cards, others collect income, then a secret vote "
        "picks the next prestige building; the top contributor places it.",
    ),
}


def card_help(state: GameState, card: str) -> str:
    category = category_of(state, card)
    text = QCoreApplication.translate("RulesHelp", HELP.get(category, ""))
    main = effects_text(main_action(state, card))
    if main:
        text = QCoreApplication.translate("RulesHelp", "Face up: {main}.").format(main=main) + " " + text
    if card in state.pack.advisers:
        adviser = state.pack.advisers[card]
        extra = QCoreApplication.translate("RulesHelp", "Adviser ({points} points when recruited).")
        text = extra.format(points=adviser.points) + " " + text
    return text
