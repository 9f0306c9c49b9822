"""Checks that must hold after every action; random-game tests call ``check`` each step.

They restate the rulebook's limits independently of the code that enforces them: money never
negative, no supply exceeded, every point on the score track explained by a recorded payment,
every card in exactly one place, and never two buildings of one owner side by side.
"""

from __future__ import annotations

from collections import Counter

from founders_desktop.city.game.actions import ActionRecord
from founders_desktop.city.game.state import NEUTRAL, GameState
from founders_desktop.city.pieces import TileKind
from founders_desktop.city.tokens import over_supply


class Ledger:
    """Points per seat as the records tell them, to compare with the score track."""

    def __init__(self, seats: int) -> None:
        self.points = [0] * seats

    def add(self, record: ActionRecord) -> None:
        for p in record.payments:
            if p.seat != NEUTRAL:
                self.points[p.seat] += p.points


def check(state: GameState, ledger: Ledger | None = None) -> list[str]:
    """Every broken invariant, as short codes (empty when all hold)."""
    out: list[str] = []
    pack = state.pack
    supply = pack.supply
    for seat, p in enumerate(state.players):
        if p.money < 0:
            out.append(f"negative_money:{seat}")
        if p.fleeting < 0 or p.lasting < 0:
            out.append(f"negative_influence:{seat}")
        if state.houses(seat) > supply.houses:
            out.append(f"too_many_houses:{seat}")
        if len(p.workers_out) > state.houses(seat):
            out.append(f"workers_without_houses:{seat}")
        standard = Counter(c for c in p.hand + [c for c, _ in p.played] if c in pack.standard_cards)
        if set(standard) != {c.id for c in pack.standard_cards_for(state.n)} or max(standard.values()) != 1:
            out.append(f"standard_cards:{seat}")
        if ledger is not None and ledger.points[seat] != state.points(seat):
            out.append(f"unexplained_points:{seat}")
    if state.influence_left() < 0:
        out.append("influence_supply")
    if len(state.board.roads) > supply.roads:
        out.append("road_supply")
    tiles = state.board.tiles
    per_resource = Counter(t.item for t in tiles if t.kind.resource)
    for r, count in per_resource.items():
        if count > pack.resources[r].tiles:
            out.append(f"tile_supply:{r}")
    claims = Counter()  # type: Counter[int]
    bridges = Counter()  # type: Counter[int]
    for t in tiles:
        if t.kind.resource and t.owner is not None:
            claims[t.owner] += 1
        for c in t.claims:
            claims[c] += 1
        if t.kind is TileKind.BRIDGE and t.owner is not None:
            bridges[t.owner] += 1
    for seat, n in claims.items():
        if n > supply.claim_tokens:
            out.append(f"claim_supply:{seat}")
    out += [f"{what}_supply:{seat}" for what, seat in over_supply(state.board) if what == "delivery"]
    for seat, n in bridges.items():
        if n > supply.bridges:
            out.append(f"bridge_supply:{seat}")
    out += _adjacent_buildings(state)
    out += _cards_in_one_place(state)
    return out


def _adjacent_buildings(state: GameState) -> list[str]:
    grid = state.board.grid
    owner_at: dict[tuple[int, int], int] = {}
    for i, t in enumerate(state.board.tiles):
        if t.kind.building and t.owner is not None:
            for sq in t.squares:
                owner_at[sq] = i
    out = []
    for sq, i in owner_at.items():
        for n in grid.neighbours[sq]:
            j = owner_at.get(n)
            if j is not None and j != i and state.board.tiles[j].owner == state.board.tiles[i].owner:
                out.append(f"adjacent_own_buildings:{i}:{j}")
    return out


def _cards_in_one_place(state: GameState) -> list[str]:
    pack = state.pack
    advisers = Counter(c for c in state.offer if c is not None)
    advisers.update(state.adviser_deck)
    advisers.update(c for c in state.removed if c in pack.advisers)
    for p in state.players:
        advisers.update(c for c in p.hand if c in pack.advisers)
        advisers.update(c for c, _ in p.played if c in pack.advisers)
    out = []
    if "?" not in advisers and (set(advisers) != set(pack.advisers) or max(advisers.values()) != 1):
        out.append("adviser_cards")
    built = [t.item for t in state.board.tiles if t.kind is TileKind.PRESTIGE]
    buildings = Counter(state.prestige_deck + state.prestige_discard + state.proposals + built)
    buildings.update(c for c in state.removed if c in pack.prestige_buildings)
    buildings.update(s.ref for s in state.stack if s.kind == "place_prestige")
    if "?" not in buildings and (
        set(buildings) != set(pack.prestige_buildings) or max(buildings.values()) != 1
    ):
        out.append("prestige_cards")
    return out
