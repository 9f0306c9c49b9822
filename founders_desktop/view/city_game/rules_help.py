"""Rules help shown in tooltips: what each card's main action and follows do, and what each other
choice of a prompt (basic actions, workers, reset bonuses, recruiting, proposals) means."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.city.game import Action, GameState
from founders_desktop.city.game.turns import category_of, main_action
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

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
        "Call to Vote: you take back all your cards and workers, the others collect income, then a "
        "secret vote picks the next prestige building; the top contributor places it.",
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


ACTION_HELP = {
    "basic_money": QT_TRANSLATE_NOOP("RulesHelp", "Basic action: gain 1 money."),
    "basic_influence": QT_TRANSLATE_NOOP("RulesHelp", "Basic action: gain 1 fleeting influence."),
    "basic_road": QT_TRANSLATE_NOOP(
        "RulesHelp", "Basic action: build one road connected to something you own."
    ),
    "worker": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Basic action: place a free worker on your race mat (its racial action) or on a prestige "
        "building you have delivered to (its action); one worker per space until the next vote.",
    ),
    "skip": QT_TRANSLATE_NOOP("RulesHelp", "Do nothing more with this action."),
    "road_first": QT_TRANSLATE_NOOP(
        "RulesHelp", "Upgrade: lay the one road before the building (or place the building and lay it after)."
    ),
    "reset_money": QT_TRANSLATE_NOOP(
        "RulesHelp", "Reset bonus, one per card left in your hand (Call to Vote aside): gain 1 money."
    ),
    "reset_influence": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Reset bonus, one per card left in your hand (Call to Vote aside): gain 1 fleeting influence.",
    ),
    "reset_road": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Reset bonus, one per card left in your hand (Call to Vote aside): build one road connected "
        "to something you own.",
    ),
    "recruit": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Take this adviser into your hand, paying the price above its space; you need its resource. "
        "The offer then shifts to fill the gap.",
    ),
    "choose_proposal": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "The prestige building you will place: it must touch a square of its colour, cover nothing, "
        "and not share a section with a building of its type.",
    ),
    "force_repick": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "No resource card you may take is left: take this one from another player, who then picks again.",
    ),
}


def action_help(state: GameState, action: Action, ref: str = "") -> str:
    """The tooltip of a prompt's button for ``action`` ("" when the label says it all).
    ``ref`` is the card being followed, for a follow."""
    if action.type == "follow" and ref:
        category = category_of(state, ref)
        follow = QCoreApplication.translate(
            "RulesHelp", "Follow: take the follow action of the card played, instead of a basic action."
        )
        return follow + " " + QCoreApplication.translate("RulesHelp", HELP.get(category, ""))
    text = ACTION_HELP.get(action.type, "")
    return QCoreApplication.translate("RulesHelp", text) if text else ""
