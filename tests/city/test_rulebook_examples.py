"""The rulebook's worked examples 1 to 5 and the neutral-resource example, on the symmetric map.

Each test lays out the example's tiles in the West section and performs the example's action
through ``apply`` (so the action itself must be legal), then checks every point to the letter.
"""

from __future__ import annotations

import pytest

from founders_desktop.city import IllegalPlacement, PieceKind, TileKind, apply, validate
from founders_desktop.city.records import ActionRecord

from .helpers import board, placing, put, roads, tile_at

STALL, ADV, PRESTIGE = TileKind.STALL, TileKind.ADVANCED, TileKind.PRESTIGE


def gains(record: ActionRecord, cause: str | None = None) -> dict[int, int]:
    out: dict[int, int] = {}
    for p in record.payments:
        if p.player is not None and (cause is None or p.cause == cause) and p.points:
            out[p.player] = out.get(p.player, 0) + p.points
    return out


def test_example_1_machinery_pays_metal_and_knowledge_owners_one_each() -> None:
    # P0 owns metal, P1 knowledge; P2 has access to both and builds machinery beside them.
    s = board("symmetric", ("metal", "livestock"), ("knowledge", "gems"), ("crops", "population"))
    s = put(s, STALL, "metal", 0, [(2, 8)], claims=(2,))
    s = put(s, STALL, "knowledge", 1, [(4, 8)], claims=(2,))
    s = put(s, STALL, "crops", 2, [(6, 8)])
    s = roads(s, (5, 9))
    pl = placing(s, PieceKind.UPGRADE, 2, "machinery", [(3, 9), (3, 10), (4, 10)])
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    assert gains(rec) == {0: 1, 1: 1}
    assert after.points == (1, 1, 0)
    assert {(p.resource, p.player, p.points) for p in rec.payments} == {("metal", 0, 1), ("knowledge", 1, 1)}
    assert rec.cost == 4 and rec.paid_to is None


def test_upgrade_example_purple_uses_own_metal_and_yellow_knowledge() -> None:
    # "Purple earns 1 point for the metal tile being used and yellow earns 1 point for the knowledge."
    purple, yellow = 0, 1
    s = board("symmetric", ("metal", "livestock"), ("knowledge", "gems"))
    s = put(s, STALL, "metal", purple, [(2, 8)])
    s = put(s, STALL, "knowledge", yellow, [(6, 11)], claims=(purple,))
    s = roads(s, (3, 9))  # her own metal connects by road: her buildings may not touch
    pl = placing(s, PieceKind.UPGRADE, purple, "machinery", [(4, 10), (5, 10), (5, 11)])
    assert validate(s, pl) == []
    _, rec = apply(s, pl)
    assert gains(rec) == {purple: 1, yellow: 1}


def _cloth_board():  # type: ignore[no-untyped-def]
    s = board(
        "symmetric",
        ("metal", "livestock"),
        ("knowledge", "gems"),
        ("crops", "population"),
        ("stone", "wood"),
    )
    s = put(s, STALL, "metal", 0, [(2, 8)], claims=(2,))
    s = put(s, STALL, "knowledge", 1, [(4, 8)], claims=(2,))
    s = put(s, STALL, "crops", 2, [(6, 8)])
    s = roads(s, (5, 9))
    s, _ = apply(s, placing(s, PieceKind.UPGRADE, 2, "machinery", [(3, 9), (3, 10), (4, 10)]))
    s = put(s, STALL, "livestock", 0, [(1, 12)], claims=(3,))
    s = put(s, STALL, "stone", 3, [(5, 12)])
    s = roads(s, (4, 12))
    machinery = tile_at(s, (3, 9))
    t = s.tiles[machinery]
    return s.with_tile_replaced(machinery, type(t)(t.kind, t.item, t.owner, t.squares, claims=(3,)))


