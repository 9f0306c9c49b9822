"""The shortcuts of the "can this action be fully resolved?" search give the plain search's answers.

Random games (hypothesis picks the seeds and how far to play) stop at some decision; there the
shortcut is held against doing it the long way: building each road of a road-first Upgrade and
looking for a connected site, building every road owed, and the search of ``complete.py`` with
no shortcut at all (for whole actions, as ``feasible`` asks, and for each choice inside one).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.city.game import GameState, apply, is_over, legal_actions, new_game
from founders_desktop.city.game import complete as C
from founders_desktop.city.game.actions import Action, ActionRecord
from founders_desktop.city.game.boardops import place
from founders_desktop.city.game.effects import can_begin, can_start, feasible, push_effects
from founders_desktop.city.game.engine import DECISIONS, _checks_rest, run_steps
from founders_desktop.city.game.import_then_build import building_may_follow, trade_then_build
from founders_desktop.city.game.road_first import (
    _open_slots_of,
    no_road_sites,
    road_may_site,
    road_verdict,
    some_road_sites,
)
from founders_desktop.city.game.roads_owed import ROAD, surely_built
from founders_desktop.city.game.ruled_out import construct_ruled_out, every_effect
from founders_desktop.city.game.state import Step
from founders_desktop.city.game.tiles import _discount_follow, candidate_pieces, placements_for
from founders_desktop.city.game.turns import main_action
from founders_desktop.city.index import board_index
from founders_desktop.city.legality import violations
from founders_desktop.city.pieces import PieceKind, Placement, shared_piece
from founders_desktop.city.placements import legal_placements
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import trackers
from founders_desktop.content import Square, default_pack
from founders_desktop.content.effects import Construct, Effect, Trade, Upgrade

MAPS = st.sampled_from(["symmetric", "thematic"])
PLAYERS = st.integers(min_value=2, max_value=4)
SEEDS = st.integers(min_value=0, max_value=10_000)
STEPS = st.integers(min_value=30, max_value=600)
MONEY = st.integers(min_value=0, max_value=14)
KINDS = {"house": PieceKind.HOUSE, "bridge": PieceKind.BRIDGE}
FAST = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _random_game(map_id: str, players: int, seed: int, steps: int) -> GameState:
    """A game after ``steps`` uniformly random legal decisions (or its end)."""
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    for _ in range(steps):
        if is_over(state):
            break
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
    return state


def _with_money(state: GameState, seat: int, money: int) -> GameState:
    out = state.clone()
    out.players[seat].money = money
    return out


def _sited_after_building(state: GameState, seat: int, e: Upgrade, road: Action) -> tuple[bool, int]:
    """(a tile of ``e`` has a place connected to the road once it is built, how many deliveries
    the road made, and how many of them were the seat's)."""
    after = state.clone()
    rec = ActionRecord(road)
    assert road.placement is not None
    place(after, rec, road.placement)
    tile = Upgrade(tiers=e.tiers, discount=e.discount, road=False)
    square = road.placement.anchor
    sited = any(
        any(True for _ in placements_for(after, seat, tile, piece, square))
        for piece in candidate_pieces(after, seat, tile)
    )
    deliveries = rec.board[0].deliveries
    mine = sum(1 for d in deliveries if d.player == seat)
    assert mine <= _open_slots_of(state.board, trackers(state.board, seat).own)  # the token bound
    return sited, len(deliveries)


@FAST
@given(MAPS, PLAYERS, SEEDS, STEPS, MONEY, st.integers(min_value=0, max_value=1))
def test_a_road_is_skipped_only_if_no_tile_could_be_sited_after_it(
    map_id: str, players: int, seed: int, steps: int, money: int, discount: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    e = Upgrade(tiers=(2, 3), discount=discount, road=True)
    for seat in range(players):
        state = _with_money(game, seat, money)
        for pl in legal_placements(state.board, seat, shared_piece(PieceKind.ROAD)):
            road = Action("road", seat, placement=pl)
            sited, delivered = _sited_after_building(state, seat, e, road)
            may = road_may_site(state, seat, e, pl.anchor)
            assert may or not sited, (seat, pl.anchor)  # never skips a road that would work
            if road_verdict(state, seat, e, pl.anchor):
                assert sited, (seat, pl.anchor)  # never sure of a road that would not work
            if not delivered:  # nothing spent on deliveries: the masks are the whole rule
                assert may == sited, (seat, pl.anchor)


def _plain_completes(state: GameState, floor: int, boundary: Step | None, depth: int = 0) -> bool:
    """``complete.completes`` as first written: every raw option tried, no shortcut."""
    if C._done(state, floor, boundary):
        return True
    if depth > 12:
        return False
    step = state.stack[-1]
    for action in DECISIONS[step.kind][0](state, step):
        after, rec = apply(state, action, check=False)
        if not C._failed(rec.events) and _plain_completes(after, floor, boundary, depth + 1):
            return True
    return False


def _plain_effects_complete(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool:
    scratch = state.clone()
    boundary = Step("turn", seat)
    scratch.stack = [boundary]
    push_effects(scratch, seat, effects, "probe")
    rec = ActionRecord(Action("skip", seat))
    run_steps(scratch, rec)
    return not C._failed(rec.events) and _plain_completes(scratch, 1, boundary)


@FAST
@given(MAPS, PLAYERS, SEEDS, STEPS, MONEY)
def test_the_search_with_shortcuts_answers_as_the_plain_search(
    map_id: str, players: int, seed: int, steps: int, money: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    pack = game.pack
    actions: list[tuple[Effect, ...]] = [
        (Upgrade(tiers=(2, 3), discount=0, road=True),),
        (Upgrade(tiers=(2,), discount=1, road=True),),
    ]
    actions += [main_action(game, card) for card in pack.advisers]
    actions += [card.main_action for card in pack.standard_cards.values()]
    for seat in range(players):
        state = _with_money(game, seat, money)
        for effects in actions:
            expected = _plain_effects_complete(state, seat, effects)
            assert C.effects_complete(state, seat, effects) == expected, (seat, effects)


def _every_action_list(game: GameState) -> list[tuple[Effect, ...]]:
    """Every main action, follow option, racial and worker action of the pack, and road-first
    upgrades: whatever ``feasible`` is asked about."""
    pack = game.pack
    out: list[tuple[Effect, ...]] = [
        (Upgrade(tiers=(2, 3), discount=0, road=True),),
        (Upgrade(tiers=(2,), discount=1, road=True),),
    ]
    out += [main_action(game, card) for card in pack.advisers]
    for card in pack.standard_cards.values():
        out += [card.main_action, *card.follow_options]
    out += [race.racial_action for race in pack.races.values()]
    out += [b.worker_action for b in pack.prestige_buildings.values()]
    return out


@settings(FAST, max_examples=6)
@given(MAPS, PLAYERS, SEEDS, STEPS)
def test_feasible_answers_as_the_plain_search(map_id: str, players: int, seed: int, steps: int) -> None:
    game = _random_game(map_id, players, seed, steps)
    for seat in range(players):
        for money in range(10):  # every amount around the prices, where a money bound could err
            state = _with_money(game, seat, money)
            for effects in _every_action_list(game):
                expected = _plain_effects_complete(state, seat, effects)
                assert feasible(state, seat, effects) == expected, (seat, money, effects)


def _plain_still_completes(state: GameState, action: Action) -> bool:
    floor = C.block_floor(state.stack)
    boundary = state.stack[floor - 1] if floor else None
    after, rec = apply(state, action, check=False)
    return not C._failed(rec.events) and _plain_completes(after, floor, boundary)


@FAST
@given(MAPS, PLAYERS, SEEDS, st.integers(min_value=20, max_value=300))
def test_every_choice_inside_an_action_is_offered_as_the_plain_search_offers_it(
    map_id: str, players: int, seed: int, steps: int
) -> None:
    rng = random.Random(seed)
    state = new_game(default_pack(), map_id, players, seed)
    for _ in range(steps):
        if is_over(state):
            break
        step = state.stack[-1]
        if _checks_rest(state, step):
            for action in DECISIONS[step.kind][0](state, step):
                assert C.still_completes(state, action) == _plain_still_completes(state, action), action
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)


@FAST
@given(MAPS, PLAYERS, SEEDS, st.integers(min_value=100, max_value=900))
def test_a_construct_is_ruled_out_exactly_when_no_square_fails_only_for_connection(
    map_id: str, players: int, seed: int, steps: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    board = game.board
    for seat in range(players):
        for buildings in (("house",), ("bridge",), ("house", "bridge")):
            some_square = any(
                {v.code for v in violations(board, Placement(KINDS[b], seat, "", sq), False, stop=False)}
                <= {"not_connected"}
                for b in buildings
                for sq in board.grid.squares
            )
            e = Construct(buildings=buildings, discount=0)
            assert construct_ruled_out(game, seat, e) == (not some_square), (seat, buildings)
        # roads on every square a house could go on but one, then on that one too
        house = Construct(buildings=("house",), discount=0)
        sites = [sq for sq in board.grid.squares if _house_site(board, seat, sq)]
        if sites:
            crowded = game.clone()
            for sq in sites[1:]:
                crowded.board = crowded.board.with_road(sq)
            assert not construct_ruled_out(crowded, seat, house)
            crowded.board = crowded.board.with_road(sites[0])
            assert construct_ruled_out(crowded, seat, house)


def _house_site(board: BoardState, seat: int, square: Square) -> bool:
    found = violations(board, Placement(PieceKind.HOUSE, seat, "", square), False, stop=False)
    return {v.code for v in found} <= {"not_connected"}


@FAST
@given(MAPS, PLAYERS, SEEDS, STEPS, st.integers(min_value=0, max_value=3))
def test_roads_are_surely_built_when_there_are_as_many_free_connected_squares(
    map_id: str, players: int, seed: int, steps: int, spare: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    supply = game.pack.supply.roads
    for seat in range(players):
        squares = [pl.anchor for pl in legal_placements(game.board, seat, ROAD)]
        n = len(squares)
        room = supply - len(game.board.roads)
        assert surely_built(game, seat, n) == (n <= room)
        assert not surely_built(game, seat, n + 1)
        if squares:
            taken = game.board.grid.bits.bit(squares[0])
            assert surely_built(game, seat, n - 1, taken) == (n <= room)
            assert not surely_built(game, seat, n, taken)
        # a supply with only ``spare`` roads left
        crowded = game.clone()
        board = crowded.board
        for sq in board.grid.squares:
            if len(board.roads) >= supply - spare:
                break
            if sq not in squares and board.grid.bits.bit(sq) & board_index(board).free_mask:
                board = board.with_road(sq)
        crowded.board = board
        left = supply - len(board.roads)
        count = len(legal_placements(board, seat, ROAD))
        for owed in range(1, 4):
            assert surely_built(crowded, seat, owed) == (owed <= min(left, count)), (owed, left, count)


@FAST
@given(MAPS, PLAYERS, SEEDS, STEPS, st.integers(min_value=0, max_value=3), MONEY)
def test_feasible_answers_as_the_plain_search_with_few_roads_left(
    map_id: str, players: int, seed: int, steps: int, spare: int, money: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    board = game.board
    supply = game.pack.supply.roads
    for sq in board.grid.squares:  # roads far and wide until only ``spare`` are left
        if len(board.roads) >= supply - spare:
            break
        if board.grid.bits.bit(sq) & board_index(board).free_mask and sq[0] % 3 == 0:
            board = board.with_road(sq)
    for seat in range(players):
        state = _with_money(game, seat, money)
        state.board = board
        for effects in _every_action_list(game):
            expected = _plain_effects_complete(state, seat, effects)
            assert feasible(state, seat, effects) == expected, (seat, spare, effects)


@settings(FAST, max_examples=6)
@given(MAPS, PLAYERS, SEEDS, STEPS, st.integers(min_value=0, max_value=1))
def test_a_building_may_follow_an_import_or_access_exactly_when_it_can_after_it(
    map_id: str, players: int, seed: int, steps: int, discount: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    then = Construct(buildings=("house", "bridge"), discount=discount)
    # every trade of the pack (main action and follow form), each once
    found = [e for effects in _every_action_list(game) for e in every_effect(game.pack, effects)]
    trades = list({repr(e): e for e in found if isinstance(e, Trade)}.values())
    for seat in range(players):
        for money in (3, 4, 5, 9):
            state = _with_money(game, seat, money)
            for e in trades:
                for piece in candidate_pieces(state, seat, e):
                    if piece.kind not in (PieceKind.IMPORT, PieceKind.BUY_ACCESS):
                        continue
                    for action in placements_for(state, seat, e, piece):
                        assert action.placement is not None
                        after = state.clone()
                        discount_e, follow = _discount_follow(e)
                        place(after, ActionRecord(action), action.placement, discount_e, follow)
                        plain = can_begin(after, seat, (then,)) is True
                        assert building_may_follow(state, e, action.placement, then) == plain, action


@FAST
@given(MAPS, PLAYERS, SEEDS, STEPS, MONEY, st.integers(min_value=0, max_value=3))
def test_no_road_sites_only_when_every_road_is_ruled_out(
    map_id: str, players: int, seed: int, steps: int, money: int, discount: int
) -> None:
    game = _random_game(map_id, players, seed, steps)
    for tiers in ((2, 3), (2,), (3,)):
        e = Upgrade(tiers=tiers, discount=discount, road=True)
        for seat in range(players):
            state = _with_money(game, seat, money)
            roads = legal_placements(state.board, seat, shared_piece(PieceKind.ROAD))
            plain = all(road_verdict(state, seat, e, pl.anchor) is False for pl in roads)
            if no_road_sites(state, seat, e):
                assert plain, (seat, tiers)  # the bound never rules out a road that may work
            assert no_road_sites(state, seat, e) == no_road_sites(state.clone(), seat, e)  # remembered


@FAST
@given(MAPS, PLAYERS, SEEDS, STEPS, MONEY)
def test_a_tile_action_starts_as_trying_each_candidate_says(
    map_id: str, players: int, seed: int, steps: int, money: int
) -> None:
    """``can_start`` for upgrades and personal buildings (remembered by the candidates) against
    asking every candidate tile on a board with nothing remembered."""
    game = _random_game(map_id, players, seed, steps)
    effects = [e for es in _every_action_list(game) for e in es if isinstance(e, Upgrade | Construct)]
    for seat in range(players):
        state = _with_money(game, seat, money)
        for e in effects:
            fresh = state.clone()
            fresh.board = BoardState(
                fresh.board.pack,
                fresh.board.map_id,
                fresh.board.seats,
                fresh.board.tiles,
                fresh.board.roads,
                fresh.board.points,
            )
            plain = any(
                any(True for _ in placements_for(fresh, seat, e, piece))
                for piece in candidate_pieces(fresh, seat, e)
            )
            assert can_start(state, seat, e, money) == plain, (seat, e)
            assert can_start(state, seat, e, money) == plain, (seat, e)  # and when remembered


@settings(FAST, max_examples=5)
@given(MAPS, PLAYERS, SEEDS, STEPS, MONEY)
def test_whole_action_shortcuts_answer_as_the_plain_search(
    map_id: str, players: int, seed: int, steps: int, money: int
) -> None:
    """A trade then Construct (``trade_then_build``) and a road-first Upgrade with nothing but
    gains after it (``some_road_sites``), wherever they answer, answer as the plain search."""
    game = _random_game(map_id, players, seed, steps)
    for seat in range(players):
        state = _with_money(game, seat, money)
        for effects in _every_action_list(game):
            found = trade_then_build(state, seat, effects)
            if found is not None:
                assert found == _plain_effects_complete(state, seat, effects), (seat, effects)
            e = effects[0] if effects else None
            if isinstance(e, Upgrade) and e.road and can_begin(state, seat, effects) is None:
                sited = some_road_sites(state, seat, e)
                if sited is not None:
                    assert sited == _plain_effects_complete(state, seat, (e,)), (seat, effects)
