"""Monsters revealed mid-round join the round they are revealed in (rulebook p.19 and its
clarification: a room revealed during a character's turn).

A monster type newly on the map without a card this round draws one at once (hidden
information: undo stops there). The revealed monsters then act this round in initiative
order: a type whose initiative is lower (earlier) than the revealing character's acts right
after the current turn ends, before the next figure; a later one takes its normal place in the
order (at an equal initiative the character went first, so that is its normal place too). A
type that has already drawn its card uses it: while its turn is still to come the new monsters
simply act in it; once it has acted this round they act right after the current turn. Types
that act right after the turn go in initiative order; types of one initiative are a tie the
players order (p.18), as they do when a type joins another of its initiative later in the order
(that tie is ordered again, the joining type among them).

Logs saved before this rule (``state.doors_mid_round`` False) replay as they were: the new
monsters wait for the next round unless their type's turn is still to come.
"""

from __future__ import annotations

from founders_desktop.tactics.initiative import monster_key
from founders_desktop.tactics.rounds.context import Ctx, initiative_of
from founders_desktop.tactics.rounds.state import MonsterState


def reveal_card(ctx: Ctx, type_id: str) -> None:
    """The top card of a monster type's deck (an empty deck is its discard shuffled)."""
    deck = ctx.state.monster_decks[type_id]
    if not deck.draw:
        deck.draw = ctx.chance.shuffled(deck.discard)
        deck.discard = []
    deck.revealed = deck.draw.pop(0)
    ctx.emit("monster_card", type=type_id, card=deck.revealed)


def join_round(ctx: Ctx, placed: list[MonsterState]) -> None:
    """Give the monsters just placed by the door of the character taking its turn their turns
    of this round.

    Every slot still to come has an initiative at least the revealer's, so a type put by its
    initiative among them lands right after the current turn exactly when its initiative is
    lower (and after the types already put there with a lower one)."""
    state = ctx.state
    if not state.doors_mid_round or state.phase != "turns" or not placed:
        return
    for type_id in dict.fromkeys(m.type for m in placed):
        key = monster_key(type_id)
        if state.monster_decks[type_id].revealed is None:
            reveal_card(ctx, type_id)
        elif any(key in g for g in state.order[state.slot :]):
            continue  # its turn is still to come: the new monsters act in it
        _insert_by_initiative(ctx, key, _card_initiative(ctx, type_id))


def _card_initiative(ctx: Ctx, type_id: str) -> int:
    deck = ctx.state.monster_decks[type_id]
    assert deck.revealed is not None
    return ctx.scenario.monster_type(type_id).card(deck.revealed).initiative


def _actor_initiative(ctx: Ctx, actor: str) -> float:
    kind, _, ident = actor.partition(":")
    if kind == "c":
        got = initiative_of(ctx.state, ctx.scenario, ctx.state.character(ident))
        return 99.0 if got is None else got
    return float(_card_initiative(ctx, ident))


def _insert_by_initiative(ctx: Ctx, key: str, initiative: int) -> None:
    """Put a monster type among the slots still to come: after every actor of a lower
    initiative and every character of the same; monster types of the same initiative and the
    new one become one tie for the players."""
    order = ctx.state.order

    def at(i: int, side: str | None = None) -> float | None:
        """The initiative of slot ``i`` (None: no such slot, or not of ``side``)."""
        if i >= len(order) or (side is not None and not order[i][0].startswith(side)):
            return None
        return _actor_initiative(ctx, order[i][0])

    j = ctx.state.slot
    while (got := at(j)) is not None and got < initiative:
        j += 1
    while at(j, "c:") == initiative:
        j += 1
    end = j
    while at(end, "m:") == initiative:
        end += 1
    order[j:end] = [[*(a for g in order[j:end] for a in g), key]]
