"""The round's turn order as the players see it, with the reason behind each tie-break.

The engine's ``state.order`` lists groups of actors; it does not say *why* two actors with the
same initiative stand in that order. This adapter derives the reason from public state (the
plans' second cards, the side of each actor, the players' ``order_tie`` choices) as codes that
the view turns into words:

* ``second_card``: two characters tied; the lower non-leading card goes first;
* ``character_first``: a character and a monster type tied; the character goes first;
* ``players_chose``: the players ordered the tie;
* ``to_choose``: a tie the players still have to order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from founders_desktop.tactics.rounds import RoundState
from founders_desktop.tactics.rounds.state import MonsterState, SummonState


@dataclass(frozen=True)
class TrackEntry:
    actor: str  # "c:<character>" or "m:<monster type>"
    name: str  # the character's id or the monster type's id
    is_character: bool
    initiative: int | None
    #: the leading and second card's initiatives (characters; None for a long rest)
    second: int | None
    long_rest: bool
    #: why this entry comes after the previous one at the same initiative (None: no tie)
    reason: str | None
    done: bool
    current: bool


def initiative(state: RoundState, actor: str) -> tuple[int | None, int | None, bool]:
    """(initiative, second card's initiative, long rest) of an actor this round."""
    kind, _, ident = actor.partition(":")
    sc = state.content
    if kind == "c":
        plan = state.plans.get(ident)
        if plan is None:
            return None, None, False
        if plan.long_rest or plan.leading is None or plan.second is None:
            return 99, None, True
        cls = sc.character_class(state.character(ident).cls)
        return cls.card(plan.leading).initiative, cls.card(plan.second).initiative, False
    deck = state.monster_decks.get(ident)
    if deck is None or deck.revealed is None:
        return None, None, False
    return sc.monster_type(ident).card(deck.revealed).initiative, None, False


def track(state: RoundState, chosen_ties: set[frozenset[str]] | None = None) -> list[TrackEntry]:
    """The order of this round (empty while the characters plan). ``chosen_ties``: groups of
    actors the players ordered (from the log's ``order_tie`` actions)."""
    chosen = chosen_ties or set()
    out: list[TrackEntry] = []
    prev: tuple[str, int | None, int | None] | None = None
    active_actor = _active_actor(state)
    for slot, group in enumerate(state.order):
        pending = len(group) > 1
        for actor in group:
            ini, second, rest = initiative(state, actor)
            reason = None
            if pending:
                reason = "to_choose" if actor != group[0] else None
            elif prev is not None and prev[1] == ini:
                reason = _reason(prev, actor, second, chosen)
            kind, _, ident = actor.partition(":")
            done = state.phase == "turns" and slot < state.slot - (1 if active_actor else 0)
            if state.phase in ("rest", "over"):
                done = True
            out.append(
                TrackEntry(
                    actor,
                    ident,
                    kind == "c",
                    ini,
                    second,
                    rest,
                    reason,
                    done,
                    current=state.phase == "turns" and actor == active_actor,
                )
            )
            prev = (actor, ini, second)
    return out


def _reason(
    prev: tuple[str, int | None, int | None], actor: str, second: int | None, chosen: set[frozenset[str]]
) -> str:
    if frozenset({prev[0], actor}) in chosen or any(prev[0] in g and actor in g for g in chosen):
        return "players_chose"
    if prev[0].startswith("c:") and actor.startswith("m:"):
        return "character_first"
    if prev[0].startswith("c:") and actor.startswith("c:") and prev[2] is not None and second is not None:
        return "second_card" if prev[2] != second else "players_chose"
    return "players_chose"


def _active_actor(state: RoundState) -> str | None:
    """The slot being played: the actor of ``state.order[slot - 1]`` during turns."""
    if state.phase != "turns" or state.slot == 0 or state.slot > len(state.order):
        return None
    return state.order[state.slot - 1][0]


def actor_of(state: RoundState, figure_id: str) -> str | None:
    """The track actor a figure acts for: a character (or its summon) or a monster type."""
    f = state.find(figure_id)
    if f is None:
        return None
    if isinstance(f, SummonState):
        return f"c:{f.owner}"
    if isinstance(f, MonsterState):
        return f"m:{f.type}"
    return f"c:{f.id}"


def at_turn_of(entries: list[TrackEntry], actor: str | None) -> list[TrackEntry]:
    """The track as it stood while ``actor`` took its turn (a playback shows earlier turns
    than the state has reached)."""
    index = next((i for i, e in enumerate(entries) if e.actor == actor), None)
    if index is None:
        return entries
    return [replace(e, done=i < index, current=i == index) for i, e in enumerate(entries)]
