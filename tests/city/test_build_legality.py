"""Building placements: advanced tiles, houses, bridges/gates, roads and prestige buildings."""

from __future__ import annotations

from founders_desktop.city import (
    Piece,
    PieceKind,
    Placement,
    TileKind,
    apply,
    cost,
    legal_placements,
    network,
    validate,
)

from .helpers import board, placing, put, roads

STALL, ADV, PRESTIGE, BRIDGE, HOUSE = (
    TileKind.STALL,
    TileKind.ADVANCED,
    TileKind.PRESTIGE,
    TileKind.BRIDGE,
    TileKind.HOUSE,
)


def four():  # type: ignore[no-untyped-def]
    return board(
        "symmetric", ("wood", "stone"), ("metal", "crops"), ("livestock", "gems"), ("knowledge", "population")
    )


def codes(state, pl, **kw):  # type: ignore[no-untyped-def]
    return [v.code for v in validate(state, pl, **kw)]


def test_roads_connect_to_something_owned_never_through_a_building() -> None:
    s = put(four(), STALL, "wood", 0, [(2, 9)])
    s = put(s, STALL, "metal", 1, [(3, 9)])
    # (4, 9) touches only player 1's stall, which touches player 0's: no chain through buildings
    assert codes(s, Placement(PieceKind.ROAD, 0, "", (4, 9))) == ["not_connected"]
    assert codes(s, Placement(PieceKind.ROAD, 0, "", (3, 10))) == []
    s = roads(s, (3, 10), (4, 11))
    assert codes(s, Placement(PieceKind.ROAD, 0, "", (5, 12))) == []  # along a chain of roads
    assert codes(s, Placement(PieceKind.ROAD, 0, "", (3, 10))) == ["occupied"]
    assert codes(s, Placement(PieceKind.ROAD, 0, "", (10, 12))) == ["not_buildable", "not_connected"]


def test_upgrade_needs_prerequisites_connected_and_owned_or_accessed() -> None:
    s = put(four(), STALL, "metal", 1, [(2, 8)])
    s = put(s, STALL, "knowledge", 3, [(4, 8)])
    s = put(s, STALL, "wood", 0, [(6, 8)])
    s = roads(s, (5, 9))
    pl = placing(s, PieceKind.UPGRADE, 0, "machinery", [(3, 9), (3, 10), (4, 10)])
    bad = validate(s, pl)
    assert [(v.code, v.item) for v in bad] == [
        ("prerequisite_not_connected", "metal"),
        ("prerequisite_not_connected", "knowledge"),
    ]
    s = s.with_tile_replaced(0, type(s.tiles[0])(STALL, "metal", 1, ((2, 8),), claims=(0,)))
    s = s.with_tile_replaced(1, type(s.tiles[1])(STALL, "knowledge", 3, ((4, 8),), claims=(0,)))
    assert validate(s, pl) == []
    assert cost(s, pl) == (4, None)
    assert cost(s, placing(s, PieceKind.UPGRADE, 0, "cloth", [(0, 12), (1, 12), (0, 13), (1, 13)])) == (
        6,
        None,
    )


def test_upgrade_must_connect_to_something_owned() -> None:
    s = put(four(), STALL, "metal", 1, [(2, 8)], claims=(0,))
    s = put(s, STALL, "knowledge", 3, [(4, 8)], claims=(0,))
    pl = placing(s, PieceKind.UPGRADE, 0, "machinery", [(3, 9), (3, 10), (4, 10)])
    assert codes(s, pl) == ["not_connected"]


def test_legal_placements_of_an_upgrade_try_every_orientation() -> None:
    s = put(four(), STALL, "gems", 2, [(4, 10)])
    s = put(s, STALL, "crops", 2, [(12, 4)])
    options = legal_placements(s, 2, Piece(PieceKind.UPGRADE, "jewelry"))
    assert options == ()  # its own gems may not touch it, and nothing connects otherwise
    s = roads(s, (5, 11))
    options = legal_placements(s, 2, Piece(PieceKind.UPGRADE, "jewelry"))
    assert len({o.orientation for o in options}) == 4
    for o in options:
        assert validate(s, o) == []


