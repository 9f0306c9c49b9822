"""The scoring cascade and deliveries (provisional, until the board module's lands).

When a resource is used, its tile earns the printed value and pays each prerequisite from it:
a prerequisite owned by another player earns its value (and pays its own prerequisites in turn),
a neutral basic prerequisite counts 2 and pays nobody, and the tile's owner keeps the rest.
Deliveries happen the moment a resource's owner is connected to a prestige building needing it.
"""

from __future__ import annotations

from founders_desktop.city.game import board as B
from founders_desktop.city.game.actions import ActionRecord, Payment
from founders_desktop.city.game.state import NEUTRAL, GameState, Tile


def add_points(state: GameState, rec: ActionRecord, seat: int, points: int, reason: str) -> None:
    """Every point scored goes through here, so the record explains every score."""
    if points == 0:
        return
    if seat >= 0:
        state.players[seat].points += points
    rec.payments.append(Payment(seat, points, reason))


def choose_source(state: GameState, user: Tile, resource: str, chooser: int) -> Tile | None:
    """The tile that supplies ``resource`` to ``user``: one connected to it that the user's owner
    owns or has access to. The chooser's own tile first (then the lowest tile id): a fixed policy
    standing in for the owner's choice."""
    seat = user.owner if user.owner >= 0 else chooser
    best: Tile | None = None
    for src in B.sources(state, seat, resource):
        if src.tid == user.tid or not B.connected(state, seat, user, src):
            continue
        if best is None or (src.owner == chooser and best.owner != chooser):
            best = src
    return best


def earn(state: GameState, rec: ActionRecord, tile: Tile, amount: int, reason: str) -> None:
    """``tile`` earns ``amount``: it pays its prerequisites first and its owner keeps the rest."""
    pack = state.pack
    res = pack.resources[tile.item]
    paid = 0
    for entry in res.recipe:
        src = choose_source(state, tile, entry.resource, tile.owner)
        if src is None:
            continue
        if src.owner == NEUTRAL:
            lost = pack.scoring.neutral_prerequisite_value if src.kind == "stall" else entry.points
            paid += lost
            add_points(state, rec, NEUTRAL, lost, f"neutral:{entry.resource}")
        else:
            paid += entry.points
            earn(state, rec, src, entry.points, f"prerequisite:{entry.resource}")
    keep = max(0, amount - paid)
    if tile.owner == NEUTRAL:
        add_points(state, rec, NEUTRAL, keep, f"neutral:{tile.item}")
    else:
        add_points(state, rec, tile.owner, keep, f"{reason}:{tile.item}")


def score_new_building(state: GameState, rec: ActionRecord, tile: Tile) -> None:
    """A new advanced resource building uses its prerequisites: each source earns its value
    (a neutral source earns nobody anything)."""
    for entry in state.pack.resources[tile.item].recipe:
        src = choose_source(state, tile, entry.resource, tile.owner)
        if src is None or src.owner == NEUTRAL:
            continue
        earn(state, rec, src, entry.points, f"used_by:{tile.item}")


def deliver_neutral(state: GameState, rec: ActionRecord, building: Tile) -> Tile:
    """A new prestige building receives every neutral basic resource it needs at once."""
    b = state.pack.prestige_buildings[building.item]
    delivered = list(building.delivered)
    for slot in b.slots:
        if slot.resource in state.neutral and building.delivered_by(slot.resource) is None:
            delivered.append((slot.resource, NEUTRAL))
            rec.deliveries.append((b.id, slot.resource, NEUTRAL))
    new = Tile(
        building.tid,
        building.kind,
        building.item,
        building.owner,
        building.squares,
        building.section,
        building.access,
        tuple(delivered),
    )
    state.replace_tile(new)
    return new


def deliver_all(state: GameState, rec: ActionRecord, actor: int) -> None:
    """Deliver every resource now connected by its owner to a prestige building that needs it;
    the acting player's tile is chosen first where several could supply."""
    pack = state.pack
    for tid in sorted(state.tiles):
        building = state.tiles[tid]
        if building.kind != "prestige":
            continue
        b = pack.prestige_buildings[building.item]
        if len(building.delivered) == len(b.slots):
            continue
        for slot in b.slots:
            if building.delivered_by(slot.resource) is not None:
                continue
            supplier: Tile | None = None
            for t in state.tiles.values():
                if t.item != slot.resource or t.owner < 0 or t.kind not in ("stall", "advanced"):
                    continue
                if state.players[t.owner].deliveries >= _delivery_tokens_free(state, t.owner):
                    continue
                if not B.connected(state, t.owner, t, building):
                    continue
                if supplier is None or (t.owner == actor and supplier.owner != actor):
                    supplier = t
            if supplier is None:
                continue
            building = Tile(
                building.tid,
                building.kind,
                building.item,
                building.owner,
                building.squares,
                building.section,
                building.access,
                (*building.delivered, (slot.resource, supplier.owner)),
            )
            state.replace_tile(building)
            state.players[supplier.owner].deliveries += 1
            rec.deliveries.append((b.id, slot.resource, supplier.owner))
            earn(state, rec, supplier, slot.points, f"delivery:{b.id}")
        check_completion(state, rec, building)


def check_completion(state: GameState, rec: ActionRecord, building: Tile) -> None:
    """A building with every resource delivered takes a completion marker; the sixth ends the game."""
    b = state.pack.prestige_buildings[building.item]
    if len(building.delivered) != len(b.slots):
        return
    done = sum(
        1
        for t in state.tiles.values()
        if t.kind == "prestige" and len(t.delivered) == len(state.pack.prestige_buildings[t.item].slots)
    )
    if done > state.completions:
        state.completions = done
        rec.events.append(f"completion:{b.id}")
        if state.completions >= state.pack.scoring.completions_to_end:
            state.end_triggered = True


def _delivery_tokens_free(state: GameState, seat: int) -> int:
    """Delivery tokens a seat may still put on buildings (the income marker and tracker spots
    use the rest of its supply)."""
    p = state.players[seat]
    return state.pack.supply.delivery_tokens - 1 - len(p.owned_types) - len(p.access_types)
