"""Deliveries: a resource reaches a prestige building the moment its owner is connected to it.

"As soon as any resource is connected by the owner of the resource to a prestige building that
requires that resource - regardless of when it happens - that resource is delivered." We read
"connected by the owner" as connected *as the owner sees the board* (roads plus the owner's own
bridges/gates), whoever laid the last road: roads are shared, and a tile never delivers through
another player's bridge. Several slots may fill at once; where several tiles could deliver one
slot, the player who made the connection chooses (default: the tile that pays them most).

Neutral resources are delivered the moment their building is placed, with a neutral token.

``apply`` keeps an invariant: no state holds a connection that has not been delivered. So after
a placement only the players whose connections it can change need looking at. A state known to
hold the invariant is marked "settled" in its cache (a new board is; ``apply`` marks what it
makes from a settled state, and any state after a road, which looks at every owner); from a
settled state only the buildings the placement can newly connect are looked at (``near_change``).
A board made any other way (loaded, built by hand) is not marked, and is scanned in full.
"""

from __future__ import annotations

from founders_desktop.city.bits import set_bits
from founders_desktop.city.cascade import use
from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.pieces import PieceKind, Player, TileKind
from founders_desktop.city.records import ChoiceLog, Choices, Delivery, Payment
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import delivery_tokens_left
from founders_desktop.content import Square


def neutral_deliveries(state: BoardState, building: int) -> list[Delivery]:
    """Slots of a just-placed building that take a neutral basic resource: filled at once."""
    tile = state.tiles[building]
    done = tile.delivered_resources()
    return [
        Delivery(building, slot.resource, None, None, slot.points)
        for slot in state.pack.prestige_buildings[tile.item].slots
        if slot.resource not in done and state.is_neutral(slot.resource)
    ]


def connection_deliveries(
    state: BoardState,
    connector: Player,
    owners: frozenset[Player] | None,
    choices: Choices,
    made: ChoiceLog,
    only: int | None = None,
) -> tuple[list[Delivery], list[Payment]]:
    """Every open slot that some owner (in ``owners``; None: anyone) is now connected to; with
    ``only`` (a tile mask), of those buildings only (``near_change``)."""
    deliveries: list[Delivery] = []
    payments: list[Payment] = []
    if only == 0:  # a settled board and a placement that connects no building anew
        return deliveries, payments
    resource_tiles = board_index(state).resource_tiles
    tiles = state.tiles
    buildings = state.pack.prestige_buildings
    reach: dict[int, int] = {}  # resource tile -> tiles connected to it, as its owner sees them

    def reach_of(i: int) -> int:
        seen = reach.get(i)
        if seen is None:
            owner = tiles[i].owner
            if owner is None or (owners is not None and owner not in owners):
                seen = 0
            else:
                seen = network(state, owner).reach(i)
            reach[i] = seen
        return seen

    # Most placements connect nothing new: answer those without walking every slot.
    wanted = _open_slots(state, only)
    if not any(reach_of(i) & mask for r, mask in wanted.items() for i in resource_tiles.get(r, ())):
        return deliveries, payments
    tokens: dict[Player, int] = {}  # delivery tokens each owner has left

    def has_token(i: int) -> bool:
        owner = tiles[i].owner
        assert owner is not None
        if owner not in tokens:
            tokens[owner] = delivery_tokens_left(state, owner)
        return tokens[owner] > 0

    for b in range(len(tiles)) if only is None else set_bits(only):
        tile = tiles[b]
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        for slot in buildings[tile.item].slots:
            if slot.resource in done:
                continue
            found = []
            for i in resource_tiles.get(slot.resource, ()):
                # "places a delivery token on the resource icon": an owner with none left
                # cannot deliver; the slot stays open for a later connection
                if reach_of(i) >> b & 1 and has_token(i):
                    found.append(i)
            if not found:
                continue
            key = ("deliver", b, slot.resource)
            chosen = choices.get(key)
            if chosen not in found:
                chosen = _best(state, connector, found, slot.points, b, choices)
            made.record(key, chosen, found)
            payments.extend(use(state, chosen, slot.points, "deliver", b, choices, made))
            deliveries.append(Delivery(b, slot.resource, state.tiles[chosen].owner, chosen, slot.points))
            tokens[tiles[chosen].owner] -= 1  # type: ignore[index]
    return deliveries, payments


def near_change(state: BoardState, kind: PieceKind, squares: tuple[Square, ...], new: int | None) -> int:
    """Mask of the prestige buildings a placement just made (``state`` is the board after it) can
    have newly connected to a resource: those touching the chain of roads through a new road or
    bridge/gate (its owner's chain is the only one that grew), those connected to a new resource
    tile, or a new building itself. In a settled state (no connection waiting for a delivery), no
    other building has an open slot with a resource connected to it."""
    tiles = state.tiles
    touched = 0
    if kind is PieceKind.ROAD or kind is PieceKind.BRIDGE:
        players = range(state.player_count) if kind is PieceKind.ROAD else (tiles[-1].owner,)
        for p in players:
            net = network(state, p)
            for sq in squares:
                c = net.chain_of.get(sq)
                if c is not None:
                    touched |= net.chain_mask[c]
    elif new is not None and tiles[new].kind is TileKind.PRESTIGE:
        touched = 1 << new
    elif new is not None and tiles[new].kind.resource and tiles[new].owner is not None:
        touched = network(state, tiles[new].owner).reach(new)
    if not touched:
        return 0
    # the prestige buildings among them: a mask of the few buildings rather than a walk over
    # every tile touched (a road's chain touches many)
    prestige = 0
    for b in board_index(state).prestige:
        prestige |= 1 << b
    return touched & prestige


def _open_slots(state: BoardState, only: int | None) -> dict[str, int]:
    """Resource -> mask of the prestige tiles (in ``only`` if given) with an open slot for it."""
    out: dict[str, int] = {}
    buildings = state.pack.prestige_buildings
    tiles = state.tiles
    # ``only`` is a few buildings at most: walk its bits, not every tile (same ascending order)
    for b in range(len(tiles)) if only is None else set_bits(only):
        tile = tiles[b]
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        for slot in buildings[tile.item].slots:
            if slot.resource not in done:
                out[slot.resource] = out.get(slot.resource, 0) | 1 << b
    return out


def _best(
    state: BoardState, connector: Player, found: list[int], points: int, building: int, choices: Choices
) -> int:
    best, best_score = found[0], None
    for i in found:
        pays = use(state, i, points, "deliver", building, choices, ChoiceLog())
        score = sum(p.points for p in pays if p.player == connector)
        if best_score is None or score > best_score:
            best, best_score = i, score
    return best