def test_bridges_are_roads_for_their_owner_only() -> None:
    s = put(four(), STALL, "wood", 0, [(9, 11)])  # West section
    s = put(s, STALL, "crops", 1, [(11, 11)])  # East section, across the river
    s = put(s, BRIDGE, "", 1, [(10, 12)])
    assert network(s, 1).connected(0, 1)
    assert not network(s, 0).connected(0, 1)
    # player 1 may build beside their bridge: bridges are never "adjacent buildings"
    assert codes(s, Placement(PieceKind.ROAD, 1, "", (9, 13))) == []
    assert codes(s, Placement(PieceKind.ROAD, 0, "", (11, 13))) == ["not_connected"]


def test_bridge_goes_on_river_or_wall_connected_to_something_owned() -> None:
    s = put(four(), STALL, "wood", 0, [(9, 11)])
    assert codes(s, Placement(PieceKind.BRIDGE, 0, "", (10, 12))) == []
    assert codes(s, Placement(PieceKind.BRIDGE, 0, "", (10, 13))) == ["not_connected"]
    assert codes(s, Placement(PieceKind.BRIDGE, 0, "", (8, 12))) == ["not_river_or_wall"]
    for sq in ((10, 12), (8, 8), (6, 6)):
        s = put(s, BRIDGE, "", 0, [sq])
    assert "no_bridges_left" in codes(s, Placement(PieceKind.BRIDGE, 0, "", (10, 11)))
    assert cost(s, Placement(PieceKind.BRIDGE, 0, "", (10, 11))) == (3, None)
    assert cost(s, Placement(PieceKind.BRIDGE, 0, "", (10, 11)), follow=True) == (4, None)


def test_houses_green_one_per_section_not_beside_own_buildings() -> None:
    s = put(four(), STALL, "wood", 0, [(5, 11)])
    s = roads(s, (6, 12))
    assert codes(s, Placement(PieceKind.HOUSE, 0, "", (7, 11))) == []
    assert codes(s, Placement(PieceKind.HOUSE, 0, "", (6, 11))) == ["adjacent_to_own"]
    assert codes(s, Placement(PieceKind.HOUSE, 0, "", (7, 12))) == ["not_green"]
    s, _ = apply(s, Placement(PieceKind.HOUSE, 0, "", (7, 11)))
    assert codes(s, Placement(PieceKind.HOUSE, 0, "", (7, 10))) == ["house_in_section", "adjacent_to_own"]
    # a house counts as an own building for later stalls too
    assert codes(s, Placement(PieceKind.IMPORT, 0, "stone", (8, 12))) == ["adjacent_to_own"]


def test_prestige_colour_overlap_and_type_per_section() -> None:
    s = four()
    lion = [(6, 10), (7, 10), (6, 11), (7, 11)]  # green squares
    assert validate(s, placing(s, PieceKind.PRESTIGE, 0, "sleeping_lion", lion)) == []
    grey = [(2, 9), (3, 9), (2, 10), (3, 10)]
    assert codes(s, placing(s, PieceKind.PRESTIGE, 0, "sleeping_lion", grey)) == ["colour_not_touched"]
    s, _ = apply(s, placing(s, PieceKind.PRESTIGE, 0, "sleeping_lion", lion))
    # the Golden Tankard has the same shape and colour: not in the same section
    tankard = [(2, 5), (3, 5), (2, 6), (3, 6)]
    assert codes(s, placing(s, PieceKind.PRESTIGE, 0, "golden_tankard", tankard)) == ["type_in_section"]
    assert (
        validate(
            s, placing(s, PieceKind.PRESTIGE, 0, "golden_tankard", [(13, 10), (14, 10), (13, 11), (14, 11)])
        )
        == []
    )
    s = roads(s, (5, 9))
    salt = [(4, 8), (5, 8), (4, 9), (5, 9)]
    assert "occupied" in codes(s, placing(s, PieceKind.PRESTIGE, 0, "salt_barrel", salt))
    assert codes(
        s, placing(s, PieceKind.PRESTIGE, 0, "sleeping_lion", [(13, 10), (14, 10), (13, 11), (14, 11)])
    ) == ["already_built"]


