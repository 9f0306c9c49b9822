"""Words for the round engine's codes: card actions, events, tie-break reasons, conditions.

The engine speaks in codes and ids; every sentence the player reads is built here through Qt's
translation, so a translator finds all of playing's text in one context.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from founders_desktop.tactics.cards import (
    AttackAction,
    CardAction,
    CardHalf,
    HealAction,
    LootAction,
    MoveAction,
    RetaliateAction,
    SelfConditionAction,
    ShieldAction,
    SummonAction,
)
from founders_desktop.tactics.rounds import Event, Scenario
from founders_desktop.view.content_names import (
    ABILITY_CARD,
    MONSTER_CARD,
    SUMMON,
    content_text,
    figure_base_name,
    learn_catalog,
)
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

CTX = "PlayText"


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def fill(text: str, *args: object) -> str:
    """Qt-style %1, %2 placeholders (translators may reorder them)."""
    for i, a in enumerate(args, 1):
        text = text.replace(f"%{i}", str(a))
    return text


CONDITIONS = {
    "muddled": QT_TRANSLATE_NOOP("PlayText", "muddled"),
    "disarmed": QT_TRANSLATE_NOOP("PlayText", "disarmed"),
    "invisible": QT_TRANSLATE_NOOP("PlayText", "invisible"),
    "immobilized": QT_TRANSLATE_NOOP("PlayText", "immobilized"),
    "poisoned": QT_TRANSLATE_NOOP("PlayText", "poisoned"),
    "wounded": QT_TRANSLATE_NOOP("PlayText", "wounded"),
    "stunned": QT_TRANSLATE_NOOP("PlayText", "stunned"),
    "strengthened": QT_TRANSLATE_NOOP("PlayText", "strengthened"),
    "blessed": QT_TRANSLATE_NOOP("PlayText", "blessed"),
    "cursed": QT_TRANSLATE_NOOP("PlayText", "cursed"),
}

ELEMENTS = {
    "fire": QT_TRANSLATE_NOOP("PlayText", "fire"),
    "ice": QT_TRANSLATE_NOOP("PlayText", "ice"),
    "air": QT_TRANSLATE_NOOP("PlayText", "air"),
    "earth": QT_TRANSLATE_NOOP("PlayText", "earth"),
    "light": QT_TRANSLATE_NOOP("PlayText", "light"),
    "dark": QT_TRANSLATE_NOOP("PlayText", "dark"),
}


def element_name(code: str) -> str:
    return tr(ELEMENTS.get(code, code))


def condition_name(code: str) -> str:
    return tr(CONDITIONS.get(code, code))


def figure_name(fid: str) -> str:
    """``bog-lurker#2`` -> ``Bog Lurker 2``; ``ember-warden`` -> ``Ember Warden``; a summon
    ``ember-warden.Spirit#1`` -> ``Spirit (Ember Warden)`` (names from the catalogs, translated)."""
    if "." in fid and "#" in fid:
        owner, rest = fid.split(".", 1)
        return fill(
            QCoreApplication.translate("PlayText", "%1 (%2)"),
            content_text(SUMMON, rest.split("#", 1)[0]),
            figure_name(owner),
        )
    base, _, num = fid.partition("#")
    words = figure_base_name(base)
    return f"{words} {num}" if num else words


def action_text(a: CardAction) -> str:
    """The action as printed, with its element infusions and consume bonus."""
    text = _action_text(a)
    for e in getattr(a, "infuse", ()):
        text += ", " + fill(QCoreApplication.translate("PlayText", "infuse %1"), element_name(e))
    consume = getattr(a, "consume", None)
    if consume is not None:
        text += "; " + fill(
            QCoreApplication.translate("PlayText", "consume %1: +%2"),
            element_name(consume.element),
            consume.value,
        )
        text += "".join(", " + condition_name(c) for c in consume.conditions)
    return text