def test_example_2_cloth_cascades_through_machinery() -> None:
    s = _cloth_board()
    before = s.points
    pl = placing(s, PieceKind.UPGRADE, 3, "cloth", [(2, 11), (3, 11), (2, 12), (3, 12)])
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    # livestock owner 1; machinery owner 4, of which knowledge 1 and metal 1: keeps 2.
    by_tile = {(p.resource, p.player): p.points for p in rec.payments}
    assert by_tile == {("livestock", 0): 1, ("machinery", 2): 2, ("knowledge", 1): 1, ("metal", 0): 1}
    machinery = next(p for p in rec.payments if p.resource == "machinery")
    assert machinery.earned == 4  # the printed 4 (+2)
    assert gains(rec) == {0: 2, 1: 1, 2: 2}
    assert tuple(a - b for a, b in zip(after.points, before, strict=True)) == (2, 1, 2, 0)


def test_example_3_university_placed_beside_population_delivers_at_once() -> None:
    blue = 2
    s = board("symmetric", ("metal", "livestock"), ("knowledge", "gems"), ("population", "crops"))
    s = put(s, STALL, "population", blue, [(5, 11)])
    pl = placing(s, PieceKind.PRESTIGE, 0, "university", [(4, 12), (5, 12), (6, 12), (5, 13)])
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    assert [(d.resource, d.player, d.points) for d in rec.deliveries] == [("population", blue, 3)]
    assert gains(rec) == {blue: 3}
    assert after.tiles[rec.tile or 0].delivered == (("population", blue),)


Offset = tuple[int, int]


def _at(offset: Offset, squares: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(x + offset[0], y + offset[1]) for x, y in squares]


def _guild_board(map_id: str = "symmetric", o: Offset = (0, 0)):  # type: ignore[no-untyped-def]
    blue, yellow = 0, 1
    s = board(
        map_id, ("stone", "metal"), ("population", "crops"), ("gems", "wood"), ("knowledge", "livestock")
    )
    guild = _at(o, [(6, 8), (7, 8), (6, 9), (7, 9), (6, 10)])
    s, _ = apply(s, placing(s, PieceKind.PRESTIGE, 2, "merchants_guild", guild))
    s = put(s, STALL, "stone", blue, _at(o, [(2, 9)]), claims=(yellow,))
    s = put(s, STALL, "population", yellow, _at(o, [(1, 12)]))
    s = roads(s, *_at(o, [(1, 11)]))
    s = put(s, ADV, "bricks", yellow, _at(o, [(2, 10), (3, 10), (4, 10)]))
    return s


def _fit(make, action, map_id: str = "thematic") -> tuple:  # type: ignore[no-untyped-def,type-arg]
    """Find where an example's layout fits on a map: the first offset at which the set-up is
    made of legal squares and the example's action is legal."""
    for dy in range(-14, 14):
        for dx in range(-10, 21):
            try:
                s = make(map_id, (dx, dy))
            except IllegalPlacement:  # the Guild cannot stand there
                continue
            if not _setup_sound(s):
                continue
            pl = action(s, (dx, dy))
            if validate(s, pl) == []:
                return s, pl
    raise AssertionError("the example does not fit anywhere on the thematic map")


def _setup_sound(s) -> bool:  # type: ignore[no-untyped-def]
    """Every set-up tile on buildable squares, one section, no owner's buildings side by side."""
    g = s.grid
    squares = [sq for t in s.tiles for sq in t.squares] + list(s.roads)
    if len(set(squares)) != len(squares) or not all(sq in g.buildable for sq in squares):
        return False
    if len({g.section.get(sq) for sq in squares}) != 1:
        return False
    own = [t for t in s.tiles if t.kind.building]
    for a in own:
        for b in own:
            touching = any(
                abs(p[0] - q[0]) <= 1 and abs(p[1] - q[1]) <= 1 for p in a.squares for q in b.squares
            )
            if a is not b and a.owner == b.owner and touching:
                return False
    return True


