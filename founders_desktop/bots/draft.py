"""Choosing a race and resource cards by what the basic resources make together.

Greedy's value sees nothing at setup (no tile is down, every choice ties) and takes the first
race and card offered, so in 2-player games the first seat always plays Human against Vermling
and wins about three games in four: the seat whose resources, with the neutral ones, make
tier 2 and tier 3 resources alone gets the most of the banners. This scores a set of basic
resources by every advanced resource's banner points (the slots that want it), times how far
the seat can make it: each basic resource it needs counts 1 if the seat controls it, a share if
nobody has taken it yet (it may stay neutral, or go to another seat), a smaller share if another
seat controls it (access is bought with money and a claim token).
"""

from __future__ import annotations

from founders_desktop.city.game import Action, GameState
from founders_desktop.content import ContentPack

UNTAKEN = 0.6  # a basic resource nobody controls yet: it may stay neutral (2-3 players)
OTHERS = 0.3  # another seat's: access costs money and a claim token, and pays them
OWN_SLOTS = 0.5  # per banner point of the slots that want a basic resource the seat controls


Tables = tuple[dict[str, frozenset[str]], dict[str, int]]
_TABLES: dict[int, tuple[ContentPack, Tables]] = {}


def _tables(pack: ContentPack) -> Tables:
    """(advanced resource -> the basic ones down its whole recipe chain, resource -> banner
    points of every prestige slot that wants it), read once per pack."""
    hit = _TABLES.get(id(pack))
    if hit is not None and hit[0] is pack:
        return hit[1]

    def needs(resource: str) -> frozenset[str]:
        res = pack.resources[resource]
        if res.tier == 1:
            return frozenset({resource})
        return frozenset().union(*(needs(p) for p in res.prerequisites))

    banner = {r: 0 for r in pack.resources}
    for building in pack.prestige_buildings.values():
        for slot in building.slots:
            banner[slot.resource] += slot.points
    table = ({r.id: needs(r.id) for r in pack.resources.values() if r.tier > 1}, banner)
    _TABLES[id(pack)] = (pack, table)
    return table


def worth(pack: ContentPack, mine: frozenset[str], others: frozenset[str]) -> float:
    """What controlling ``mine`` is worth while other seats control ``others``."""
    needs, banner = _tables(pack)
    total = OWN_SLOTS * sum(banner[r] for r in mine)
    for resource, basics in needs.items():
        share = 1.0
        for basic in basics:
            share *= 1.0 if basic in mine else OTHERS if basic in others else UNTAKEN
        total += share * banner[resource]
    return total


def choose(view: GameState, legal: list[Action]) -> Action | None:
    """The race or resource card whose resources are worth most; None for other decisions."""
    kind = view.stack[-1].kind if view.stack else ""
    if kind not in ("choose_race", "choose_resource", "aesther_resource"):
        return None
    if any(a.type not in ("choose_race", "choose_resource") for a in legal):
        return None  # a forced re-pick: greedy's
    pack = view.pack
    seat = legal[0].seat
    others = frozenset(r for s in range(len(view.players)) if s != seat for r in view.controlled(s))
    mine = frozenset(view.controlled(seat))
    free = [pack.resource_cards[c].resource for c in view.resource_cards]

    def score(action: Action) -> float:
        if action.type == "choose_resource":
            return worth(pack, mine | {pack.resource_cards[action.target].resource}, others)
        own = pack.races[action.target].resource
        if own is None:  # the Aesther: any card still there becomes its race resource
            return max((worth(pack, frozenset({r}), others) for r in free), default=0.0)
        allowed = [r for r in free if r != own and r not in pack.races[action.target].forbidden]
        best_next = max((worth(pack, frozenset({own, r}), others) for r in allowed), default=0.0)
        return max(worth(pack, frozenset({own}), others), best_next)

    return max(legal, key=lambda a: (score(a), -legal.index(a)))
