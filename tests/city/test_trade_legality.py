"""Trade placements: import, buy access, import-and-buy; prices by colour; adjacency; sections."""

from __future__ import annotations

from founders_desktop.city import (
    Piece,
    PieceKind,
    Placement,
    TileKind,
    apply,
    cost,
    legal_placements,
    preview,
    trackers,
    validate,
)
from founders_desktop.content import default_pack

from .helpers import board, put

STALL, ADV, PRESTIGE = TileKind.STALL, TileKind.ADVANCED, TileKind.PRESTIGE


def four():  # type: ignore[no-untyped-def]
    return board(
        "symmetric", ("wood", "stone"), ("metal", "crops"), ("livestock", "gems"), ("knowledge", "population")
    )


def codes(state, pl, **kw):  # type: ignore[no-untyped-def]
    return [v.code for v in validate(state, pl, **kw)]


def test_import_price_follows_the_square_colour() -> None:
    s = four()
    for square, price in (((0, 8), 1), ((2, 12), 2), ((3, 9), 3), ((6, 10), 3)):
        pl = Placement(PieceKind.IMPORT, 0, "wood", square)
        assert validate(s, pl) == []
        assert cost(s, pl) == (price, None)


def test_import_only_your_own_basic_resources() -> None:
    assert codes(four(), Placement(PieceKind.IMPORT, 0, "metal", (3, 9))) == ["not_your_resource"]


def test_import_never_beside_your_own_building_but_beside_your_bridge() -> None:
    s = put(four(), STALL, "stone", 0, [(3, 9)])
    bad = validate(s, Placement(PieceKind.IMPORT, 0, "wood", (4, 10)))
    assert [(v.code, v.squares) for v in bad] == [("adjacent_to_own", ((3, 9),))]
    s = put(s, TileKind.BRIDGE, "", 0, [(10, 11)])
    assert validate(s, Placement(PieceKind.IMPORT, 0, "wood", (9, 11))) == []
    # another player's building may touch it
    s = put(s, STALL, "metal", 1, [(6, 12)])
    assert validate(s, Placement(PieceKind.IMPORT, 0, "wood", (7, 12))) == []


def test_one_tile_of_a_resource_per_section_whoever_owns_it() -> None:
    s = put(four(), STALL, "stone", 1, [(3, 9)])
    bad = validate(s, Placement(PieceKind.IMPORT, 0, "stone", (7, 12)))
    assert [(v.code, v.squares, v.item) for v in bad] == [("resource_in_section", ((3, 9),), "stone")]
    assert validate(s, Placement(PieceKind.IMPORT, 0, "stone", (15, 12))) == []  # East section


def test_trade_follow_only_on_red_or_white() -> None:
    s = four()
    assert codes(s, Placement(PieceKind.IMPORT, 0, "wood", (3, 9)), follow=True) == ["follow_colour"]
    assert codes(s, Placement(PieceKind.IMPORT, 0, "wood", (0, 8)), follow=True) == []


def test_trade_stalls_run_out_after_three() -> None:
    s = four()
    for sq in ((3, 9), (15, 9), (13, 4)):  # one per section
        s = put(s, STALL, "wood", 0, [sq])
    assert "no_tiles_left" in codes(s, Placement(PieceKind.IMPORT, 0, "wood", (0, 13)))


def test_buy_access_pays_owner_by_cheapest_colour() -> None:
    s = put(four(), STALL, "metal", 1, [(2, 12)])  # white
    pl = Placement(PieceKind.BUY_ACCESS, 0, "metal", (2, 12))
    assert validate(s, pl) == []
    assert cost(s, pl) == (3, 1)
    after, rec = apply(s, pl)
    assert after.tiles[0].claims == (0,)
    assert trackers(after, 0).access == frozenset({"metal"}) and trackers(after, 1).own == frozenset(
        {"metal"}
    )
    # an advanced tile over red and grey squares costs the red price
    s = put(s, ADV, "bricks", 2, [(1, 9), (2, 9), (3, 9)])
    assert cost(s, Placement(PieceKind.BUY_ACCESS, 0, "", (3, 9))) == (2, 2)