def test_example_4_road_connects_bricks_to_merchants_guild() -> None:
    _check_example_4(_guild_board(), placing(_guild_board(), PieceKind.ROAD, 1, "", [(5, 10)]))


def test_example_4_on_the_thematic_map() -> None:
    s, pl = _fit(_guild_board, lambda s, o: placing(s, PieceKind.ROAD, 1, "", _at(o, [(5, 10)])))
    _check_example_4(s, pl)


def _check_example_4(s, pl) -> None:  # type: ignore[no-untyped-def]
    blue, yellow = 0, 1
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    assert [(d.resource, d.player, d.points) for d in rec.deliveries] == [("bricks", yellow, 6)]
    # Yellow pays blue 1 for the stone, and 1 to herself for her own population: 5 and 1.
    assert gains(rec) == {yellow: 5, blue: 1}
    assert ("population", yellow, 1) in {(p.resource, p.player, p.points) for p in rec.payments}
    assert after.points[:2] == (1, 5)


def test_example_4_bricks_not_delivered_before_the_road() -> None:
    s = _guild_board()
    guild = tile_at(s, (6, 8))
    assert s.tiles[guild].delivered == ()


def _government_board(map_id: str = "symmetric", o: Offset = (0, 0)):  # type: ignore[no-untyped-def]
    white, purple, yellow = 0, 1, 2
    s = board(
        map_id, ("gems", "metal"), ("knowledge", "livestock"), ("crops", "stone"), ("population", "wood")
    )
    guild = _at(o, [(1, 8), (2, 8), (1, 9), (2, 9), (1, 10)])
    s, _ = apply(s, placing(s, PieceKind.PRESTIGE, 3, "merchants_guild", guild))
    s = put(s, STALL, "crops", yellow, _at(o, [(6, 8)]), claims=(purple,))
    s = put(s, STALL, "knowledge", purple, _at(o, [(7, 13)]))
    s = roads(s, *_at(o, [(6, 12), (2, 12)]))
    s = put(s, ADV, "books", purple, _at(o, [(5, 9), (5, 10), (5, 11)]), claims=(white,))
    s = put(s, STALL, "gems", white, _at(o, [(3, 13)]))
    s = put(s, ADV, "jewelry", white, _at(o, [(0, 12), (0, 13), (1, 13)]))
    return s


GOVERNMENT = [(3, 9), (3, 10), (3, 11), (4, 10)]


def test_example_5_government_built_then_delivered_to_merchants_guild() -> None:
    s = _government_board()
    _check_example_5(s, placing(s, PieceKind.UPGRADE, 0, "government", GOVERNMENT))


def _government_board_b(map_id: str, o: Offset):  # type: ignore[no-untyped-def]
    """The same example drawn tighter (the layout the content pack checks fits every section)."""
    white, purple, yellow = 0, 1, 2
    s = board(
        map_id, ("gems", "metal"), ("knowledge", "livestock"), ("crops", "stone"), ("population", "wood")
    )
    guild = _at(o, [(5, 0), (6, 0), (5, 1), (6, 1), (5, 2)])
    s, _ = apply(s, placing(s, PieceKind.PRESTIGE, 3, "merchants_guild", guild))
    s = put(s, STALL, "crops", yellow, _at(o, [(0, 0)]), claims=(purple,))
    s = put(s, STALL, "knowledge", purple, _at(o, [(0, 4)]))
    s = roads(s, *_at(o, [(0, 3), (3, 3), (5, 4)]))
    s = put(s, ADV, "books", purple, _at(o, [(1, 0), (1, 1), (1, 2)]), claims=(white,))
    s = put(s, STALL, "gems", white, _at(o, [(6, 5)]))
    s = put(s, ADV, "jewelry", white, _at(o, [(3, 4), (4, 4), (4, 5)]))
    return s


