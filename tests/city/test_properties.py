"""Invariants on random boards made of random legal placements (hypothesis picks the seeds)."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.city import (
    Piece,
    PieceKind,
    Placement,
    TileKind,
    apply,
    from_json,
    legal_placements,
    network,
    placement_from_json,
    placement_to_json,
    preview,
    record_to_json,
    to_json,
    validate,
)
from founders_desktop.city.geometry import orientation_count
from founders_desktop.city.network import connection_graph
from founders_desktop.city.random_play import random_board
from founders_desktop.content import default_pack

MAPS = st.sampled_from(["symmetric", "thematic"])
PLAYERS = st.integers(min_value=2, max_value=4)
SEEDS = st.integers(min_value=0, max_value=10_000)
FAST = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(MAPS, PLAYERS, SEEDS)
def test_points_paid_equal_points_earned(map_id: str, players: int, seed: int) -> None:
    pack = default_pack()
    state, records = random_board(pack, map_id, players, 150, seed)
    total = [0] * players
    for rec in records:
        earned = sum(d.points for d in rec.deliveries if d.player is not None)
        if rec.placement.kind is PieceKind.UPGRADE:
            for key, source in rec.choices.items():
                if key[0] == "source" and key[1] == rec.tile:
                    # the new tile's prerequisites earn the printed value (2 for a neutral one)
                    owner = state.tiles[source].owner  # owners never change
                    printed = pack.prerequisite_value(rec.placement.item, key[2])
                    earned += pack.scoring.neutral_prerequisite_value if owner is None else printed
        assert sum(p.points for p in rec.payments) == earned
        for p, n in rec.gains().items():
            total[p] += n
    assert list(state.points) == total


@FAST
@given(MAPS, PLAYERS, SEEDS)
def test_no_two_buildings_of_one_owner_side_by_side(map_id: str, players: int, seed: int) -> None:
    state, _ = random_board(default_pack(), map_id, players, 160, seed)
    buildings = [t for t in state.tiles if t.kind.building and t.owner is not None]
    for a, b in itertools.combinations(buildings, 2):
        if a.owner == b.owner:
            assert not any(
                abs(x1 - x2) <= 1 and abs(y1 - y2) <= 1 for x1, y1 in a.squares for x2, y2 in b.squares
            ), (a, b)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MAPS, SEEDS, st.data())
def test_legal_placements_agree_with_validate_on_every_square(
    map_id: str, seed: int, data: st.DataObject
) -> None:
    pack = default_pack()
    state, _ = random_board(pack, map_id, 3, 90, seed)
    player = data.draw(st.integers(0, 2))
    advanced = [r.id for r in pack.resources.values() if not r.basic]
    pieces = [
        Piece(PieceKind.IMPORT, data.draw(st.sampled_from(state.seats[player].resources))),
        Piece(PieceKind.IMPORT_AND_BUY, data.draw(st.sampled_from(pack.basic_resources))),
        Piece(PieceKind.UPGRADE, data.draw(st.sampled_from(advanced))),
        Piece(PieceKind.PRESTIGE, data.draw(st.sampled_from(list(pack.prestige_buildings)))),
        Piece(PieceKind.HOUSE),
        Piece(PieceKind.BRIDGE),
        Piece(PieceKind.ROAD),
        Piece(PieceKind.BUY_ACCESS),
    ]
    for piece in pieces:
        legal = set(legal_placements(state, player, piece))
        for sq in state.grid.squares:
            for o in range(orientation_count(state, piece.kind, piece.item)):
                pl = Placement(piece.kind, player, piece.item, sq, o)
                problems = validate(state, pl)
                if piece.kind is PieceKind.BUY_ACCESS:
                    # one placement per tile, anchored on its first square
                    j = next((i for i, t in enumerate(state.tiles) if sq in t.squares), None)
                    anchored = j is not None and state.tiles[j].squares[0] == sq
                    if anchored:
                        pl = Placement(piece.kind, player, state.tiles[j or 0].item, sq, o)
                        assert (pl in legal) == (not problems), (pl, problems)
                    continue
                assert (pl in legal) == (not problems), (pl, problems)


@FAST
@given(MAPS, PLAYERS, SEEDS)
def test_network_matches_networkx_reference(map_id: str, players: int, seed: int) -> None:
    state, _ = random_board(default_pack(), map_id, players, 80, seed)
    for player in range(players):
        reference = connection_graph(state, player)
        net = network(state, player)
        for a, b in itertools.combinations(range(len(state.tiles)), 2):
            assert net.connected(a, b) == reference.has_edge(a, b), (player, a, b)


@FAST
@given(MAPS, PLAYERS, SEEDS)
def test_json_round_trip(map_id: str, players: int, seed: int) -> None:
    pack = default_pack()
    state, records = random_board(pack, map_id, players, 50, seed)
    text = json.dumps(to_json(state))
    again = from_json(json.loads(text), pack)
    assert again == state
    # the action log replays to the same board, choices included
    replayed = random_board(pack, map_id, players, 0, seed)[0]
    start = len(replayed.tiles)
    for rec in records:
        placement, choices = placement_from_json(
            json.loads(json.dumps(placement_to_json(rec.placement, rec.choices)))
        )
        replayed, again_rec = apply(replayed, placement, choices)
        assert again_rec == rec
        json.dumps(record_to_json(again_rec))
    assert replayed == state and start <= len(state.tiles)
    assert any(t.kind is not TileKind.STALL for t in again.tiles) or len(again.tiles) >= players


def _agreement(state, player: int, follow: bool) -> None:  # type: ignore[no-untyped-def]
    pack = state.pack
    pieces = [Piece(PieceKind.FIRST_STALL, state.seats[player].resources[0])]
    pieces += [Piece(PieceKind.IMPORT, r) for r in pack.basic_resources]
    pieces += [Piece(PieceKind.IMPORT_AND_BUY, r) for r in pack.basic_resources]
    pieces += [Piece(PieceKind.UPGRADE, r.id) for r in pack.resources.values() if not r.basic]
    pieces += [Piece(PieceKind.PRESTIGE, b) for b in pack.prestige_buildings]
    pieces += [Piece(k) for k in (PieceKind.HOUSE, PieceKind.BRIDGE, PieceKind.ROAD)]
    for piece in pieces:
        legal = set(legal_placements(state, player, piece, follow=follow))
        for sq in state.grid.squares:
            for o in range(orientation_count(state, piece.kind, piece.item)):
                pl = Placement(piece.kind, player, piece.item, sq, o)
                assert (pl in legal) == (not validate(state, pl, follow=follow)), (pl, validate(state, pl))


@pytest.mark.slow
@pytest.mark.parametrize("map_id", ["symmetric", "thematic"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("steps", [0, 25, 80, 200])
def test_every_piece_agrees_with_validate_everywhere(map_id: str, players: int, steps: int) -> None:
    state, _ = random_board(default_pack(), map_id, players, steps, steps * 7 + players)
    for player in range(players):
        _agreement(state, player, follow=player == 1)


_BOARD = None


def _some_board():  # type: ignore[no-untyped-def]
    global _BOARD
    if _BOARD is None:
        _BOARD = random_board(default_pack(), "symmetric", 3, 60, 3)[0]
    return _BOARD


ITEMS = st.sampled_from(
    ["", "junk", *default_pack().resources, *default_pack().prestige_buildings],
)


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from(list(PieceKind)),
    ITEMS,
    st.tuples(st.integers(-3, 24), st.integers(-3, 16)),
    st.integers(-1, 9),
    st.integers(0, 2),
    st.booleans(),
)
def test_preview_never_raises_and_agrees_with_validate(
    kind: PieceKind, item: str, anchor: tuple[int, int], orientation: int, player: int, follow: bool
) -> None:
    """The view previews whatever is under the cursor: it must answer, never crash."""
    state = _some_board()
    pl = Placement(kind, player, item, anchor, orientation)
    pv = preview(state, player, pl, follow=follow)
    assert list(pv.violations) == validate(state, pl, follow=follow)
    if pv.legal:
        after, record = apply(state, pl, follow=follow)
        assert record.payments == pv.payments and record.deliveries == pv.deliveries


def test_buy_access_with_an_orientation_that_covers_nothing_is_refused_not_crashed() -> None:
    """Found by hypothesis: preview called it legal and apply then raised bad_orientation."""
    state = _some_board()
    pl = Placement(PieceKind.BUY_ACCESS, 0, "", (5, 11), 1)
    pv = preview(state, 0, pl)
    assert "bad_orientation" in [v.code for v in pv.violations]
    assert list(pv.violations) == validate(state, pl)
