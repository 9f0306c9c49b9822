"""Every figure's place in this round's resolved turn order, for the solver's ties.

The focus rules break a tie "by initiative order" (rulebook p.30): the figure that acts first
wins. Plain initiative numbers cannot say that: two characters on the same leading card are
ordered by their second cards or by the players, two monster figures of one type act elites
first, then by standee, and summons act just before their summoner in the order summoned.
``turn_positions`` reads the order the round engine has resolved (``state.order``, each group
of one actor; ``turn_queue`` inside an actor's slot) and numbers every figure in it. A group the
players have not ordered yet gives its figures the same number, so the solver leaves that tie to
them.
"""

from __future__ import annotations

from founders_desktop.tactics.rounds.state import RoundState


def _slot_figures(state: RoundState, actor: str, slot: int) -> list[str]:
    """The figures in one actor's slot, in the order they act. Unlike ``turn_queue`` this keeps
    a summon placed this round (it takes no turn, yet still ranks before its summoner) and an
    exhausted character's summons. A monster type may hold two slots (monsters revealed after
    it acted): a monster is in the slot it acted in, else in its type's next slot (or last)."""
    kind, _, ident = actor.partition(":")
    if kind == "c":
        return [*(s.id for s in state.summons if s.owner == ident), ident]
    mine = [i for i, g in enumerate(state.order) if actor in g]
    start = state.slot - 1 if state.phase == "turns" else 0
    upcoming = next((i for i in mine if i >= start), mine[-1])
    monsters = [
        m
        for m in state.monsters
        if m.type == ident
        and m.hex is not None
        and (state.acted.get(m.id) == slot if m.id in state.acted else slot == upcoming)
    ]
    monsters.sort(key=lambda m: (not m.elite, m.standee))
    return [m.id for m in monsters]


def turn_positions(state: RoundState) -> dict[str, float]:
    """Figure id -> its place in the turn order (0 acts first); empty before the order is set.
    Figures of a group that is still a tie share their group's place, so such a tie stays the
    players' choice."""
    out: dict[str, float] = {}
    place = 0
    for i, group in enumerate(state.order):
        slots = [_slot_figures(state, actor, i) for actor in group]
        if len(slots) == 1:
            for fid in slots[0]:
                out[fid] = float(place)
                place += 1
            continue
        # an unordered tie: every figure of it at one place (the players choose)
        for fids in slots:
            for fid in fids:
                out[fid] = float(place)
        place += 1
    return out
