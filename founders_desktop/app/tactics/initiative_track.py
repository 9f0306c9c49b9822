"""The round's turn order as the players see it, with the reason behind each tie-break.

The engine's ``state.order`` lists groups of actors; it does not say *why* two actors with the
same initiative stand in that order. This adapter derives the reason from public state (the
plans' second cards, the side of each actor, the players' ``order_tie`` choices) as codes that
the view turns into words:

* ``second_card``: two characters tied; the lower non-leading card goes first;
* ``character_first``: a character and a monster type tied; the character goes first;
* ``players_chose``: the players ordered the tie;
* ``to_choose``: a tie the players still have to order;
* ``revealed``: not a tie but monsters revealed mid-round, acting right after the turn that
  opened their room although their initiative is lower (rounds/reveal.py).

A monster type may stand twice on the track (its monsters revealed after it acted), so entries
carry their slot and a turn is found by the slot its figure took it in.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from founders_desktop.tactics.rounds import RoundState


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
    #: the index of the entry's group in ``state.order``
    slot: int = 0


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
    active_slot = _active_slot(state)
    for slot, group in enumerate(state.order):
        pending = len(group) > 1
        for actor in group:
            ini, second, rest = initiative(state, actor)
            reason = None
            if pending:
                reason = "to_choose" if actor != group[0] else None
            elif prev is not None and prev[1] == ini:
                reason = _reason(prev, actor, second, chosen)
            elif prev is not None and ini is not None and prev[1] is not None and ini < prev[1]:
                reason = "revealed"
            kind, _, ident = actor.partition(":")
            done = state.phase == "turns" and slot < state.slot - (1 if active_slot is not None else 0)
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
                    current=slot == active_slot and actor == state.order[slot][0],
                    slot=slot,
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


def _active_slot(state: RoundState) -> int | None:
    """The slot being played (``state.order[slot - 1]``) during turns."""
    if state.phase != "turns" or state.slot == 0 or state.slot > len(state.order):
        return None
    return state.slot - 1


def slot_of(state: RoundState, figure_id: str) -> int | None:
    """The slot of the turn order in which a figure has taken (or is taking) its turn this
    round; None if it has not begun one."""
    return state.acted.get(figure_id)


def at_turn_of(entries: list[TrackEntry], slot: int | None) -> list[TrackEntry]:
    """The track as it stood while the figures of ``slot`` took their turns (a playback shows
    earlier turns than the state has reached)."""
    index = next((i for i, e in enumerate(entries) if e.slot == slot), None)
    if index is None:
        return entries
    return [replace(e, done=i < index, current=i == index) for i, e in enumerate(entries)]
