"""Turn order for a round, with every tie rule of the rulebook (p.18; docs/TACTICS.md).

Turns go in ascending initiative. A character's initiative is its leading card's (99 for a long
rest). Ties:

* character vs character: the non-leading cards decide; still tied (or a long rest, which has
  no second card, among them), the players choose;
* character vs monster: the character first;
* monster type vs monster type: the players choose.

Within a monster type elites go first, then normals, each by standee number; a character's
summons act just before it in the order summoned. Those two live in ``turn_queue``.

The order is a list of groups of actors (``c:<character>``, ``m:<monster type>``); a group of
more than one is a tie the players must order. Monsters revealed mid-round join it
(``rounds/reveal.py``): a monster type may then hold a second slot for its new figures, and a
tie may arise between turns, ordered by the players before that slot is played.
"""

from __future__ import annotations

from itertools import groupby

from founders_desktop.tactics.rounds.state import RoundState
from founders_desktop.tactics.scenario import Scenario


def character_key(actor: str) -> str:
    return f"c:{actor}"


def monster_key(type_id: str) -> str:
    return f"m:{type_id}"


def turn_order(state: RoundState, scenario: Scenario) -> list[list[str]]:
    """Groups of actors in turn order; each group of several is an unresolved tie."""
    entries: list[tuple[int, int, str, int | None]] = []  # (initiative, side, key, second)
    for c in state.active_characters():
        plan = state.plans[c.id]
        if plan.long_rest or plan.leading is None or plan.second is None:
            entries.append((99, 0, character_key(c.id), None))
            continue
        cls = scenario.character_class(c.cls)
        entries.append(
            (cls.card(plan.leading).initiative, 0, character_key(c.id), cls.card(plan.second).initiative)
        )
    for type_id, deck in state.monster_decks.items():
        if deck.revealed is None:
            continue
        card = scenario.monster_type(type_id).card(deck.revealed)
        entries.append((card.initiative, 1, monster_key(type_id), None))
    entries.sort(key=lambda e: (e[0], e[1], e[2]))
    groups: list[list[str]] = []
    for _, same in groupby(entries, key=lambda e: (e[0], e[1])):
        tied = list(same)
        if tied[0][1] == 1:  # monster types with one initiative: the players choose
            groups.append([e[2] for e in tied])
            continue
        groups.extend(_characters_by_second_card(tied))
    return groups


def _characters_by_second_card(tied: list[tuple[int, int, str, int | None]]) -> list[list[str]]:
    if len(tied) == 1:
        return [[tied[0][2]]]
    if any(e[3] is None for e in tied):
        return [[e[2] for e in tied]]
    ranked = sorted(tied, key=lambda e: (e[3] or 0, e[2]))
    return [[e[2] for e in same] for _, same in groupby(ranked, key=lambda e: e[3])]


def turn_queue(state: RoundState, actor: str) -> list[str]:
    """The figures that act in an actor's slot, in order: a character's summons (in the order
    summoned, none in the round it was summoned) then the character; a monster type's elites
    then normals, each by standee number."""
    kind, _, ident = actor.partition(":")
    if kind == "c":
        c = state.character(ident)
        if c.exhausted:
            return []
        summons = [s.id for s in state.summons if s.owner == ident and s.summoned_round < state.round]
        return [*summons, ident]
    monsters = [
        m for m in state.monsters if m.type == ident and m.hex is not None and m.id not in state.acted
    ]
    monsters.sort(key=lambda m: (not m.elite, m.standee))
    return [m.id for m in monsters]


def pending_tie(state: RoundState) -> int | None:
    """The index in ``state.order`` of the tie the players must order now, if any: before the
    turns, the first one; during them, the next slot's (monsters revealed mid-round tied)."""
    if state.phase == "order":
        return next((i for i, g in enumerate(state.order) if len(g) > 1), None)
    if (
        state.phase == "turns"
        and state.active is None
        and not state.queue
        and state.slot < len(state.order)
        and len(state.order[state.slot]) > 1
    ):
        return state.slot
    return None