def test_special_buildings_only_on_their_reserved_locations() -> None:
    s = four()
    spots = legal_placements(s, 0, Piece(PieceKind.PRESTIGE, "west_gatehouse"))
    assert len(spots) == 3  # the symmetric side: either gatehouse on any of three locations
    s, _ = apply(s, spots[0])
    assert len(legal_placements(s, 0, Piece(PieceKind.PRESTIGE, "north_gatehouse"))) == 2
    armoury = [(0, 11), (0, 12)]  # an ordinary building half on a reserved location
    assert "not_buildable" in codes(s, placing(s, PieceKind.PRESTIGE, 0, "armoury", armoury))
    assert codes(
        s,
        placing(
            s, PieceKind.PRESTIGE, 0, "ghost_fortress", [(2, 9), (3, 9), (4, 9), (2, 10), (3, 10), (4, 10)]
        ),
    ) == ["not_reserved_location"]
    thematic = board("thematic", ("wood",), ("metal",))
    assert len(legal_placements(thematic, 0, Piece(PieceKind.PRESTIGE, "west_gatehouse"))) == 1


def test_owner_chooses_among_connected_prerequisite_sources() -> None:
    # two metal tiles, one each side of the river, both reachable through player 2's bridge
    s = four()
    s = put(s, STALL, "metal", 1, [(9, 12)], claims=(2,))
    s = put(s, STALL, "metal", 0, [(11, 12)], claims=(2,))
    s = put(s, BRIDGE, "", 2, [(10, 12)])
    s = put(s, STALL, "knowledge", 2, [(11, 13)])
    pl = placing(s, PieceKind.UPGRADE, 2, "machinery", [(8, 12), (8, 13), (9, 13)])
    assert validate(s, pl) == []
    _, default = apply(s, pl)
    assert default.gains() == {1: 1, 2: 1}  # a tie: the oldest tile
    assert default.options == {("source", len(s.tiles), "metal"): (0, 1)}
    _, chosen = apply(s, pl, {("source", len(s.tiles), "metal"): 1})
    assert chosen.gains() == {0: 1, 2: 1}


def test_connecting_player_chooses_which_tile_delivers() -> None:
    s = four()
    s = put(s, STALL, "knowledge", 3, [(8, 10)])  # West, beside the Ghost Fortress space
    s = put(s, STALL, "knowledge", 0, [(12, 10)])  # East, beside it too
    fortress = [(9, 9), (10, 9), (11, 9), (9, 10), (10, 10), (11, 10)]
    pl = placing(s, PieceKind.PRESTIGE, 0, "ghost_fortress", fortress)
    assert validate(s, pl) == []
    after, default = apply(s, pl)
    assert [(d.resource, d.player) for d in default.deliveries] == [("knowledge", 0)]
    assert default.options == {("deliver", len(s.tiles), "knowledge"): (0, 1)}
    _, chosen = apply(s, pl, {("deliver", len(s.tiles), "knowledge"): 0})
    assert [(d.resource, d.player) for d in chosen.deliveries] == [("knowledge", 3)]
    assert chosen.gains() == {3: 2}
    # a slot takes one delivery only: another knowledge connected later delivers nothing
    after = put(after, STALL, "knowledge", 2, [(10, 8)])
    after, rec = apply(after, Placement(PieceKind.ROAD, 3, "", (9, 11)))
    assert rec.deliveries == ()


def test_delivery_through_own_bridge_only() -> None:
    s = four()
    s = put(s, STALL, "wood", 0, [(9, 12)])  # West section
    s = put(s, STALL, "crops", 1, [(9, 13)])  # West section, player 1
    s = put(s, BRIDGE, "", 0, [(10, 12)])  # both stalls touch player 0's bridge
    temple = [(11, 11), (13, 11), (11, 12), (12, 12), (13, 12)]  # East section, beside the bridge
    pl = placing(s, PieceKind.PRESTIGE, 2, "temple_of_the_great_oak", temple)
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    # wood crosses on its owner's bridge; player 1's crops may not use player 0's bridge
    assert [(d.resource, d.player) for d in rec.deliveries] == [("wood", 0)]
    assert rec.gains() == {0: 3}
    # once player 1 builds their own bridge there, the crops are delivered at that moment
    _, rec = apply(after, Placement(PieceKind.BRIDGE, 1, "", (10, 13)))
    assert [(d.resource, d.player) for d in rec.deliveries] == [("crops", 1)]
