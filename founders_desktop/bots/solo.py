"""Playing solo toward the solo goal: every prestige building built fully delivered by the end.

Points decide nothing in solo: the game is won or lost on the open slots of the buildings on the
board. So the solo measures count slots, not banners: how many are still open, how far the
seat's tiles are from those it could fill, and what it still has to build before it owns each
resource an open slot wants (a tile of it, or the chain of prerequisites below it, each step an
import or an upgrade). A proposal is judged by what it would add to that work (a resource the
seat owns, or already has to build for another building, costs little), and the vote spends
just the influence that makes the chosen proposal beat the phantom influence.
"""

from __future__ import annotations

from collections.abc import Iterable

from founders_desktop.bots.prospects import open_slots, reach, slot_roads
from founders_desktop.city.game import GameState
from founders_desktop.content import ContentPack

SHARED = 0.3  # a resource another open slot already wants costs this share of building it
PER_SLOT = 1.0  # every slot is one more connection to make, whatever its resource


def steps_to_own(pack: ContentPack, resource: str, own: Iterable[str]) -> int:
    """Work still to do before the seat owns ``resource``: none if it owns it, else its tier
    (an import, or an upgrade that costs more and needs its sources side by side) plus the same
    again for each prerequisite it does not own."""
    owned = frozenset(own)

    def steps(res: str) -> int:
        if res in owned:
            return 0
        r = pack.resources[res]
        return r.tier + sum(steps(p) for p in r.prerequisites)

    return steps(resource)


def money_worth(state: GameState) -> float:
    """What money kept is worth, as a share of what it is worth at the start: it buys tiles
    only while cycles are left, so at the last one it is worth nothing (the solo game scores no
    points). With income at each vote, spending it now is seldom a loss."""
    solo = state.pack.solo
    left = max(0, solo.cycles - max(state.solo_cycles, 0))
    return left / solo.cycles


def open_slot_count(state: GameState) -> int:
    """Slots of the buildings on the board still waiting for their resource."""
    return sum(len(slots) for slots in open_slots(state).values())


def missing_steps(state: GameState, seat: int) -> int:
    """Work still to do (``steps_to_own``) before the seat owns every resource an open slot
    wants (each resource once: one tile of it can serve every building it connects to)."""
    own = state.trackers(seat).own
    return sum(steps_to_own(state.pack, r, own) for r in open_slots(state))


def connection_reach(state: GameState, seat: int) -> float:
    """Open slots whose resource the seat owns, each by the share of roads already laid."""
    return sum(reach(k) for slots in slot_roads(state, seat).values() for _, k in slots)


def building_cost(
    state: GameState, seat: int, building: str, per_slot: float = PER_SLOT, per_step: float = 1.0
) -> float:
    """What a proposal would add to the solo work: each slot a connection, each resource the
    seat does not own its steps to own it (a share of that if another open slot wants it too)."""
    pack = state.pack
    if building not in pack.prestige_buildings:
        return float("inf")
    own = state.trackers(seat).own
    wanted = open_slots(state)
    cost = 0.0
    for slot in pack.prestige_buildings[building].slots:
        steps = steps_to_own(pack, slot.resource, own)
        cost += per_slot + per_step * steps * (SHARED if slot.resource in wanted else 1.0)
    return cost


def next_building_cost(state: GameState, seat: int, per_slot: float, per_step: float) -> float:
    """The cost of the proposal the seat would make win now (0 when none is on offer): more
    influence can win a cheaper one. Proposals the seat cannot see yet (dealt face down in its
    view, as just after a building is placed) cost nothing: the same for every choice, where an
    infinite cost made every spot for a building look equally lost."""
    buildings = state.pack.prestige_buildings
    if not state.proposals or any(b not in buildings for b in state.proposals):
        return 0.0
    space, _, _ = solo_vote(state, seat)
    return building_cost(state, seat, state.proposals[space], per_slot, per_step)


def winning_vote(state: GameState, seat: int, space: int) -> tuple[int, int] | None:
    """(fleeting, lasting) that makes ``space`` win the solo vote against the phantom influence,
    every fleeting influence first (it is lost after the vote anyway) and then as little lasting
    as will do; None if even all of it falls short."""
    s = state.pack.scoring
    p = state.players[seat]
    phantom = [s.fleeting_weight * f + s.lasting_weight * la for f, la in state.pack.solo.phantom_influence]
    phantom = (phantom + [0] * len(state.proposals))[: len(state.proposals)]
    rule = state.pack.solo.vote_rule
    for lasting in range(p.lasting + 1):
        mine = phantom[space] + s.base_vote + s.fleeting_weight * p.fleeting + s.lasting_weight * lasting
        others = [(j, c) for j, c in enumerate(phantom) if j != space]
        if all(mine > c or (mine == c and wins_tie(rule, space, j)) for j, c in others):
            return p.fleeting, lasting
    return None


def wins_tie(rule: str, space: int, other: int) -> bool:
    """Whether ``space`` beats ``other`` on equal influence under the pack's solo vote rule."""
    if rule == "most_influence_ties_rightmost":
        return space > other
    if rule == "most_influence_ties_leftmost":
        return space < other
    return True  # the player breaks ties


def solo_vote(state: GameState, seat: int) -> tuple[int, int, int]:
    """The proposal that adds the least solo work among those the seat can make win, and the
    influence that makes it win: (space, fleeting, lasting)."""
    costs = [building_cost(state, seat, b) for b in state.proposals]
    order = sorted(range(len(costs)), key=lambda i: (costs[i], -i))
    for space in order:
        spend = winning_vote(state, seat, space)
        if spend is not None:
            return space, spend[0], spend[1]
    return order[0], state.players[seat].fleeting, 0


def tokens_to_win(pack: ContentPack, buildings: Iterable[str]) -> int:
    """Delivery tokens a solo win with these buildings needs: one delivery per slot, and where
    the pack's solo marks take tokens (``solo.tracker_tokens``) the income marker and an "own"
    space for every resource type they want (with every prerequisite below it: in solo the
    player owns every tile)."""
    slots = [s.resource for b in buildings for s in pack.prestige_buildings[b].slots]
    if not pack.solo.tracker_tokens:
        return len(slots)
    types: set[str] = set()
    todo = list(slots)
    while todo:
        res = todo.pop()
        if res not in types:
            types.add(res)
            todo.extend(pack.resources[res].prerequisites)
    return 1 + len(types) + len(slots)
