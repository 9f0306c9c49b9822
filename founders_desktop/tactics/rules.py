"""The rule sets as explicit switches (docs/TACTICS.md, Rule sets).

Gloomhaven is the default; Frosthaven and Jaws of the Lion differ in a few places, each a named
field here so that the engine never tests a rule set's name.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleSet:
    name: str
    #: Sight from any point of a hex to any point of the other (Frosthaven, Jaws of the Lion);
    #: otherwise corner to corner (Gloomhaven).
    sight_any_point: bool
    #: Focus ties are broken by proximity before initiative (not in Jaws of the Lion).
    proximity_tiebreak: bool
    #: Difficult terrain on a jump's landing hex costs an extra movement point (Gloomhaven only).
    jump_landing_difficult: bool
    #: Hitting more targets ranks above losing disadvantage on the focus (Frosthaven).
    targets_over_disadvantage: bool
    #: Extra targets are ranked by the focus rules (proximity, initiative); in Frosthaven they
    #: are not, any set of the same size is the players' choice.
    rank_extra_targets: bool
    #: With no attack possible this turn, head for the closest hex that attacks the focus
    #: (Frosthaven) rather than the hexes that give the best attack (Gloomhaven, Jaws of the Lion).
    approach_closest_attack_hex: bool
    #: Icy terrain makes a walking figure slide on.
    icy_sliding: bool = True


GLOOMHAVEN = RuleSet(
    name="gloomhaven",
    sight_any_point=False,
    proximity_tiebreak=True,
    jump_landing_difficult=True,
    targets_over_disadvantage=False,
    rank_extra_targets=True,
    approach_closest_attack_hex=False,
)

FROSTHAVEN = RuleSet(
    name="frosthaven",
    sight_any_point=True,
    proximity_tiebreak=True,
    jump_landing_difficult=False,
    targets_over_disadvantage=True,
    rank_extra_targets=False,
    approach_closest_attack_hex=True,
)

JAWS_OF_THE_LION = RuleSet(
    name="jaws-of-the-lion",
    sight_any_point=True,
    proximity_tiebreak=False,
    jump_landing_difficult=False,
    targets_over_disadvantage=False,
    rank_extra_targets=True,
    approach_closest_attack_hex=False,
)

RULE_SETS: dict[str, RuleSet] = {r.name: r for r in (GLOOMHAVEN, FROSTHAVEN, JAWS_OF_THE_LION)}


def rule_set(name: str) -> RuleSet:
    """The rule set called ``name`` (``gloomhaven``, ``frosthaven``, ``jaws-of-the-lion``)."""
    try:
        return RULE_SETS[name]
    except KeyError:
        raise ValueError(f"unknown rule set {name!r}; known: {', '.join(RULE_SETS)}") from None