@pytest.mark.parametrize("map_id", ["symmetric", "thematic"])
def test_example_5_drawn_tighter_on_both_maps(map_id: str) -> None:
    government = [(2, 1), (3, 1), (4, 1), (3, 2)]
    s, pl = _fit(
        _government_board_b,
        lambda s, o: placing(s, PieceKind.UPGRADE, 0, "government", _at(o, government)),
        map_id,
    )
    _check_example_5(s, pl)


def _check_example_5(s, pl) -> None:  # type: ignore[no-untyped-def]
    white, purple, yellow = 0, 1, 2
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    # Building: White 2 (jewelry, paying himself 1 for gems), Purple 3, Yellow 1.
    assert gains(rec, "build") == {white: 2, purple: 3, yellow: 1}
    # Delivery for 10: White 6, Purple 3, Yellow 1.
    assert [(d.resource, d.player, d.points) for d in rec.deliveries] == [("government", white, 10)]
    assert gains(rec, "deliver") == {white: 6, purple: 3, yellow: 1}
    assert gains(rec) == {white: 8, purple: 6, yellow: 2}
    assert after.points == (8, 6, 2, 0)


def _neutral_board():  # type: ignore[no-untyped-def]
    # Three players: metal and livestock are controlled by nobody (neutral).
    s = board("symmetric", ("crops", "gems"), ("knowledge", "stone"), ("population", "wood"))
    s = put(s, STALL, "knowledge", 1, [(4, 8)], claims=(0,))
    s = put(s, STALL, "crops", 0, [(7, 12)])
    s = roads(s, (6, 11))
    buy = placing(s, PieceKind.IMPORT_AND_BUY, 0, "metal", [(6, 9)])
    assert validate(s, buy) == []
    s, rec = apply(s, buy)
    assert rec.cost == 4 and s.tiles[rec.tile or 0].owner is None and s.tiles[rec.tile or 0].claims == (0,)
    return s


def test_neutral_metal_used_for_machinery_pays_only_knowledge() -> None:
    s = _neutral_board()
    pl = placing(s, PieceKind.UPGRADE, 0, "machinery", [(4, 9), (5, 9), (5, 10)])
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    assert gains(rec) == {1: 1}
    lost = [p for p in rec.payments if p.player is None]
    assert [(p.resource, p.points) for p in lost] == [("metal", 2)]


def test_neutral_prestige_slot_delivered_at_once_and_machinery_keeps_one() -> None:
    s = _neutral_board()
    s, _ = apply(s, placing(s, PieceKind.UPGRADE, 0, "machinery", [(4, 9), (5, 9), (5, 10)]))
    before = s.points
    hall = [(1, 10), (2, 10), (3, 10), (1, 11), (2, 11), (3, 11)]
    pl = placing(s, PieceKind.PRESTIGE, 2, "hall_of_crafts", hall)
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    assert {(d.resource, d.player) for d in rec.deliveries} == {("metal", None), ("machinery", 0)}
    # Machinery delivered for 4: knowledge 1, neutral metal 2 lost, machinery's owner keeps 1.
    deliver = [p for p in rec.payments if p.cause == "deliver"]
    assert {(p.resource, p.player, p.points) for p in deliver} == {
        ("machinery", 0, 1),
        ("knowledge", 1, 1),
        ("metal", None, 2),
    }
    assert tuple(a - b for a, b in zip(after.points, before, strict=True)) == (1, 1, 0)


def test_neutral_slot_delivered_without_any_tile_connected() -> None:
    s = board("symmetric", ("crops", "gems"), ("knowledge", "stone"), ("population", "wood"))
    hall = [(1, 10), (2, 10), (3, 10), (1, 11), (2, 11), (3, 11)]
    after, rec = apply(s, placing(s, PieceKind.PRESTIGE, 0, "hall_of_crafts", hall))
    assert [(d.resource, d.player) for d in rec.deliveries] == [("metal", None)]
    assert gains(rec) == {}