def _action_text(a: CardAction) -> str:
    if isinstance(a, MoveAction):
        modes = {
            "jump": QCoreApplication.translate("PlayText", "Move %1, jump"),
            "flying": QCoreApplication.translate("PlayText", "Move %1, flying"),
        }
        return fill(modes.get(a.mode, QCoreApplication.translate("PlayText", "Move %1")), a.value)
    if isinstance(a, AttackAction):
        parts = [fill(QCoreApplication.translate("PlayText", "Attack %1"), a.value)]
        if a.range:
            parts.append(fill(QCoreApplication.translate("PlayText", "range %1"), a.range))
        if a.targets > 1:
            parts.append(fill(QCoreApplication.translate("PlayText", "%1 targets"), a.targets))
        if a.area is not None:
            parts.append(fill(QCoreApplication.translate("PlayText", "area of %1 hexes"), len(a.area.hexes)))
        if a.pierce:
            parts.append(fill(QCoreApplication.translate("PlayText", "pierce %1"), a.pierce))
        if a.push:
            parts.append(fill(QCoreApplication.translate("PlayText", "push %1"), a.push))
        if a.pull:
            parts.append(fill(QCoreApplication.translate("PlayText", "pull %1"), a.pull))
        parts.extend(condition_name(c) for c in a.conditions)
        return ", ".join(parts)
    if isinstance(a, HealAction):
        return (
            fill(QCoreApplication.translate("PlayText", "Heal %1, range %2"), a.value, a.range)
            if a.range
            else fill(QCoreApplication.translate("PlayText", "Heal %1, self"), a.value)
        )
    if isinstance(a, SummonAction):
        return fill(
            QCoreApplication.translate("PlayText", "Summon %1 (%2 HP, move %3, attack %4)"),
            content_text(SUMMON, a.name),
            a.hp,
            a.move,
            a.attack,
        )
    if isinstance(a, SelfConditionAction):
        return fill(QCoreApplication.translate("PlayText", "Become %1"), condition_name(a.condition))
    if isinstance(a, ShieldAction):
        return fill(QCoreApplication.translate("PlayText", "Shield %1"), a.value)
    if isinstance(a, LootAction):
        return fill(QCoreApplication.translate("PlayText", "Loot %1"), a.range)
    if isinstance(a, RetaliateAction):
        if a.range > 1:
            return fill(QCoreApplication.translate("PlayText", "Retaliate %1, range %2"), a.value, a.range)
        return fill(QCoreApplication.translate("PlayText", "Retaliate %1"), a.value)
    return "?"


def half_text(half: CardHalf) -> str:
    text = "; ".join(action_text(a) for a in half.actions)
    if half.loss:
        text += " " + QCoreApplication.translate("PlayText", "[lost]")
    if half.persistent:
        text += " " + QCoreApplication.translate("PlayText", "[active]")
    return text


REASONS = {
    "second_card": QT_TRANSLATE_NOOP("PlayText", "Tied initiative: the lower second card goes first."),
    "character_first": QT_TRANSLATE_NOOP("PlayText", "Tied with a monster: the character goes first."),
    "players_chose": QT_TRANSLATE_NOOP("PlayText", "Tied initiative: the players chose this order."),
    "to_choose": QT_TRANSLATE_NOOP("PlayText", "Tied initiative: the players must choose the order."),
    "revealed": QT_TRANSLATE_NOOP("PlayText", "Revealed this round: acts right after the door's turn."),
}


def card_names(scenario: Scenario) -> dict[str, str]:
    """Every character and monster card's name by id, for the log (in the language in force)."""
    learn_catalog(scenario.catalog)
    out = {
        c.id: content_text(ABILITY_CARD, c.name)
        for cls in scenario.catalog.classes.values()
        for c in cls.cards
    }
    out.update(
        {c.id: content_text(MONSTER_CARD, c.name) for m in scenario.catalog.monsters.values() for c in m.deck}
    )
    return out


def reason_text(code: str) -> str:
    return tr(REASONS.get(code, code))


