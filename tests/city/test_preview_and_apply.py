"""Preview (what the view shows under the cursor) and apply (what a drop does)."""

from __future__ import annotations

import pytest

from founders_desktop.city import (
    IllegalPlacement,
    Piece,
    PieceKind,
    Placement,
    TileKind,
    apply,
    legal_anchor_squares,
    legal_placements,
    preview,
    trackers,
)
from founders_desktop.city.network import road_reaches

from .helpers import board, placing, put, roads
from .test_rulebook_examples import _guild_board


def test_preview_shows_the_delivery_a_road_would_make_without_changing_the_board() -> None:
    s = _guild_board()
    pv = preview(s, 1, Placement(PieceKind.ROAD, 1, "", (5, 10)))
    assert pv.legal and pv.cost == 0
    assert [(d.resource, d.player, d.points) for d in pv.deliveries] == [("bricks", 1, 6)]
    assert pv.gains() == {1: 5, 0: 1}
    assert s.points == (0, 0, 0, 0) and all(t.delivered == () for t in s.tiles)


def test_apply_refuses_an_illegal_drop_and_leaves_the_state_alone() -> None:
    s = put(board("symmetric", ("wood",), ("metal",)), TileKind.STALL, "wood", 0, [(3, 9)])
    with pytest.raises(IllegalPlacement) as err:
        apply(s, Placement(PieceKind.IMPORT, 0, "wood", (4, 10)))
    assert [v.code for v in err.value.violations] == ["adjacent_to_own", "resource_in_section"]
    assert len(s.tiles) == 1


def test_trackers_count_owned_resources_for_income_and_access_apart() -> None:
    s = board("symmetric", ("metal", "crops"), ("knowledge", "gems"))
    s = put(s, TileKind.STALL, "metal", 0, [(2, 8)])
    s = put(s, TileKind.STALL, "metal", 0, [(15, 8)])
    s = put(s, TileKind.STALL, "knowledge", 1, [(4, 8)], claims=(0,))
    s = put(s, TileKind.STALL, "crops", 0, [(4, 12)])
    t = trackers(s, 0)
    assert (t.own, t.access, t.income) == (frozenset({"metal", "crops"}), frozenset({"knowledge"}), 2)
    assert t.can_use("knowledge") and not t.can_use("gems")


def test_road_built_with_an_upgrade_must_reach_the_new_tile() -> None:
    s = board("symmetric", ("metal", "knowledge"), ("crops",))
    s = put(s, TileKind.STALL, "metal", 0, [(2, 8)], claims=(1,))
    s = put(s, TileKind.STALL, "knowledge", 0, [(4, 8)], claims=(1,))
    s = put(s, TileKind.STALL, "crops", 1, [(6, 8)])
    s = roads(s, (5, 9))
    s, rec = apply(s, placing(s, PieceKind.UPGRADE, 1, "machinery", [(3, 9), (3, 10), (4, 10)]))
    assert rec.tile is not None
    assert road_reaches(s, 1, (4, 11), rec.tile)
    assert road_reaches(s, 1, (6, 10), rec.tile)  # through the existing road at (5, 9)
    assert not road_reaches(s, 1, (7, 12), rec.tile)


def test_legal_anchor_squares_cover_every_legal_placement() -> None:
    s = put(board("symmetric", ("gems",), ("crops",)), TileKind.STALL, "gems", 0, [(4, 10)])
    s = roads(s, (5, 11))
    piece = Piece(PieceKind.UPGRADE, "jewelry")
    shaded = legal_anchor_squares(s, 0, piece)
    assert shaded and (5, 11) not in shaded and (4, 10) not in shaded
    for pl in legal_placements(s, 0, piece):
        assert set(s.pack.footprints["L3"].squares_at(pl.anchor, pl.orientation)) <= shaded


def test_one_road_can_deliver_several_resources_at_once() -> None:
    s = board("symmetric", ("crops", "wood"), ("livestock", "stone"))
    s, _ = apply(s, placing(s, PieceKind.PRESTIGE, 1, "granary", [(5, 10), (6, 10), (7, 10)]))
    s = put(s, TileKind.STALL, "crops", 0, [(3, 11)])
    s = put(s, TileKind.STALL, "livestock", 1, [(3, 9)])
    after, rec = apply(s, Placement(PieceKind.ROAD, 0, "", (4, 10)))
    assert sorted((d.resource, d.player, d.points) for d in rec.deliveries) == [
        ("crops", 0, 2),
        ("livestock", 1, 2),
    ]
    assert rec.gains() == {0: 2, 1: 2} and rec.completed == ()
    assert after.tiles[0].delivered_resources() == {"crops", "livestock"}


def test_last_slot_delivered_completes_the_building() -> None:
    s = board("symmetric", ("crops", "gems"), ("knowledge", "stone"), ("population", "wood"))  # metal neutral
    s = put(s, TileKind.STALL, "metal", None, [(6, 12)], claims=(0,))
    s = put(s, TileKind.STALL, "knowledge", 1, [(4, 12)], claims=(0,))
    s = put(s, TileKind.ADVANCED, "machinery", 0, [(4, 11), (5, 11), (5, 12)])
    after, rec = apply(
        s, placing(s, PieceKind.PRESTIGE, 2, "great_forge", [(1, 9), (2, 9), (2, 10), (3, 10)])
    )
    assert sorted((d.resource, d.player) for d in rec.deliveries) == [("machinery", 0), ("metal", None)]
    assert rec.gains() == {0: 2, 1: 1}  # machinery 5: knowledge 1, neutral metal 2 lost, keeps 2
    assert rec.completed == (rec.tile,) and after.completions() == 1
