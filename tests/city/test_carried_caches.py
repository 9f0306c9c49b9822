"""What the engine carries from one state to the next (indexes, networks, "nothing waits for a
delivery", answers cached per board) must never change a game: after every decision of real
games, the legal actions and the result of applying one are compared with the same state on a
board rebuilt from its plain data, with every cache empty."""

from __future__ import annotations

import random

import pytest

from founders_desktop.city import BoardState, Piece, PieceKind, Placement, TileKind, legal_placements
from founders_desktop.city.game import Action, GameState, apply, is_over, legal_actions, new_game
from founders_desktop.city.legality import violations
from founders_desktop.city.network import Network
from founders_desktop.city.piece_rules import piece_violations
from founders_desktop.city.placements import has_legal_placement
from founders_desktop.content import default_pack


def bare(board: BoardState) -> BoardState:
    """The same board with no cache at all (not even "settled": deliveries scan every slot)."""
    return BoardState(board.pack, board.map_id, board.seats, board.tiles, board.roads, board.points)


def bare_game(state: GameState) -> GameState:
    out = state.clone()
    out.board = bare(state.board)
    return out


def builder(rng: random.Random, legal: list[Action]) -> Action:
    """Random, but building whenever it can: more roads and tiles, so more deliveries."""
    building = [a for a in legal if a.placement is not None or a.type in ("choose_piece", "basic_road")]
    if building and rng.random() < 0.7:
        return building[rng.randrange(len(building))]
    up = [a for a in legal if a.type == "play_card" and a.face_up]
    if up and rng.random() < 0.7:
        return up[rng.randrange(len(up))]
    return legal[rng.randrange(len(legal))]


def undelivered(board: BoardState) -> list[tuple[int, int]]:
    """(resource tile, prestige tile) pairs connected, as the tile's owner sees it, while the
    building's slot for that resource is open: what "settled" says there are none of."""
    nets = {p: Network(board, p) for p in range(board.player_count)}
    out = []
    for b, tile in enumerate(board.tiles):
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        for slot in board.pack.prestige_buildings[tile.item].slots:
            for i, t in enumerate(board.tiles):
                open_slot = t.kind.resource and t.item == slot.resource and slot.resource not in done
                if open_slot and t.owner is not None and nets[t.owner].connected(i, b):
                    out.append((i, b))
    return out


@pytest.mark.parametrize(
    ("map_id", "players", "seed"), [("thematic", 4, 1), ("symmetric", 3, 2), ("thematic", 2, 3)]
)
def test_carried_caches_change_nothing(map_id: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    settled = deliveries = 0
    for _ in range(700):
        if is_over(state):
            break
        legal = legal_actions(state)
        fresh = bare_game(state)
        assert legal == legal_actions(fresh)
        action = builder(rng, legal)
        state, record = apply(state, action, check=False)
        fresh, fresh_record = apply(fresh, action, check=False)
        assert record == fresh_record, action.short()
        assert state.board == fresh.board
        deliveries += sum(len(b.deliveries) for b in record.board)
        if state.board._cache.get("settled"):
            settled += 1
            assert undelivered(state.board) == []
    assert settled > 200 and deliveries > 5


@pytest.mark.parametrize(("map_id", "players", "seed"), [("symmetric", 4, 4), ("thematic", 3, 5)])
def test_has_legal_placement_is_whether_legal_placements_lists_any(
    map_id: str, players: int, seed: int
) -> None:
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    pack = state.pack
    pieces = [Piece(PieceKind.IMPORT_AND_BUY, r) for r in pack.basic_resources]
    pieces += [Piece(PieceKind.UPGRADE, r.id) for r in pack.resources.values() if not r.basic]
    pieces += [Piece(PieceKind.PRESTIGE, b) for b in pack.prestige_buildings]
    pieces += [Piece(k) for k in (PieceKind.HOUSE, PieceKind.BRIDGE, PieceKind.ROAD, PieceKind.BUY_ACCESS)]
    checked = 0
    for step in range(300):
        if is_over(state):
            break
        legal = legal_actions(state)
        state, _ = apply(state, builder(rng, legal), check=False)
        if step % 40 or state.phase != "play":
            continue
        for seat in range(players):
            mine = [Piece(PieceKind.IMPORT, r) for r in state.board.seats[seat].resources]
            for piece in mine + pieces:
                for follow in (False, True):
                    listed = legal_placements(bare(state.board), seat, piece, follow=follow)
                    assert has_legal_placement(bare(state.board), seat, piece, follow=follow) == bool(listed)
                    if piece.kind is PieceKind.BUY_ACCESS:  # listed without asking validate: agree with it
                        board = bare(state.board)
                        every = [
                            Placement(piece.kind, seat, t.item, t.squares[0])
                            for t in board.tiles
                            if t.kind.resource
                        ]
                        asked = [pl for pl in every if not violations(board, pl, follow, stop=True)]
                        assert list(listed) == ([] if piece_violations(board, seat, piece, follow) else asked)
                    checked += 1
    assert checked > 200


def test_shared_values_are_the_values_they_stand_for() -> None:
    from founders_desktop.city.game.actions import placement_action, shared_action
    from founders_desktop.city.pieces import shared_piece, shared_placement

    pl = shared_placement(PieceKind.UPGRADE, 2, "books", (4, 5), 3)
    assert pl == Placement(PieceKind.UPGRADE, 2, "books", (4, 5), 3)
    assert shared_placement(PieceKind.UPGRADE, 2, "books", (4, 5), 3) is pl
    assert shared_placement(PieceKind.UPGRADE, 2, "books", (4, 5), 2) != pl
    act = shared_action("upgrade", 2, placement=pl)
    assert act == Action("upgrade", 2, placement=pl) and shared_action("upgrade", 2, placement=pl) is act
    assert shared_action("play_card", 1, target="trade", face_up=True) == Action(
        "play_card", 1, target="trade", face_up=True
    )
    assert shared_action("play_card", 1, target="trade") != shared_action(
        "play_card", 1, target="trade", face_up=True
    )
    assert shared_piece(PieceKind.IMPORT, "wood") == Piece(PieceKind.IMPORT, "wood")
    assert placement_action("upgrade", 2, pl) == act and placement_action(
        "upgrade", 2, pl
    ) is placement_action("upgrade", 2, pl)
    other = Placement(PieceKind.UPGRADE, 2, "books", (4, 5), 3)  # equal, not the same object
    assert placement_action("upgrade", 2, other).placement is other


def test_values_made_the_quick_way_are_the_values_their_constructors_make() -> None:
    """Placements and placement actions made by setting their slots directly are equal to the
    dataclasses' own, hash and print the same, and stay frozen."""
    import dataclasses

    from founders_desktop.city.game.actions import _make_action
    from founders_desktop.city.pieces import make_placement

    pl = make_placement(PieceKind.PRESTIGE, 3, "tower", (7, 2), 1)
    made = Placement(PieceKind.PRESTIGE, 3, "tower", (7, 2), 1)
    assert pl == made and hash(pl) == hash(made) and repr(pl) == repr(made)
    act = _make_action("place_prestige", 3, pl)
    made_act = Action("place_prestige", 3, placement=made)
    assert act == made_act and hash(act) == hash(made_act) and repr(act) == repr(made_act)
    assert act.to_json() == made_act.to_json() and act.choice_dict() == {}
    with pytest.raises(dataclasses.FrozenInstanceError):
        pl.player = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        act.seat = 0  # type: ignore[misc]
