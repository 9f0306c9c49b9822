"""The shortcuts of the "can this action be fully resolved?" search give the plain search's answers.

Random games (hypothesis picks the seeds and how far to play) stop at some decision; there the
shortcut is held against doing it the long way: building each road of a road-first Upgrade and
looking for a connected site, and the search of ``complete.py`` with no shortcut at all.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.city.game import GameState, apply, is_over, legal_actions, new_game
from founders_desktop.city.game import complete as C
from founders_desktop.city.game.actions import Action, ActionRecord
from founders_desktop.city.game.boardops import place
from founders_desktop.city.game.effects import push_effects
from founders_desktop.city.game.engine import DECISIONS, run_steps
from founders_desktop.city.game.road_first import road_may_site
from founders_desktop.city.game.state import Step
from founders_desktop.city.game.tiles import candidate_pieces, placements_for
from founders_desktop.city.game.turns import main_action
from founders_desktop.city.pieces import PieceKind, shared_piece
from founders_desktop.city.placements import legal_placements
from founders_desktop.content import default_pack
from founders_desktop.content.effects import Effect, Upgrade

MAPS = st.sampled_from(["symmetric", "thematic"])
PLAYERS = st.integers(min_value=2, max_value=4)
SEEDS = st.integers(min_value=0, max_value=10_000)
STEPS = st.integers(min_value=30, max_value=600)
MONEY = st.integers(min_value=0, max_value=14)
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


def _sited_after_building(state: GameState, seat: int, e: Upgrade, road: Action) -> tuple[bool, bool]:
    """(a tile of ``e`` has a place connected to the road once it is built, the road delivered)."""
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
    return sited, bool(rec.board[0].deliveries)


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