def test_buy_access_refuses_own_tile_and_second_claim() -> None:
    s = put(four(), STALL, "metal", 1, [(2, 12)], claims=(0,))
    assert codes(s, Placement(PieceKind.BUY_ACCESS, 1, "", (2, 12))) == ["own_tile"]
    assert codes(s, Placement(PieceKind.BUY_ACCESS, 0, "", (2, 12))) == ["already_has_access"]
    assert codes(s, Placement(PieceKind.BUY_ACCESS, 0, "", (3, 12))) == ["no_resource_tile"]


def test_import_and_buy_neutral_costs_four_and_pays_the_bank() -> None:
    s = board("symmetric", ("wood", "stone"), ("metal", "crops"), ("livestock", "gems"))  # 3 players
    pl = Placement(PieceKind.IMPORT_AND_BUY, 0, "knowledge", (3, 9))
    assert validate(s, pl) == []
    assert cost(s, pl) == (4, None)
    assert codes(s, pl, follow=True) == ["not_as_follow"]
    after, rec = apply(s, pl)
    assert after.tiles[0].owner is None and after.tiles[0].claims == (0,)
    assert trackers(after, 0).access == frozenset({"knowledge"}) and trackers(after, 0).income == 0
    # buying access to a neutral tile later pays the bank
    assert cost(after, Placement(PieceKind.BUY_ACCESS, 1, "", (3, 9))) == (4, None)


def test_import_and_buy_another_players_resource_only_after_second_completion() -> None:
    s = four()
    pl = Placement(PieceKind.IMPORT_AND_BUY, 0, "metal", (3, 9))
    assert codes(s, pl) == ["too_early"]
    for building, sq in (
        ("great_forge", [(1, 12), (2, 12), (2, 13), (3, 13)]),
        ("armoury", [(5, 13), (6, 13)]),
    ):
        s = put(s, PRESTIGE, building, None, sq)
        done = tuple((slot.resource, 1) for slot in s.pack.prestige_buildings[building].slots)
        t = s.tiles[-1]
        s = s.with_tile_replaced(
            len(s.tiles) - 1, type(t)(t.kind, t.item, t.owner, t.squares, delivered=done)
        )
    assert s.completions() == 2
    assert validate(s, pl) == []
    after, rec = apply(s, pl)
    new = after.tiles[rec.tile or 0]
    assert (new.owner, new.claims, rec.cost) == (1, (0,), 4)
    # the owner's own adjacency rule still holds for the new stall
    s = put(s, STALL, "crops", 1, [(4, 10)])
    assert "adjacent_to_own" in codes(s, pl)


def test_first_stall_on_numbered_grey_space_within_player_count() -> None:
    s = board("symmetric", ("wood", "stone"), ("metal", "crops"))
    two = [sq for sq, n in s.grid.start_number.items() if n <= 2]
    four_only = [sq for sq, n in s.grid.start_number.items() if n > 2]
    assert validate(s, Placement(PieceKind.FIRST_STALL, 0, "wood", two[0])) == []
    assert codes(s, Placement(PieceKind.FIRST_STALL, 0, "wood", four_only[0])) == ["not_start_space"]
    assert codes(s, Placement(PieceKind.FIRST_STALL, 0, "stone", two[0])) == ["not_race_resource"]


def test_preview_of_illegal_import_still_says_why_and_the_cost() -> None:
    s = put(four(), STALL, "stone", 0, [(3, 9)])
    pv = preview(s, 0, Placement(PieceKind.IMPORT, 0, "wood", (4, 10)))
    assert not pv.legal and [v.code for v in pv.violations] == ["adjacent_to_own"]
    assert pv.cost == 3 and pv.connects_to == (0,)


def test_solo_first_stall_may_use_any_numbered_space() -> None:
    solo = board("thematic", tuple(default_pack().basic_resources))
    spaces = set(solo.grid.start_number)
    legal = {
        pl.anchor
        for pl in legal_placements(solo, 0, Piece(PieceKind.FIRST_STALL, solo.seats[0].resources[0]))
    }
    assert legal == spaces
