"""Words for the levels: a character's level beside its hit points, and the scenario's level
with how it was set and what it sets (trap damage, a money token's gold)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.tactics.loot import gold
from founders_desktop.tactics.rounds import RoundState, Scenario
from founders_desktop.view.tactics.play_text import figure_name, fill
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

#: how the scenario's level was set (the engine's code) in words
LEVEL_SOURCES = {
    "recommended": QT_TRANSLATE_NOOP("PlayText", "recommended from the party"),
    "chosen": QT_TRANSLATE_NOOP("PlayText", "set by the scenario"),
}


def scenario_level_text(scenario: Scenario) -> str:
    """The level line, e.g. Scenario level 1 (recommended from the party): traps deal 3 damage,
    a money token is worth 2 gold."""
    source = QCoreApplication.translate("PlayText", LEVEL_SOURCES[scenario.level_source])
    return fill(
        QCoreApplication.translate(
            "PlayText", "Scenario level %1 (%2): traps deal %3 damage, a money token is worth %4 gold."
        ),
        scenario.level,
        source,
        scenario.trap_damage,
        scenario.gold_per_token,
    )


def with_level(name: str, level: int) -> str:
    """A character's name with its level: "Ember Warden (level 3)"."""
    return fill(QCoreApplication.translate("PlayText", "%1 (level %2)"), name, level)


def gold_lines(state: RoundState) -> list[str]:
    """The end of the scenario's money: each character's tokens and the gold the engine makes
    of them at the scenario's level."""
    scenario = state.content
    lines = [
        fill(
            QCoreApplication.translate("PlayText", "Scenario level %1: a money token is worth %2 gold."),
            scenario.level,
            scenario.gold_per_token,
        )
    ]
    coins = gold(state)
    for c in state.characters:
        # No plural: lupdate reads the count of QCoreApplication.translate in no form.
        looted = QCoreApplication.translate("PlayText", "%1: money tokens looted %2, gold %3.")
        lines.append(fill(looted, figure_name(c.id), c.looted, coins[c.id]))
    return lines