def event_text(event: Event, cards: Mapping[str, str] | None = None) -> str | None:
    """A sentence for the log (None: not worth a line); ``cards`` names cards by id. Figures
    are named (class or monster and standee number), never placed by coordinates: hovering the
    line shows them on the board."""
    names = cards or {}
    p = event.params
    c = event.code
    who = figure_name(str(p.get("figure", "")))
    if c == "round_start":
        return fill(QCoreApplication.translate("PlayText", "— Round %1 —"), p["round"])
    if c == "monster_card":
        return fill(
            QCoreApplication.translate("PlayText", "%1: the monster card is %2."),
            figure_name(p["type"]),
            names.get(p["card"], p["card"]),
        )
    if c == "turn_start":
        return fill(QCoreApplication.translate("PlayText", "%1's turn."), who)
    if c == "play_half":
        half = (
            QCoreApplication.translate("PlayText", "top")
            if p["half"] == "top"
            else QCoreApplication.translate("PlayText", "bottom")
        )
        extra = (
            " " + QCoreApplication.translate("PlayText", "(as the default action)") if p["default"] else ""
        )
        return fill(
            QCoreApplication.translate("PlayText", "%1 plays the %2 of %3%4."),
            who,
            half,
            names.get(p["card"], p["card"]),
            extra,
        )
    if c == "move":
        steps = max(0, len(p["path"]) - 1)
        if steps == 1:
            return fill(QCoreApplication.translate("PlayText", "%1 moves one hex."), who)
        return fill(QCoreApplication.translate("PlayText", "%1 moves %2 hexes."), who, steps)
    if c == "attack":
        mods = " ".join(p["modifiers"])
        return fill(
            QCoreApplication.translate("PlayText", "%1 attacks %2: %3 with %4, %5 damage."),
            who,
            figure_name(p["target"]),
            p["value"],
            mods or "—",
            p["damage"],
        )
    if c == "heal":
        return fill(QCoreApplication.translate("PlayText", "%1 heals %2."), who, p["amount"])
    if c == "summon":
        return fill(QCoreApplication.translate("PlayText", "%1 summons %2."), who, figure_name(p["summon"]))
    if c == "condition":
        return fill(QCoreApplication.translate("PlayText", "%1 is %2."), who, condition_name(p["condition"]))
    if c == "condition_removed":
        return fill(
            QCoreApplication.translate("PlayText", "%1 is no longer %2."), who, condition_name(p["condition"])
        )
    if c == "immune":
        return fill(
            QCoreApplication.translate("PlayText", "%1 is immune: not %2."),
            who,
            condition_name(p["condition"]),
        )
    if c == "retaliate":
        return fill(
            QCoreApplication.translate("PlayText", "%1 retaliates: %2 damage to %3."),
            who,
            p["damage"],
            figure_name(p["target"]),
        )
    if c == "shield":
        return fill(QCoreApplication.translate("PlayText", "%1 gains shield %2 this round."), who, p["value"])
    if c == "retaliate_bonus":
        return fill(
            QCoreApplication.translate("PlayText", "%1 gains retaliate %2 this round."), who, p["value"]
        )
    if c == "wound":
        return fill(
            QCoreApplication.translate("PlayText", "%1 suffers %2 damage from a wound."), who, p["damage"]
        )
    if c == "stunned":
        return fill(QCoreApplication.translate("PlayText", "%1 is stunned and does nothing."), who)
    if c == "infuse":
        return fill(QCoreApplication.translate("PlayText", "%1 infuses %2."), who, element_name(p["element"]))
    if c == "consume":
        return fill(
            QCoreApplication.translate("PlayText", "%1 consumes %2."), who, element_name(p["element"])
        )
    if c in ("push", "pull"):
        return fill(
            QCoreApplication.translate("PlayText", "%1 is pushed %2 hexes by %3.")
            if c == "push"
            else QCoreApplication.translate("PlayText", "%1 is pulled %2 hexes by %3."),
            who,
            len(p["path"]) - 1,
            figure_name(p["by"]),
        )
    if c == "damage_negated":
        return fill(
            QCoreApplication.translate("PlayText", "%1 loses %2 card(s) to negate %3 damage."),
            who,
            len(p["lost"]),
            p["damage"],
        )
    if c == "rest_redraw":
        return fill(QCoreApplication.translate("PlayText", "%1 suffers 1 damage to lose another card."), who)
    if c == "door_opened":
        return fill(QCoreApplication.translate("PlayText", "%1 opens a door: a room is revealed."), who)
    if c == "revealed":
        return fill(QCoreApplication.translate("PlayText", "%1 is in the room."), who)
    if c == "spawned":
        return fill(QCoreApplication.translate("PlayText", "%1 appears."), who)
    if c == "plate_pressed":
        return fill(QCoreApplication.translate("PlayText", "%1 stands on a pressure plate."), who)
    if c == "no_room":
        return fill(QCoreApplication.translate("PlayText", "%1 finds no empty hex and does not appear."), who)
    if c == "escaped":
        return fill(QCoreApplication.translate("PlayText", "%1 escapes."), who)
    if c == "money_dropped":
        return fill(QCoreApplication.translate("PlayText", "%1 drops a money token."), who)
    if c == "loot":
        return fill(QCoreApplication.translate("PlayText", "%1 loots %2 money tokens."), who, p["tokens"])
    if c == "forced_blocked":
        return fill(QCoreApplication.translate("PlayText", "%1 cannot be moved: no hex is free."), who)
    if c == "forced_skipped":
        return fill(QCoreApplication.translate("PlayText", "%1 is not moved."), who)
    if c == "trap":
        return fill(QCoreApplication.translate("PlayText", "%1 springs a trap: %2 damage."), who, p["damage"])
    if c == "hazard":
        return fill(
            QCoreApplication.translate("PlayText", "%1 crosses hazardous terrain: %2 damage."),
            who,
            p["damage"],
        )
    if c == "dies":
        return fill(QCoreApplication.translate("PlayText", "%1 dies."), who)
    if c == "exhausted":
        why = (
            QCoreApplication.translate("PlayText", "no hit points")
            if p.get("reason") == "hit_points"
            else QCoreApplication.translate("PlayText", "no cards")
        )
        return fill(QCoreApplication.translate("PlayText", "%1 is exhausted (%2)."), who, why)
    if c == "summon_removed":
        return fill(QCoreApplication.translate("PlayText", "%1 is removed."), who)
    if c == "long_rest":
        return fill(
            QCoreApplication.translate("PlayText", "%1 rests long and loses %2."),
            who,
            names.get(p["lost"], p["lost"]),
        )
    if c == "short_rest":
        return fill(
            QCoreApplication.translate("PlayText", "%1 rests short and loses %2 at random."),
            who,
            names.get(p["lost"], p["lost"]),
        )
    if c == "plan":
        return fill(QCoreApplication.translate("PlayText", "%1 has chosen."), who)
    if c == "order_tie":
        return QCoreApplication.translate("PlayText", "The players ordered a tie.")
    if c == "scenario_won":
        return QCoreApplication.translate("PlayText", "Every monster is dead: the scenario is won!")
    if c == "scenario_lost":
        return QCoreApplication.translate("PlayText", "Every character is exhausted: the scenario is lost.")
    return None
